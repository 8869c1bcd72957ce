import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { analyseIntervention } from '../src/analysis.js';
import { MorphAnalyzer } from '../src/morph/analyzer.js';
import { segment } from '../src/text.js';

// Readings of the intervention's elements, each on invented conclusions: an impersonal "tem que ter/haver" (no agent),
// a means in a "com" phrase after the action or in a relative clause in the subjunctive or the conditional, a purpose
// whose subject is coordinated. The engine reads with the morphological analysis (lt-proc): so does this test.
const CASES: [string, Record<string, string | null>][] = [
  [
    'Portanto, tem que haver mais fiscalização nas estradas, com radares em todos os trechos, para os motoristas respeitarem os limites.',
    {
      agente: null,
      acao: 'tem que haver mais fiscalização nas estradas',
      meio_modo: 'com radares em todos os trechos',
      finalidade: 'para os motoristas respeitarem os limites',
      detalhamento: null,
    },
  ],
  [
    'Desse modo, tem que ter mais creches nos bairros, com o objetivo de permitir que as mães trabalhem.',
    {
      agente: null,
      acao: 'tem que ter mais creches nos bairros',
      meio_modo: null,
      finalidade: 'com o objetivo de permitir que as mães trabalhem',
    },
  ],
  [
    'Portanto, o Ministério da Saúde deve promover campanhas que sejam veiculadas na televisão e nas redes sociais, a fim de informar a população sobre a doença.',
    {
      agente: 'Ministério da Saúde',
      acao: 'promover campanhas',
      meio_modo: 'que sejam veiculadas na televisão e nas redes sociais',
      finalidade: 'a fim de informar a população sobre a doença',
      detalhamento: null,
    },
  ],
  [
    'Logo, a prefeitura deve contratar agentes de saúde para os bairros, que passariam a atuar nas escolas e nas praças. O objetivo é prevenir a doença.',
    { agente: 'prefeitura', meio_modo: 'que passariam a atuar nas escolas e nas praças' },
  ],
  // A relative clause that describes ("que moram") or whose verb takes an object ("que garantam o acesso") is no means.
  [
    'Assim, o governo deve criar programas que garantam o acesso dos jovens que moram nas periferias ao esporte, para reduzir a evasão.',
    { agente: 'governo', meio_modo: null, finalidade: 'para reduzir a evasão' },
  ],
  [
    'Logo, as escolas devem oferecer oficinas de leitura, por meio de parcerias com bibliotecas, para os alunos e os professores descobrirem novos autores.',
    { finalidade: 'para os alunos e os professores descobrirem novos autores' },
  ],
];

const morph = new MorphAnalyzer();
beforeAll(async () => {
  await morph.prepare(CASES.map(([t]) => t));
});
afterAll(() => morph.close());

describe('intervention readings', () => {
  test.each(CASES)('%s', (text, expected) => {
    const doc = segment(text);
    const read = analyseIntervention(doc, doc.tokens, morph).elementos;
    const shown = Object.fromEntries(
      Object.keys(expected).map((k) => {
        const e = read[k as keyof typeof read];
        return [k, e.presente ? (e.trecho ?? '') : null];
      }),
    );
    expect(shown).toEqual(expected);
  });
});
