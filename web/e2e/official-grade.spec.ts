import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { ESSAY, expect, pageFor, people, test, uniqueEmail, writeAndCorrect, type Session } from './fixtures';
import { login } from './world';

/**
 * Issue 46's "done when": after a teacher's review and after an appeal decision, every screen shows the same official
 * grade — the student's correction page, list and chart, the teacher's view, the submissions list, the room's
 * diagnosis, the student's profile and the coordinator's panel —; a new appeal reaches the teacher's dashboard, the
 * submissions list and Revisões; the grade sheet downloads as CSV and XLSX with that grade.
 */
const INBOX = process.env.MAIL_CATCHER_URL ?? 'http://localhost:8025';
type Mail = { to: string[]; subject: string; links: string[] };
const MOTIVO = 'Meu texto apresenta repertório legitimado e articulado à discussão em todos os parágrafos.';

async function as<T>(request: APIRequestContext, s: Session, method: 'GET' | 'POST', path: string, data?: unknown) {
  const res = await request.fetch(`/api${path}`, { method, headers: { Authorization: `Bearer ${s.token}` }, data });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBeTruthy();
  return (await res.json()).data as T;
}

type Where = {
  essayId: number;
  atividade: { id: number; titulo: string };
  salaId: number;
  escolaId: number;
  studentId: number;
};

async function expectOfficialGrade(student: Page, teacher: Page, coordinator: Page, w: Where, grade: number) {
  const g = String(grade);
  // The student: the correction page, the list and the evolution chart.
  await student.goto(`/essays/${w.essayId}/feedback`);
  await expect(student.getByTestId('total-value')).toHaveText(g);
  await student.goto('/essays');
  await expect(student.locator(`[data-testid="essay-card"][data-id="${w.essayId}"]`)).toContainText(`${g}/ 1000`);
  await expect(student.getByTestId('score-chart')).toContainText(`Última nota: ${g}`);
  // The teacher: their view of the essay, the submissions list, the room's diagnosis, the student's profile.
  await teacher.goto(`/essays/${w.essayId}/teacher-view`);
  await expect(teacher.getByTestId('total-value')).toHaveText(g);
  await teacher.goto(`/activities/${w.atividade.id}/submissions`);
  await expect(teacher.getByTestId('submission-grade')).toHaveText(`${g}/1000`);
  await teacher.goto(`/classrooms/${w.salaId}`);
  await expect(teacher.getByTestId('competency-panel')).toContainText(`média geral ${g}/1000`);
  await teacher.goto(`/students/${w.studentId}/profile`);
  await expect(teacher.getByTestId('profile-essay')).toContainText(g);
  // The coordinator's panel: the activity's average is this one essay's grade.
  await coordinator.goto(`/escolas/${w.escolaId}/painel`);
  const row = coordinator.getByTestId('activities-table').getByRole('row').filter({ hasText: w.atividade.titulo });
  await expect(row.getByRole('cell').last()).toHaveText(g);
}

