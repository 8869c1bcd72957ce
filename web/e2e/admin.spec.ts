import type { Page } from '@playwright/test';
import { expect, loginViaApi, storeSession, test, uniqueEmail } from './fixtures';

const ADMIN = { email: 'admin@argumenta.dev', password: 'argumenta123' };

/** Logs the seeded admin in through the API and stores the session like the app does. */
async function loginAsAdmin(page: Page) {
  const res = await page.request.post('/api/auth/login', { data: ADMIN });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { data } = (await res.json()) as { data: { user: unknown; token: string } };
  // Without waiting for the app's start-up writes, the session was sometimes overwritten (flaky on a loaded machine).
  await storeSession(page, data);
}

const toast = (page: Page, text: string) =>
  page
    .getByRole('status')
    .filter({ hasText: text })
    .or(page.getByText(text, { exact: true }))
    .first();

async function findUser(page: Page, email: string) {
  await page.getByRole('tab', { name: 'Usuários' }).click();
  await page.getByLabel('Buscar por nome ou email').fill(email);
  const row = page.locator(`[data-testid="user-row"][data-email="${email}"]`);
  await expect(row).toBeVisible();
  return row;
}

async function deleteUser(page: Page, email: string, nome: string) {
  const row = await findUser(page, email);
  await row.getByRole('button', { name: `Excluir ${nome}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Tem certeza que deseja excluir este usuário?')).toBeVisible();
  await dialog.getByTestId('confirm-action').click();
  await expect(toast(page, 'Usuário excluído com sucesso!')).toBeVisible();
  await expect(row).toHaveCount(0);
}

test('admin: statistics, create a user, add credits, import a CSV, delete users', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await expect(page.getByRole('heading', { name: 'Painel Administrativo' })).toBeVisible();

  // Estatísticas
  for (const id of [
    'stat-total-usuarios',
    'stat-total-redacoes',
    'stat-creditos-sistema',
    'stat-usuarios-ativos',
    'stat-redacoes-hoje',
    'stat-creditos-hoje',
  ]) {
    await expect(page.getByTestId(id)).toContainText(/\d/);
  }
  await expect(page.getByTestId('week-chart').getByRole('listitem')).toHaveCount(7);
  await expect(page.getByTestId('week-chart')).toContainText('Hoje');

  // Usuários → create (validation first)
  await page.getByRole('tab', { name: 'Usuários' }).click();
  await expect(page.getByTestId('users-table')).toBeVisible();
  await page.getByRole('button', { name: 'Novo usuário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo usuário' });
  await dialog.getByRole('button', { name: 'Criar usuário' }).click();
  await expect(dialog.getByTestId('error-nome')).toHaveText('Nome é obrigatório');
  await expect(dialog.getByTestId('error-senha')).toHaveText('Senha é obrigatória');
  const email = uniqueEmail('admin-e2e');
  const nome = 'Usuária Criada E2E';
  await dialog.getByLabel('Nome').fill(nome);
  await dialog.getByLabel('Email').fill(email);
  await dialog.locator('input[name="senha"]').fill('senha123');
  await dialog.getByLabel('Tipo').selectOption('professor');
  await expect(dialog.getByLabel('Créditos')).toHaveValue('50');
  await dialog.getByRole('button', { name: 'Criar usuário' }).click();
  await expect(toast(page, 'Usuário criado com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = await findUser(page, email);
  await expect(row).toContainText('Professor');
  await expect(row.getByTestId('user-credits')).toHaveText('50');

  // Créditos, from the row's action
  await row.getByRole('button', { name: `Adicionar créditos a ${nome}` }).click();
  await expect(page).toHaveURL(/aba=creditos/);
  await expect(page.getByTestId('credit-target')).toHaveText(`${nome} (${email})`);
  await page.getByLabel('Quantidade').fill('25');
  await page.getByLabel('Descrição (opcional)').fill('Bônus do teste');
  await page.getByRole('button', { name: 'Adicionar créditos' }).click();
  await expect(toast(page, 'Créditos adicionados com sucesso!')).toBeVisible();
  await expect(page.getByTestId('credit-result')).toContainText('75 créditos');
  const updated = await findUser(page, email);
  await expect(updated.getByTestId('user-credits')).toHaveText('75');

  // Issue 54: suspend and reactivate, then a temporary password shown once.
  const person = await findUser(page, email);
  await person.getByRole('button', { name: `Suspender ${nome}` }).click();
  await page.getByRole('alertdialog').getByTestId('confirm-action').click();
  await expect(toast(page, 'Conta suspensa.')).toBeVisible();
  await expect(person.getByTestId('user-suspended')).toBeVisible();
  await person.getByRole('button', { name: `Reativar ${nome}` }).click();
  await expect(toast(page, 'Conta reativada.')).toBeVisible();
  await expect(person.getByTestId('user-suspended')).toHaveCount(0);
  await person.getByRole('button', { name: `Senha temporária para ${nome}` }).click();
  await page.getByRole('alertdialog').getByTestId('confirm-action').click();
  await expect(page.getByTestId('temp-password')).toHaveText(/^[a-z2-9]{8}$/);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('temp-password-dialog')).toHaveCount(0);

  // Importar CSV: wrong type, no file, then a file with a good row, a duplicate and a short row
  await page.getByRole('tab', { name: 'Importar CSV' }).click();
  await page.getByRole('button', { name: 'Importar usuários' }).click();
  await expect(toast(page, 'Selecione um arquivo CSV primeiro')).toBeVisible();
  await page
    .getByTestId('csv-input')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('nope') });
  await expect(toast(page, 'Por favor, selecione um arquivo CSV válido')).toBeVisible();
  // An Excel (Windows-1252) file, no passwords: accents arrive intact, each student gets a first-access code
  const imported = uniqueEmail('csv-e2e');
  const csv = [
    'nome;email;papel;creditos',
    `Conceição Araújo;${imported};estudante;`,
    `Repetida;${email};estudante;10`,
    'Linha Curta;curta@exemplo.com',
  ].join('\r\n');
  await page
    .getByTestId('csv-input')
    .setInputFiles({ name: 'usuarios.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'latin1') });
  const preview = page.getByTestId('csv-preview');
  await expect(preview).toContainText('Prévia (Windows-1252 (Excel)): 1 a criar · 0 a atualizar · 2 com erro.');
  await expect(preview).toContainText('Linha com menos colunas que o cabeçalho');
  await page.getByRole('button', { name: 'Importar usuários' }).click();
  await expect(toast(page, '1 usuários criados com sucesso!')).toBeVisible();
  await expect(toast(page, '2 usuários falharam na criação')).toBeVisible();
  const result = page.getByTestId('csv-result');
  await expect(result).toContainText('3 processados');
  await expect(result.getByTestId('csv-codes')).toContainText('Conceição Araújo');
  await expect(result.getByTestId('csv-codes')).toContainText(imported);
  await expect(result).toContainText(email);
  const importedRow = await findUser(page, imported);
  await expect(importedRow.getByTestId('user-credits')).toHaveText('50'); // no school: default credits

  // Excluir
  await deleteUser(page, email, nome);
  await deleteUser(page, imported, 'Conceição Araújo');

  // Redações
  await page.getByRole('tab', { name: 'Redações' }).click();
  await page.getByRole('link', { name: 'Nova Redação' }).last().click();
  await expect(page).toHaveURL(/\/essays\/new$/);
});

test('a student is sent away from the admin dashboard', async ({ page }) => {
  await loginViaApi(page);
  await page.goto('/dashboard/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Painel Administrativo' })).toHaveCount(0);
});

test('settings: theme and font size apply at once and survive a reload', async ({ page }) => {
  await loginViaApi(page, 'Estudante Configurações');
  await page.goto('/configuracoes');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Configurações' })).toBeVisible();
  await page.getByRole('tab', { name: 'Aparência' }).click();
  const html = page.locator('html');
  await expect(html).toHaveClass(/light/);

  await page.getByTestId('theme-select').getByText('Escuro', { exact: true }).click();
  await expect(html).toHaveClass(/dark/);
  await expect(toast(page, 'Configuração atualizada!')).toBeVisible();
  await page.getByTestId('font-size-select').getByText('Grande', { exact: true }).click();
  await expect(html).toHaveAttribute('style', /font-size: 112\.5%/);
  await page.getByText('Sons do sistema').click();
  await expect(page.getByTestId('volume-slider')).toHaveCount(0);

  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await expect(html).toHaveAttribute('style', /font-size: 112\.5%/);
  await page.getByRole('tab', { name: 'Aparência' }).click();
  await expect(page.getByTestId('theme-select').getByRole('radio', { name: 'Escuro' })).toBeChecked();
  await expect(page.getByTestId('volume-slider')).toHaveCount(0);

  // The preference follows the user to every screen.
  await page.goto('/dashboard');
  await expect(html).toHaveClass(/dark/);

  // Dados: this browser's preferences download as JSON (the account's data as a ZIP: web/e2e/privacy.spec.ts).
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Dados' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar preferências deste navegador' }).click(),
  ]);
  await expect(toast(page, 'Dados exportados com sucesso!')).toBeVisible();
  const body = JSON.parse(
    await (await download.createReadStream()).toArray().then((c) => Buffer.concat(c).toString('utf8')),
  ) as {
    usuario: { nome: string };
    preferencias: { appearance: { theme: string; fontSize: string }; sound: { enabled: boolean } };
  };
  expect(body.usuario.nome).toBe('Estudante Configurações');
  expect(body.preferencias.appearance).toMatchObject({ theme: 'dark', fontSize: 'large' });
  expect(body.preferencias.sound.enabled).toBe(false);
});
