import type { APIRequestContext } from '@playwright/test';
import { ESSAY, expect, pageFor, people, test, uniqueEmail, type Session } from './fixtures';

/** Calls the public API with a session's token (setup that is not what the test is about). */
async function as(request: APIRequestContext, s: Session, method: 'GET' | 'POST', path: string, data?: unknown) {
  const res = await request.fetch(`/api${path}`, { method, headers: { Authorization: `Bearer ${s.token}` }, data });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data;
}

const cell = (s: string) => `"${s.replace(/"/g, '""')}"`;

test('teacher sends a whole class as a CSV and follows the batch board live until the export', async ({
  page,
  browser,
}) => {
  const { teacher, student } = await people(page);
  const reg = await page.request.post('/api/auth/registrar', {
    data: { name: 'Caio Segundo', email: uniqueEmail('aluno2'), password: 'senha123', confirmPassword: 'senha123' },
  });
  const second = (await reg.json()).data as Session;
  const sala = await as(page.request, teacher, 'POST', '/salas', { nome: 'Lote 3º B' });
  await as(page.request, student, 'POST', '/salas/ingressar', { codigo_acesso: sala.codigo_acesso });
  await as(page.request, second, 'POST', '/salas/ingressar', { codigo_acesso: sala.codigo_acesso });
  const atividade = await as(page.request, teacher, 'POST', '/atividades/criar', {
    sala_id: sala.id,
    titulo: 'Redação da turma',
    tema: 'Educação pública',
    data_limite: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  });

  const csv = [
    'email;titulo;texto',
    `${student.user.email};Educação;${cell(ESSAY)}`,
    `${second.user.email};Curta;${cell('Texto curto demais.')}`,
    `ninguem@fora.com;Fora;${cell(ESSAY)}`,
  ].join('\n');

  const tp = await pageFor(browser, teacher);
  await tp.goto(`/activities/${atividade.id}/submissions`);
  const board = tp.getByTestId('batch-board');
  await expect(board.getByText('Correção em lote')).toBeVisible();
  await board
    .getByTestId('batch-file')
    .setInputFiles({ name: 'turma.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await board.getByRole('button', { name: 'Enviar lote' }).click();
  await expect(tp.getByText('Lote recebido: 1 redação.')).toBeVisible();

  // Rows refused alone are listed with their line; the valid one is on the board.
  const problems = board.getByTestId('batch-problems');
  // Lines are the file's physical lines: the first essay's quoted text spans several.
  const secondLine = 2 + ESSAY.split('\n').length;
  await expect(problems).toContainText(`linha ${secondLine}:`);
  await expect(problems).toContainText('pelo menos 500 caracteres');
  await expect(problems).toContainText(`linha ${secondLine + 1}:`);
  await expect(problems).toContainText('ninguem@fora.com não é aluno desta sala');
  await expect(board.getByTestId('batch-item')).toHaveCount(1);
  await expect(board.getByTestId('batch-item')).toContainText(student.user.nome);

  // Live until done: the status, the grade, the progress summary; then the export.
  await expect(board.getByTestId('batch-item-status')).toHaveText('Corrigida', { timeout: 60_000 });
  await expect(board.getByTestId('batch-summary')).toContainText('1 de 1 corrigidas · 0 com falha · 0 na fila');
  await expect(board.getByTestId('batch-item')).toContainText(/\d{2,4}/);
  const download = tp.waitForEvent('download');
  await board.getByRole('button', { name: 'Exportar CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^lote_\d+_resultados\.csv$/);

  // The same file again: nothing duplicated.
  await board
    .getByTestId('batch-file')
    .setInputFiles({ name: 'turma-copia.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await board.getByRole('button', { name: 'Enviar lote' }).click();
  await expect(tp.getByText('Este arquivo já foi enviado para esta atividade; nada foi duplicado.')).toBeVisible();
  await expect(board.getByTestId('batch-item')).toHaveCount(1);

  // The student sees the essay as their own submission.
  const sp = await pageFor(browser, student);
  await sp.goto(`/activities/${atividade.id}`);
  await expect(sp.getByRole('link', { name: 'Ver Correção' })).toBeVisible();
});
