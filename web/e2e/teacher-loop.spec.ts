import type { APIRequestContext } from '@playwright/test';
import { ESSAY, expect, loginViaApi, pageFor, people, test, writeAndCorrect, type Session } from './fixtures';

const MOTIVO = 'Meu texto apresenta repertório legitimado e articulado à discussão em todos os parágrafos.';

/** Calls the public API with a session's token (setup that is not what the test is about). */
async function as(request: APIRequestContext, s: Session, method: 'GET' | 'POST', path: string, data?: unknown) {
  const res = await request.fetch(`/api${path}`, { method, headers: { Authorization: `Bearer ${s.token}` }, data });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data;
}

test('student contests a free essay (AI re-grades), then rewrites it and sees what changed', async ({ page }) => {
  await loginViaApi(page, 'Caio Recurso');
  await page.goto('/essays/new');
  const first = await writeAndCorrect(page, 'Educação pública');

  const appeals = page.getByTestId('appeals');
  await appeals.getByLabel('Competência contestada').selectOption({ index: 1 });
  await appeals.getByLabel('Motivo').fill(MOTIVO);
  await appeals.getByRole('button', { name: 'Contestar nota' }).click();
  await expect(page.getByText('Recurso enviado: a IA vai reavaliar')).toBeVisible();
  // The panel follows the AI re-grade until it is decided.
  await expect(page.getByTestId('appeal-c2').getByTestId('appeal-comment')).toContainText(
    'A IA reavaliou a Competência 2',
    { timeout: 30_000 },
  );
  await expect(page.getByTestId('appeal-c2').getByTestId('appeal-status')).toHaveText(/Nota mantida|Aceito/);

  await page.getByTestId('rewrite-button').click();
  await expect(page.getByTestId('rewrite-banner')).toContainText(`Nova versão da redação #${first}`);
  await expect(page.getByTestId('essay-text')).toHaveValue(ESSAY);
  // The previous correction's asks stay in view while rewriting, one block per competency.
  await expect(page.getByTestId('previous-feedback').getByTestId(/^previous-c\d$/)).toHaveCount(5);
  await page.getByTestId('essay-text').fill(ESSAY.replace('problema estrutural', 'problema estrutural e histórico'));
  await page.getByTestId('submit-essay').click();
  await page.waitForURL(/\/essays\/\d+\/feedback$/, { timeout: 60_000 });
  const versions = page.getByTestId('versions');
  await expect(versions.getByText('Versão 1')).toBeVisible();
  await expect(versions.getByText('Versão 2')).toBeVisible();
  await expect(versions.locator('ins')).toContainText('e histórico');
  // Each competency says what changed in its evidence and how its grade moved.
  await expect(versions.getByTestId('version-c1')).toContainText(/Desvios apontados: \d+ → \d+/);
  await expect(versions.getByTestId('version-c5')).toContainText(/Elementos da proposta: \d → \d/);
  // The history groups the versions: one card, the earlier version inside it.
  await page.goto('/essays');
  await expect(page.getByTestId('essay-card')).toHaveCount(1);
  await expect(page.getByTestId('version-badge')).toHaveText(`Nova versão de #${first}`);
  await expect(page.getByTestId('earlier-versions')).toContainText('v1');
});

