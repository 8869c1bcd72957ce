import { describe, expect, test, beforeAll } from '@jest/globals';
import { analyzeText, analyseIntervention, type TextAnalysis } from '../src/analysis.js';
import { GENERIC_FEATURES, mtld } from '../src/analysis/generic.js';
import { interventionScore } from '../src/grades.js';
import { FEATURES } from '../src/lab/features.js';
import { MorphAnalyzer } from '../src/morph/analyzer.js';
import { loadSpeller, type Speller } from '../src/speller.js';
import { paragraphSpans, segment } from '../src/text.js';
import { CONCL_AGENT_ACTION, CONCL_FULL, DEV1, DEV2, ESSAY, INTRO } from './fixtures/essays.js';

let sp: Speller;
let full: TextAnalysis;
beforeAll(async () => {
  sp = await loadSpeller();
  full = analyzeText(
    { texto: ESSAY, proposta: { titulo: 'Os desafios para combater a evasão escolar no Brasil' } },
    sp,
  );
});

const c5Of = (conclusion: string) => {
  const doc = segment(conclusion);
  return analyseIntervention(doc, doc.tokens);
};

describe('C5: intervention proposal', () => {
  test('with the morphological analysis, any verb in the modal’s clause is the action; an institution written out is an agent', async () => {
    const texts = {
      dever:
        'Portanto, é dever do Governo Federal universalizar o saneamento nas periferias, onde o esgoto ainda corre a céu aberto e as doenças se espalham.',
      agency:
        'Portanto, a Agência Nacional de Vigilância Sanitária deve restringir a publicidade de alimentos ultraprocessados, a fim de proteger as crianças da obesidade.',
      vague:
        'Então as autoridades precisam fazer alguma coisa para acabar com isso, porque lugar de criança é na escola e não no trabalho.',
      aside:
        'Cabe ainda ressaltar que o esporte é uma forma de lazer para todos os indivíduos e uma fonte de saúde para a população brasileira.',
    };
    const morph = new MorphAnalyzer();
    await morph.prepare(Object.values(texts));
    await morph.close();
    const read = (t: string, m?: MorphAnalyzer) => {
      const doc = segment(t);
      return analyseIntervention(doc, doc.tokens, m).elementos;
    };
    // "universalizar" is no proposal verb of the list: only the analysis reads it.
    expect(read(texts.dever, morph).acao.trecho).toMatch(/^universalizar o saneamento/);
    expect(read(texts.dever).acao.presente).toBe(false);
    expect(read(texts.agency, morph).agente.trecho).toBe('Agência Nacional de Vigilância Sanitária');
    expect(read(texts.agency, morph).acao.trecho).toMatch(/^restringir a publicidade/);
    // A verb without an object ("fazer alguma coisa") and "Cabe ressaltar" with no agent are no action.
    expect(read(texts.vague, morph).acao.presente).toBe(false);
    expect(read(texts.aside, morph).acao.presente).toBe(false);
  });
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
  test('the action quoted is the proposed verb, not a noun of the recap nor a plural noun', () => {
    const c5 = c5Of(
      'Em vista dos fatos apresentados, vê-se que a ciência faz um papel importante no combate às doenças. Para garantir esse papel, torna-se essencial a intervenção do Governo, em conjunto com o Ministério da Ciência, destinando maiores investimentos às universidades públicas.',
    );
    expect(c5.elementos.agente.trecho).toBe('Governo');
    expect(c5.elementos.acao.trecho).toMatch(/^destinando maiores investimentos/);
    const plural = c5Of(
      'Portanto, os museus devem receber investimentos do Estado para ampliar seus acervos, por meio de parcerias com empresas privadas.',
    );
    expect(plural.elementos.acao.trecho).toMatch(/^(?:receber|ampliar)/);
  });
  test('a noun sharing a proposal verb’s stem is no action ("criança", "pública"); a passive after a modal is', () => {
    const noun = c5Of(
      'Então as autoridades precisam fazer alguma coisa para acabar com isso, porque lugar de criança é na escola pública.',
    );
    expect(noun.elementos.acao.presente).toBe(false);
    const passive = c5Of(
      'Portanto, devem ser criadas pelas prefeituras bibliotecas nos bairros, a fim de aproximar o livro.',
    );
    expect(passive.elementos.acao.trecho).toMatch(/^criadas pelas prefeituras/);
    const subjunctive = c5Of('Portanto, é necessário que o governo financie equipamentos nos hospitais públicos.');
    expect(subjunctive.elementos.acao.presente).toBe(true);
  });
  test('a gerund after the action is its means, unless it states the result', () => {
    const means = c5Of(
      'O poder público deve investir mais em transporte coletivo, construindo corredores de ônibus e novas linhas de metrô.',
    );
    expect(means.elementos.meio_modo.trecho).toBe('construindo corredores de ônibus e novas linhas de metrô');
    const result = c5Of(
      'O poder público deve investir mais em transporte coletivo, garantindo assim a mobilidade de todos.',
    );
    expect(result.elementos.meio_modo.presente).toBe(false);
  });
  test('a proposal spread over periods keeps its means and purpose; a second proposal’s purpose is not shown', () => {
    const c5 = c5Of(
      'Cabe ao Governo Federal ampliar a rede de proteção às vítimas. Isso pode ser feito por meio de convênios com os municípios para abrir delegacias da mulher com funcionamento 24 horas. O objetivo é que nenhuma vítima deixe de denunciar por falta de atendimento. As escolas também devem discutir o respeito entre meninos e meninas, com rodas de conversa mensais, para combater o machismo desde cedo.',
    );
    expect(c5.elementos.meio_modo.trecho).toBe(
      'por meio de convênios com os municípios para abrir delegacias da mulher com funcionamento 24 horas',
    );
    expect(c5.elementos.finalidade.trecho).toBe(
      'O objetivo é que nenhuma vítima deixe de denunciar por falta de atendimento',
    );
    expect(c5.elementos.detalhamento.trecho).toBe('para abrir delegacias da mulher com funcionamento 24 horas');
  });
  test('detailing: a period taking up an element counts; "é necessário que" and "garantir que" are no relative clause', () => {
    const taken = c5Of(
      'Portanto, cabe ao Ministério da Saúde ampliar o atendimento psicológico aos jovens, por meio da contratação de psicólogos, a fim de garantir acompanhamento contínuo. Esses profissionais devem atuar também em plantões nas escolas, com atendimento semanal, para que o estigma diminua.',
    );
    expect(taken.elementos.detalhamento.trecho).toBe(
      'Esses profissionais devem atuar também em plantões nas escolas, com atendimento semanal',
    );
    const completive = c5Of(
      'Portanto, é necessário que o Ministério da Saúde amplie o atendimento psicológico aos jovens nas cidades do país, por meio da contratação de psicólogos, a fim de garantir que ninguém fique sem atendimento.',
    );
    expect(completive.elementos.detalhamento.presente).toBe(false);
    const recap = c5Of(
      'Portanto, o Ministério da Saúde deve ampliar o atendimento psicológico aos jovens nas cidades, por meio da contratação de psicólogos. Esse cenário exige também atenção das famílias brasileiras.',
    );
    expect(recap.elementos.detalhamento.presente).toBe(false);
  });
  test('a vague agent and a merely conditional proposal do not count', () => {
    const vague = c5Of('Portanto, alguém deve criar campanhas por meio de palestras a fim de reduzir o problema.');
    expect(vague.elementos.agente.presente).toBe(false);
    expect(vague.agenteVago?.trecho).toBe('alguém');
    const cond = c5Of(
      'Seria bom se o governo pudesse criar campanhas por meio de palestras a fim de reduzir o problema.',
    );
    expect(cond.condicional).toBeDefined();
    expect(cond.validos).toBeLessThan(2);
  });
});

