import type { Browser } from '@playwright/test';
import { expect, people, test, type Session } from './fixtures';

// Opening a link directly (typed in the address bar, a refresh, a shared link) must stay on that page, every time:
// each route is loaded 3 times in a row, each time right after a load of an unknown path, on a phone-sized screen.
const STUDENT_ROUTES = [
  '/dashboard',
  '/essays',
  '/essays/new',
  '/proposals',
  '/profile',
  '/settings',
  '/classrooms/join',
];
// (/activities and /activities/new without a room are redirects by design, so their targets are listed.)
const TEACHER_ROUTES = ['/dashboard/teacher', '/classrooms/manage', '/activities/manage', '/reviews'];
const TIMES = 3;

async function loadDirectly(browser: Browser, session: Session, routes: string[]) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript((s) => {
    if (localStorage.getItem('auth_token')) return;
    localStorage.setItem('auth_token', s.token);
    localStorage.setItem(
      'auth-storage',
      JSON.stringify({ state: { user: s.user, token: s.token, isAuthenticated: true }, version: 0 }),
    );
  }, session);
  const page = await context.newPage();
  const landed: string[] = [];
  for (const route of routes) {
    for (let i = 0; i < TIMES; i++) {
      await page.goto(`/pagina-que-nao-existe-${i}`);
      await page.waitForURL('**/dashboard');
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      landed.push(`${route} → ${new URL(page.url()).pathname}`);
    }
  }
  await context.close();
  return landed;
}

test('every route opened directly stays where it was opened (3 times each, after an unknown path)', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { teacher, student } = await people(page);
  const landed = [
    ...(await loadDirectly(browser, student, STUDENT_ROUTES)),
    ...(await loadDirectly(browser, teacher, TEACHER_ROUTES)),
  ];
  const expected = [...STUDENT_ROUTES, ...TEACHER_ROUTES].flatMap((r) =>
    Array.from({ length: TIMES }, () => `${r} → ${r}`),
  );
  expect(landed).toEqual(expected);
});
