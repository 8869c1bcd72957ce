import type { APIRequestContext } from '@playwright/test';
import { distortedHandwriting } from '@argumenta/ocr-worker/fixtures';
import { ESSAY, expect, pageFor, people, test, uniqueEmail, type Session } from './fixtures';
import { storedZip } from './files';

/** Calls the public API with a session's token (setup that is not what the test is about). */
async function as(request: APIRequestContext, s: Session, method: 'GET' | 'POST', path: string, data?: unknown) {
  const res = await request.fetch(`/api${path}`, { method, headers: { Authorization: `Bearer ${s.token}` }, data });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data;
}

/** A room of the teacher's with these students in it, and an activity open for a week. */
async function activityFor(request: APIRequestContext, teacher: Session, students: Session[], sala: string) {
  const room = await as(request, teacher, 'POST', '/salas', { nome: sala });
  for (const s of students) await as(request, s, 'POST', '/salas/ingressar', { codigo_acesso: room.codigo_acesso });
  return as(request, teacher, 'POST', '/atividades/criar', {
    sala_id: room.id,
    titulo: 'Redação da turma',
    tema: 'Educação pública',
    data_limite: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  });
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
  const atividade = await activityFor(page.request, teacher, [student, second], 'Lote 3º B');

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

// Issue 49: in a class's photos, a page the OCR cannot read is held for typing (not graded, not charged), and the board
// says whose page waits.
test('a batch photo the OCR cannot read waits for typing, and the board names the student', async ({
  page,
  browser,
}) => {
  const { teacher, student } = await people(page);
  const atividade = await activityFor(page.request, teacher, [student], 'Lote manuscrito');
  const zip = storedZip({ [`${student.user.email}.jpg`]: await distortedHandwriting(8, 3) });

  const tp = await pageFor(browser, teacher);
  await tp.goto(`/activities/${atividade.id}/submissions`);
  const board = tp.getByTestId('batch-board');
  await board.getByTestId('batch-file').setInputFiles({ name: 'fotos.zip', mimeType: 'application/zip', buffer: zip });
  await board.getByRole('button', { name: 'Enviar lote' }).click();
  await expect(board.getByTestId('batch-item-status')).toHaveText('Aguardando digitação', { timeout: 120_000 });
  await expect(board.getByTestId('batch-item-aviso')).toContainText('Não foi corrigida nem cobrada');
  // The written lines the sheet analysis counted on the photo are shown with the item (issue 49).
  await expect(board.getByTestId('batch-item-linhas')).toHaveText(/^\d+ (linha escrita|linhas escritas) na folha$/);
  await expect(board.getByTestId('batch-awaiting-typing')).toContainText(student.user.nome);
  await expect(board.getByTestId('batch-summary')).toContainText('1 aguardando digitação');
  await expect(board.getByRole('button', { name: /Reenviar/ })).toHaveCount(0);
});
