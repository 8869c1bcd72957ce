import { createRoom, expect, pageFor, test, uniqueEmail, type Session } from './fixtures';

// Issue 54: a school's students, imported by CSV without passwords, are put in a room by their teacher from the room's
// page — no access code typed by each student — and one logs in with the first-access code the import returned.
test('teacher adds imported students of the school to a room with the picker', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const admin = await (
    await page.request.post('/api/auth/login', { data: { email: 'admin@argumenta.dev', password: 'argumenta123' } })
  ).json();
  const headers = { Authorization: `Bearer ${admin.data.token}` };
  const tag = Math.random().toString(36).slice(2, 7);
  const escola = await page.request.post('/api/escolas', { headers, data: { nome: `Escola Roster ${tag}` } });
  expect(escola.ok(), await escola.text()).toBeTruthy();
  const escolaNome = (await escola.json()).data.nome as string;
  const profEmail = uniqueEmail('prof-roster');
  const prof = await page.request.post('/api/admin/usuarios', {
    headers,
    data: {
      nome: 'Rita Roster',
      email: profEmail,
      senha: 'senha123',
      tipo: 'professor',
      escola_id: (await escola.json()).data.id,
    },
  });
  expect(prof.ok(), await prof.text()).toBeTruthy();
  const [e1, e2] = [uniqueEmail('aluno-roster'), uniqueEmail('aluna-roster')];
  const csv = `nome;email;matricula;escola\r\nJoão Roster ${tag};${e1};R1-${tag};${escolaNome}\r\nConceição Roster ${tag};${e2};R2-${tag};${escolaNome}\r\n`;
  const imported = await page.request.post('/api/admin/usuarios/importar', {
    headers,
    data: { arquivo: Buffer.from(csv, 'latin1').toString('base64') },
  });
  expect(imported.ok(), await imported.text()).toBeTruthy();
  const report = (await imported.json()).data;
  expect(report.criados).toBe(2);
  const code = report.sucessos[1].codigo_acesso as string;

  const teacherSession = (
    await (await page.request.post('/api/auth/login', { data: { email: profEmail, password: 'senha123' } })).json()
  ).data as Session;
  const teacher = await pageFor(browser, teacherSession);
  await createRoom(teacher, `Turma Roster ${tag}`);
  await teacher.getByRole('tab', { name: 'Estudantes' }).click();
  await teacher.getByRole('button', { name: 'Adicionar estudantes' }).click();
  const dialog = teacher.getByTestId('add-students-dialog');
  await dialog.getByLabel('Buscar estudantes').fill(`Roster ${tag}`);
  await expect(dialog.getByTestId('candidate')).toHaveCount(2);
  await dialog.getByTestId('candidate').filter({ hasText: 'Conceição' }).click();
  await dialog.getByRole('button', { name: 'Adicionar 1' }).click();
  await expect(teacher.getByText('1 estudante adicionado à sala.')).toBeVisible();
  await expect(teacher.getByTestId('student-row')).toHaveCount(1);
  await expect(teacher.getByTestId('student-row')).toContainText(`Conceição Roster ${tag}`);

  // Reopened: the one already in is marked and cannot be picked twice.
  await teacher.getByRole('button', { name: 'Adicionar estudantes' }).click();
  await dialog.getByLabel('Buscar estudantes').fill(`Roster ${tag}`);
  await expect(dialog.getByTestId('candidate').filter({ hasText: 'Conceição' })).toContainText('já na sala');
  await expect(dialog.getByTestId('candidate').filter({ hasText: 'João' })).not.toContainText('já na sala');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  // The student logs in with the printed first-access code and sees the room.
  const login = await page.request.post('/api/auth/login', { data: { email: e2, password: code } });
  expect(login.ok(), await login.text()).toBeTruthy();
  const student = await pageFor(browser, (await login.json()).data as Session);
  await student.goto('/classrooms/join');
  await expect(student.getByText(`Turma Roster ${tag}`)).toBeVisible();
});
