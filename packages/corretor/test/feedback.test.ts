import { beforeAll, describe, expect, test } from '@jest/globals';
import { analysisSchema, problemsOf } from '@argumenta/contracts';
import { analyzeText } from '../src/analysis.js';
import { buildFeedback } from '../src/feedback.js';
import { normalizeText } from '../src/text.js';
import type { Grades } from '../src/grades.js';
import { loadSpeller, type Speller } from '../src/speller.js';
import { CONCL_AGENT_ACTION, CONCL_FULL, DEV1, DEV2, ESSAY, INTRO } from './fixtures/essays.js';

let sp: Speller;
beforeAll(async () => {
  sp = await loadSpeller();
});
const grades = (c5: number): Grades => ({
  notas: [120, 120, 120, 120, c5],
  confiancas: Array.from({ length: 5 }, () => ({ probabilidade: 0.5, faixa: [80, 160] as [number, number] })),
  regras: [],
});
const c5Of = (texto: string, nota: number) => {
  const out = buildFeedback(analyzeText({ texto }, sp), grades(nota));
  expect(analysisSchema.safeParse(out).success).toBe(true);
  const c5 = out.competencias[4];
  if (c5.numero_competencia !== 5) throw new Error('C5 fora de ordem');
  return { c5, out };
};

describe('C5 feedback consistent with its grade', () => {
  test('above 40 × elements the justification adds the elements the grade assumes, up to the grade', () => {
    const texto = `${INTRO}\n${DEV1}\n${DEV2}\n${CONCL_AGENT_ACTION}`;
    const { c5 } = c5Of(texto, 160);
    expect(c5.justificativa_nota).toMatch(
      /A nota 160 credita 4 elementos de 40 pontos \(4 × 40 = 160\): a leitura encontrou 2 elementos e supõe mais 2 elementos que a leitura automática não confirmou — confira se meio\/modo, finalidade e detalhamento estão explícitos/,
    );
  });
  test('a grade equal to 40 × elements states the count plainly', () => {
    const { c5 } = c5Of(ESSAY, 200);
    expect(c5.justificativa_nota).toMatch(/5 × 40 = 200/);
    expect(c5.justificativa_nota).not.toMatch(/abaixo/);
  });
  test('below 40 × elements the justification says why, and the element table stays as found', () => {
    const { c5 } = c5Of(ESSAY, 120);
    // The arithmetic starts from the grade shown: never "5 × 40 = 200" beside a 120.
    expect(c5.justificativa_nota).toMatch(
      /A nota 120 credita 3 elementos de 40 pontos \(3 × 40 = 120\); a leitura encontrou 5 elementos, e os outros 2 não valem os 40 pontos inteiros porque /,
    );
    expect(c5.justificativa_nota).not.toMatch(/= 200/);
    expect(Object.values(c5.avaliacao_proposta_intervencao).every((e) => e.presente)).toBe(true);
    expect(c5.pontos_a_melhorar_detalhados_c5.length).toBeGreaterThan(0);
  });
  test('a short conclusion with a generic agent: both reasons, quoted verbatim, agent still present in the table', () => {
    const texto = `${INTRO}\n${DEV1}\n${DEV2}\n${CONCL_AGENT_ACTION}`;
    const { c5 } = c5Of(texto, 40);
    expect(c5.justificativa_nota).toMatch(/1 elemento de 40 pontos \(1 × 40 = 40\); a leitura encontrou 2 elementos/);
    expect(c5.justificativa_nota).toMatch(/a conclusão tem só \d+ palavras/);
    expect(c5.justificativa_nota).toMatch(/o agente "governo" é genérico/);
    expect(c5.avaliacao_proposta_intervencao.agente).toEqual(
      expect.objectContaining({ presente: true, trecho: 'governo' }),
    );
    expect(c5.avaliacao_proposta_intervencao.agente.descricao).toMatch(/genérico/);
    for (const it of c5.pontos_a_melhorar_detalhados_c5)
      if (it.trecho_problematico_c5) expect(texto).toContain(it.trecho_problematico_c5);
  });
  test('a conclusion that does not take up the problem is called unarticulated', () => {
    const off =
      'Portanto, o Ministério da Saúde deve ampliar campanhas de vacinação infantil por meio de anúncios na televisão, a fim de proteger crianças contra o sarampo, como mutirões mensais nos postos de bairro em todo o território.';
    const { c5 } = c5Of(`${INTRO}\n${DEV1}\n${DEV2}\n${off}`, 80);
    expect(c5.justificativa_nota).toMatch(/a proposta quase não retoma o problema discutido/);
  });
});

