import { strFromU8, unzipSync } from 'fflate';
import { ESSAY, expect, loginViaApi, storeSession, test } from './fixtures';

// Data protection (issue 38), tried as a new user would. This stack runs with ACCOUNT_DELETION_GRACE_DAYS=0, so
// "Excluir conta" erases at once (the grace period and its cancellation are gateway/test/lgpd-deletion.test.ts).
test('Configurações › Excluir conta asks for the password, deletes the account and ends the session', async ({
  page,
  allowConsole,
}) => {
  allowConsole(/status of (401|403)/); // the wrong password, and the old credentials afterwards
  const session = await loginViaApi(page, 'Estudante Que Sai');
  const sent = await page.request.post('/api/redacoes/submeter', {
    headers: { authorization: `Bearer ${session.token}` },
    multipart: { titulo: 'Minha redação', texto: ESSAY },
  });
  expect(sent.status(), await sent.text()).toBeLessThan(300);

  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Dados' }).click();
  await page.getByRole('button', { name: 'Excluir conta' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel(/Confirme sua senha/).fill('senha-errada');
  await dialog.getByTestId('confirm-delete-account').click();
  await expect(dialog.getByRole('alert')).toHaveText('Senha incorreta. A exclusão da conta não foi agendada.');
  await expect(dialog.getByLabel(/Confirme sua senha/)).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel(/Confirme sua senha/).fill('senha123');
  await dialog.getByTestId('confirm-delete-account').click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('Sua conta e seus dados pessoais foram excluídos.')).toBeVisible();

  // The account is gone: its e-mail and password no longer sign in, its old token reads nothing.
  const again = await page.request.post('/api/auth/login', { data: { email: session.email, password: 'senha123' } });
  expect(again.status()).toBe(401);
  const profile = await page.request.get('/api/auth/perfil', { headers: { authorization: `Bearer ${session.token}` } });
  expect(profile.status()).toBe(401);
});

test('Configurações › Exportar meus dados downloads a ZIP with the profile, the essays and the ledger', async ({
  page,
}) => {
  const session = await loginViaApi(page, 'Estudante Que Exporta');
  const sent = await page.request.post('/api/redacoes/submeter', {
    headers: { authorization: `Bearer ${session.token}` },
    multipart: { titulo: 'Minha redação exportada', texto: ESSAY },
  });
  expect(sent.status(), await sent.text()).toBeLessThan(300);

  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Dados' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar meus dados' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^argumenta-meus-dados-\d+\.zip$/);
  await expect(page.getByText('Dados exportados com sucesso!')).toBeVisible();
  const zip = unzipSync(new Uint8Array(Buffer.concat(await (await download.createReadStream()).toArray())));
  const data = JSON.parse(strFromU8(zip['dados.json']!)) as {
    perfil: { usuario: { email: string; nome: string; politica_versao: string | null }; movimentos_credito: unknown[] };
    redacoes: { titulo: string; texto_original: string }[];
  };
  expect(data.perfil.usuario).toMatchObject({ email: session.email, nome: 'Estudante Que Exporta' });
  // Registration recorded the privacy notice the person accepted.
  expect(data.perfil.usuario.politica_versao).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(data.perfil.movimentos_credito.length).toBeGreaterThan(0);
  expect(data.redacoes).toEqual([
    expect.objectContaining({ titulo: 'Minha redação exportada', texto_original: ESSAY }),
  ]);
  expect(strFromU8(zip['redacoes.html']!)).toContain('Minha redação exportada');
});

test('the privacy notice is linked from registration and the footer', async ({ page }) => {
  await page.goto('/auth/register');
  await page.getByRole('link', { name: 'Política de Privacidade' }).click();
  await expect(page).toHaveURL(/\/privacidade$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacidade e proteção de dados');
  await expect(page.getByRole('heading', { name: 'Seus direitos e como exercê-los' })).toBeVisible();
  await expect(page).toHaveTitle(/Privacidade/);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacidade' }).click();
  await expect(page).toHaveURL(/\/privacidade$/);
});

test('Auditoria: an admin sees the trail of sensitive actions and that its hash chain is intact', async ({ page }) => {
  const login = await page.request.post('/api/auth/login', {
    data: { email: 'admin@argumenta.dev', password: 'argumenta123' },
  });
  expect(login.ok()).toBeTruthy();
  const admin = (await login.json()) as { data: { user: unknown; token: string } };
  // A name of this run only: the trail keeps earlier runs' entries.
  const studentName = `Aluna Auditada ${Date.now().toString(36)}`;
  const student = await page.request.post('/api/auth/registrar', {
    data: {
      name: studentName,
      email: `auditada.${Date.now()}@exemplo.com`,
      password: 'senha123',
      confirmPassword: 'senha123',
    },
  });
  const studentId = ((await student.json()) as { data: { user: { id: number } } }).data.user.id;
  const credits = await page.request.post('/api/admin/creditos/adicionar', {
    headers: { authorization: `Bearer ${admin.data.token}` },
    data: { usuario_id: studentId, quantidade: 2 },
  });
  expect(credits.ok()).toBeTruthy();

  await storeSession(page, admin.data);
  await page.goto('/auditoria');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Auditoria');
  await expect(page.getByText(/^Encadeamento íntegro \(\d+ registros\)\.$/)).toBeVisible();
  await expect(
    page
      .getByTestId('audit-table')
      .getByRole('row')
      .filter({ hasText: studentName })
      .filter({ hasText: 'Adicionou créditos' }),
  ).toBeVisible();
  // Filtered by the person's name and the action (issue 54): only that entry is left.
  await page.getByLabel('Pessoa', { exact: true }).fill(studentName);
  await page.getByLabel('Ação', { exact: true }).selectOption({ label: 'Adicionou créditos' });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByTestId('audit-row')).toHaveCount(1);
  await expect(page.getByTestId('audit-row')).toContainText(studentName);
  // The menu links the trail.
  await expect(
    page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Auditoria' }),
  ).toBeAttached();
});
