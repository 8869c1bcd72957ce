import { readFile } from 'node:fs/promises';
import { ESSAY, expect, test, uniqueEmail, writeAndCorrect } from './fixtures';

test('land → register → dashboard → essay → live phases → feedback → history → favourite → PDF → delete', async ({
  page,
}) => {
  // Socket frames are the worker's real events: record the ones for the correction.
  const frames: string[] = [];
  page.on('websocket', (ws) =>
    ws.on(
      'framereceived',
      (f) => typeof f.payload === 'string' && f.payload.includes('correction:') && frames.push(f.payload),
    ),
  );

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('160/200')).toBeVisible();
  await expect(page.getByText(/© 2025/)).toBeVisible();
  // Registration starts from the landing page (issue 48); Entrar goes to the login.
  await expect(page.getByRole('link', { name: 'Entrar' }).first()).toHaveAttribute('href', '/auth/login');
  await page.getByRole('link', { name: 'Começar agora' }).click();
  await expect(page).toHaveURL(/\/auth\/register$/);

  await page.getByLabel('Nome completo').fill('Maria Eduarda Lima');
  await page.getByLabel('Email').fill(uniqueEmail('fluxo'));
  await page.getByLabel('Senha', { exact: true }).fill('senha123');
  await page.getByLabel('Confirmar senha').fill('senha123');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Conta criada com sucesso! Redirecionando...')).toBeVisible();
  await page.waitForURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-title')).toHaveText('Painel do Estudante');
  await expect(page.getByText('Olá, Maria!')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Nova Redação' })
    .click();
  await expect(page.getByRole('heading', { name: 'Nova Redação' })).toBeVisible();
  await expect(page.getByTestId('submit-essay')).toBeDisabled();
  const id = await writeAndCorrect(page, 'Desigualdade na educação');
  expect(frames.some((f) => f.includes('correction:progress') || f.includes('correction:completed'))).toBeTruthy();

  // Feedback: total, classification, five competencies.
  await expect(page.getByTestId('feedback-title')).toHaveText('Desigualdade na educação');
  const total = Number(await page.getByTestId('total-value').textContent());
  expect(total).toBeGreaterThanOrEqual(0);
  expect(total).toBeLessThanOrEqual(1000);
  await expect(page.getByTestId('classification')).toHaveText(/Excelente|Bom|Satisfatório|Insuficiente/);
  for (const n of [1, 2, 3, 4, 5]) await expect(page.getByTestId(`competency-${n}-score`)).toHaveText(/^\d+\/200$/);
  // The essay's text: with the engine's marks on it (issue 51) once they are loaded, the plain highlighted text before.
  await expect(page.getByTestId('marked-text').or(page.getByTestId('essay-body'))).toContainText(ESSAY.slice(0, 60));

  await page.getByTestId('favorite-button').click();
  await expect(page.getByText('Adicionada aos favoritos')).toBeVisible();

  // The PDF opens in a new tab from bytes fetched with the header: no URL the app opens carries the session (issue 48).
  const urls: string[] = [];
  page.context().on('request', (r) => urls.push(r.url()));
  const [tab, pdf] = await Promise.all([
    page.waitForEvent('popup'),
    page.waitForResponse((r) => r.url().endsWith(`/api/redacoes/${id}/pdf`)),
    page.getByRole('button', { name: 'Baixar PDF' }).click(),
  ]);
  expect([pdf.status(), pdf.headers()['content-type'], Boolean(pdf.request().headers().authorization)]).toEqual([
    200,
    'application/pdf',
    true,
  ]);
  await tab.close();

  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Minhas Redações' })
    .click();
  const card = page.locator(`[data-testid="essay-card"][data-id="${id}"]`);
  await expect(card).toContainText('Desigualdade na educação');
  await expect(page.getByTestId('score-chart')).toBeVisible();
  await page.getByRole('tab', { name: 'Favoritas' }).click();
  await expect(card).toBeVisible();
  await page.getByRole('tab', { name: 'Todas' }).click();

  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Baixar PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`redacao-${id}.pdf`);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByText('PDF baixado com sucesso')).toBeVisible();

  await card.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Tem certeza que deseja excluir');
  await page.getByTestId('confirm-action').click();
  await expect(page.getByText('Redação excluída com sucesso')).toBeVisible();
  await expect(card).toHaveCount(0);
  expect(urls.filter((u) => /[?&]token=/i.test(u))).toEqual([]);
});
