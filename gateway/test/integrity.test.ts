import { randomUUID } from 'node:crypto';
import type { ActivityIntegrity, EssayIntegrity, Role } from '@argumenta/contracts';
import { INTEGRITY_MESSAGES } from '@argumenta/contracts';
import { loadThemeBank } from '@argumenta/corretor/theme-bank';
import { api, testPool, tokenFor, uniqueEmail } from '@argumenta/testkit';
import { startStack, type Stack } from '@argumenta/testkit/stack';

// Whose words are these (issue 52), end to end through the gateway with a real correction worker: near-copies between
// classmates, five lines lifted from the motivating texts, a bank essay handed in, and who may open the panels.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ name: 'integridade', correctionWorker: true });
}, 120_000);
afterAll(() => stack?.close());

type Who = { id: number; nome: string; token: string };
const bootstrapAdmin = tokenFor({ id: 999_999, tipo: 'admin', nome: 'Admin' });
async function user(tipo: Role, nome: string): Promise<Who> {
  const res = await api(stack.gateway.url, 'POST', '/api/admin/usuarios', {
    token: bootstrapAdmin,
    body: { nome, email: uniqueEmail(tipo), senha: 'segredo1', tipo, creditos: 10 },
  });
  const u = res.body.data;
  return { id: u.id, nome: u.nome, token: tokenFor({ id: u.id, tipo, nome: u.nome }) };
}
const get = (who: Who, path: string) => api(stack.gateway.url, 'GET', path, { token: who.token });
const post = (who: Who, path: string, body: unknown) =>
  api(stack.gateway.url, 'POST', path, { token: who.token, body });

const MOTIVATING = [
  'Texto I. A Organização Mundial da Saúde estima que uma em cada três mulheres no mundo já sofreu violência física ou',
  'sexual ao longo da vida, na maior parte das vezes cometida pelo próprio parceiro íntimo.',
  'Texto II. A Lei Maria da Penha, sancionada em 2006, criou mecanismos para coibir a violência doméstica e familiar',
  'contra a mulher, como as medidas protetivas de urgência e os juizados especializados.',
].join('\n');
/** Five lines of the motivating texts, as a student would copy them into an essay (about 60 words). */
const FIVE_LINES =
  'A Organização Mundial da Saúde estima que uma em cada três mulheres no mundo já sofreu violência física ou sexual ao longo da vida, na maior parte das vezes cometida pelo próprio parceiro íntimo. A Lei Maria da Penha, sancionada em 2006, criou mecanismos para coibir a violência doméstica e familiar contra a mulher, como as medidas protetivas de urgência e os juizados especializados.';

/**
 * Ana's essay, written for this file alone: test files share one database and hand SAMPLE_ESSAY in to many
 * proposals while this one runs, which would make its passages memorised templates (discounted) and hide the pair.
 */
const CLASS_ESSAY = `Violência de gênero: um desafio que atravessa gerações

Mesmo depois de décadas de conquistas femininas, as brasileiras seguem expostas a agressões dentro e fora de casa. A cada hora, dezenas de mulheres procuram ajuda após sofrer algum tipo de abuso, segundo levantamentos recentes. Esse quadro resulta de uma mentalidade que tolera o controle masculino e de políticas públicas que chegam tarde às vítimas.

De um lado, a educação recebida desde a infância ensina meninos a dominar e meninas a obedecer. Para a escritora Chimamanda Ngozi Adichie, "a cultura não faz as pessoas, as pessoas fazem a cultura", o que mostra que esse padrão pode ser transformado. Enquanto isso não acontece, piadas, ciúmes e ameaças são vistos como comportamentos normais nos relacionamentos.

De outro lado, os serviços de acolhimento ainda são raros fora das capitais. Muitas cidades do interior não contam com casas-abrigo nem com equipes preparadas para ouvir a denúncia com respeito. Por consequência, a mulher agredida percorre longas distâncias ou simplesmente desiste de buscar proteção.

Logo, compete ao governo federal, junto aos municípios, interiorizar os centros de atendimento à mulher, mediante repasses vinculados e formação continuada dos servidores, com o objetivo de encurtar o caminho entre a agressão e o socorro. Paralelamente, as escolas precisam incluir no currículo oficinas sobre respeito e consentimento, conduzidas por psicólogos, para que os jovens rompam com o ciclo de violência.`;