describe('paragraphs and human rights', () => {
  const glued = (...parts: string[]) => parts.join('');
  test('paragraph breaks lost on the way (full stops glued to the next word) are recovered', () => {
    const text = glued(INTRO, DEV1, DEV2, CONCL_FULL).replace(/\s+/g, ' ');
    expect(text).not.toContain('\n');
    const doc = segment(text);
    expect(doc.paragraphs.map((p) => p.text)).toEqual([INTRO, DEV1, DEV2, CONCL_FULL]);
    const a = analyzeText({ texto: text }, sp);
    expect(a.features.single_paragraph).toBe(0);
    expect(a.c5.validos).toBe(5);
  });
  test('abbreviations, short pieces and texts already in paragraphs are not split', () => {
    expect(
      paragraphSpans(
        'Os jogos olímpicos surgiram no século VIII a.C. na Grécia antiga e chegaram ao Brasil muito depois.',
      ),
    ).toHaveLength(1);
    // A glued stop whose pieces are too short to be paragraphs is a typo, not a lost break.
    expect(paragraphSpans('A escola importa muito.Nem todos estudam.')).toHaveLength(1);
    expect(paragraphSpans(`${INTRO}\n${DEV1}\n${DEV2}${CONCL_FULL}`)).toHaveLength(3);
  });
  test('a conclusion that proposes violence is flagged; one that avoids it or only mentions it is not', () => {
    const flagged = analyzeText(
      {
        texto: [
          INTRO,
          DEV1,
          DEV2,
          'Portanto, o Estado deve adotar a pena de morte para os traficantes, por meio de uma lei federal, a fim de reduzir a violência.',
        ].join('\n'),
      },
      sp,
    );
    expect(flagged.c5.direitosHumanos?.trecho).toMatch(/pena de morte/);
    for (const conclusion of [
      'Portanto, o governo deve investir na segurança pública, por meio de policiamento, para que a população não precise fazer justiça com as próprias mãos.',
      'Portanto, o Estado deve restringir o porte de armas e não oferecer à população um instrumento que possa matar.',
    ]) {
      const a = analyzeText({ texto: [INTRO, DEV1, DEV2, conclusion].join('\n') }, sp);
      expect(a.c5.direitosHumanos).toBeUndefined();
    }
    // "é necessário" opens with an accented letter, which JS's \b does not see as one.
    const necessary = analyzeText(
      {
        texto: [
          INTRO,
          DEV1,
          DEV2,
          'Portanto, é necessário adotar a pena de morte para os traficantes, por meio de uma lei federal, a fim de reduzir a violência.',
        ].join('\n'),
      },
      sp,
    );
    expect(necessary.c5.direitosHumanos?.trecho).toMatch(/pena de morte/);
    const mentioned = analyzeText(
      {
        texto: [
          INTRO,
          'É preciso lembrar que a tortura foi usada na ditadura e deve ser lembrada.',
          DEV2,
          CONCL_FULL,
        ].join('\n'),
      },
      sp,
    );
    expect(mentioned.c5.direitosHumanos).toBeUndefined();
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
    // Hyphens after the 2009 reform, and a syllable typed twice.
    ['dia-a-dia', 'dia a dia'],
    ['sócio-ambiental', 'socioambiental'],
    ['auto-retrato', 'autorretrato'],
    ['sociedadade', 'sociedade'],
    ['ilumininista', 'iluminista'],
    // Two confusions of one sound, four plain edits away (ss for c and c for ss), with an accent added.
    ['nessecario', 'necessário'],
    ['asseçivel', 'acessível'],
    // "c" for "s" before e/i and "n" before p/b rank above a split into a function word and a rare word ("com ceguem").
    ['concegue', 'consegue'],
    ['inpossível', 'impossível'],
    ['enbora', 'embora'],
    // A confusion across a stem and its plural suffix ("excursões"), which the trigram index does not hold.
    ['diverções', 'diversões'],
  ])('%s → %s', (wrong, right) => {
    expect(sp.check(wrong)).toBe(false);
    expect(sp.suggest(wrong)[0]).toBe(right);
  });
  test('a word two confusions away gets only dictionary words, and none in the cheap mode', () => {
    for (const s of sp.suggest('nessecidades', 5)) expect(sp.check(s)).toBe(true);
    expect(sp.suggest('nessecidades')[0]).toBe('necessidades');
    expect(sp.suggest('nessecidades', 3, true)).toEqual([]);
  });
  // A glued expression is suggested as the expression, never as a split into two unrelated words ("der repente": "der"
  // is a form of "dar"), and every split offered starts with a function word.
  test.each([
    ['derrepente', 'de repente'],
    ['Derrepente', 'De repente'],
    ['concerteza', 'com certeza'],
    ['apartir', 'a partir'],
    ['denovo', 'de novo'],
    ['umavez', 'uma vez'],
  ])('glued expression %s → %s', (wrong, right) => {
    expect(sp.suggest(wrong)[0]).toBe(right);
    expect(sp.suggest(wrong, 3, true)[0]).toBe(right);
    for (const s of sp.suggest(wrong, 5)) for (const w of s.split(' ')) expect(sp.check(w.toLowerCase())).toBe(true);
    expect(sp.suggest(wrong, 5)).not.toContain(right.startsWith('D') ? 'Der repente' : 'der repente');
  });
  test('"Oque" in an essay is the expression written as one word, though the dictionary lists "oque"', () => {
    expect(sp.check('oque')).toBe(true);
    const a = analyzeText({ texto: `${INTRO}\n${DEV1}\nOque acontece é grave. ${DEV2}\n${CONCL_FULL}` }, sp);
    const item = a.c1.ortografia.find((d) => d.trecho === 'Oque');
    expect(item?.sugestao).toBe('O que');
  });
  test('misspelt words in an essay become C1 evidence with suggestions and verbatim passages', () => {
    const a = analyzeText({ texto: `${INTRO.replace('educação', 'educassão')}\n${DEV1}\n${DEV2}\n${CONCL_FULL}` }, sp);
    const item = a.c1.ortografia.find((d) => d.trecho === 'educassão');
    expect(item?.sugestao).toBe('educação');
    expect(full.c1.ortografia).toHaveLength(0);
  });
  // "alem" is also "alemã" less its last letter and "Calem" less its capital (Essay-BR's transcription artefacts), but
  // an unaccented word that accents alone fix is the student's slip; short fragments ("pas") stay artefacts.
  test('a word that only lacks its accent is a slip even when a lost letter would explain it', () => {
    const a = analyzeText(
      {
        texto: `${INTRO}
${DEV1}
Alem disso, a familia pesa, e alem do mais os pas. ${DEV2}
${CONCL_FULL}`,
      },
      sp,
    );
    const found = a.c1.ortografia.map((d) => [d.trecho, d.sugestao]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['Alem', 'Além'],
        ['familia', 'família'],
        ['alem', 'além'],
      ]),
    );
    expect(found.map(([trecho]) => trecho)).not.toContain('pas');
  });
  // "analizar" is also "Canalizar" less its capital, but consonants spelt alike fix it ("analisar"): a slip among known
  // words; lost capitals come in runs, a title's words ("otícias alsas" stays an artefact though "alças" is a word).
  test('a word one confusion of consonants spelt alike fixes is a slip even when a lost capital would explain it', () => {
    const a = analyzeText(
      {
        texto: `${INTRO}
${DEV1}
É preciso analizar o problema das chamadas "otícias alsas" nas redes. ${DEV2}
${CONCL_FULL}`,
      },
      sp,
    );
    const found = a.c1.ortografia.map((d) => d.trecho);
    expect(found).toContain('analizar');
    expect(found).not.toContain('alsas');
  });
  // Names the dictionary lacks are no misspelling mid-sentence nor, followed by a capitalised word, opening one; a
  // misspelt word opening a sentence still is.
  test('a name opening a sentence ("Marielle Franco") is no misspelling; "Derrepente" opening one is', () => {
    const a = analyzeText(
      {
        texto: `${INTRO}
${DEV1}
Marielle Franco foi vereadora no Rio de Janeiro. Derrepente, a violência política cresceu. ${DEV2}
${CONCL_FULL}`,
      },
      sp,
    );
    const found = a.c1.ortografia.map((d) => d.trecho);
    expect(found).not.toContain('Marielle');
    expect(found).toContain('Derrepente');
  });
  // "autonomos" is "auto" + "nomos" by the prefix rule, but accents alone make it "autônomos": the student's slip.
  test('a word accents alone fix is not read as a prefix compound', () => {
    const a = analyzeText(
      {
        texto: `${INTRO}
${DEV1}
Os motoristas autonomos trabalham sem direitos. ${DEV2}
${CONCL_FULL}`,
      },
      sp,
    );
    expect(a.c1.ortografia.map((d) => [d.trecho, d.sugestao])).toContainEqual(['autonomos', 'autônomos']);
  });
  test('a plural determiner before a cardinal is no agreement slip ("dos quinze anos")', () => {
    const slips = (texto: string) =>
      analyzeText(
        {
          texto: `${INTRO}
${DEV1}
${texto} ${DEV2}
${CONCL_FULL}`,
        },
        sp,
      ).c1.desvios.filter((d) => d.tipo === 'concordância');
    expect(slips('O benefício vale a partir dos quinze anos e chega às vinte cidades.')).toEqual([]);
    expect(slips('O benefício muda a vida das pessoa de baixa renda.').map((d) => d.trecho)).toContainEqual(
      expect.stringContaining('das pessoa'),
    );
  });
  test('spacing around punctuation is a typing tip with the corrected passage, not an ENEM deviation', () => {
    const a = analyzeText(
      { texto: `${INTRO}\n${DEV1.replace('. Segundo', '.Segundo')}\n${DEV2.replace(/,/, ' ,')}\n${CONCL_FULL}` },
      sp,
    );
    const tips = a.c1.digitacao;
    expect(tips.map((d) => d.tipo)).toEqual(['digitação', 'digitação']);
    expect(tips.find((d) => d.trecho.endsWith('.Segundo'))?.sugestao).toMatch(/\. Segundo$/);
    expect(tips.find((d) => d.trecho.endsWith(' ,'))?.sugestao).toMatch(/\p{L},$/u);
    for (const d of tips) expect(d.sugestao).not.toBe(d.trecho);
    // Neither counts where deviations count: the list, the features, and so the two-deviation rule of C1.
    expect(a.c1.desvios).toHaveLength(full.c1.desvios.length);
    expect(a.features.punct_errors).toBe(full.features.punct_errors);
    expect(a.features.deviations_log).toBe(full.features.deviations_log);
    const repeated = analyzeText(
      { texto: `${INTRO}\n${DEV1.replace('. Segundo', '.. Segundo')}\n${DEV2}\n${CONCL_FULL}` },
      sp,
    );
    expect(repeated.c1.desvios.filter((d) => d.tipo === 'pontuação').map((d) => d.detalhe)).toContain(
      'Sinal de pontuação repetido.',
    );
  });
  test('a missing accent that leaves another valid word is caught only where that word cannot stand', () => {
    const texto = `${INTRO}\n${DEV1} A politica do pais esta sendo discutida, porem nada muda ate hoje.\n${DEV2} O jovem pratica esportes e a escola publica livros.\n${CONCL_FULL}`;
    const a = analyzeText({ texto }, sp);
    const accents = a.c1.desvios.filter((d) => d.tipo === 'acentuação').map((d) => `${d.trecho}→${d.sugestao}`);
    expect(accents).toEqual(['politica→política', 'pais→país', 'esta→está', 'porem→porém', 'ate→até']);
    // Counted as accent errors, like the ones the dictionary sees.
    expect(a.features.accent_rate).toBeGreaterThan(full.features.accent_rate!);
  });
  test('nouns whose bare form is a verb form lose their accent only after a determiner; the features read them as fitted', () => {
    const extra = 'O numero de presos cresce, e as noticias mostram um deposito de gente.';
    const base = analyzeText(
      { texto: `${INTRO}\n${DEV1} O governo numera as celas e noticia os dados.\n${DEV2}\n${CONCL_FULL}` },
      sp,
    );
    const a = analyzeText(
      { texto: `${INTRO}\n${DEV1} O governo numera as celas e noticia os dados. ${extra}\n${DEV2}\n${CONCL_FULL}` },
      sp,
    );
    const accents = (x: typeof a) =>
      x.c1.desvios.filter((d) => d.tipo === 'acentuação').map((d) => `${d.trecho}→${d.sugestao}`);
    expect(accents(base)).toEqual([]);
    expect(accents(a)).toEqual(['numero→número', 'noticias→notícias', 'deposito→depósito']);
    // Added after the shipped model was fitted: not in its spelling and accent features.
    expect(a.features.accent_rate! * a.words).toBeCloseTo(base.features.accent_rate! * base.words);
  });
  test('informal register: words with a formal use count only where the use is the oral one', () => {
    const informal = (extra: string) =>
      analyzeText({ texto: `${INTRO}\n${DEV1} ${extra}\n${DEV2}\n${CONCL_FULL}` }, sp)
        .c1.desvios.filter((d) => d.tipo === 'registro informal')
        .map((d) => d.trecho);
    const formal =
      'Esse tipo de violência fere o amparo legal e a beleza da vida das vítimas, das escolas, das famílias etc.';
    expect(informal(formal)).toEqual([]);
    expect(informal('A prisão é tipo uma escola do crime, o que não é muito legal, e etc.')).toEqual([
      'tipo',
      'legal',
      'etc',
    ]);
    // The shipped model's features still count the list's words wherever they stand (as it was fitted).
    const base = analyzeText({ texto: `${INTRO}\n${DEV1}\n${DEV2}\n${CONCL_FULL}` }, sp);
    const withFormal = analyzeText({ texto: `${INTRO}\n${DEV1} ${formal}\n${DEV2}\n${CONCL_FULL}` }, sp);
    expect(withFormal.features.informal).toBe(base.features.informal! + 4);
    expect(withFormal.c1.desvios).toHaveLength(base.c1.desvios.length);
  });
  test('a crase before a masculine word, a pronoun or an infinitive is a deviation; before a feminine noun it is not', () => {
    const texto = `${INTRO}\n${DEV1} Muito se fala à respeito disso, e cabe à você decidir à qualquer momento.\n${DEV2} O direito à mulher de voltar à estudar é garantido.\n${CONCL_FULL}`;
    const a = analyzeText({ texto }, sp);
    const crases = a.c1.desvios.filter((d) => d.tipo === 'crase').map((d) => `${d.trecho}→${d.sugestao}`);
    expect(crases).toEqual(['à respeito→a respeito', 'à você→a você', 'à qualquer→a qualquer', 'à estudar→a estudar']);
    // A word's edge is a Portuguese one: "reinser" in "reinserção", "publica" in "publicação" are not words.
    const inside = analyzeText(
      {
        texto: `${INTRO}\n${DEV1} Cabe à reinserção social e à publicação de medicamentos baratos.\n${DEV2}\n${CONCL_FULL}`,
      },
      sp,
    );
    expect(inside.c1.desvios.filter((d) => d.tipo === 'crase' || d.tipo === 'acentuação')).toEqual([]);
  });
  test("raters' inline corrections are stripped and never counted", () => {
    const a = analyzeText(
      { texto: 'Os escravos pintava pintavam os rostos e saiam saíam nas ruas durante a festa popular.' },
      sp,
    );
    expect(a.doc.removed.map((r) => r.text)).toEqual(['pintavam', 'saíam']);
    expect(a.doc.tokens.map((t) => t.text)).not.toContain('pintavam');
  });
});

