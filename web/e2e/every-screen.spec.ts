import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from '@playwright/test';
import { expect, pageFor, test, type Session } from './fixtures';
import { login, world } from './world';

/**
 * The guard of issue 36: every screen of every role on a 390×844 phone, and (issue 46) on an 820×1180 tablet. Each fails on sideways overflow, on a
 * `<title>` that another route also uses, on a page without exactly one `<h1>`, and on any axe-core violation (WCAG 2.1
 * A/AA) of impact serious or critical. One browser context per role, logged in once, visits all of that role's routes.
 */
// Evaluated through the DevTools protocol: the app's Content-Security-Policy refuses injected script tags.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SCREENS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'tablet', viewport: { width: 820, height: 1180 } },
] as const;
const ROUTER_FILE = new URL('../src/router.tsx', import.meta.url);

test.describe.configure({ mode: 'serial' });

type Visit = { pattern: string; path: string };
/** title → the route pattern that showed it first (a second pattern with the same title is a failure). */
const titles = new Map<string, string>();

async function checkScreen(page: Page, { pattern, path }: Visit) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const where = `${pattern} (${path})`;
  // Waiting for the one h1 also waits for the lazy screen and its first data.
  await expect.soft(page.locator('h1'), `${where}: exactly one <h1>`).toHaveCount(1);
  await expect(page.locator('[data-scope="spinner"], .chakra-spinner'))
    .toHaveCount(0, { timeout: 15_000 })
    .catch(() => undefined);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect.soft(overflow, `${where}: horizontal overflow (scrollWidth − innerWidth)`).toBeLessThanOrEqual(0);
  // A redirect (/classrooms → /classrooms/manage) shows its target's title: the title belongs to where the page landed.
  const landed = patternOf(new URL(page.url()).pathname);
  const title = await page.title();
  const first = titles.get(title);
  expect
    .soft(first === undefined || first === landed, `${where}: <title> "${title}" already used by ${first}`)
    .toBe(true);
  if (first === undefined) titles.set(title, landed);
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }>;
        };
      }
    ).axe;
    const r = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .slice(0, 3)
            .map((n) => JSON.stringify(n.target))
            .join(' ')}`,
      );
  });
  expect.soft(violations, `${where}: axe serious/critical`).toEqual([]);
}

async function visitAll(page: Page, visits: Visit[]) {
  for (const v of visits) await checkScreen(page, v);
}

/** The routes the router declares, so a screen added later and not listed here fails the guard. */
function declaredPaths() {
  const source = readFileSync(ROUTER_FILE, 'utf8');
  const routesPart = source.slice(source.indexOf('export const routes'));
  return [...routesPart.matchAll(/path: '([^']+)'/g)].map((m) => m[1]!).filter((p) => p !== '*');
}

/** The declared route a pathname is served by: a fixed path before a pattern with parameters. */
function patternOf(pathname: string) {
  const declared = declaredPaths().sort((a, b) => Number(a.includes(':')) - Number(b.includes(':')));
  return declared.find((p) => new RegExp(`^${p.replace(/:\w+/g, '[^/]+')}$`).test(pathname)) ?? pathname;
}

async function rolePage(browser: Browser, session: Session) {
  return pageFor(browser, session);
}

for (const screen of SCREENS)
  test.describe(screen.name, () => {
    // No isMobile: Chromium's mobile emulation widens the layout viewport to fit wide content, so innerWidth would grow with it.
    test.use({ viewport: screen.viewport });
    test(`every screen of every role fits a ${screen.name}, has its own title, one h1 and no serious axe finding`, async ({
      browser,
      page,
    }) => {
      titles.clear();
      await everyScreen(browser, page, screen.name);
    });
  });

async function everyScreen(browser: Browser, page: Page, screen: string) {
  test.setTimeout(360_000);
  const started = Date.now();
  const w = await world(page);
  const visited = new Set<string>();
  const v = (pattern: string, path = pattern): Visit => {
    visited.add(pattern);
    return { pattern, path };
  };
  const withId = (pattern: string, id: number | string) => v(pattern, pattern.replace(/:\w+/, String(id)));

  const declared = declaredPaths();
  // Public screens, signed out.
  const optional = ['/esqueci-senha', '/redefinir-senha', '/privacidade']
    .filter((p) => declared.includes(p))
    .map((p) => v(p));
  await visitAll(page, [
    v('/'),
    v('/auth/login'),
    v('/auth/register'),
    v('/auth/forgot-password'),
    ...optional,
    withId('/compartilhado/:token', w.shareToken),
  ]);

  const student = await rolePage(browser, w.student);
  await visitAll(student, [
    v('/dashboard'),
    v('/essays'),
    v('/essays/new'),
    withId('/essays/:id/feedback', w.essayId),
    withId('/essays/:id/correct', w.essayId),
    v('/classrooms/join'),
    withId('/classrooms/:id', w.salaId),
    withId('/activities/:id', w.activityId),
    v('/proposals'),
    withId('/proposals/:id', w.proposalId),
    v('/profile'),
    v('/settings'),
  ]);
  await student.context().close();

  const teacher = await rolePage(browser, w.teacher);
  await visitAll(teacher, [
    v('/dashboard/teacher'),
    v('/classrooms'),
    v('/classrooms/manage'),
    withId('/classrooms/:id', w.salaId),
    v('/activities'),
    v('/activities/manage'),
    v('/activities/new'),
    withId('/activities/:id', w.activityId),
    withId('/activities/:id/submissions', w.activityId),
    withId('/essays/:id/teacher-view', w.essayId),
    v('/reviews'),
    withId('/students/:id/profile', w.student.user.id),
  ]);
  await teacher.context().close();

  const coordinatorSession = await login(page.request, 'coordenacao@argumenta.dev');
  const coordinator = await rolePage(browser, coordinatorSession);
  await visitAll(coordinator, [
    v('/escola'),
    withId('/escolas/:id/painel', (coordinatorSession.user as { escola_id?: number }).escola_id!),
    withId('/escolas/:id/regras', (coordinatorSession.user as { escola_id?: number }).escola_id!),
  ]);
  await coordinator.context().close();

  const adminSession = await login(page.request, 'admin@argumenta.dev');
  const admin = await rolePage(browser, adminSession);
  // Screens other engineers add to the router are visited once they are declared there.
  const audit = declared.includes('/auditoria') ? [v('/auditoria')] : [];
  // A network (issue 54) for its panel; /rede sends someone who coordinates none to their dashboard.
  const rede = await page.request.post('/api/redes', {
    headers: { Authorization: `Bearer ${adminSession.token}` },
    data: { nome: `Rede telas ${Date.now().toString(36)}` },
  });
  expect(rede.ok(), await rede.text()).toBeTruthy();
  const redeId = ((await rede.json()) as { data: { id: number } }).data.id;
  await visitAll(admin, [
    v('/dashboard/admin'),
    v('/dashboard/student'),
    v('/essays/:id', `/essays/${w.essayId}/feedback`),
    ...audit,
    v('/rede'),
    withId('/redes/:id/painel', redeId),
  ]);
  await admin.context().close();

  // /auth/sso only exists to receive a token from the school's provider; /essays/:id redirects (visited above as its target).
  visited.add('/auth/sso');
  expect(
    declared.filter((p) => !visited.has(p)),
    'routes of the router the guard does not visit',
  ).toEqual([]);
  console.log(`every-screen (${screen}): ${visited.size} routes in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