/** CLASS_ESSAY with 4 of its 13 sentences said in other words: a near-copy. */
const NEAR_COPY = CLASS_ESSAY.replace(
  'Mesmo depois de décadas de conquistas femininas, as brasileiras seguem expostas a agressões dentro e fora de casa.',
  'Apesar de tantos avanços das mulheres, ainda hoje elas apanham no lar e são atacadas nas ruas do país.',
)
  .replace(
    'Enquanto isso não acontece, piadas, ciúmes e ameaças são vistos como comportamentos normais nos relacionamentos.',
    'Até lá, o deboche, o ciúme e a intimidação passam por atitudes comuns entre casais.',
  )
  .replace(
    'Por consequência, a mulher agredida percorre longas distâncias ou simplesmente desiste de buscar proteção.',
    'Assim, quem sofre violência precisa viajar muito para pedir ajuda ou acaba ficando calada.',
  )
  .replace(
    'De um lado, a educação recebida desde a infância ensina meninos a dominar e meninas a obedecer.',
    'Primeiramente, o que se aprende em casa desde cedo prepara o garoto para mandar e a garota para ceder.',
  );

const OWN_ESSAY = `O desafio de proteger as mulheres brasileiras

Caminhar sozinha à noite ainda é motivo de medo para grande parte das brasileiras. ${FIVE_LINES} Mesmo com esses avanços, o problema continua presente no cotidiano das famílias e exige respostas mais firmes.

Um primeiro obstáculo está na demora do atendimento às denúncias. Muitas delegacias funcionam apenas em horário comercial, justamente quando as agressões são menos frequentes, e as vítimas acabam desistindo de registrar a ocorrência.

Outro ponto relevante é a dependência financeira. Sem renda própria, a mulher agredida não consegue deixar a casa do agressor e sustentar os filhos, o que prolonga o ciclo de violência por anos.

Diante disso, cabe ao governo federal ampliar o funcionamento das delegacias da mulher para vinte e quatro horas, por meio de convênios com os estados, e criar linhas de crédito para que as vítimas recomecem a vida com autonomia.`;

const bankEssay = loadThemeBank()
  .temas.flatMap((t) => t.referencias)
  .find((r) => r.texto.length > 1200 && r.texto.length < 3500)!.texto;

async function submit(who: Who, texto: string, atividadeId?: number) {
  const form = new FormData();
  form.set('titulo', 'Redação');
  form.set('texto', texto);
  if (atividadeId) form.set('atividade_id', String(atividadeId));
  const r = await api(stack.gateway.url, 'POST', '/api/redacoes/submeter', { token: who.token, body: form });
  expect(r.status).toBe(202);
  await stack.pipeline!.completed(r.body.data.job_id);
  return r.body.data.redacao_id as number;
}

