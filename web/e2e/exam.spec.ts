import { ESSAY, expect, pageFor, people, test } from './fixtures';

// Issue 50: a teacher's exam activity — the countdown runs from the student's first opening, pasting is blocked, and
// the essay is sent by itself when the time is up. The browser's clock is Playwright's, so ten minutes pass at once.
test('an exam activity counts down, blocks paste and submits on time', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const { teacher, student } = await people(page);
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const sala = (
    await (await page.request.post('/api/salas', { headers: as(teacher.token), data: { nome: 'Turma Prova' } })).json()
  ).data;
  const joined = await page.request.post('/api/salas/ingressar', {
    headers: as(student.token),
    data: { codigo_acesso: sala.codigo_acesso },
  });
  expect(joined.status()).toBe(201);
  const created = await page.request.post('/api/atividades/criar', {
    headers: as(teacher.token),
    data: {
      sala_id: sala.id,
      titulo: 'Simulado ENEM',
      tema: 'Os desafios da educação no Brasil',
      data_limite: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      prova_minutos: 10,
      prova_envio_automatico: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const atividade = (await created.json()).data;
  expect(atividade).toMatchObject({ prova_minutos: 10, prova_envio_automatico: true });

  const aluno = await pageFor(browser, student);
  await aluno.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await aluno.clock.install();
  await aluno.goto(`/essays/new?atividade=${atividade.id}`);
  const editor = aluno.getByTestId('essay-text');
  // A first visit also installs the service worker: slow on a busy machine.
  await expect(editor).toBeEditable({ timeout: 45_000 });
  await expect(aluno.getByTestId('exam-clock')).toHaveText(/^(10:00|9:5\d)$/);

  // Pasting is refused (a real Ctrl+V with text on the clipboard), typing is not.
  await aluno.evaluate(() => navigator.clipboard.writeText('Texto copiado de outro lugar.'));
  await editor.focus();
  await aluno.keyboard.press('Control+V');
  await expect(aluno.getByText('Colar texto está bloqueado nesta atividade de prova.')).toBeVisible();
  await expect(editor).toHaveValue('');
  await editor.fill(ESSAY);
  await expect(aluno.getByTestId('exam-sheet-count')).toContainText('de 30 linhas');
  await expect(aluno.getByTestId('exam-sheet-warning')).toHaveCount(0);

  // Time's up: the essay goes by itself.
  await aluno.clock.fastForward('10:01');
  await aluno.waitForURL(/\/essays\/\d+\/feedback$/, { timeout: 60_000 });
  const mine = await (await page.request.get('/api/redacoes', { headers: as(student.token) })).json();
  expect(mine.data.redacoes).toHaveLength(1);
  const sent = await page.request.get(`/api/redacoes/${mine.data.redacoes[0].id}`, { headers: as(student.token) });
  expect((await sent.json()).data).toMatchObject({ atividade_id: atividade.id });
  await aluno.context().close();
});

test('a practice exam: the 30-line sheet warns about too few lines and lines past 30', async ({ page }) => {
  const { student } = await people(page);
  const aluno = await pageFor(page.context().browser()!, student);
  await aluno.goto('/essays/new');
  await expect(aluno.getByTestId('essay-text')).toBeEditable({ timeout: 45_000 });
  await aluno.getByTestId('exam-start').click();
  await expect(aluno.getByTestId('exam-clock')).toHaveText(/^(1:00:00|59:\d\d)$/);
  const editor = aluno.getByTestId('essay-text');
  await editor.fill('Uma frase curta.');
  await expect(aluno.getByTestId('exam-sheet-warning')).toContainText('Texto insuficiente');
  await editor.fill(Array.from({ length: 12 }, () => ESSAY.split('\n\n')[0]).join('\n'));
  await expect(aluno.getByTestId('exam-sheet-warning')).toContainText('passa da linha 30');
  await expect(aluno.getByTestId('exam-sheet-count')).toContainText(/^\d{2} de 30 linhas/);
  await aluno.context().close();
});