test('student contests an activity essay and the room teacher accepts it with a new grade', async ({
  page,
  browser,
}) => {
  const { teacher, student } = await people(page);
  const sala = await as(page.request, teacher, 'POST', '/salas', { nome: 'Recursos 3º A' });
  await as(page.request, student, 'POST', '/salas/ingressar', { codigo_acesso: sala.codigo_acesso });
  const atividade = await as(page.request, teacher, 'POST', '/atividades/criar', {
    sala_id: sala.id,
    titulo: 'Educação',
    tema: 'Educação pública de qualidade',
    data_limite: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  });

  const studentPage = await pageFor(browser, student);
  await studentPage.goto(`/essays/new?atividade=${atividade.id}`);
  const id = await writeAndCorrect(studentPage, 'Minha resposta');
  const appeals = studentPage.getByTestId('appeals');
  await expect(appeals).toContainText('o professor da sala decide');
  await appeals.getByLabel('Competência contestada').selectOption({ index: 2 });
  await appeals.getByLabel('Motivo').fill(MOTIVO);
  await appeals.getByRole('button', { name: 'Contestar nota' }).click();
  await expect(studentPage.getByText('Recurso enviado ao professor da sala.')).toBeVisible();
  await expect(studentPage.getByTestId('appeal-c3').getByTestId('appeal-status')).toHaveText('Em análise');
  const before = Number(await studentPage.getByTestId('total-value').textContent());

  const teacherPage = await pageFor(browser, teacher);
  await teacherPage.goto(`/essays/${id}/teacher-view`);
  const decide = teacherPage.getByTestId('appeal-c3').getByTestId('decide-appeal');
  await decide.getByLabel('Comentário para o estudante').fill('Bom argumento: o repertório está bem articulado.');
  const nova = Number(await decide.getByLabel('Nova nota').inputValue());
  await decide.getByRole('button', { name: 'Aceitar com nova nota' }).click();
  await expect(teacherPage.getByText('Recurso aceito: a nota foi atualizada.')).toBeVisible();
  await expect(teacherPage.getByTestId('appeal-c3').getByTestId('appeal-status')).toHaveText('Aceito');

  await studentPage.reload();
  await expect(studentPage.getByTestId('appeal-c3').getByTestId('appeal-status')).toHaveText('Aceito');
  await expect(studentPage.getByTestId('appeal-c3').getByTestId('appeal-comment')).toContainText('Bom argumento');
  const after = Number(await studentPage.getByTestId('total-value').textContent());
  const original = Number(
    /nota contestada (\d+)/.exec((await studentPage.getByTestId('appeal-c3').textContent())!)![1],
  );
  expect(after).toBe(before - original + nova);
});

test('review queue: an uncertain AI grade waits for the teacher, who releases it; the student then sees who decided', async ({
  page,
  browser,
}) => {
  const { teacher, student } = await people(page);
  const sala = await as(page.request, teacher, 'POST', '/salas', { nome: 'Revisão 3º C' });
  await as(page.request, student, 'POST', '/salas/ingressar', { codigo_acesso: sala.codigo_acesso });
  const atividade = await as(page.request, teacher, 'POST', '/atividades/criar', {
    sala_id: sala.id,
    titulo: 'Com revisão',
    tema: 'Educação pública de qualidade',
    data_limite: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    tipo_correcao: 'revisao',
  });

  const studentPage = await pageFor(browser, student);
  await studentPage.goto(`/essays/new?atividade=${atividade.id}`);
  // The embedded engine is unsure of this essay (plausible ranges wider than 80 points): it is held.
  await writeAndCorrect(studentPage, 'Para revisão');
  await expect(studentPage.getByTestId('held-for-review')).toContainText('em revisão pelo professor');

  const teacherPage = await pageFor(browser, teacher);
  await teacherPage.goto('/reviews');
  const item = teacherPage.getByTestId('review-item').filter({ hasText: 'Para revisão' });
  await expect(item).toContainText('IA incerta');
  await item.getByRole('link', { name: 'Revisar' }).click();
  const card = teacherPage.getByTestId('release-card');
  await card.getByLabel('C5').selectOption('200');
  await card.getByTestId('release-grade').click();
  await expect(teacherPage.getByText('Nota liberada para o estudante.')).toBeVisible();
  await expect(card).toBeHidden();
  await teacherPage.goto('/reviews');
  await expect(teacherPage.getByText('Nenhuma redação aguardando revisão')).toBeVisible();

  await studentPage.reload();
  await expect(studentPage.getByTestId('decided-by')).toContainText('Nota oficial: Revisão do professor');
  await expect(studentPage.getByTestId('total-value')).toBeVisible();

  // What the class gets wrong most: the room's diagnosis names the problems of the one corrected essay.
  await teacherPage.goto(`/classrooms/${sala.id}?aba=diagnostico`);
  await expect(teacherPage.getByTestId('class-insight')).toContainText('1 redação(ões)');
  await expect(teacherPage.getByTestId('insight-problem').first()).toContainText('Bruna Estudante');
  await expect(teacherPage.getByTestId('distribution-c5')).toContainText('200');
});
