import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { analyseIntervention } from '../src/analysis.js';
import { MorphAnalyzer } from '../src/morph/analyzer.js';
import { segment } from '../src/text.js';

// Readings of the intervention's elements, each on invented conclusions: an impersonal "tem que ter/haver" (no agent),
// a means in a "com" phrase after the action, in a relative clause in the subjunctive or the conditional or in a
// gerund of using, showing or bringing, a purpose whose subject is coordinated, a partner of the agent or of the means
// (no detail), a passive proposal with its agent inside and its detail in the next period. The engine reads with the
// morphological analysis (lt-proc): so does this test.
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
  // A means in a gerund of using, showing or bringing, after the action; a focus after a comma stays in its clause.
  [
    'Dessa forma, cabe às secretarias de cultura ampliar o acesso aos museus, utilizando ônibus gratuitos nos fins de semana, inclusive nas cidades do interior, a fim de aproximar os estudantes da arte.',
    {
      agente: 'secretarias de cultura',
      acao: 'ampliar o acesso aos museus',
      meio_modo: 'utilizando ônibus gratuitos nos fins de semana, inclusive nas cidades do interior',
      finalidade: 'a fim de aproximar os estudantes da arte',
    },
  ],
  [
    'Portanto, é necessário divulgar os direitos dos idosos nas rádios comunitárias, apresentando histórias reais de quem já foi vítima de golpes, para que as famílias fiquem atentas.',
    {
      agente: null,
      acao: 'divulgar os direitos dos idosos nas rádios comunitárias',
      meio_modo: 'apresentando histórias reais de quem já foi vítima de golpes',
      finalidade: 'para que as famílias fiquem atentas',
    },
  ],
  // A result gerund is not the means.
  [
    'Logo, o governo deve construir mais creches nos bairros pobres, garantindo assim que as mães possam trabalhar.',
    { agente: 'governo', meio_modo: null },
  ],
  // A partner right after the agent is a co-agent, one right after a means phrase part of the means: neither is the
  // detail, which is the next period taking the proposal up.
  [
    'Assim, cabe ao Ministério do Esporte, em conjunto com as federações estaduais, reformar as quadras das escolas públicas, por meio de convênios com as prefeituras em parceria com empresas locais, a fim de ampliar a prática esportiva. Essas quadras devem ficar abertas à comunidade nos fins de semana.',
    {
      agente: 'Ministério do Esporte',
      acao: 'reformar as quadras das escolas públicas',
      meio_modo: 'por meio de convênios com as prefeituras em parceria com empresas locais',
      finalidade: 'a fim de ampliar a prática esportiva',
      detalhamento: 'Essas quadras devem ficar abertas à comunidade nos fins de semana',
    },
  ],
  // A passive proposal with its agent inside: the action is the passive's clause, the next period that takes it up
  // ("Essas hortas…") its detail.
  [
    'Diante disso, é preciso rever essa situação. Devem ser implantadas pelas escolas hortas comunitárias nos terrenos vazios, com apoio das associações de bairro, para que as crianças aprendam a cultivar alimentos. Essas hortas precisam funcionar também nas férias e receber visitas das famílias.',
    {
      agente: 'escolas',
      acao: 'implantadas pelas escolas hortas comunitárias nos terrenos vazios',
      meio_modo: 'com apoio das associações de bairro',
      finalidade: 'para que as crianças aprendam a cultivar alimentos',
      detalhamento: 'Essas hortas precisam funcionar também nas férias e receber visitas das famílias',
    },
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
