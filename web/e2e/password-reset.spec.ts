import { expect, test, uniqueEmail } from './fixtures';

// The password reset as a person does it on a phone: "Esqueceu sua senha?", the mail read from the stack's mail catcher
// (scripts/lib/mail-catcher.mjs, started by scripts/test.mjs), the link followed, a new password, a login with it.
const INBOX = process.env.MAIL_CATCHER_URL ?? 'http://localhost:8025';
type Mail = { to: string[]; subject: string; links: string[] };

test.use({ viewport: { width: 390, height: 844 } });

test('forgotten password: the mailed link sets a new one, which logs in; the link works once', async ({
  page,
  allowConsole,
}) => {
  allowConsole(/status of 410/); // Chromium logs the refused second use itself
  const email = uniqueEmail('esqueci');
  const created = await page.request.post('/api/auth/registrar', {
    data: { name: 'Rita Esquecida', email, password: 'senha123', confirmPassword: 'senha123' },
  });
  expect(created.ok(), await created.text()).toBeTruthy();

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperar senha' })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByTestId('error-email')).toHaveText('Email é obrigatório');
  await expect(page.getByTestId('error-email')).toHaveAttribute('role', 'alert');
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByTestId('reset-requested')).toContainText('Se existir uma conta com este e-mail');

  let mail: Mail | undefined;
  await expect
    .poll(
      async () => {
        const inbox = (await (await page.request.get(`${INBOX}/api/mensagens`)).json()) as Mail[];
        mail = inbox.find((m) => m.to.includes(email));
        return Boolean(mail);
      },
      { message: `e-mail para ${email} na caixa local` },
    )
    .toBe(true);
  expect(mail!.subject).toBe('Redefinição de senha do Argumenta');
  const link = mail!.links.find((l) => l.includes('/redefinir-senha?token='))!;
  expect(link).toBeTruthy();

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill('nova-senha-9');
  await page.getByLabel('Confirmar nova senha').fill('outra-coisa');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByTestId('error-confirmPassword')).toHaveText('Senhas não coincidem');
  await page.getByLabel('Confirmar nova senha').fill('nova-senha-9');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await page.getByLabel('Email').fill(email);
  await page.locator('input[name="password"]').fill('nova-senha-9');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // The same link again: refused, with the way to a new one.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await page.getByLabel('Nova senha', { exact: true }).fill('mais-uma-9');
  await page.getByLabel('Confirmar nova senha').fill('mais-uma-9');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByTestId('reset-link-error')).toContainText('já foi usado');
  await expect(page.getByRole('link', { name: 'Pedir um novo link' })).toBeVisible();
});