test('one official grade everywhere after a review and an appeal; the inbox shows the appeal; the grade sheet downloads', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { teacher: t0, student } = await people(page);
  // The teacher joins the demo school, so its coordinator's panel covers the room (their sessions end: log in again).
  const admin = await login(page.request, 'admin@argumenta.dev');
  const coordSession = await login(page.request, 'coordenacao@argumenta.dev');
  const escolaId = (coordSession.user as { escola_id?: number }).escola_id!;
  await as(page.request, admin, 'POST', `/escolas/${escolaId}/membros`, { usuario_id: t0.user.id, papel: 'professor' });
  const teacherSession = (
    await (await page.request.post('/api/auth/login', { data: { email: t0.user.email, password: 'senha123' } })).json()
  ).data as Session;

  const sala = await as<{ id: number; codigo_acesso: string }>(page.request, teacherSession, 'POST', '/salas', {
    nome: `Nota oficial ${Date.now() % 100000}`,
  });
  await as(page.request, student, 'POST', '/salas/ingressar', { codigo_acesso: sala.codigo_acesso });
  const atividade = await as<{ id: number; titulo: string }>(
    page.request,
    teacherSession,
    'POST',
    '/atividades/criar',
    {
      sala_id: sala.id,
      titulo: `As fake news ${Date.now() % 100000}`,
      tema: 'Os desafios do combate às fake news no Brasil',
      data_limite: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    },
  );

  const studentPage = await pageFor(browser, student);
  await studentPage.goto(`/essays/new?atividade=${atividade.id}`);
  // The activity's theme is shown, not chosen.
  await expect(studentPage.getByTestId('activity-proposal')).toContainText('Os desafios do combate às fake news');
  await expect(studentPage.getByTestId('proposal-picker')).toHaveCount(0);
  const essayId = await writeAndCorrect(studentPage, 'Fake news e democracia');
  const w: Where = { essayId, atividade, salaId: sala.id, escolaId, studentId: student.user.id };

  const teacher = await pageFor(browser, teacherSession);
  const coordinator = await pageFor(browser, coordSession);

  // The teacher's review: C1 80, the others 120 → 560, the official grade.
  await teacher.goto(`/essays/${essayId}/teacher-view`);
  await expect(teacher.getByRole('heading', { name: 'Redação do estudante' })).toBeVisible();
  const form = teacher.getByTestId('review-form');
  for (const [i, v] of ['80', '120', '120', '120', '120'].entries()) await form.getByLabel(`C${i + 1}`).selectOption(v);
  await form.getByLabel('Comentário para o estudante').fill('Reveja a norma culta no primeiro parágrafo.');
  await form.getByTestId('save-review').click();
  await expect(teacher.getByText('Revisão salva com sucesso!')).toBeVisible();
  await expectOfficialGrade(studentPage, teacher, coordinator, w, 560);
  await studentPage.goto(`/essays/${essayId}/feedback`);
  await expect(studentPage.getByTestId('decided-by')).toContainText('Nota oficial: Revisão do professor');
  // The student is told: the bell in the app, and a mail (the stack's local mail catcher).
  await expect(studentPage.getByTestId('notifications-unread')).toHaveText('1');
  await studentPage.getByTestId('notifications-bell').click();
  await expect(studentPage.getByTestId('notification').first()).toContainText('a nota passou de 0 para 560');
  await studentPage.getByTestId('notification').first().click();
  await expect(studentPage.getByTestId('notifications-unread')).toHaveCount(0);
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get(`${INBOX}/api/mensagens`)).json()) as Mail[];
      return mails.filter((m) => m.to.includes(student.user.email)).map((m) => m.subject);
    })
    .toContain('Argumenta: Sua nota foi revisada pelo professor');

  // The student contests C2 (the official 120); the appeal reaches the teacher's dashboard, list and Revisões.
  const appeals = studentPage.getByTestId('appeals');
  await appeals.getByLabel('Competência contestada').selectOption('2');
  await expect(appeals.getByLabel('Competência contestada')).toContainText('Competência 2 (nota 120)');
  await appeals.getByLabel('Motivo').fill(MOTIVO);
  await appeals.getByRole('button', { name: 'Contestar nota' }).click();
  await expect(studentPage.getByText('Recurso enviado ao professor da sala.')).toBeVisible();

  await teacher.goto('/dashboard');
  await expect(teacher.getByTestId('inbox-recursos')).toContainText('1');
  await teacher.getByTestId('inbox-open').click();
  const item = teacher.locator('[data-testid="review-item"][data-tipo="recurso"]');
  await expect(item).toContainText('Contesta a nota da C2.');
  await teacher.goto(`/activities/${atividade.id}/submissions`);
  await expect(teacher.getByTestId('submission-pending')).toHaveText('Recurso pendente');

  // The teacher accepts with 160: 560 − 120 + 160 = 600 everywhere.
  await teacher.goto(`/essays/${essayId}/teacher-view`);
  const decide = teacher.getByTestId('appeal-c2').getByTestId('decide-appeal');
  await decide.getByLabel('Comentário para o estudante').fill('Bom argumento: o repertório está bem articulado.');
  await decide.getByLabel('Nova nota').selectOption('160');
  await decide.getByRole('button', { name: 'Aceitar com nova nota' }).click();
  await expect(teacher.getByText('Recurso aceito: a nota foi atualizada.')).toBeVisible();
  await expectOfficialGrade(studentPage, teacher, coordinator, w, 600);
  await studentPage.goto(`/essays/${essayId}/feedback`);
  await expect(studentPage.getByTestId('decided-by')).toContainText('Nota oficial: Decisão de recurso');
  await studentPage.getByTestId('notifications-bell').click();
  await expect(studentPage.getByTestId('notification').first()).toContainText('Sua nota oficial agora é 600');
  await studentPage.keyboard.press('Escape');
  await teacher.goto('/dashboard');
  await expect(teacher.getByTestId('inbox-recursos')).toContainText('0');

  // The grade sheet from the activity's page: the CSV (UTF-8 with BOM, ';') and the XLSX carry the same 600.
  await teacher.goto(`/activities/${atividade.id}`);
  const [csv] = await Promise.all([teacher.waitForEvent('download'), teacher.getByTestId('grade-sheet-csv').click()]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const text = readFileSync((await csv.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const line = text.split(/\r?\n/).find((l) => l.includes(student.user.email))!;
  expect(line.split(';')).toEqual(expect.arrayContaining(['80', '160', '600']));
  const [xlsx] = await Promise.all([teacher.waitForEvent('download'), teacher.getByTestId('grade-sheet-xlsx').click()]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  expect(
    readFileSync((await xlsx.path())!)
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');

  // A second essay arrives: the review screen moves between the two without going back to the list.
  const reg = await page.request.post('/api/auth/registrar', {
    data: { name: 'Caio Colega', email: uniqueEmail('colega'), password: 'senha123', confirmPassword: 'senha123' },
  });
  const colega = (await reg.json()).data as Session;
  await as(page.request, colega, 'POST', '/salas/ingressar', { codigo_acesso: sala.codigo_acesso });
  const sent = await page.request.post('/api/redacoes/submeter', {
    headers: { Authorization: `Bearer ${colega.token}` },
    multipart: { titulo: 'Segunda redação', texto: ESSAY, atividade_id: String(atividade.id) },
  });
  expect(sent.ok(), await sent.text()).toBeTruthy();
  const other = Number(((await sent.json()) as { data: { redacao_id: number } }).data.redacao_id);
  await teacher.goto(`/essays/${essayId}/teacher-view`);
  const nav = teacher.getByTestId('submission-nav');
  await expect(nav.getByTestId('submission-position')).toHaveText(/^[12] de 2$/);
  const forward = (await nav.getByTestId('submission-position').textContent())!.startsWith('1');
  await nav.getByRole('link', { name: forward ? 'Próxima' : 'Anterior' }).click();
  await expect(teacher).toHaveURL(new RegExp(`/essays/${other}/teacher-view$`));
  await expect(teacher.getByTestId('teacher-view-title')).toHaveText('Segunda redação');
  await expect(nav.getByTestId('submission-position')).toHaveText(forward ? '2 de 2' : '1 de 2');
});
