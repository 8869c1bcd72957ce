import { analysisSchema } from '../src/correction.js';
import { aiFindingsOf, anchorPassage } from '../src/marks.js';

// The engine's findings as marks: each one's offset (`inicio_trecho_cN`) says which occurrence of a recurring passage it
// means, through the contract's parsing (what the worker stores) and aiFindingsOf (what the marks read).

const TEXT =
  'Mas a escola não basta, mas a familia também educa.\nAlém disso, a familia precisa de apoio, mas o Estado se omite.';
const nth = (needle: string, n: number) => {
  let at = -1;
  for (let k = 0; k <= n; k++) at = TEXT.indexOf(needle, at + 1);
  if (at < 0) throw new Error(`sem ${needle}`);
  return at;
};

/** A full analysis (what the worker parses before storing it) with these improvement items per competency. */
function analysis(items: Partial<Record<1 | 2 | 3 | 4 | 5, Record<string, unknown>[]>>) {
  return {
    tese_identificada: '',
    comentarios_gerais: '',
    sugestoes_gerais: [],
    competencias: ([1, 2, 3, 4, 5] as const).map((n) => ({
      numero_competencia: n,
      nome_competencia: `C${n}`,
      nota_competencia: 120,
      justificativa_nota: '',
      [`pontos_positivos_c${n}`]: [],
      [`pontos_a_melhorar_detalhados_c${n}`]: items[n] ?? [],
      ...(n === 5
        ? {
            avaliacao_proposta_intervencao: Object.fromEntries(
              ['acao', 'agente', 'meio_modo', 'finalidade', 'detalhamento'].map((k) => [
                k,
                { presente: false, descricao: '' },
              ]),
            ),
            respeito_direitos_humanos: { observacao_dh: '' },
          }
        : {}),
    })),
  };
}
const c1 = (trecho: string, inicio?: number) => ({
  tipo_desvio_c1: 'acentuação',
  trecho_problematico_c1: trecho,
  ...(inicio === undefined ? {} : { inicio_trecho_c1: inicio }),
  explicacao_erro_c1: 'Falta o acento.',
  sugestao_correcao_gramatical_c1: 'família',
});
const c4 = (trecho: string, inicio?: number) => ({
  tipo_problema_coesao_c4: 'Repetição de conectivo',
  trecho_problematico_c4: trecho,
  ...(inicio === undefined ? {} : { inicio_trecho_c4: inicio }),
  descricao_problema_c4: '"mas" aparece 3 vezes.',
  sugestao_melhoria_c4: 'Varie.',
});

it("reads each finding's offset through the stored analysis, and anchors it on the occurrence the engine found", () => {
  const stored = analysisSchema.parse(
    analysis({ 1: [c1('familia', nth('familia', 1))], 4: [c4('mas', nth('mas', 1))] }),
  );
  const findings = aiFindingsOf(stored);
  expect(findings.map((f) => [f.chave, f.trecho, f.inicio])).toEqual([
    ['c1:0', 'familia', nth('familia', 1)],
    ['c4:0', 'mas', nth('mas', 1)],
  ]);
  // Not the first "familia", nor the first "mas" (nor the opening "Mas": the search ignores case).
  expect(findings.map((f) => anchorPassage(TEXT, f.trecho, f.inicio ?? 0)?.inicio)).toEqual([
    nth('familia', 1),
    nth('mas', 1),
  ]);
});

it('moves the offset past what the quote is trimmed of at its start', () => {
  const at = nth('familia', 1);
  const [f] = aiFindingsOf(analysisSchema.parse(analysis({ 1: [c1(' “familia precisa…', at - 2)] })));
  expect(f).toMatchObject({ trecho: 'familia precisa', inicio: at });
  expect(TEXT.slice(f!.inicio!, f!.inicio! + f!.trecho.length)).toBe(f!.trecho);
});

it('an analysis without offsets (the OpenAI-compatible engine, older corrections) still parses; its findings have none', () => {
  const parsed = analysisSchema.safeParse(analysis({ 1: [c1('familia')], 4: [c4('mas')] }));
  expect(parsed.success).toBe(true);
  expect(aiFindingsOf(parsed.data).map((f) => f.inicio)).toEqual([null, null]);
  // Which lands on the first occurrence, as before.
  expect(anchorPassage(TEXT, 'familia', 0)?.inicio).toBe(nth('familia', 0));
});

it('an offset that is not a character position is refused', () => {
  for (const bad of [-1, 2.5])
    expect(analysisSchema.safeParse(analysis({ 1: [c1('familia', bad)] })).success).toBe(false);
  expect(aiFindingsOf(analysis({ 1: [{ ...c1('familia'), inicio_trecho_c1: '12' }] }) as never)[0]?.inicio).toBe(null);
});
