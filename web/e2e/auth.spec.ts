import { expect, loginViaApi, test } from './fixtures';

test('login: empty fields and wrong password show the spec messages', async ({ page, allowConsole }) => {
  allowConsole(/status of 401/); // Chromium logs the refused login request itself
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('Por favor, preencha todos os campos');
  await page.getByLabel('Email').fill('ninguem@exemplo.com');
  await page.locator('input[name="password"]').fill('senha-errada');
  await page.getByRole('button', { name: 'Mostrar senha' }).click();
  await expect(page.locator('input[name="password"]')).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('login-error')).toBeVisible();
  await expect(page.getByTestId('login-error')).not.toHaveText('Por favor, preencha todos os campos');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('link', { name: 'Esqueceu sua senha?' })).toHaveAttribute(
    'href',
    '/auth/forgot-password',
  );
});

test('registration validation messages', async ({ page }) => {
  await page.goto('/auth/register');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByTestId('error-name')).toHaveText('Nome é obrigatório');
  await expect(page.getByTestId('error-email')).toHaveText('Email é obrigatório');
  await expect(page.getByTestId('error-password')).toHaveText('Senha é obrigatória');
  await expect(page.getByTestId('error-confirmPassword')).toHaveText('Confirmação de senha é obrigatória');
  await page.getByLabel('Nome completo').fill('A');
  await expect(page.getByTestId('error-name')).toHaveCount(0); // cleared on edit
  await page.getByLabel('Email').fill('invalido');
  await page.getByLabel('Senha', { exact: true }).fill('123');
  await page.getByLabel('Confirmar senha').fill('321');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByTestId('error-name')).toHaveText('Nome deve ter pelo menos 2 caracteres');
  await expect(page.getByTestId('error-email')).toHaveText('Email inválido');
  await expect(page.getByTestId('error-password')).toHaveText('Senha deve ter pelo menos 6 caracteres');
  await expect(page.getByTestId('error-confirmPassword')).toHaveText('Senhas não coincidem');
});

test('guards and aliases', async ({ page }) => {
  for (const path of ['/essays', '/dashboard', '/painel', '/classrooms/manage']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth\/login$/);
  }
  await page.goto('/rota/que/nao/existe');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/autenticacao/registro');
  await expect(page).toHaveURL(/\/auth\/register$/);

  await loginViaApi(page);
  const cases: [string, RegExp][] = [
    ['/', /\/dashboard$/],
    ['/painel', /\/dashboard$/],
    ['/redacoes', /\/essays$/],
    ['/historico', /\/essays$/],
    ['/redacoes/submeter', /\/essays\/new$/],
    ['/correcao', /\/essays\/new$/],
    ['/feedback/abc', /\/essays\/abc\/feedback$/],
    ['/propostas?mode=create', /\/proposals\?mode=create$/],
    ['/propostas/7', /\/proposals\/7$/],
    ['/salas/ingressar', /\/classrooms\/join$/],
    ['/estudantes/3/perfil', /\/students\/3\/profile$/],
    ['/perfil', /\/profile$/],
    ['/configuracoes', /\/settings$/],
    ['/atividades/4', /\/activities\/4$/],
    // Student on teacher/admin routes → /dashboard.
    ['/dashboard/teacher', /\/dashboard$/],
    ['/classrooms/manage', /\/dashboard$/],
    ['/salas/gerenciar', /\/dashboard$/],
    ['/atividades/4/submissoes', /\/dashboard$/],
    ['/admin', /\/dashboard$/],
    ['/qualquer-coisa', /\/dashboard$/],
  ];
  for (const [from, to] of cases) {
    await page.goto(from);
    await expect(page, `${from}`).toHaveURL(to);
  }
  await page.goto('/essays/abc/feedback');
  await expect(page.getByTestId('invalid-id')).toHaveText('ID da redação inválido: abc');
  // both spellings reach the proposals screens (spec 2.5)
  for (const path of ['/proposals', '/propostas']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Propostas Temáticas' })).toBeVisible();
  }
  // the profile is the account as the server has it (no placeholder)
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible();
  await expect(page.getByTestId('profile-data')).toContainText('E-mail');

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByText('Logout realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
