import { expect, loginViaApi, test, writeAndCorrect } from './fixtures';

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