describe('thesis, connectives, annulment', () => {
  test('the thesis is the introduction sentence that states the point of view', () => {
    expect(full.c3.tese?.trecho).toMatch(/^No entanto, a evasão escolar ainda persiste/);
    const other = analyzeText(
      {
        texto: `Na obra "Vidas Secas", Graciliano Ramos retrata a miséria do sertão. Nesse contexto, é fundamental discutir a fome no Brasil, problema causado tanto pela desigualdade social quanto pela omissão do Estado.\n${DEV1}\n${DEV2}\n${CONCL_FULL}`,
      },
      sp,
    );
    expect(other.c3.tese?.trecho).toMatch(/^Nesse contexto, é fundamental discutir a fome/);
  });
  test('topics announced in the thesis are checked against the development paragraphs', () => {
    expect(full.c3.topicos).toEqual([
      { topico: 'necessidade de trabalho precoce dos jovens', desenvolvido: true, paragrafo: 1 },
      { topico: 'falta de estrutura das escolas públicas', desenvolvido: true, paragrafo: 2 },
    ]);
    const owing = analyzeText(
      {
        texto: [
          INTRO.replace(
            'seja pela necessidade de trabalho precoce dos jovens, seja pela falta',
            'devido à necessidade de trabalho precoce dos jovens e à falta',
          ),
          DEV1,
          DEV2,
          CONCL_FULL,
        ].join('\n'),
      },
      sp,
    );
    expect(owing.c3.topicos[0]?.topico).toMatch(/^necessidade de trabalho precoce/);
    const half = analyzeText(
      { texto: [INTRO, DEV1, DEV1.replace('Em primeiro lugar', 'Ademais'), CONCL_FULL].join('\n') },
      sp,
    );
    expect(half.c3.topicos.map((t) => t.desenvolvido)).toEqual([true, false]);
  });
  test('cause verbs announce topics, and a topic in other words is taken up by the order of the announcement', () => {
    for (const announce of [
      'decorre da necessidade de trabalho precoce dos jovens e da falta',
      'resulta da necessidade de trabalho precoce dos jovens e da falta',
      'se deve à necessidade de trabalho precoce dos jovens e à falta',
      'é fruto da necessidade de trabalho precoce dos jovens e da falta',
      'tem como causas a necessidade de trabalho precoce dos jovens e a falta',
    ]) {
      const a = analyzeText(
        {
          texto: [
            INTRO.replace(
              'persiste no Brasil, seja pela necessidade de trabalho precoce dos jovens, seja pela falta',
              `persiste no Brasil e ${announce}`,
            ),
            DEV1,
            DEV2,
            CONCL_FULL,
          ].join('\n'),
        },
        sp,
      );
      expect(a.c3.topicos.map((t) => t.topico)).toEqual([
        'necessidade de trabalho precoce dos jovens',
        'falta de estrutura das escolas públicas',
      ]);
    }
    // The first development paragraph in other words: the second topic's words are the second paragraph's, so the
    // first is taken up by the order of the announcement.
    const other = analyzeText(
      {
        texto: [
          INTRO.replace(
            'seja pela necessidade de trabalho precoce dos jovens, seja pela',
            'seja pela carência material, seja pela',
          ),
          DEV1,
          DEV2,
          CONCL_FULL,
        ].join('\n'),
      },
      sp,
    );
    expect(other.c3.topicos).toEqual([
      { topico: 'carência material', desenvolvido: true, paragrafo: 1, pelaOrdem: true },
      { topico: 'falta de estrutura das escolas públicas', desenvolvido: true, paragrafo: 2 },
    ]);
    // "garantido pela Constituição" names the passive's agent, not a topic.
    const passive = analyzeText(
      {
        texto: [
          INTRO.replace('garante a todos o direito à educação', 'traz um direito garantido pela Constituição'),
          DEV1,
          DEV2,
          CONCL_FULL,
        ].join('\n'),
      },
      sp,
    );
    expect(passive.c3.topicos.map((t) => t.topico)).not.toContain('Constituição');
  });
  test('connectives are counted by function, with the ones that open paragraphs', () => {
    const found = full.c4.conectivos.map((c) => `${c.trecho.toLowerCase()}:${c.funcao}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'no entanto:oposição',
        'em primeiro lugar:ordenação',
        'dessa forma:consequência',
        'visto que:causa',
        'além disso:adição',
        'contudo:oposição',
        'consequentemente:consequência',
        'portanto:conclusão',
      ]),
    );
    expect(full.c4.entreParagrafos).toBe(3);
    expect(full.c4.conectivos.filter((c) => c.inicial).map((c) => c.trecho)).toEqual([
      'Em primeiro lugar',
      'Além disso',
      'Portanto',
    ]);
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
    const copy = analyzeText(
      { texto: `${DEV1} ${DEV2}`, proposta: { titulo: 'Evasão', texto_apoio: `${DEV1}\n${DEV2}` } },
      sp,
    );
    expect(copy.anulacao?.motivo).toMatch(/Cópia/);
    const list = analyzeText(
      {
        texto: `${INTRO}\nEducação escola evasão renda pobreza desigualdade Constituição IBGE trabalho jovens futuro conhecimento cidadania inclusão.\n${DEV2}\n${CONCL_FULL}`,
      },
      sp,
    );
    expect(list.gaming.map((g) => g.tipo)).toContain('lista de palavras');
    const pasted = analyzeText({ texto: `${ESSAY}\n${ESSAY}\n${ESSAY}` }, sp);
    expect(pasted.anulacao?.motivo).toMatch(/não é uma redação/);
  });
});

describe('features meant to carry across proposals', () => {
  test('MTLD: a text repeating a few words scores far below one that varies them, at any length', () => {
    const varied = ESSAY.toLowerCase().match(/\p{L}+/gu)!;
    const repeated = Array.from({ length: varied.length }, (_, i) => ['a', 'escola', 'é', 'boa', 'e'][i % 5]!);
    expect(mtld(varied)).toBeGreaterThan(3 * mtld(repeated));
    // Robust to length: the first half and the whole text are within a third of each other.
    const half = mtld(varied.slice(0, Math.floor(varied.length / 2)));
    expect(Math.abs(half - mtld(varied)) / mtld(varied)).toBeLessThan(1 / 3);
    expect(mtld(['poucas', 'palavras'])).toBe(0);
  });

  test('every one is computed, read by the models, and agrees with the analysis it comes from', () => {
    for (const f of GENERIC_FEATURES) {
      expect(FEATURES).toContain(f);
      expect(Number.isFinite(full.features[f])).toBe(true);
    }
    expect(full.features.c1_findings_100).toBeCloseTo((100 * full.c1.desvios.length) / full.doc.tokens.length, 6);
    expect(full.features.thesis_found).toBe(full.c3.tese ? 1 : 0);
    expect(full.features.topics_announced).toBe(full.c3.topicos.length);
    expect(full.features.function_share).toBeGreaterThan(0.3);
    expect(full.features.function_share).toBeLessThan(0.8);
    expect(full.features.paragraphs_multi_sentence).toBeGreaterThan(0);
  });

  test('sentence spread: even sentences have none, uneven ones some', () => {
    const even = analyzeText(
      { texto: 'Eu gosto de ler livros. Ele gosta de ver filmes. Nós gostamos de ouvir música.' },
      sp,
    );
    const uneven = analyzeText(
      {
        texto:
          'Leio. Ele gosta muito de ver filmes antigos no cinema da cidade com os amigos da escola todos os sábados à tarde.',
      },
      sp,
    );
    expect(even.features.sentence_sd).toBe(0);
    expect(uneven.features.sentence_sd).toBeGreaterThan(5);
    expect(uneven.features.sentence_cv).toBeGreaterThan(even.features.sentence_cv);
  });
});
