import { readFile } from 'node:fs/promises';
import { expect, inDaysLocal, openSubmissions, pageFor, people, test, writeAndCorrect } from './fixtures';

test('teacher creates a room, student joins, activity, submission, AI correction, review, report, code and deletion', async ({
  browser,
  page,
  allowConsole,
}) => {
  test.setTimeout(180_000);
  // Wrong codes and a stale code are refused by the API (404): Chromium logs those responses.
  allowConsole(/status of 404/);
  const { teacher: teacherSession, student: studentSession } = await people(page);
  const teacher = await pageFor(browser, teacherSession);
  const student = await pageFor(browser, studentSession);
  const consoleErrors: string[] = [];
  for (const p of [teacher, student])
    p.on('console', (m) => m.type() === 'error' && !/status of 404/.test(m.text()) && consoleErrors.push(m.text()));

  // Teacher: empty state → create the first room.
  await teacher.goto('/classrooms/manage');
  await expect(teacher.getByRole('heading', { name: 'Gerenciar Salas de Aula' })).toBeVisible();
  await expect(teacher.getByText('Nenhuma sala criada')).toBeVisible();
  await teacher.getByRole('button', { name: 'Criar Primeira Sala' }).click();
  const dialog = teacher.getByTestId('create-sala-dialog');
  await expect(dialog.getByTestId('create-sala-submit')).toBeDisabled();
  await dialog.getByLabel('Nome da sala').fill('Terceirão Redação');
  await dialog.getByLabel('Descrição').fill('Turma da manhã');
  await dialog.getByTestId('create-sala-submit').click();
  await expect(teacher.getByText('Sala criada com sucesso!')).toBeVisible();
  await expect(teacher.getByTestId('salas-footer')).toHaveText('Total: 1 sala · Exibindo: 1');
  await teacher.getByTestId('sala-card').getByRole('link', { name: 'Ver' }).click();
  await expect(teacher.getByTestId('sala-title')).toHaveText('Terceirão Redação');
  const code = (await teacher.getByTestId('access-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  const salaUrl = teacher.url();

  // Student: a wrong code shows the spec's box; the right one (typed lower-case) joins.
  await student.goto('/classrooms/join');
  await expect(student.getByText('Você ainda não faz parte de nenhuma sala.')).toBeVisible();
  await student.getByTestId('join-code').fill('zzzzzz');
  await expect(student.getByTestId('join-code')).toHaveValue('ZZZZZZ');
  await student.getByTestId('join-submit').click();
  await expect(student.getByTestId('join-error')).toContainText('Erro ao entrar na sala');
  await expect(student.getByTestId('join-error')).toContainText('Código inválido ou sala não encontrada');
  await student.getByTestId('join-code').fill(code.toLowerCase());
  await student.getByTestId('join-submit').click();
  await expect(student.getByText('Você entrou na sala com sucesso!')).toBeVisible();
  await expect(student.getByTestId('sala-title')).toHaveText('Terceirão Redação');
  await expect(student.getByText('Nenhuma atividade nesta sala ainda.')).toBeVisible();
  await expect(student.getByRole('tab', { name: 'Estudantes' })).toHaveCount(0);
  await expect(student.getByTestId('access-code')).toHaveCount(0);

  // Teacher: the student is listed; the activity form validates, then creates.
  await teacher.reload();
  await teacher.getByRole('tab', { name: 'Estudantes' }).click();
  await expect(teacher.getByTestId('student-row')).toContainText('Bruna Estudante');
  await expect(teacher.getByTestId('student-row')).toContainText('Nunca acessou');
  await teacher.getByTestId('new-activity').click();
  await expect(teacher).toHaveURL(/\/activities\/new\?sala=\d+$/);
  await teacher.getByRole('button', { name: 'Criar Atividade' }).click();
  await expect(teacher.getByTestId('error-titulo')).toHaveText('Título é obrigatório');
  await expect(teacher.getByTestId('error-tema')).toHaveText('Tema é obrigatório');
  await expect(teacher.getByTestId('error-data_limite')).toHaveText('Data limite é obrigatória');
  await teacher.locator('input[name="titulo"]').fill('Redação sobre educação');
  await expect(teacher.getByTestId('error-titulo')).toHaveCount(0);
  await teacher.locator('input[name="tema"]').fill('Desigualdade no acesso à educação no Brasil');
  await teacher.locator('input[name="data_limite"]').fill(inDaysLocal(-1));
  await teacher.getByRole('button', { name: 'Criar Atividade' }).click();
  await expect(teacher.getByTestId('error-data_limite')).toHaveText('Data limite deve ser futura');
  await teacher.locator('input[name="data_limite"]').fill(inDaysLocal(7));
  await teacher.getByRole('button', { name: 'Criar Atividade' }).click();
  await expect(teacher.getByText('Atividade criada com sucesso!')).toBeVisible();
  await expect(teacher).toHaveURL(salaUrl);
  await expect(teacher.getByTestId('activity-card')).toContainText('Redação sobre educação');

  // Student: answers the activity through the essay screen; the AI corrects it.
  await student.reload();
  await expect(student.getByTestId('student-pending')).toHaveText('1');
  await student.getByTestId('activity-card').getByRole('link', { name: 'Responder' }).click();
  await expect(student.getByTestId('activity-theme')).toHaveText('Desigualdade no acesso à educação no Brasil');
  await expect(student.getByTestId('submission-none')).toBeVisible();
  const activityUrl = student.url();
  await student.getByTestId('write-essay').click();
  await expect(student).toHaveURL(/\/essays\/new\?atividade=\d+$/);
  await expect(student.getByRole('heading', { name: 'Responder Atividade' })).toBeVisible();
  const essayId = await writeAndCorrect(student, 'Minha redação da atividade');
  await student.goto(activityUrl);
  await expect(student.getByTestId('delivery-status')).toHaveText('Entregue no prazo');
  await expect(student.getByTestId('ai-score')).toHaveText(/^\d+\/1000$/);
  await expect(student.getByTestId('awaiting-review')).toBeVisible();

  // Teacher: submissions page, report zip, review.
  const row = await openSubmissions(teacher, activityUrl, { enviadas: 1, corrigidas: 1 });
  await expect(row).toContainText('Bruna Estudante');
  await expect(row.getByRole('link', { name: 'Corrigir' })).toHaveCount(0);
  await teacher.getByLabel('Buscar estudante').fill('ninguém');
  await expect(teacher.getByText('Nenhuma submissão corresponde aos filtros')).toBeVisible();
  await teacher.getByLabel('Buscar estudante').fill('bruna');
  await expect(row).toBeVisible();
  const download = teacher.waitForEvent('download');
  await teacher.getByRole('button', { name: 'Baixar relatório (.zip)' }).click();
  const zip = await download;
  expect(zip.suggestedFilename()).toBe('submissoes_Redação sobre educação.zip');
  expect((await readFile((await zip.path())!)).subarray(0, 2).toString('latin1')).toBe('PK');

  await row.getByRole('link', { name: 'Revisar' }).click();
  await expect(teacher).toHaveURL(new RegExp(`/essays/${essayId}/teacher-view$`));
  await expect(teacher.getByTestId('teacher-view-student')).toContainText('Bruna Estudante');
  await expect(teacher.getByTestId('teacher-view-activity')).toContainText('Redação sobre educação');
  await expect(teacher.getByTestId('total-value')).toBeVisible();
  // One way to grade: five grades (the AI's to start with), the total their sum; a missing one is announced and focused.
  const form = teacher.getByTestId('review-form');
  await form.getByLabel('C2').selectOption('');
  await teacher.getByTestId('save-review').click();
  await expect(form.getByRole('alert')).toHaveText(
    'Informe as cinco notas por competência (0, 40, 80, 120, 160 ou 200).',
  );
  await expect(form.getByLabel('C2')).toBeFocused();
  await expect(form.getByLabel('C2')).toHaveAttribute('aria-invalid', 'true');
  for (const [c, v] of [
    ['C1', '200'],
    ['C2', '160'],
    ['C3', '160'],
    ['C4', '160'],
    ['C5', '160'],
  ])
    await form.getByLabel(c).selectOption(v);
  await expect(teacher.getByTestId('save-review')).toHaveText('Salvar revisão (840)');
  await teacher.getByLabel('Comentário para o estudante').fill('Boa argumentação; detalhe melhor a proposta.');
  await teacher.getByTestId('save-review').click();
  await expect(teacher.getByText('Revisão salva com sucesso!')).toBeVisible();

  // Student: sees the review and the dashboard.
  await student.goto(activityUrl);
  await expect(student.getByTestId('teacher-grade')).toHaveText('840/1000');
  await expect(student.getByTestId('teacher-comment')).toHaveText('Boa argumentação; detalhe melhor a proposta.');
  await student.goto('/dashboard');
  await expect(student.getByTestId('stat-salas')).toHaveText('1');
  await expect(student.getByTestId('stat-realizadas')).toHaveText('1');
  await expect(student.getByTestId('dashboard-activity').first()).toContainText('Enviada');
  await expect(student.getByTestId('dashboard-correction').first()).toContainText('Minha redação da atividade');
  await expect(student.getByText('Nenhuma atividade pendente.')).toBeVisible();

  // Teacher: dashboard, competency averages, new code (old one stops working), settings, deletion.
  await teacher.goto('/dashboard');
  await expect(teacher.getByTestId('dashboard-title')).toHaveText('Painel do Professor');
  await expect(teacher.getByTestId('stat-salas')).toHaveText('1');
  await expect(teacher.getByTestId('stat-estudantes')).toHaveText('1');
  await expect(teacher.getByTestId('dashboard-sala')).toContainText('Terceirão Redação');
  await teacher.goto(salaUrl);
  await expect(teacher.getByTestId('competency-panel')).toContainText('1 redação corrigida');
  await teacher.getByTestId('regenerate-code').click();
  await expect(teacher.getByTestId('confirm-dialog')).toContainText('O código atual deixará de funcionar');
  await teacher.getByTestId('confirm-action').click();
  await expect(teacher.getByText('Novo código de acesso gerado!')).toBeVisible();
  await expect(teacher.getByTestId('access-code')).not.toHaveText(code);
  await student.goto('/classrooms/join');
  await student.getByTestId('join-code').fill(code);
  await student.getByTestId('join-submit').click();
  await expect(student.getByTestId('join-error')).toContainText('Código inválido ou sala não encontrada');

  await teacher.getByRole('tab', { name: 'Configurações' }).click();
  await teacher.getByLabel('Nome da sala').fill('');
  await teacher.getByTestId('save-settings').click();
  await expect(teacher.getByTestId('settings-name-error')).toHaveText('Nome da sala é obrigatório');
  await teacher.getByLabel('Nome da sala').fill('Terceirão Redação 2026');
  await teacher.getByTestId('save-settings').click();
  await expect(teacher.getByText('Configurações atualizadas com sucesso!')).toBeVisible();
  await expect(teacher.getByTestId('sala-title')).toHaveText('Terceirão Redação 2026');
  await teacher.getByTestId('delete-sala').click();
  await expect(teacher.getByTestId('confirm-dialog')).toContainText(
    'Tem certeza que deseja excluir a sala "Terceirão Redação 2026"? Esta ação não pode ser desfeita.',
  );
  await teacher.getByTestId('confirm-action').click();
  await expect(teacher.getByText('Sala excluída com sucesso!')).toBeVisible();
  await expect(teacher).toHaveURL(/\/classrooms\/manage$/);
  await expect(teacher.getByText('Nenhuma sala criada')).toBeVisible();

  // The student's old room is gone for them too.
  await student.goto(salaUrl);
  await expect(student.getByTestId('error-state')).toContainText('Sala não encontrada');
  expect(consoleErrors).toEqual([]);
});

test('permissions on the screens: a student cannot reach teacher pages nor a room it is not in', async ({
  browser,
  page,
  allowConsole,
}) => {
  allowConsole(/status of 40[34]/);
  const { teacher: teacherSession, student: studentSession } = await people(page);
  const room = await page.request.post('/api/salas', {
    headers: { Authorization: `Bearer ${teacherSession.token}` },
    data: { nome: 'Sala fechada' },
  });
  const salaId = (await room.json()).data.id as number;
  const student = await pageFor(browser, studentSession);
  for (const path of [
    '/classrooms/manage',
    '/activities/manage',
    `/activities/new?sala=${salaId}`,
    '/activities/1/submissions',
    '/dashboard/teacher',
  ]) {
    await student.goto(path);
    await expect(student, path).toHaveURL(/\/dashboard$/);
  }
  await student.goto(`/classrooms/${salaId}`);
  await expect(student.getByTestId('error-state')).toContainText('Sala não encontrada');
  await student.getByRole('link', { name: 'Voltar ao painel' }).click();
  await expect(student).toHaveURL(/\/dashboard$/);
  await student.goto('/activities/999999999');
  await expect(student.getByTestId('error-state')).toContainText('Atividade não encontrada');

  const teacher = await pageFor(browser, teacherSession);
  await teacher.goto('/activities/new');
  await expect(teacher.getByText('ID da sala é obrigatório')).toBeVisible();
  await expect(teacher).toHaveURL(/\/classrooms\/manage$/);
  await teacher.goto('/activities/999999999/submissions');
  await expect(teacher.getByTestId('error-state')).toContainText('Atividade não encontrada');
  await expect(teacher.getByRole('link', { name: 'Ir para Gerenciar Atividades' })).toBeVisible();
});
