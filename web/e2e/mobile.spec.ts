import { expect, loginViaApi, pageFor, people, test, writeAndCorrect } from './fixtures';
import { api } from './world';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('phone: menu drawer → new essay → correction → feedback', async ({ page }) => {
  await loginViaApi(page, 'Pedro Henrique');
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-title')).toBeVisible();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(page.getByRole('dialog').getByText('Pedro Henrique')).toBeVisible();
  // The account is in the menu too (profile, settings with export and deletion), not only by URL.
  await page.getByRole('navigation', { name: 'Conta' }).getByRole('link', { name: 'Configurações' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Notificações' })).toBeVisible();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Conta' }).getByRole('link', { name: 'Meu perfil' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Navegação móvel' }).getByRole('link', { name: 'Nova Redação' }).click();
  await expect(page).toHaveURL(/\/essays\/new$/);
  await writeAndCorrect(page, 'Redação pelo celular');
  await expect(page.getByTestId('competency-5')).toBeVisible();
  await expect(page.getByTestId('intervention-table')).toBeVisible();
  // Nothing overflows sideways on a phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test("phone: a class activity's theme is in the editor, locked; the landing page leads to registration", async ({
  page,
  browser,
}) => {
  const { teacher, student } = await people(page);
  const r = page.request;
  const sala = await api<{ id: number; codigo_acesso: string }>(r, teacher, 'post', '/api/salas', {
    nome: 'Terceirão C',
  });
  const atividade = await api<{ id: number }>(r, teacher, 'post', '/api/atividades/criar', {
    sala_id: sala.id,
    titulo: 'Tecnologia na escola',
    tema: 'Os limites da inteligência artificial na escola',
    data_limite: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  });
  await api(r, student, 'post', '/api/salas/ingressar', { codigo_acesso: sala.codigo_acesso });
  const phone = await pageFor(browser, student, PHONE);
  // The dashboard leads with the activity due soonest, its button in the first screen, before the figures.
  await phone.goto('/dashboard');
  const next = phone.getByTestId('next-action');
  await expect(next).toContainText('Tecnologia na escola');
  const write = next.getByRole('link', { name: 'Escrever para esta atividade' });
  const box = await write.boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(844);
  await write.click();
  await expect(phone).toHaveURL(new RegExp(`/essays/new\\?activity=${atividade.id}$`));
  await expect(phone.getByTestId('activity-proposal')).toContainText('Os limites da inteligência artificial na escola');
  await expect(phone.getByTestId('proposal-picker')).toHaveCount(0);
  await phone.context().close();

  const visitor = await (await browser.newContext(PHONE)).newPage();
  await visitor.goto('/');
  await visitor.getByRole('link', { name: 'Criar minha conta' }).click();
  await expect(visitor).toHaveURL(/\/auth\/register$/);
  await visitor.context().close();
});

/**
 * Every visible interactive element of the page narrower or lower than 44 CSS px (WCAG 2.5.5). Exempt, as WCAG 2.5.8
 * exempts them: links inline in a sentence (their height is the line's), and controls hidden behind their visible
 * label (Chakra's checkbox/radio inputs are 1 px; the label around them is measured instead).
 */
async function smallTargets(page: import('@playwright/test').Page) {
  return page.evaluate((min) => {
    const sel =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], label:has(input[type=checkbox], input[type=radio])';
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(sel))) {
      if (el.closest('[inert], [aria-hidden=true]')) continue;
      const r = el.getBoundingClientRect();
      const cs = getComputedStyle(el);
      if (r.width <= 1 || r.height <= 1 || cs.visibility === 'hidden' || cs.display === 'none') continue;
      if (el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type)) continue;
      const parent = el.parentElement;
      const inline =
        el.tagName === 'A' &&
        cs.display === 'inline' &&
        parent !== null &&
        (parent.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
      if (inline) continue;
      if (r.width < min - 0.5 || r.height < min - 0.5) {
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? '';
        out.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
    }
    return out;
  }, 44);
}

test("phone: every tap target on the student's main screens is at least 44 × 44 px", async ({ page }) => {
  test.setTimeout(150_000);
  await loginViaApi(page, 'Júlia Toque');
  await page.goto('/essays/new');
  await expect(page.getByTestId('essay-text')).toBeVisible();
  expect(await smallTargets(page), '/essays/new').toEqual([]);
  await writeAndCorrect(page, 'Alvos de toque');
  await expect(page.getByTestId('competency-5')).toBeVisible();
  expect(await smallTargets(page), 'feedback').toEqual([]);
  // Sharing opens the platform's share sheet where there is one (stubbed here: Linux chromium has none), with the link.
  await page.evaluate(() => {
    const w = window as unknown as { shared: ShareData[] };
    w.shared = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (d: ShareData) => Promise.resolve(void w.shared.push(d)),
    });
  });
  await page.getByRole('button', { name: 'Compartilhar', exact: true }).click();
  await expect(page.getByTestId('share-link')).toBeVisible();
  const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
  expect(shared).toHaveLength(1);
  expect(shared[0]!.url).toBe(await page.getByLabel('Link de compartilhamento').inputValue());
  await expect(page.getByTestId('share-native')).toBeVisible();
  expect(await smallTargets(page), 'feedback with the share link').toEqual([]);
  await page.goto('/essays');
  await expect(page.getByTestId('essay-card').filter({ hasText: 'Alvos de toque' })).toBeVisible();
  expect(await smallTargets(page), '/essays').toEqual([]);
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-title')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await smallTargets(page), '/dashboard').toEqual([]);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Conta' })).toBeVisible();
  expect(await smallTargets(page), 'menu').toEqual([]);
});
