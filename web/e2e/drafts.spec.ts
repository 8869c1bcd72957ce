import type { Page } from '@playwright/test';
import { ESSAY, expect, loginViaApi, pageFor, test, type Session } from './fixtures';

// Issue 50: the student's text survives a reload, another device, a lost connection and a second tab; the app is
// installable and opens with no network.

const editor = (page: Page) => page.getByTestId('essay-text');
const status = (page: Page) => page.getByTestId('draft-status');
const auth = (s: { token: string }) => ({ Authorization: `Bearer ${s.token}` });
/** The editor is ready once its draft is loaded; a first visit also installs the service worker, slow on a busy machine. */
const ready = (page: Page) => expect(editor(page)).toBeEditable({ timeout: 45_000 });

test('type → reload → the text is there; another browser lists the draft and resumes it; deleted from the list', async ({
  page,
  browser,
}) => {
  // Two browsers, each loading the app (and installing its service worker) for the first time.
  test.setTimeout(180_000);
  const session = (await loginViaApi(page, 'Rafaela Rascunho')) as Session;
  await page.goto('/essays/new');
  await ready(page);
  await page.getByLabel('Título (opcional)').fill('Mobilidade urbana');
  await editor(page).fill(ESSAY.slice(0, 700));
  await expect(status(page)).toHaveText('Salvo');
  await page.reload();
  await ready(page);
  await expect(editor(page)).toHaveValue(ESSAY.slice(0, 700));
  await expect(page.getByLabel('Título (opcional)')).toHaveValue('Mobilidade urbana');
  // Typing on after the reload keeps saving the same draft (one draft, not two).
  await editor(page).press('End');
  await editor(page).pressSequentially(' Mais.');
  await expect(status(page)).toHaveText('Salvo');

  const other = await pageFor(browser, session);
  await other.goto('/essays/new');
  await ready(other);
  const item = other.getByTestId('draft-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Mobilidade urbana');
  await item.getByTestId('draft-resume').click();
  await expect(editor(other)).toHaveValue(`${ESSAY.slice(0, 700)} Mais.`);
  await other.goto('/essays/new');
  await ready(other);
  await other.getByRole('button', { name: /Excluir rascunho Mobilidade urbana/ }).click();
  await expect(other.getByText('Rascunho excluído')).toBeVisible();
  await expect(other.getByTestId('draft-item')).toHaveCount(0);
  const left = await (await page.request.get('/api/rascunhos', { headers: auth(session) })).json();
  expect(left.data.rascunhos).toEqual([]);
  await other.context().close();
});

// A request the browser makes while offline is logged as a failed load: expected here.
const OFFLINE_ERRORS = /ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch|no-response/;

test('offline: type → submit → back online → exactly one essay, one credit, one correction', async ({
  page,
  allowConsole,
}) => {
  allowConsole(OFFLINE_ERRORS);
  const session = (await loginViaApi(page, 'Otávio Offline')) as Session;
  const credits = async () =>
    (await (await page.request.get('/api/auth/perfil', { headers: auth(session) })).json()).data.creditos_disponiveis;
  const before = await credits();
  await page.goto('/essays/new');
  await ready(page);
  await page.context().setOffline(true);
  await editor(page).fill(ESSAY);
  await expect(status(page)).toHaveText('Sem conexão — salvo neste aparelho');
  await page.getByTestId('submit-essay').click();
  await expect(page.getByTestId('submission-queued')).toBeVisible();
  await page.context().setOffline(false);
  await page.waitForURL(/\/essays\/\d+\/feedback$/, { timeout: 60_000 });

  const essays = await (await page.request.get('/api/redacoes', { headers: auth(session) })).json();
  expect(essays.data.redacoes).toHaveLength(1);
  expect(await credits()).toBe(before - 1);
  const id = essays.data.redacoes[0].id as number;
  const st = await (await page.request.get(`/api/redacoes/${id}/status`, { headers: auth(session) })).json();
  expect(st.data.status).toBe('concluida');
  // The draft became the essay: nothing left to resume.
  const drafts = await (await page.request.get('/api/rascunhos', { headers: auth(session) })).json();
  expect(drafts.data.rascunhos).toEqual([]);
});

test('the writing-process record: typed and pasted text, kept with the essay and shown on its feedback page', async ({
  page,
}) => {
  const session = (await loginViaApi(page, 'Paula Processo')) as Session;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/essays/new');
  await ready(page);
  const typed = 'Introdução digitada. ';
  await editor(page).pressSequentially(typed);
  // A real Ctrl+V with the rest of the essay on the clipboard.
  await page.evaluate((text) => navigator.clipboard.writeText(text), ESSAY);
  await editor(page).press('Control+V');
  await expect(editor(page)).toHaveValue(typed + ESSAY);
  await page.getByTestId('submit-essay').click();
  await page.waitForURL(/\/essays\/\d+\/feedback$/, { timeout: 60_000 });
  const id = Number(/essays\/(\d+)\//.exec(page.url())![1]);

  const record = (await (await page.request.get(`/api/redacoes/${id}/processo`, { headers: auth(session) })).json())
    .data.processo;
  expect(record).toMatchObject({ digitados: typed.length, colados: ESSAY.length, apagados: 0 });
  expect(record.colagens).toEqual([expect.objectContaining({ caracteres: ESSAY.length })]);
  expect(record.sessoes).toHaveLength(1);
  const panel = page.getByTestId('writing-process');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('process-pasted')).toContainText(`Colado: ${ESSAY.length} caracteres`);
  await expect(panel.getByTestId('process-paste-text')).toContainText(ESSAY.slice(0, 40));
});