describe('integrity panels', () => {
  let sc: {
    admin: Who;
    coord: Who;
    coordB: Who;
    prof: Who;
    otherProf: Who;
    ana: Who;
    beto: Who;
    caio: Who;
    dora: Who;
    atividade: number;
    essays: { ana: number; beto: number; caio: number; dora: number };
  };
  beforeAll(async () => {
    // The index starts empty, as a network's does (the suites before this one left their essays in it); Ana's essay is
    // this file's own, so what other suites hand in while it runs cannot turn its passages into templates.
    await testPool().query('DELETE FROM essay.integridade');
    const admin = await user('admin', 'Ada Admin');
    const a = (await post(admin, '/api/escolas', { nome: `EE Machado ${randomUUID().slice(0, 6)}` })).body.data;
    const b = (await post(admin, '/api/escolas', { nome: `EE Cecília ${randomUUID().slice(0, 6)}` })).body.data;
    const place = async (escolaId: number, papel: Role, nome: string) => {
      const u = await user(papel === 'coordenador' ? 'estudante' : papel, nome);
      expect((await post(admin, `/api/escolas/${escolaId}/membros`, { usuario_id: u.id, papel })).status).toBe(200);
      return { ...u, token: tokenFor({ id: u.id, tipo: papel, nome }) };
    };
    const coord = await place(a.id, 'coordenador', 'Cora Coralina');
    const coordB = await place(b.id, 'coordenador', 'Rachel de Queiroz');
    const prof = await place(a.id, 'professor', 'Graciliano Ramos');
    const otherProf = await place(a.id, 'professor', 'Lima Barreto');
    const [ana, beto, caio, dora] = [
      await place(a.id, 'estudante', 'Ana Souza'),
      await place(a.id, 'estudante', 'Beto Lima'),
      await place(a.id, 'estudante', 'Caio Prado'),
      await place(a.id, 'estudante', 'Dora Alves'),
    ];
    const sala = (await post(prof, '/api/salas', { nome: '3º A' })).body.data;
    for (const s of [ana, beto, caio]) await post(s, '/api/salas/ingressar', { codigo_acesso: sala.codigo_acesso });
    const proposta = (
      await post(prof, '/api/propostas', {
        titulo: 'A violência contra a mulher no Brasil',
        texto_apoio_original: MOTIVATING,
        visibilidade: 'sala',
        sala_id: sala.id,
      })
    ).body.data;
    const atividade = (
      await post(prof, '/api/atividades/criar', {
        sala_id: sala.id,
        titulo: 'Violência contra a mulher',
        tema: 'A violência contra a mulher no Brasil',
        proposta_tematica_id: proposta.id,
        data_limite: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      })
    ).body.data;
    const essays = {
      ana: await submit(ana, CLASS_ESSAY, atividade.id),
      beto: await submit(beto, NEAR_COPY, atividade.id),
      caio: await submit(caio, OWN_ESSAY, atividade.id),
      dora: await submit(dora, bankEssay),
    };
    sc = { admin, coord, coordB, prof, otherProf, ana, beto, caio, dora, atividade: atividade.id, essays };
  }, 180_000);

  it('shows the two near-copies of an activity as a pair, with the shared passages side by side', async () => {
    const res = await get(sc.prof, `/api/atividades/${sc.atividade}/integridade`);
    expect(res.status).toBe(200);
    const panel = res.body.data as ActivityIntegrity;
    expect(panel.redacoes.map((r) => r.estudante).sort()).toEqual(['Ana Souza', 'Beto Lima', 'Caio Prado']);
    const flagged = panel.pares.filter((p) => p.possivel_copia);
    expect(flagged).toHaveLength(1);
    const pair = flagged[0]!;
    expect([pair.a.estudante, pair.b.estudante].sort()).toEqual(['Ana Souza', 'Beto Lima']);
    expect(pair.proporcao).toBeGreaterThan(0.5);
    const quoted =
      'Para a escritora Chimamanda Ngozi Adichie, "a cultura não faz as pessoas, as pessoas fazem a cultura"';
    expect(pair.trechos.some((t) => t.a.includes(quoted) && t.b.includes(quoted))).toBe(true);
    // Caio wrote his own essay: no pair of his is a copy.
    expect(panel.redacoes.find((r) => r.estudante === 'Caio Prado')!.possivel_copia).toBe(false);

    const beto = (await get(sc.prof, `/api/redacoes/${sc.essays.beto}/integridade`)).body.data as EssayIntegrity;
    const ana = beto.semelhancas.find((s) => s.redacao_id === sc.essays.ana)!;
    expect(ana).toMatchObject({
      origem: 'atividade',
      estudante: 'Ana Souza',
      possivel_copia: true,
      mesma_proposta: true,
    });
    expect(ana.trechos.every((t) => t.outro !== null)).toBe(true);
  });

  it('finds five lines of the motivating texts, discounts them and agrees with the annulment rule', async () => {
    const caio = (await get(sc.prof, `/api/redacoes/${sc.essays.caio}/integridade`)).body.data as EssayIntegrity;
    // The two sentences come from Texto I and Texto II: two runs, as the corrector counts them.
    const runs = caio.motivadores.trechos;
    expect(runs.map((t) => t.trecho)).toEqual([
      expect.stringMatching(/^A Organização Mundial da Saúde estima .* parceiro íntimo$/),
      expect.stringMatching(/^A Lei Maria da Penha, sancionada em 2006, .* juizados especializados$/),
    ]);
    const copied = runs[0]!.palavras + runs[1]!.palavras;
    expect(copied).toBeGreaterThanOrEqual(60);
    expect(caio.motivadores.palavras_copiadas).toBe(copied);
    expect(caio.palavras_proprias).toBe(caio.palavras - copied);
    // The corrector read the same copies: its C2 evidence names the same runs.
    const fb = (await get(sc.prof, `/api/redacoes/${sc.essays.caio}/feedback`)).body.data;
    const c2 = JSON.stringify(fb.correcao.analise_detalhada);
    for (const run of runs) expect(c2).toContain(`Trecho de ${run.palavras} palavras copiado dos textos motivadores.`);
    // Copying the prompt is not copying a classmate: nothing of the motivating texts counts in a pair.
    expect(caio.semelhancas.filter((s) => s.possivel_copia)).toEqual([]);
  });

  it('finds a bank essay handed in as one’s own', async () => {
    const dora = (await get(sc.admin, `/api/redacoes/${sc.essays.dora}/integridade`)).body.data as EssayIntegrity;
    const bank = dora.semelhancas[0]!;
    expect(bank.origem).toBe('banco');
    expect(bank.descricao).toContain('banco de temas');
    expect(bank.proporcao).toBeGreaterThan(0.9);
    expect(bank.possivel_copia).toBe(true);
  });

  it('stored each corrected essay’s fingerprints when its correction completed (or at the first look)', async () => {
    const { rows } = await testPool().query(
      'SELECT redacao_id, palavras, palavras_proprias FROM essay.integridade WHERE redacao_id = ANY($1::int[])',
      [Object.values(sc.essays)],
    );
    expect(rows.map((r) => r.redacao_id).sort()).toEqual(Object.values(sc.essays).sort());
  });

  it('opens only for the essay’s teachers, and records every opening', async () => {
    const essay = `/api/redacoes/${sc.essays.ana}/integridade`;
    const activity = `/api/atividades/${sc.atividade}/integridade`;
    // Students never: not the author, not a classmate.
    for (const student of [sc.ana, sc.beto]) {
      for (const path of [essay, activity]) {
        const r = await get(student, path);
        expect(r.status).toBe(403);
        expect(r.body.message).toBe(INTEGRITY_MESSAGES.forbidden);
      }
    }
    // Another teacher of the school, and the coordinator of another school: no such thing for them.
    for (const who of [sc.otherProf, sc.coordB]) {
      expect((await get(who, essay)).status).toBe(404);
      expect((await get(who, activity)).status).toBe(404);
    }
    // The school's coordinator sees both; so does the room's teacher.
    expect((await get(sc.coord, essay)).status).toBe(200);
    expect((await get(sc.coord, activity)).status).toBe(200);
    expect((await get(sc.prof, `/api/redacoes/abc/integridade`)).status).toBe(400);

    const { rows } = await testPool().query(
      `SELECT ator_id, ator_papel, alvo_usuario_id, recurso FROM auth.auditoria WHERE acao = 'integridade.consultada' ORDER BY id`,
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          ator_id: sc.coord.id,
          ator_papel: 'coordenador',
          alvo_usuario_id: sc.ana.id,
          recurso: `redacao:${sc.essays.ana}`,
        },
        {
          ator_id: sc.coord.id,
          ator_papel: 'coordenador',
          alvo_usuario_id: null,
          recurso: `atividade:${sc.atividade}`,
        },
        {
          ator_id: sc.admin.id,
          ator_papel: 'admin',
          alvo_usuario_id: sc.dora.id,
          recurso: `redacao:${sc.essays.dora}`,
        },
      ]),
    );
    // Refused openings are not openings.
    expect(rows.filter((r) => [sc.ana.id, sc.beto.id, sc.otherProf.id, sc.coordB.id].includes(r.ator_id))).toEqual([]);
  });
});
