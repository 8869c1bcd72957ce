import { describe, expect, test, beforeAll } from '@jest/globals';
import { analyzeText, analyseIntervention, type TextAnalysis } from '../src/analysis.js';
import { interventionScore } from '../src/grades.js';
import { loadSpeller, type Speller } from '../src/speller.js';
import { segment } from '../src/text.js';
import { CONCL_AGENT_ACTION, CONCL_FULL, DEV1, DEV2, ESSAY, INTRO } from './fixtures/essays.js';

let sp: Speller;
let full: TextAnalysis;
beforeAll(async () => {
  sp = await loadSpeller();
  full = analyzeText({ texto: ESSAY, proposta: { titulo: 'Os desafios para combater a evasão escolar no Brasil' } }, sp);
});

const c5Of = (conclusion: string) => {
  const doc = segment(conclusion);
  return analyseIntervention(doc, doc.tokens);
};

describe('C5: intervention proposal', () => {
  test('a conclusion with all five elements scores 200, each element with a verbatim passage', () => {
    const c5 = c5Of(CONCL_FULL);
    expect(c5.validos).toBe(5);
    expect(interventionScore({ c5 })).toBe(200);
    for (const e of Object.values(c5.elementos)) expect(CONCL_FULL).toContain(e.trecho);
    expect(c5.elementos.agente.trecho).toBe('Ministério da Educação');
    expect(c5.elementos.meio_modo.trecho).toMatch(/^por meio de parcerias/);
    expect(c5.elementos.finalidade.trecho).toMatch(/^a fim de reduzir/);
  });
  test('a conclusion with only agent and action scores 80', () => {
    const c5 = c5Of(CONCL_AGENT_ACTION);
    expect(c5.elementos.agente.presente).toBe(true);
    expect(c5.elementos.acao.presente).toBe(true);
    expect(c5.elementos.meio_modo.presente).toBe(false);
    expect(c5.elementos.finalidade.presente).toBe(false);
    expect(interventionScore({ c5 })).toBe(80);
  });
  test('a vague agent and a merely conditional proposal do not count', () => {
    const vague = c5Of('Portanto, alguém deve criar campanhas por meio de palestras a fim de reduzir o problema.');
    expect(vague.elementos.agente.presente).toBe(false);
    expect(vague.agenteVago?.trecho).toBe('alguém');
    const cond = c5Of('Seria bom se o governo pudesse criar campanhas por meio de palestras a fim de reduzir o problema.');
    expect(cond.condicional).toBeDefined();
    expect(cond.validos).toBeLessThan(2);
  });
});

describe('spelling', () => {
  test.each([
    ['excessão', 'exceção'],
    ['voce', 'você'],
    ['nescessário', 'necessário'],
    ['analizar', 'analisar'],
    ['sosiedade', 'sociedade'],
    ['atravez', 'através'],
    ['conciência', 'consciência'],
    ['porisso', 'por isso'],
  ])('%s → %s', (wrong, right) => {
    expect(sp.check(wrong)).toBe(false);
    expect(sp.suggest(wrong)[0]).toBe(right);
  });
  test('misspelt words in an essay become C1 evidence with suggestions and verbatim passages', () => {
    const a = analyzeText({ texto: `${INTRO.replace('educação', 'educassão')}\n${DEV1}\n${DEV2}\n${CONCL_FULL}` }, sp);
    const item = a.c1.ortografia.find((d) => d.trecho === 'educassão');
    expect(item?.sugestao).toBe('educação');
    expect(full.c1.ortografia).toHaveLength(0);
  });
  test("raters' inline corrections are stripped and never counted", () => {
    const a = analyzeText({ texto: 'Os escravos pintava pintavam os rostos e saiam saíam nas ruas durante a festa popular.' }, sp);
    expect(a.doc.removed.map((r) => r.text)).toEqual(['pintavam', 'saíam']);
    expect(a.doc.tokens.map((t) => t.text)).not.toContain('pintavam');
  });
});

describe('thesis, connectives, annulment', () => {
  test('the thesis is the introduction sentence that states the point of view', () => {
    expect(full.c3.tese?.trecho).toMatch(/^No entanto, a evasão escolar ainda persiste/);
    const other = analyzeText({ texto: `Na obra "Vidas Secas", Graciliano Ramos retrata a miséria do sertão. Nesse contexto, é fundamental discutir a fome no Brasil, problema causado tanto pela desigualdade social quanto pela omissão do Estado.\n${DEV1}\n${DEV2}\n${CONCL_FULL}` }, sp);
    expect(other.c3.tese?.trecho).toMatch(/^Nesse contexto, é fundamental discutir a fome/);
  });
  test('topics announced in the thesis are checked against the development paragraphs', () => {
    expect(full.c3.topicos).toEqual([
      { topico: 'necessidade de trabalho precoce dos jovens', desenvolvido: true },
      { topico: 'falta de estrutura das escolas públicas', desenvolvido: true },
    ]);
    const half = analyzeText({ texto: [INTRO, DEV1, DEV1.replace('Em primeiro lugar', 'Ademais'), CONCL_FULL].join('\n') }, sp);
    expect(half.c3.topicos.map((t) => t.desenvolvido)).toEqual([true, false]);
  });
  test('connectives are counted by function, with the ones that open paragraphs', () => {
    const found = full.c4.conectivos.map((c) => `${c.trecho.toLowerCase()}:${c.funcao}`);
    expect(found).toEqual(expect.arrayContaining(['no entanto:oposição', 'em primeiro lugar:ordenação', 'dessa forma:consequência', 'visto que:causa', 'além disso:adição', 'contudo:oposição', 'consequentemente:consequência', 'portanto:conclusão']));
    expect(full.c4.entreParagrafos).toBe(3);
    expect(full.c4.conectivos.filter((c) => c.inicial).map((c) => c.trecho)).toEqual(['Em primeiro lugar', 'Além disso', 'Portanto']);
  });
  test('repertoire is recognised and tied to the argument', () => {
    expect(full.c2.repertorio.map((r) => r.tipo)).toEqual(expect.arrayContaining(['lei', 'dado']));
    for (const r of full.c2.repertorio) expect(ESSAY).toContain(r.trecho);
  });
  test('a too-short text is annulled', () => {
    const a = analyzeText({ texto: 'A educação é importante para o Brasil. Todos devem estudar.' }, sp);
    expect(a.anulacao?.motivo).toMatch(/insuficiente/);
  });
  test('a copy of the motivating text is annulled, a list of words is flagged', () => {
    const copy = analyzeText({ texto: `${DEV1} ${DEV2}`, proposta: { titulo: 'Evasão', texto_apoio: `${DEV1}\n${DEV2}` } }, sp);
    expect(copy.anulacao?.motivo).toMatch(/Cópia/);
    const list = analyzeText({ texto: `${INTRO}\nEducação escola evasão renda pobreza desigualdade Constituição IBGE trabalho jovens futuro conhecimento cidadania inclusão.\n${DEV2}\n${CONCL_FULL}` }, sp);
    expect(list.gaming.map((g) => g.tipo)).toContain('lista de palavras');
    const pasted = analyzeText({ texto: `${ESSAY}\n${ESSAY}\n${ESSAY}` }, sp);
    expect(pasted.anulacao?.motivo).toMatch(/não é uma redação/);
  });
});