test('two browsers on one draft: the later save wins and the other text is recoverable', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const session = (await loginViaApi(page, 'Duda Dois')) as Session;
  const created = await page.request.post('/api/rascunhos', {
    headers: auth(session),
    data: { titulo: 'Comum', texto: 'Início comum.' },
  });
  const id = (await created.json()).data.id as number;
  const phone = await pageFor(browser, session);
  await phone.goto(`/essays/new?rascunho=${id}`);
  await ready(phone);
  await expect(editor(phone)).toHaveValue('Início comum.');
  await page.goto(`/essays/new?rascunho=${id}`);
  await ready(page);
  await expect(editor(page)).toHaveValue('Início comum.');

  await editor(phone).fill('Texto escrito no celular.');
  await expect(status(phone)).toHaveText('Salvo');
  await editor(page).fill('Texto escrito no notebook.');
  await expect(status(page)).toHaveText('Salvo');
  // The notebook saved over a version it had not seen: the phone's text is kept and shown for restoring.
  const versions = page.getByTestId('draft-versions');
  await expect(versions).toContainText('outro aparelho ou aba');
  await expect(versions.getByTestId('draft-version-text').filter({ hasText: 'celular' })).toBeVisible();

  const api = await (await page.request.get(`/api/rascunhos/${id}`, { headers: auth(session) })).json();
  expect(api.data.texto).toBe('Texto escrito no notebook.');
  const history = await (await page.request.get(`/api/rascunhos/${id}/versoes`, { headers: auth(session) })).json();
  expect(history.data.versoes.map((v: { texto: string }) => v.texto)).toEqual(
    expect.arrayContaining(['Texto escrito no celular.', 'Início comum.']),
  );
  // Restoring brings the phone's text back into the editor (and saves it).
  await versions
    .getByTestId('draft-version-text')
    .filter({ hasText: 'celular' })
    .locator('xpath=..')
    .getByRole('button', { name: 'Restaurar' })
    .click();
  await expect(editor(page)).toHaveValue('Texto escrito no celular.');
  await expect(status(page)).toHaveText('Salvo');
  await phone.context().close();
});

test('the production build registers a service worker, serves a valid manifest and opens the editor offline', async ({
  page,
  allowConsole,
}) => {
  allowConsole(OFFLINE_ERRORS);
  await loginViaApi(page, 'Pietra PWA');
  await page.goto('/essays/new');
  await ready(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/manifest\+json|application\/json/);
  const manifest = await res.json();
  expect(manifest).toMatchObject({ name: expect.any(String), short_name: 'Argumenta', display: 'standalone' });
  expect(manifest.start_url).toBe('/dashboard');
  const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const img = await page.request.get(icon.src);
    expect([icon.src, img.status(), img.headers()['content-type']]).toEqual([icon.src, 200, 'image/png']);
  }

  // No network: the app shell and the editor still open (precached), and typing is kept on the device.
  await page.context().setOffline(true);
  await page.reload();
  await ready(page);
  await editor(page).fill('Escrito sem conexão.');
  await expect(status(page)).toHaveText('Sem conexão — salvo neste aparelho');
  await page.reload();
  await ready(page);
  await expect(editor(page)).toHaveValue('Escrito sem conexão.');
  await page.context().setOffline(false);
  await expect(status(page)).toHaveText('Salvo');
});

test('on a 390 px phone, a new user: the essay survives a reload and a lost connection', async ({
  browser,
  allowConsole,
}) => {
  allowConsole(OFFLINE_ERRORS);
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  const session = (await loginViaApi(phone, 'Fernanda Fone')) as Session;
  await phone.goto('/essays/new');
  await ready(phone);
  const first = ESSAY.slice(0, 600);
  await editor(phone).fill(first);
  await expect(status(phone)).toHaveText('Salvo');
  // Nothing wider than the phone's screen.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.reload();
  await ready(phone);
  await expect(editor(phone)).toHaveValue(first);

  // The connection drops: typing goes on, kept on the phone, and survives a reload with no network (a reload the
  // service worker serves: wait until it controls the page, or on a loaded machine the reload may beat it).
  await expect.poll(() => phone.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await context.setOffline(true);
  await editor(phone).press('End');
  await editor(phone).pressSequentially(' Escrito sem rede.');
  await expect(status(phone)).toHaveText('Sem conexão — salvo neste aparelho');
  await phone.reload();
  await ready(phone);
  await expect(editor(phone)).toHaveValue(`${first} Escrito sem rede.`);
  // Back online: the server has it too.
  await context.setOffline(false);
  await expect(status(phone)).toHaveText('Salvo');
  const drafts = await (await phone.request.get('/api/rascunhos', { headers: auth(session) })).json();
  expect(drafts.data.rascunhos).toHaveLength(1);
  expect(drafts.data.rascunhos[0].caracteres).toBe(`${first} Escrito sem rede.`.trim().length);
  await context.close();
});
