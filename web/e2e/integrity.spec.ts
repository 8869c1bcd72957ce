import { expect, pageFor, test, uniqueEmail, type Session } from './fixtures';
import { api, world } from './world';

// Every other spec hands in the shared ESSAY fixture, so on the e2e stack its passages recur across many essays and
// are rightly shown as memorised templates; this pair is written only here.
const OWN_ESSAY = [
  'No Brasil contemporâneo, a escola pública ainda não cumpre a promessa de igualdade que a Carta Magna lhe atribuiu. Crianças nascidas em bairros pobres chegam ao fim do ensino médio com anos de atraso em leitura e matemática, enquanto colegas de famílias ricas avançam sem obstáculos, o que perpetua a exclusão social.',
  'Primeiramente, convém observar que o dinheiro destinado às redes de ensino é distribuído de maneira irregular. Muitas unidades escolares funcionam sem quadras cobertas, sem acervo de livros e sem computadores ligados à rede, situação que restringe o horizonte intelectual de milhões de jovens. Relatórios do Inep confirmam que essa carência se concentra nas regiões Norte e Nordeste.',
  'Ademais, a carreira do magistério permanece pouco atraente para quem se forma nas universidades. Remunerações modestas, turmas superlotadas e ausência de cursos de atualização afastam talentos das salas de aula da rede estadual. Conforme ensinou o pedagogo Anísio Teixeira, só existirá democracia no Brasil no dia em que se montar a máquina que prepara as democracias, que é a escola pública.',
  'Diante disso, compete ao Congresso Nacional, com apoio das secretarias estaduais, vincular uma parcela maior do orçamento à manutenção dos prédios escolares, mediante auditorias anuais e metas públicas, para assegurar ambientes dignos de estudo. Simultaneamente, as universidades federais devem oferecer formação continuada gratuita aos docentes, de modo que cada estudante encontre um professor preparado e motivado.',
].join('\n\n');

// Issue 52, as a new teacher meets it: two students of the room hand in near-copies; the teacher opens the activity's
// integrity panel and the essay's, and sees the pair with the shared passages side by side.
test('a teacher sees the integrity panels: the near-copies of two students, passages side by side', async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000);
  const w = await world(page, OWN_ESSAY);
  const r = page.request;

  // A classmate hands in the same essay with two of its sentences said in other words.
  const reg = await r.post('/api/auth/registrar', {
    data: { name: 'Caio Colega', email: uniqueEmail('colega'), password: 'senha123', confirmPassword: 'senha123' },
  });
  expect(reg.ok(), await reg.text()).toBeTruthy();
  const classmate = (await reg.json()).data as Session;
  const sala = await api<{ codigo_acesso: string }>(r, w.teacher, 'get', `/api/salas/${w.salaId}`);
  await api(r, classmate, 'post', '/api/salas/ingressar', { codigo_acesso: sala.codigo_acesso });
  const nearCopy = OWN_ESSAY.replace(
    'Muitas unidades escolares funcionam sem quadras cobertas, sem acervo de livros e sem computadores ligados à rede, situação que restringe o horizonte intelectual de milhões de jovens.',
    'Faltam em várias escolas salas de leitura, espaços de ciência e conexão, e isso reduz o que os jovens conseguem aprender.',
  ).replace(
    'Remunerações modestas, turmas superlotadas e ausência de cursos de atualização afastam talentos das salas de aula da rede estadual.',
    'Pagamento pequeno e excesso de trabalho afastam os melhores mestres das escolas do governo.',
  );
  const sent = await r.post('/api/redacoes/submeter', {
    headers: { Authorization: `Bearer ${classmate.token}` },
    multipart: { titulo: 'Educação de verdade', texto: nearCopy, atividade_id: String(w.activityId) },
  });
  expect(sent.ok(), await sent.text()).toBeTruthy();
  const copyId = Number(((await sent.json()) as { data: { redacao_id: number } }).data.redacao_id);
  await expect
    .poll(
      async () =>
        (
          await r.get(`/api/redacoes/${copyId}/feedback`, { headers: { Authorization: `Bearer ${classmate.token}` } })
        ).status(),
      { timeout: 60_000 },
    )
    .toBe(200);

  const teacher = await pageFor(browser, w.teacher);
  // The activity: the pair, flagged, with the passages of both students side by side.
  await teacher.goto(`/activities/${w.activityId}/submissions`);
  await teacher.getByRole('button', { name: 'Integridade das entregas' }).click();
  const pair = teacher.getByTestId('integrity-pair');
  await expect(pair).toHaveCount(1);
  await expect(pair).toContainText('Bruna Estudante × Caio Colega');
  await expect(pair.getByTestId('integrity-copy-badge')).toContainText('Possível cópia');
  await pair.getByRole('button', { name: /trechos lado a lado/ }).click();
  await expect(pair.getByText(/Anísio Teixeira, só existirá democracia no Brasil/)).toHaveCount(2);

  // The essay: the classmate's essay named, the passages of both texts, the motivating texts and the writing's slot.
  await teacher.goto(`/essays/${w.essayId}/teacher-view`);
  await teacher.getByRole('button', { name: 'Integridade do texto' }).click();
  const similar = teacher.getByTestId('integrity-similar').first();
  await expect(similar).toContainText('Redação de Caio Colega nesta atividade');
  await expect(similar.getByTestId('integrity-copy-badge')).toBeVisible();
  await expect(similar.getByTestId('integrity-passage-other').first()).toBeVisible();
  await expect(teacher.getByTestId('integrity-own-words')).toContainText('palavras próprias');
  await expect(teacher.getByTestId('integrity-writing-story')).toBeVisible();
  await teacher.context().close();
});