describe('C1 feedback', () => {
  test('spacing slips are listed after the deviations and named apart from them in the justification', () => {
    const out = buildFeedback(analyzeText({ texto: ESSAY.replace(/,/, ' ,') }, sp), grades(120));
    const c1 = out.competencias[0];
    if (c1.numero_competencia !== 1) throw new Error('C1 fora de ordem');
    expect(c1.justificativa_nota).toMatch(
      /Há também 1 deslize de digitação no espaço em torno da pontuação, que não conta como desvio no ENEM/,
    );
    const items = c1.pontos_a_melhorar_detalhados_c1;
    expect(items[items.length - 1]).toEqual(
      expect.objectContaining({ tipo_desvio_c1: 'digitação', trecho_problematico_c1: expect.stringMatching(/ ,$/) }),
    );
    // A class's frequent problems (the teacher's insight) count ENEM deviations only.
    expect(problemsOf(out).map((p) => p.rotulo)).not.toContain('C1 · digitação');
    const clean = buildFeedback(analyzeText({ texto: ESSAY }, sp), grades(120)).competencias[0];
    expect(clean.justificativa_nota).not.toMatch(/digitação/);
  });
});

describe("passages' offsets", () => {
  // The essay as a student may type it: indented paragraphs, blank lines, CRLF, double and non-breaking spaces, a
  // soft hyphen, a decomposed accent — all of which the normalised text the rules read drops or changes — and one
  // misspelling twice ("publicas"), a typing slip and a repeated connective.
  const raw = [
    `\t${INTRO.replace('escolas públicas', 'escolas publicas')}  `,
    `  ${DEV1.replace('renda familiar', 'renda  familiar').replace('o acesso', 'o\u00a0acesso').replace('conhecimento', 'conhe\u00adcimento')}`,
    DEV2.replace('escolas públicas', 'escolas publicas').replace('educação deve', 'educac\u0327a\u0303o deve'),
    '  Mas a  escola insiste , mas o aluno desiste, mas o governo se omite.',
    CONCL_FULL,
  ].join('\r\n\r\n');
  type Quoted = { n: number; trecho?: string; inicio?: number };
  let quoted: Quoted[];
  beforeAll(() => {
    const out = buildFeedback(analyzeText({ texto: raw }, sp), grades(120));
    quoted = out.competencias.flatMap((c) => {
      const n = c.numero_competencia;
      const items = (c as Record<string, unknown>)[`pontos_a_melhorar_detalhados_c${n}`] as Record<string, unknown>[];
      return items.map((it) => ({
        n,
        trecho: it[`trecho_problematico_c${n}`] as string | undefined,
        inicio: it[`inicio_trecho_c${n}`] as number | undefined,
      }));
    });
  });

  test('each quoted passage with an offset starts there in the essay as given (not in the normalised text)', () => {
    const placed = quoted.filter((q) => q.trecho && q.inicio !== undefined);
    // C1's and C4's findings all carry one (here: the misspellings, a typing slip, a repeated connective).
    for (const n of [1, 4]) expect(placed.filter((q) => q.n === n)).toEqual(quoted.filter((q) => q.n === n));
    expect(new Set(placed.map((q) => q.n))).toEqual(new Set([1, 3, 4]));
    for (const q of placed) {
      // At the passage's first character (not a blank before it), and the text from there reads as the passage.
      expect(raw[q.inicio!]).toMatch(/\S/);
      expect(normalizeText(raw.slice(q.inicio)).slice(0, q.trecho!.length)).toBe(q.trecho);
    }
  });

  test('a misspelling met twice is found at each of its occurrences', () => {
    const first = raw.indexOf('publicas');
    const second = raw.indexOf('publicas', first + 1);
    expect(quoted.filter((q) => q.trecho === 'publicas').map((q) => q.inicio)).toEqual([first, second]);
  });
});
