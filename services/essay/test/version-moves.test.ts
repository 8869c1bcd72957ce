// After a rewrite, each competency's line says what changed in its evidence and why the grade moved or did not.
import { C1_TYPING_TIP, type CompetencyAnalysis } from '@argumenta/contracts';
import { explainMove } from '../src/domain/version-moves.js';

const c1 = (nota: number, trechos: string[], passo = 'Corrija "x".'): CompetencyAnalysis => ({
  numero_competencia: 1,
  nome_competencia: 'C1',
  nota_competencia: nota,
  justificativa_nota: '',
  pontos_positivos_c1: [],
  pontos_a_melhorar_detalhados_c1: trechos.map((t) => ({
    tipo_desvio_c1: t === 'espaço' ? C1_TYPING_TIP : 'ortografia',
    trecho_problematico_c1: t,
    explicacao_erro_c1: '',
    sugestao_correcao_gramatical_c1: '',
  })),
  proximo_nivel: { nivel: 'Nível', proximo: 'Nível', passos: [passo] },
});
const element = (presente: boolean) => ({ presente, descricao: '' });
const c5 = (nota: number, present: string[]): CompetencyAnalysis => ({
  numero_competencia: 5,
  nome_competencia: 'C5',
  nota_competencia: nota,
  justificativa_nota: '',
  pontos_positivos_c5: [],
  pontos_a_melhorar_detalhados_c5: [],
  avaliacao_proposta_intervencao: {
    agente: element(present.includes('agente')),
    acao: element(present.includes('acao')),
    meio_modo: element(present.includes('meio_modo')),
    finalidade: element(present.includes('finalidade')),
    detalhamento: element(present.includes('detalhamento')),
  },
  respeito_direitos_humanos: { observacao_dh: '' },
});

test('C1: the deviations fixed are named and the rise is stated; typing tips are not deviations', () => {
  expect(explainMove(c1(120, ['concerteza', 'agente', 'espaço']), c1(160, ['agente']), 120, 160)).toBe(
    'Desvios apontados: 2 → 1; corrigidos: "concerteza". A nota subiu de 120 para 160.',
  );
});

test('a grade that did not move says whether anything was solved and gives the step still open', () => {
  expect(explainMove(c1(120, ['a', 'b']), c1(120, ['a', 'b'], 'Corrija "a".'), 120, 120)).toBe(
    'Desvios apontados: 2 → 2. A nota ficou em 120. Nenhum dos pontos apontados na versão anterior foi resolvido. Próximo passo: Corrija "a".',
  );
  expect(explainMove(c1(120, ['a', 'b']), c1(120, ['b'], 'Corrija "b".'), 120, 120)).toContain(
    'corrigidos: "a". A nota ficou em 120. O que foi resolvido não bastou para mudar de nível. Próximo passo: Corrija "b".',
  );
});

test('C5: the elements added to the proposal are named', () => {
  expect(
    explainMove(
      c5(120, ['agente', 'acao', 'finalidade']),
      c5(200, ['agente', 'acao', 'finalidade', 'meio_modo', 'detalhamento']),
      120,
      200,
    ),
  ).toBe('Elementos da proposta: 3 → 5 (acrescentado: meio/modo, detalhamento). A nota subiu de 120 para 200.');
});

test('a fall names the new problems; without both analyses there is nothing to say', () => {
  expect(explainMove(c1(160, ['a']), c1(120, ['a', 'c', 'd']), 160, 120)).toBe(
    'Desvios apontados: 1 → 3; novos: "c", "d". A nota caiu de 160 para 120 com os problemas novos. Próximo passo: Corrija "x".',
  );
  expect(explainMove(undefined, c1(120, []), null, 120)).toBeNull();
});
