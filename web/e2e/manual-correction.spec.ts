import {
  createActivity,
  createRoom,
  ESSAY,
  expect,
  expectCredits,
  joinRoom,
  openSubmissions,
  pageFor,
  people,
  test,
} from './fixtures';

test('manual correction: the essay goes to the teacher without AI and without a credit; the teacher grades it and the student sees the grade', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const { teacher: teacherSession, student: studentSession } = await people(page);
  const teacher = await pageFor(browser, teacherSession);
  const student = await pageFor(browser, studentSession);
  const title = 'Minha redação para a professora';

  // Teacher: a room and an activity corrected by hand.
  const room = await createRoom(teacher, 'Segundo Ano Redação');
  const activityUrl = await createActivity(teacher, {
    titulo: 'Redação corrigida pela professora',
    tema: 'Desigualdade no acesso à educação no Brasil',
    correcao: 'Manual (professor)',
  });
  await expect(teacher.getByText('Manual (professor)')).toBeVisible();

  // Student: joins, answers; the form says the essay goes to the teacher and costs nothing.
  await joinRoom(student, room.code);
  await student.goto(activityUrl);
  await expect(student.getByText('Manual (professor)')).toBeVisible();
  await student.getByTestId('write-essay').click();
  await expect(student.getByTestId('manual-correction')).toContainText(
    'sua redação vai direto para ele, sem correção da IA e sem gastar crédito',
  );
  await expect(student.getByTestId('credits-left')).toHaveText('Créditos disponíveis: 50');
  await student.getByLabel('Título (opcional)').fill(title);
  await student.getByTestId('essay-text').fill(ESSAY);
  await expect(student.getByTestId('submit-essay')).toHaveText('Enviar para o Professor');
  const sent = student.waitForResponse(
    (r) => r.url().endsWith('/api/redacoes/submeter') && r.request().method() === 'POST',
  );
  await student.getByTestId('submit-essay').click();
  const res = await sent;
  expect(res.status()).toBe(201);
  expect((await res.json()).data).toMatchObject({
    status: 'aguardando_professor',
    correcao_id: null,
    job_id: null,
    manual: true,
  });
  await expect(student.getByText('Redação enviada! Ela aguarda a correção do professor.')).toBeVisible();
  await expect(student).toHaveURL(activityUrl);
  await expect(student.getByTestId('delivery-status')).toHaveText('Entregue no prazo');
  await expect(student.getByTestId('submission-awaiting')).toHaveText('Enviada — aguardando a correção do professor.');
  await expect(student.getByTestId('ai-score')).toHaveCount(0);
  await expect(student.getByTestId('correction-overlay')).toHaveCount(0);
  await student.goto('/essays');
  const card = student.getByTestId('essay-card').filter({ hasText: title });
  await expect(card).toContainText('Aguardando correção do professor');
  await expectCredits(student, 50, 0);

  // Teacher: the submission waits for them (no AI grade); the review grades it.
  const row = await openSubmissions(teacher, activityUrl, { enviadas: 1, corrigidas: 0 });
  await expect(row).toContainText('Bruna Estudante');
  await expect(row.getByTestId('submission-status')).toHaveText('Aguardando correção do professor');
  await expect(row.getByRole('link', { name: 'Corrigir' })).toBeVisible(); // the AI stays available, on the teacher's credit
  await row.getByRole('link', { name: 'Revisar' }).click();
  await expect(teacher).toHaveURL(/\/essays\/\d+\/teacher-view$/);
  await expect(teacher.getByTestId('teacher-view-student')).toContainText('Bruna Estudante');
  await expect(teacher.getByTestId('not-corrected')).toContainText(
    'Atividade com correção manual: a redação não passou pela IA.',
  );
  await expect(teacher.getByText(ESSAY.slice(0, 80))).toBeVisible();
  await expect(teacher.getByTestId('total-value')).toHaveCount(0);
  for (const [c, v] of [
    ['C1', '160'],
    ['C2', '160'],
    ['C3', '120'],
    ['C4', '160'],
    ['C5', '120'],
  ])
    await teacher.getByTestId('review-form').getByLabel(c).selectOption(v);
  await teacher
    .getByLabel('Comentário para o estudante')
    .fill('Bom repertório; a proposta de intervenção precisa de detalhamento.');
  await teacher.getByTestId('save-review').click();
  await expect(teacher.getByText('Revisão salva com sucesso!')).toBeVisible();
  await teacher.getByRole('link', { name: 'Voltar' }).click();
  await expect(row.getByTestId('submission-status')).toHaveText('Corrigida pelo professor');
  await expect(row).toContainText('720');
  await expect(teacher.getByTestId('stat-revisadas')).toHaveText('1');

  // Student: the teacher's grade and comment, and the history says who corrected it.
  await student.goto(activityUrl);
  await expect(student.getByTestId('teacher-grade')).toHaveText('720/1000');
  await expect(student.getByTestId('teacher-comment')).toHaveText(
    'Bom repertório; a proposta de intervenção precisa de detalhamento.',
  );
  await expect(student.getByTestId('submission-awaiting')).toHaveCount(0);
  await expect(student.getByTestId('ai-score')).toHaveCount(0);
  await student.goto('/essays');
  await expect(card).toContainText('Corrigida pelo professor');
});
