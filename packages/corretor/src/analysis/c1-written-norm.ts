// C1 — formal written Portuguese: spelling (with suggestions), accents, capitals, punctuation, register, long
// sentences, crase and agreement patterns that hold without parsing.
import { C1_TYPING_TIP } from '@argumenta/contracts';
import { OPENING_CONNECTIVES } from '../connectives.js';
import { GLUED_THOUGH_LISTED, INFORMAL, STOPWORDS } from '../lexicon.js';
import {
  knownExpression,
  soundAlikeVariants,
  wellFormedCompound,
  wellFormedDerivation,
  type Speller,
} from '../speller.js';
import { ARTICLES, grammarDeviations, NOMINAL_ACCENT, NOMINAL_DETERMINERS } from './c1-grammar.js';
import { foldAccents, wordEdges, type Paragraph, type Token } from '../text.js';
import { ev, matchPhrases, spanOf, tokEv, type EssayContext } from './shared.js';
import type { Evidence, TextAnalysis } from './types.js';

const COMMA_CONNECTIVES = [
  'além disso',
  'ademais',
  'outrossim',
  'no entanto',
  'entretanto',
  'contudo',
  'todavia',
  'portanto',
  'dessa forma',
  'desse modo',
  'dessa maneira',
  'por conseguinte',
  'consequentemente',
  'em suma',
  'em síntese',
  'por fim',
  'nesse sentido',
  'nesse contexto',
  'sendo assim',
  'assim sendo',
  'diante disso',
  'diante do exposto',
  'em primeiro lugar',
  'em segundo lugar',
  'primeiramente',
  'por outro lado',
  'em contrapartida',
  'com isso',
  'por exemplo',
  'hodiernamente',
  'na contemporaneidade',
  'dessarte',
  'destarte',
  'em resumo',
  'posto isso',
  'isto posto',
  'sob esse viés',
  'nessa perspectiva',
  'sob essa ótica',
];
const PLURAL_DETERMINERS = new Set([
  'dos',
  'das',
  'aos',
  'pelos',
  'pelas',
  'esses',
  'essas',
  'estes',
  'estas',
  'seus',
  'suas',
  'muitos',
  'muitas',
  'vários',
  'várias',
  'alguns',
  'algumas',
  'outros',
  'outras',
  'diversos',
  'diversas',
  'nossos',
  'nossas',
  'meus',
  'minhas',
  'desses',
  'dessas',
  'nesses',
  'nessas',
  'destes',
  'destas',
  'daqueles',
  'daquelas',
  'aqueles',
  'aquelas',
]);

/** Crase and agreement patterns that hold without parsing (each: regex on lower-cased text, explanation, fix). */
/**
 * A C1 rule that needs no analysis: its name, a sentence where it must fire and a look-alike where it must not
 * (test/c1-grammar.test.ts runs both), the regex on the text, the kind, explanation and fix.
 */
export type NormRule = {
  nome: string;
  exemplo: string;
  contraExemplo: string;
  re: RegExp;
  tipo: string;
  detalhe: string;
  fix: (m: string) => string;
};
type GrammarRule = NormRule;
export const NORM_GRAMMAR_RULES: GrammarRule[] = (
  [
    {
      nome: 'à respeito',
      exemplo: 'O texto fala à respeito da violência.',
      contraExemplo: 'O texto fala a respeito da violência.',
      re: /\bà respeito\b/giu,
      tipo: 'crase',
      detalhe: 'Não há crase antes da palavra masculina "respeito".',
      fix: () => 'a respeito',
    },
    {
      nome: 'à partir',
      exemplo: 'À partir de hoje, tudo muda.',
      contraExemplo: 'A partir de hoje, tudo muda.',
      re: /\bà partir\b/giu,
      tipo: 'crase',
      detalhe: '"A partir" não leva acento grave: "partir" é verbo.',
      fix: () => 'a partir',
    },
    {
      nome: 'crase antes de masculino ou pronome',
      exemplo: 'Isso cabe à ele e à todos.',
      contraExemplo: 'Isso cabe a ele e a todos.',
      re: /\bà (?:ele|eles|este|esse|isso|isto|aquilo|todos|todo|cada|qualquer|um|uns|nós|você|vocês|mim|ti)\b/giu,
      tipo: 'crase',
      detalhe: 'Não há crase antes de palavras masculinas, pronomes ou artigo indefinido.',
      fix: (m) => 'a' + m.slice(1),
    },
    // "à mulher", "à colher": nouns that end like an infinitive.
    {
      nome: 'crase antes de infinitivo',
      exemplo: 'Os jovens começam à trabalhar cedo.',
      contraExemplo: 'Os jovens começam a trabalhar cedo e à mulher cabe o resto.',
      re: /\bà (?!(?:mulher|colher|qualquer)\b)(?:\p{L}+(?:ar|er|ir))\b(?! d[aeo])/giu,
      tipo: 'crase',
      detalhe: 'Não há crase antes de verbo no infinitivo.',
      fix: (m) => 'a' + m.slice(1),
    },
    {
      nome: 'às vezes',
      exemplo: 'As vezes, a escola falha.',
      contraExemplo: 'Às vezes, a escola falha; todas as vezes, a família ajuda.',
      re: /(?<!\btodas )\bas vezes\b/giu,
      tipo: 'crase',
      detalhe: 'A locução adverbial "às vezes" (= de vez em quando) leva crase.',
      fix: () => 'às vezes',
    },
    {
      nome: 'à medida que',
      exemplo: 'A renda cai a medida que os preços sobem.',
      contraExemplo: 'A renda cai à medida que os preços sobem.',
      re: /\ba medida que\b/giu,
      tipo: 'crase',
      detalhe: 'A locução "à medida que" leva crase.',
      fix: () => 'à medida que',
    },
    {
      // Inside the sentence only: opening it, "As vésperas do Natal são…" may be the subject.
      nome: 'às vésperas de',
      exemplo: 'Ela estava as vésperas da prova.',
      contraExemplo: 'Ela estava às vésperas da prova. As vésperas do Natal são agitadas.',
      re: /(?<=\p{L},?\s)as vésperas d(?:e|o|a|os|as)\b/giu,
      tipo: 'crase',
      detalhe: 'A locução "às vésperas de" (= pouco antes de) leva crase.',
      fix: (m) => 'às' + m.slice(2),
    },
    {
      nome: 'haver impessoal no plural (lista)',
      exemplo: 'Haviam muitos casos sem solução.',
      contraExemplo: 'Havia muitos casos sem solução.',
      re: /\b(?:haviam|houveram)\s+(?:muit[oa]s|vári[oa]s|poucos|poucas|diversos|diversas|casos|pessoas|problemas)\b/giu,
      tipo: 'concordância',
      detalhe: 'O verbo "haver" no sentido de existir é impessoal e fica no singular.',
      fix: (m) => m.replace(/^\S+/, (v) => (v.toLowerCase().startsWith('hou') ? 'houve' : 'havia')),
    },
    {
      nome: 'fazer impessoal no plural (lista)',
      exemplo: 'Fazem dez anos que a lei existe.',
      contraExemplo: 'Faz dez anos que a lei existe.',
      // Opening its clause (or after "já"/"hoje"), the time followed by "que", "desde" or the clause's end: with a
      // subject before it ("Os alunos fazem dois anos de curso") "fazer" is not impersonal.
      re: /(?<=(?:^|[.;:,!?(]\s*|\b(?:já|hoje|que|e)\s+))fazem\s+(?:\d+|muitos|vários|alguns|dois|três|cinco|dez)\s+anos(?=\s*(?:[.;:,!?)]|$)|\s+(?:que|desde)\b)/giu,
      tipo: 'concordância',
      detalhe: 'O verbo "fazer" indicando tempo decorrido é impessoal: "faz anos".',
      fix: (m) => m.replace(/^\S+/, (v) => (/^F/.test(v) ? 'Faz' : 'faz')),
    },
    {
      nome: 'a gente com verbo no plural',
      exemplo: 'A gente vamos mudar isso.',
      contraExemplo: 'Nós vamos mudar isso.',
      re: /\ba gente (?:vamos|somos|temos|estamos|fomos|podemos|devemos|precisamos)\b/giu,
      tipo: 'concordância',
      detalhe: '"A gente" leva o verbo na 3ª pessoa do singular (e é informal: prefira "nós").',
      fix: () => 'nós …',
    },
    {
      nome: 'menas',
      exemplo: 'Há menas vagas nas escolas.',
      contraExemplo: 'Há menos vagas nas escolas.',
      re: /\bmenas\b/giu,
      tipo: 'concordância',
      detalhe: '"Menos" é invariável.',
      fix: () => 'menos',
    },
    {
      nome: 'para mim com infinitivo',
      exemplo: 'É difícil para mim fazer isso.',
      contraExemplo: 'É difícil para eu fazer isso.',
      re: /\b(?:para|pra) mim (?:\p{L}+(?:ar|er|ir))\b/giu,
      tipo: 'concordância',
      detalhe: 'Sujeito de infinitivo é "eu", não "mim".',
      fix: (m) => m.replace(/mim/i, 'eu'),
    },
    {
      nome: 'os mesmo',
      exemplo: 'Os mesmo erros se repetem.',
      contraExemplo: 'Os mesmos erros se repetem.',
      re: /\b(?:os|as) mesmo\b/giu,
      tipo: 'concordância',
      detalhe: '"Mesmo" concorda com o substantivo a que se refere.',
      fix: (m) => m + 's',
    },
    {
      nome: 'comparativo analítico',
      exemplo: 'O problema ficou mais grande.',
      contraExemplo: 'O problema ficou maior.',
      re: /\bmais (?:grande|pequeno|bom|ruim)\b/giu,
      tipo: 'concordância',
      detalhe: 'Use a forma sintética do comparativo (maior, menor, melhor, pior).',
      fix: (m) =>
        ({ grande: 'maior', pequeno: 'menor', bom: 'melhor', ruim: 'pior' })[m.split(/\s+/)[1].toLowerCase()] ?? m,
    },
  ] satisfies GrammarRule[]
).map((rule) => ({ ...rule, re: wordEdges(rule.re) }));

/**
 * Agreement rules added after the shipped model was fitted, read after the analyser's rules (whose findings they never
 * overlap) and, like ACCENT_RULES_SINCE_FIT, left out of the features until the next refit. "Que" taking up a plural
 * noun with its determiner asks for the plural verb ("os alunos que tem" → "têm"); "um dos … que" allows both.
 */
export const NORM_GRAMMAR_RULES_SINCE_FIT: GrammarRule[] = (
  [
    {
      nome: 'que retomando plural com tem/vem',
      exemplo: 'Os alunos que tem acesso à internet leem mais.',
      contraExemplo: 'Um dos alunos que tem acesso à internet lê mais.',
      re: /(?<!\bum\s|\buma\s)\b(?:os|as|dos|das|aos|às|pelos|pelas|esses|essas|estes|estas|desses|dessas|muitos|muitas|vários|várias|alguns|algumas)\s+\p{L}+s\s+que\s+(?:não\s+)?(?:tem|vem)\b/giu,
      tipo: 'concordância',
      detalhe: '"Que" retoma um nome no plural: o verbo vai ao plural ("têm", "vêm").',
      fix: (m: string) => m.replace(/(t|v)em$/iu, '$1êm'),
    },
    {
      // Opening a sentence ("Por tanto, é preciso…", "Por tanto para que…") or between commas it is the conclusive
      // "portanto"; "por tanto tempo", "por tantos anos" are right.
      nome: 'por tanto por portanto',
      exemplo: 'Por tanto, é preciso agir. Fica claro, por tanto, que a lei falha.',
      contraExemplo: 'Portanto, é preciso agir. Por tanto tempo a lei falhou, e por tanto esforço nada mudou.',
      re: /(?:(?<=^|[.!?\n]\s*)por tanto(?!\s+\p{L}*(?:tempo|anos?|dias?|meses|séculos?|décadas?|vezes|esforço|sofrimento)\b)|\bpor tanto(?=\s*,))\b/giu,
      tipo: 'ortografia',
      detalhe: 'A conjunção conclusiva se escreve junta: "portanto".',
      fix: (m: string) => (m[0] === 'P' ? 'Portanto' : 'portanto'),
    },
    {
      // The verb "pôr" in its locutions: "por em prática" never reads otherwise; "por fim a" is the verb after a word
      // that asks for an infinitive, the connective "por fim" elsewhere.
      nome: 'por por pôr',
      exemplo: 'É hora de por em risco os privilégios, de agir para por fim à impunidade e de por limites ao lucro.',
      contraExemplo:
        'É hora de pôr em risco os privilégios. Por fim, à escola cabe educar; por fim a lei mudou; multou por limites ultrapassados.',
      re: /\bpor(?=\s+em\s+(?:prática|risco|xeque|pauta|evidência|discussão|dúvida)\b)|\bpor(?=\s+(?:limites?|freios?)\s+(?:a|à|às|ao|aos)\b)|(?<=\b(?:para|de|deve|devem|pode|podem|possa|possam|precisa|precisam|consiga|consigam|conseguir|tentar|quer|querem)\s+)por(?=\s+fim\s+(?:a|ao|aos|à|às|esse|essa|este|esta|tal|tais)\b)/giu,
      tipo: 'acentuação',
      detalhe: 'O verbo "pôr" leva acento diferencial, que o distingue da preposição "por".',
      fix: (m: string) => (m[0] === 'P' ? 'Pôr' : 'pôr'),
    },
    {
      // After a verb of state the locution "à espera de" (the article + noun "a espera" opens a subject or follows a
      // preposition).
      nome: 'à espera de',
      exemplo: 'Muitos pacientes ficam a espera de uma consulta.',
      contraExemplo: 'Muitos pacientes ficam à espera de uma consulta, e a espera de meses é comum.',
      re: /(?<=\b(?:está|estão|estava|estavam|estar|fica|ficam|ficou|ficaram|ficar|permanece|permanecem|permanecer|continua|continuam|vive|vivem|segue|seguem)\s+)a espera(?=\s+d[eoa]s?\b)/giu,
      tipo: 'crase',
      detalhe: 'A locução "à espera de" leva crase.',
      fix: () => 'à espera',
    },
    {
      // "Não há outra saída senão educar": "senão" (= a não ser) before the infinitive that names the only way out.
      nome: 'se não por senão depois de outra saída',
      exemplo: 'Não resta outra alternativa se não investir em educação.',
      contraExemplo: 'Não resta outra alternativa: o país não cresce se não investir em educação.',
      re: /(?<=\b(?:outr[oa]|nenhum|nenhuma)\s+(?:saída|alternativa|opção|caminho|solução|escolha|forma|maneira|jeito|remédio)\s+)se não(?=\s+\p{L}+(?:ar|er|ir)\b)/giu,
      tipo: 'ortografia',
      detalhe: 'No sentido de "a não ser", escreve-se junto: "senão".',
      fix: () => 'senão',
    },
    {
      // "não é individual, mais coletivo": the adversative after a negated predicative.
      nome: 'mais por mas depois de predicativo negado',
      exemplo: 'A solução não é simples, mais possível.',
      contraExemplo: 'A solução não é simples, mas possível; não é tarde, mais cedo do que se pensa.',
      re: /(?<=\bnão\s+(?:é|são|foi|era|está|estão|seria|será)\s+\p{L}+\s*,\s*)mais(?=\s+\p{L}+\s*(?:[,.;:!?]|$))/giu,
      tipo: 'ortografia',
      detalhe: '"Mais" indica quantidade; a conjunção adversativa é "mas".',
      fix: (m: string) => (m[0] === 'M' ? 'Mas' : 'mas'),
    },
  ] satisfies GrammarRule[]
).map((rule) => ({ ...rule, re: wordEdges(rule.re) }));

/**
 * Missing accents the dictionary cannot see, because the bare form is another valid word (a verb form, mostly): only in
 * contexts where that other word cannot stand — after a determiner it is the noun ("a politica"), "esta" before a
 * gerund or participle is the verb ("esta sendo"). Each regex's group 1 is the word; `accented` gives its fix.
 */
/** An accent rule: its name, a sentence where it fires and one where it must not, the regex (group 1: the word). */
type AccentRule = { nome: string; exemplo: string; contraExemplo: string; re: RegExp };
const DET_F =
  '(?:a|à|da|na|pela|uma|sua|nossa|essa|esta|dessa|desta|nessa|nesta|toda|qualquer|as|às|das|nas|pelas|suas|nossas|essas|estas|dessas|destas|nessas|nestas)';
const DET_M = '(?:o|ao|do|no|pelo|um|seu|nosso|esse|este|desse|deste|nesse|neste|todo o|qualquer)';
const ACCENT_RULES: AccentRule[] = (
  [
    {
      nome: 'acento: nome feminino depois de determinante',
      exemplo: 'A politica do governo falhou.',
      contraExemplo: 'A política do governo falhou.',
      re: new RegExp(
        `\\b${DET_F}\\s+(politicas?|praticas?|publicas?|criticas?|historias?|analises?|musicas?|medicas?|ultimas?)\\b`,
        'giu',
      ),
    },
    {
      nome: 'acento: nome masculino depois de determinante',
      exemplo: 'O pais precisa de escolas.',
      contraExemplo: 'O país precisa de escolas e os pais ajudam.',
      re: new RegExp(`\\b${DET_M}\\s+(pais|publico|medico|ultimo)\\b`, 'giu'),
    },
    {
      nome: 'acento: esta antes de gerúndio ou particípio',
      exemplo: 'O problema esta sendo ignorado.',
      contraExemplo: 'O problema está sendo ignorado nesta cidade.',
      re: /\b(esta)\s+(?:sendo|cada vez|\p{L}+ndo|presente|relacionad[oa]s?|ligad[oa]s?|inserid[oa]s?|associad[oa]s?)\b/giu,
    },
    {
      nome: 'acento: ate, apos',
      exemplo: 'Ate hoje nada mudou, apos a crise.',
      contraExemplo: 'Até hoje nada mudou, após a crise.',
      re: /\b(ate|apos)\b/giu,
    },
    {
      nome: 'acento: porem',
      exemplo: 'A lei existe, porem ninguém a cumpre.',
      contraExemplo: 'A lei existe, porém ninguém a cumpre.',
      re: /(?:^|[.;,:]\s*)(porem)\b/gimu,
    },
  ] satisfies AccentRule[]
).map((rule) => ({ ...rule, re: wordEdges(rule.re) }));
/**
 * More of the same, added after the shipped model was fitted: shown and counted by C1's two-deviation rule, left out of
 * the features until the next refit (a refit with them and the corrected informal count moved C1 on partitions 0 / 1 of
 * the issue's measure from 0.521 / 0.497 to 0.492 / 0.508).
 */
const ACCENT_RULES_SINCE_FIT: AccentRule[] = (
  [
    {
      nome: 'acento: mais nomes femininos depois de determinante',
      exemplo: 'A noticia se espalhou.',
      contraExemplo: 'A notícia se espalhou.',
      re: new RegExp(`\\b${DET_F}\\s+(noticias?|policias?|series?|duvidas?|formulas?|especies?)\\b`, 'giu'),
    },
    {
      nome: 'acento: mais nomes masculinos depois de determinante',
      exemplo: 'O numero de casos cresceu.',
      contraExemplo: 'O número de casos cresceu.',
      re: new RegExp(
        `\\b${DET_M}\\s+(numero|habito|individuo|comercio|negocio|deposito|veiculo|transito|principio|estimulo|calculo|titulo|vinculo|exercito|domicilio|oficio)\\b`,
        'giu',
      ),
    },
    // Plural nouns whose bare form is only a second-person verb ("tu praticas"), a person an essay never writes in; and
    // "industria", "substancia", "musica", verbs nobody uses ("teatro, dança, musica e artes visuais"). Found where the
    // corpus raters corrected them ("escolas publicas").
    {
      nome: 'acento: plurais que só seriam verbo na segunda pessoa',
      exemplo: 'As escolas publicas precisam de verbas.',
      contraExemplo: 'As escolas públicas precisam de verbas.',
      re: /(?<!\btu\s)\b(noticias|industrias?|substancias?|duvidas|praticas|politicas|criticas|historias|musicas?|formulas|publicas|ultimas|medicas|analises)\b/giu,
    },
    // "beneficio" is a verb only in the first person ("eu me beneficio"), which an essay hardly writes in: elsewhere the
    // noun ("uma bolsa extra como beneficio").
    {
      nome: 'acento: beneficio fora da primeira pessoa',
      exemplo: 'Os alunos recebem uma bolsa como beneficio.',
      contraExemplo: 'Eu me beneficio da bolsa, um benefício justo.',
      re: /(?<!\b(?:eu|me)\s)\b(beneficio)\b/giu,
    },
    // "publica" after a feminine noun it qualifies is the adjective ("saúde publica"), unless an object follows (the verb:
    // "a rede publica um boletim"); after a noun that can publish, only before a mark or a word no object starts with
    // ("a escola publica é", but "a escola publica livros" is the verb).
    {
      nome: 'acento: publica depois de nome que ela qualifica',
      exemplo: 'A saúde publica é um direito.',
      contraExemplo: 'A saúde pública é um direito e a rede publica um boletim.',
      re: /\b(?:saúde|rede|esfera|via|opinião|segurança|política|gestão|administração|verba|calamidade|utilidade|audiência|consulta|educação|despesa|dívida|função|obra|ordem|vida|praça|área|infraestrutura|moralidade|instância)\s+(publica)\b(?!\s+(?:um|uma|uns|umas|o|a|os|as|seus?|suas?|dados)\b)/giu,
    },
    {
      nome: 'acento: publica depois de nome que pode publicar',
      exemplo: 'A escola publica é gratuita.',
      contraExemplo: 'A escola publica livros e a escola pública é gratuita.',
      re: /\b(?:escola|universidade|instituição|entidade|iniciativa|defensoria)\s+(publica)(?=\s*[.,;:!?]|\s+(?:e|é|de|do|da|dos|das|no|na|em|que|não|brasileira|municipal|estadual|federal|ainda|também|precisa|deve|tem|oferece)\b)/giu,
    },
    // "esta" is the verb after "não" and before a place ("não esta", "o perigo esta nos alimentos").
    {
      nome: 'acento: não esta',
      exemplo: 'O governo não esta preparado.',
      contraExemplo: 'O governo não está preparado.',
      re: /\b(?:não|nao)\s+(esta)\b/giu,
    },
    {
      nome: 'acento: esta antes de lugar',
      exemplo: 'O perigo esta nos alimentos.',
      contraExemplo: 'O perigo está nos alimentos.',
      re: /\b(esta)\s+(?:em|no|na|nos|nas|longe|perto)\b/giu,
    },
    // "nos" closing a phrase after a preposition is the pronoun "nós" ("por nós.", "para nós,").
    {
      nome: 'acento: nos no fim de frase',
      exemplo: 'A decisão cabe a nos.',
      contraExemplo: 'A decisão cabe a nós.',
      re: /\b(?:por|para|entre|sem|sobre|contra|de|a)\s+(nos)(?=\s*[.,;:!?])/giu,
    },
  ] satisfies AccentRule[]
).map((rule) => ({ ...rule, re: wordEdges(rule.re) }));
/** Every accent rule once, each marked whether the shipped model's features were fitted with it. */
export const ACCENT_CHECKS = [
  ...ACCENT_RULES.map((rule) => ({ ...rule, fitted: true })),
  ...ACCENT_RULES_SINCE_FIT.map((rule) => ({ ...rule, fitted: false })),
];
const ACCENTED: Record<string, string> = {
  politica: 'política',
  pratica: 'prática',
  publica: 'pública',
  critica: 'crítica',
  historia: 'história',
  analise: 'análise',
  musica: 'música',
  beneficio: 'benefício',
  medica: 'médica',
  ultima: 'última',
  pais: 'país',
  publico: 'público',
  medico: 'médico',
  ultimo: 'último',
  esta: 'está',
  ate: 'até',
  apos: 'após',
  porem: 'porém',
  noticia: 'notícia',
  policia: 'polícia',
  serie: 'série',
  duvida: 'dúvida',
  formula: 'fórmula',
  especie: 'espécie',
  industria: 'indústria',
  substancia: 'substância',
  nos: 'nós',
  numero: 'número',
  habito: 'hábito',
  individuo: 'indivíduo',
  comercio: 'comércio',
  negocio: 'negócio',
  deposito: 'depósito',
  veiculo: 'veículo',
  transito: 'trânsito',
  principio: 'princípio',
  estimulo: 'estímulo',
  calculo: 'cálculo',
  titulo: 'título',
  vinculo: 'vínculo',
  exercito: 'exército',
  domicilio: 'domicílio',
  oficio: 'ofício',
};
/** The word with its accent, in its number ("politicas" → "políticas") and its capital ("Porem" → "Porém"). */
function accented(word: string): string {
  const lower = word.toLowerCase();
  const fixed = ACCENTED[lower] ?? `${ACCENTED[lower.slice(0, -1)]!}s`;
  return /^\p{Lu}/u.test(word) ? fixed[0]!.toUpperCase() + fixed.slice(1) : fixed;
}

/** Loanwords and current terms common in essays that the 2013 dictionary lacks. */
const FOREIGN = new Set(
  'fake news fakes fakenews influencer influencers digital online internet facebook instagram whatsapp youtube twitter tiktok google netflix streaming smartphone smartphones celular bullying cyberbullying site sites blog blogs link links email e-mail selfie selfies marketing software hardware games game gamer home office homeschooling covid covid-19 coronavírus lgbt lgbtqia lgbtqia+ déficit superávit criptomoeda criptomoedas antivacina feminicídio feminicídios pós-verdade youtuber youtubers podcast podcasts chatgpt app apps mainstream fitness delivery'.split(
    ' ',
  ),
);

/** A dictionary word or a loanword of FOREIGN: what a prefix or a suffix may be added to ("ciberbullying"). */
const inLexiconOf = (sp: Speller) => (x: string) => sp.check(x) || FOREIGN.has(x);

/**
 * Essay-BR transcriptions lost some characters: drop caps ("onstituição") and accented vowels ("notcias",
 * "histria"). A student leaves an accent out, never the letter, so a word that one accented vowel (or, at a
 * start, a capital) would fix is a transcription artefact, not a deviation.
 */
function isTranscriptionArtefact(sp: Speller, t: Token, accentOnly: boolean, amongKnown = false): boolean {
  // An unaccented word of four letters or more that accents alone fix (`accentOnly`: "alem" → "além", "familia") is
  // the student's slip, even when a lost letter would also make a word of it ("alemã", "Calem"). Shorter fragments
  // ("pas", "le") and words that carry an accent ("aís", from "país") stay artefacts.
  if (accentOnly && t.text.length >= 4 && t.fold === t.lower) return false;
  const w = t.lower;
  // So is one that a confusion of consonants spelt alike fixes ("analizar" → "analisar"), whatever a lost capital
  // would make of it ("Canalizar"), among words the dictionary knows: lost capitals come in runs, a title's words
  // ("nstituto de esquisa conômica plicada", "otícias alsas").
  if (amongKnown && w.length >= 5 && soundAlikeVariants(w).some((c) => sp.check(c))) return false;
  if (/^\p{Ll}/u.test(t.text)) for (const c of 'ABCDEFGHIJLMNOPQRSTUVZÁÉÍÓÚ') if (sp.check(c + w)) return true;
  for (let i = 1; i <= w.length; i++)
    for (const v of 'íáéóúêâôã') if (sp.check(w.slice(0, i) + v + w.slice(i))) return true;
  return false;
}

/** The one-word connectives a sentence opens with ("assim", "portanto", "logo"). */
const ONE_WORD_OPENERS = [...new Set(Object.values(OPENING_CONNECTIVES).flat())].filter((c) => !/[\s-]/u.test(c));
/** Whether two words differ by one letter added, dropped or changed. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const tail = (x: string, y: string) => x.slice(i + 1) === y.slice(i + (x.length === y.length ? 1 : 0));
  return a.length >= b.length ? tail(a, b) : tail(b, a);
}
/**
 * A word the dictionary knows only as a proper name, opening a sentence before a comma and one letter from a
 * connective ("Asim, alguém pode perder…"): that connective misspelt, as a name is not set off so.
 */
function connectiveAsName(sp: Speller, t: Token, next: string): string | undefined {
  if (!/^\p{Lu}\p{Ll}+$/u.test(t.text) || !sp.check(t.text) || sp.check(t.lower) || !/^,/u.test(next)) return undefined;
  const c = ONE_WORD_OPENERS.find((w) => w.length >= 4 && oneEditApart(t.lower, w));
  return c && c[0]!.toUpperCase() + c.slice(1);
}

/** Cardinals that take no plural ("dos quinze anos", "as cinco regiões"): the dictionary also lists them as nouns. */
const INVARIABLE_NUMERALS = new Set(
  'quatro cinco seis sete oito nove onze doze treze catorze quatorze quinze dezesseis dezessete dezoito dezenove vinte trinta quarenta cinquenta sessenta setenta oitenta noventa'.split(
    ' ',
  ),
);

/** Word found in the dictionary in any plausible casing (sentence-initial capitals, acronyms). */
function known(sp: Speller, t: Token): boolean {
  if (/\d/.test(t.text)) return true;
  return sp.check(t.text) || sp.check(t.lower) || (t.text.length > 1 && t.text === t.text.toUpperCase());
}

/**
 * Full spelling suggestions (10–80 ms a word) for this many unknown words of an essay; the rest get the cheap generator
 * (accents and typical confusions). A count, not a time budget: the same essay gets the same suggestions on a loaded
 * machine. Of the 686 development essays, 657 ask for at most 4.
 */
const FULL_SUGGESTIONS_PER_ESSAY = 6;

/** Words before "tipo" that make it the noun ("esse tipo", "qualquer tipo"), not the oral filler ("é tipo uma prisão"). */
const TYPE_DETERMINERS = new Set([
  'o',
  'um',
  'esse',
  'este',
  'aquele',
  'nesse',
  'neste',
  'desse',
  'deste',
  'daquele',
  'naquele',
  'qualquer',
  'outro',
  'todo',
  'cada',
  'mesmo',
  'certo',
  'tal',
  'algum',
  'nenhum',
  'seu',
  'novo',
  'único',
  'determinado',
  'qual',
  'do',
  'no',
  'ao',
  'pelo',
  'num',
  'dum',
  'que',
]);
const INTENSIFIERS = new Set(['muito', 'super', 'tão', 'bem', 'bastante', 'meio', 'mais']);
/**
 * Words of the informal list with a formal use are deviations only where the use is the oral one: "tipo" is the noun in
 * "esse tipo de violência" (92 such uses in the development essays were shown as informal), "legal" is "lawful" in
 * "amparo legal" and "cool" only after an intensifier ("muito legal"), "beleza" is the noun, and "etc." is a standard
 * abbreviation — wrong only after a redundant "e".
 */
function oralUse(phrase: string, before: Token | undefined, after: Token | undefined): boolean {
  if (phrase === 'tipo')
    return !(before && TYPE_DETERMINERS.has(before.lower)) && !(after && /^(?:de|d[oa]s?)$/.test(after.lower));
  if (phrase === 'legal') return !!before && INTENSIFIERS.has(before.lower);
  if (phrase === 'beleza') return false;
  if (phrase === 'etc') return before?.lower === 'e';
  return true;
}

/**
 * A formal word or expression for each informal one, as the suggestion shown: always a real word or expression (the
 * choice between several goes in the explanation). A word with none to put in its place ("né", "kkk") gets no
 * suggestion: the explanation says to remove it.
 */
const FORMAL_ALTERNATIVES: Record<string, string> = {
  'tipo assim': 'por exemplo',
  pra: 'para',
  pro: 'para o',
  pros: 'para os',
  pras: 'para as',
  tá: 'está',
  tô: 'estou',
  vc: 'você',
  vcs: 'vocês',
  q: 'que',
  tb: 'também',
  tbm: 'também',
  mt: 'muito',
  mto: 'muito',
  galera: 'as pessoas',
  cara: 'indivíduo',
  a: 'nós',
  'a gente': 'nós',
  coisa: 'fator',
  coisas: 'fatores',
  tipo: 'como',
  'com certeza': 'certamente',
  'a nível de': 'no âmbito de',
  aí: 'nesse caso',
  daí: 'consequentemente',
  gente: 'pessoas',
  então: 'portanto',
  pq: 'porque',
  super: 'muito',
  mó: 'muito',
  legal: 'interessante',
  'meio que': 'de certo modo',
  'nada a ver': 'sem relação',
  'onde que': 'onde',
  aonde: 'onde',
  bagulho: 'objeto',
  'muito louco': 'surpreendente',
};

/**
 * `fittedDeviations`: the deviation count the shipped model's features were fitted with — the deviations, plus the
 * formal uses of informal-list words (not shown, not counted by the two-deviation rule), less the accent losses caught
 * by rules added since (`ACCENT_RULES_SINCE_FIT`).
 */
export function analyseWrittenNorm(
  ctx: EssayContext,
  withSuggestions: boolean,
): { c1: TextAnalysis['c1']; features: Record<string, number>; fittedDeviations: number } {
  const { sp, doc, tokens, paragraphs, sentences, j, per100 } = ctx;
  const features: Record<string, number> = {};
  const desvios: Evidence[] = [];
  const ortografia: Evidence[] = [];
  let accentErrors = 0;
  let fullSuggestions = 0;
  /** Glued expressions the dictionary lists ("oque"): shown and counted by C1's rule, left out of the features until the next refit. */
  let gluedSinceFit = 0;
  /** Connectives misspelt as a listed name ("Asim,"): shown and counted by C1's rule, left out of the features too. */
  let namesSinceFit = 0;
  /** Short function words written without their accent ("ja"): shown and counted by C1's rule, left out of the features too. */
  let unaccentedSinceFit = 0;
  let capitalErrors = 0;
  const sentenceFirst = new Set(sentences.map((s) => s.tokens[0]).filter(Boolean));
  const inLexicon = inLexiconOf(sp);
  /** A capitalised word follows tokens[k] in its sentence, a plain space between: a name goes on ("Marielle Franco"). */
  const nameGoesOn = (k: number) => {
    const [t, next] = [tokens[k]!, tokens[k + 1]];
    return (
      next?.sent === t.sent && /^\p{Lu}\p{Ll}/u.test(next.text) && /^[^\S\n]+$/.test(doc.text.slice(t.end, next.start))
    );
  };
  for (const [k, t] of tokens.entries()) {
    if (!/^\p{L}/u.test(t.text) || t.text.length < 2) continue;
    const capitalised = /^\p{Lu}/u.test(t.text);
    // Capitalised words the dictionary lacks are most likely proper names: in mid-sentence, or opening one with a
    // capitalised word right after them ("Marielle Franco foi…": the dictionary lacks most first names).
    if (capitalised && !known(sp, t) && (!sentenceFirst.has(t) || nameGoesOn(k))) continue;
    // "Oque", "atoa": the dictionary lists a rare word so spelt, but in an essay it is the expression written as one.
    const glued = GLUED_THOUGH_LISTED.has(t.lower) ? knownExpression(t.text) : undefined;
    if (glued) {
      gluedSinceFit++;
      ortografia.push(
        tokEv(doc, t, t, 'ortografia', `"${t.text}" se escreve separado: "${glued}". Sugestões: ${glued}.`, glued),
      );
      continue;
    }
    const connective = sentenceFirst.has(t) ? connectiveAsName(sp, t, doc.text.slice(t.end, t.end + 1)) : undefined;
    if (connective) {
      namesSinceFit++;
      ortografia.push(
        tokEv(doc, t, t, 'ortografia', `"${t.text}" não está no dicionário. Sugestões: ${connective}.`, connective),
      );
      continue;
    }
    if (known(sp, t)) {
      // Lower-case proper name ("brasil") the dictionary only knows capitalised.
      if (!capitalised && !sp.check(t.lower) && sp.check(t.text[0].toUpperCase() + t.text.slice(1))) {
        capitalErrors++;
        desvios.push(
          tokEv(
            doc,
            t,
            t,
            'maiúscula',
            `Nome próprio em minúscula: "${t.text}".`,
            t.text[0].toUpperCase() + t.text.slice(1),
          ),
        );
      }
      continue;
    }
    const fix = sp.accentFix(t.text);
    // A word that accents alone make a dictionary word is that word unaccented, not a prefix's compound ("autonomos"
    // is "autônomos", not "auto" + "nomos").
    const accentOnly = fix !== undefined && foldAccents(fix) === t.fold;
    if (
      FOREIGN.has(t.lower) ||
      (!accentOnly && (wellFormedCompound(t.lower, inLexicon) || wellFormedDerivation(t.lower, inLexicon)))
    )
      continue;
    const artefact = isTranscriptionArtefact(
      sp,
      t,
      accentOnly,
      [tokens[k - 1], tokens[k + 1]].every((x) => !x || x.sent !== t.sent || !/^\p{L}/u.test(x.text) || known(sp, x)),
    );
    // A word shorter than the artefacts' four letters that accents make a function word is the student's slip ("ja" →
    // "já"), not a fragment of a word whose capital was lost ("Aja").
    if (artefact && !(accentOnly && t.text.length < 4 && t.fold === t.lower && STOPWORDS.has(fix.toLowerCase())))
      continue;
    if (artefact) unaccentedSinceFit++;
    const joined = knownExpression(t.text);
    const found = joined
      ? [joined]
      : withSuggestions
        ? sp.suggest(t.text, 3, fullSuggestions++ >= FULL_SUGGESTIONS_PER_ESSAY)
        : fix
          ? [fix]
          : [];
    // After an article or a determiner that opens a noun phrase ("um previlegio"), of two suggestions that differ by an
    // accent the noun's comes first ("privilégio"; "privilegio" is a form of "privilegiar").
    const before = tokens[k - 1];
    const nominal =
      !!before && before.sent === t.sent && (ARTICLES.has(before.lower) || NOMINAL_DETERMINERS.has(before.lower));
    const noun = nominal
      ? found.find(
          (c) => c !== found[0] && foldAccents(c) === foldAccents(found[0]!) && NOMINAL_ACCENT.test(c.toLowerCase()),
        )
      : undefined;
    const sug = noun ? [noun, ...found.filter((c) => c !== noun)] : found;
    if (accentOnly) accentErrors++;
    const e = tokEv(
      doc,
      t,
      t,
      accentOnly ? 'acentuação' : 'ortografia',
      accentOnly ? `Acentuação incorreta em "${t.text}".` : `"${t.text}" não está no dicionário.`,
      sug[0],
    );
    ortografia.push({ ...e, detalhe: sug.length ? `${e.detalhe} Sugestões: ${sug.join(', ')}.` : e.detalhe });
  }
  desvios.push(...ortografia);
  // A paragraph without final punctuation followed by one opening in lower case is one paragraph broken at a line's
  // end (a transcription that kept the sheet's lines: "não somen-" / "te nos anos"): neither slip is the student's.
  const closed = (x: Paragraph) => /[.!?…"”)]$/.test(x.text) || /[.!?…][\s*"”’'»)\]]*$/.test(x.text);
  const brokenLine = (pi: number) =>
    !!paragraphs[pi + 1] && !closed(paragraphs[pi]!) && /^\p{Ll}/u.test(paragraphs[pi + 1]!.text);
  for (const s of sentences) {
    const first = s.tokens[0];
    const continues = s.para > 0 && paragraphs[s.para]!.start === s.start && brokenLine(s.para - 1);
    if (first && /^\p{Ll}/u.test(first.text) && s.start === first.start && !continues) {
      capitalErrors++;
      desvios.push(
        tokEv(
          doc,
          first,
          first,
          'maiúscula',
          'Início de frase com letra minúscula.',
          first.text[0].toUpperCase() + first.text.slice(1),
        ),
      );
    }
  }
  let punctErrors = 0;
  let grammar = 0;
  // Spacing around a mark is typing, not the written norm the ENEM grades (a handwritten essay has no such slip, and in
  // the Essay-BR transcriptions a space before the comma is in 459 of 686 essays, unrelated to C1): it is shown as a tip
  // but counts as no deviation. Within prompt, the deviation rate without it correlates -0.256 with C1 (-0.226 with).
  const digitacao: Evidence[] = [];
  for (const m of doc.text.matchAll(
    /\p{Ll}{2,}[.;:?!](?=(\p{Lu}\p{L}*))|[\p{L}\d]+\s+[,.;:](?=\s|\p{L})|[,;]{2,}|\.{2}(?!\.)/gu,
  )) {
    // A stop glued to the next word quotes that word too, so the suggestion can show the missing space.
    const next = m[1] ?? '';
    const end = m.index + m[0].length + next.length;
    if (next)
      digitacao.push(
        ev(
          doc,
          m.index,
          end,
          C1_TYPING_TIP,
          'Falta espaço depois do sinal de pontuação (ou a quebra de parágrafo).',
          `${m[0]} ${next}`,
        ),
      );
    else if (/\s[,.;:]/u.test(m[0]))
      digitacao.push(
        ev(
          doc,
          m.index,
          end,
          C1_TYPING_TIP,
          'Espaço antes do sinal de pontuação: o sinal deve vir colado à palavra anterior.',
          m[0].replace(/\s+([,.;:])/u, '$1'),
        ),
      );
    else {
      punctErrors++;
      desvios.push(ev(doc, m.index, end, 'pontuação', 'Sinal de pontuação repetido.', m[0][0]));
    }
  }
  // A first line of at most 12 words with no punctuation, before the text, is its title ("A ciência em prol de todos").
  const title = (pi: number) =>
    pi === 0 && paragraphs.length > 1 && paragraphs[0]!.tokens.length <= 12 && !/[.,;:!?]/.test(paragraphs[0]!.text);
  for (const [pi, p] of paragraphs.entries()) {
    if (p.tokens.length > 5 && !closed(p) && !title(pi) && !brokenLine(pi)) {
      punctErrors++;
      const last = p.tokens[p.tokens.length - 1];
      desvios.push(
        tokEv(
          doc,
          p.tokens[Math.max(0, p.tokens.length - 3)],
          last,
          'pontuação',
          'Parágrafo termina sem ponto final.',
          `${doc.text.slice(p.tokens[Math.max(0, p.tokens.length - 3)].start, last.end)}.`,
        ),
      );
    }
  }
  // A sentence-opening connective is set off by a comma ("Além disso, …"): graders count its absence.
  for (const m of matchPhrases(j, COMMA_CONNECTIVES)) {
    const first = tokens[m.a];
    const last = tokens[m.b];
    const next = tokens[m.b + 1];
    if (
      !sentenceFirst.has(first) ||
      !next ||
      next.sent !== first.sent ||
      /^\s*[,;:(—–-]/.test(doc.text.slice(last.end, next.start)) ||
      // "Assim, sendo um fator…": a comma inside the phrase makes its words no connective ("assim sendo").
      /[,;:]/.test(doc.text.slice(first.end, last.start))
    )
      continue;
    punctErrors++;
    desvios.push(
      tokEv(
        doc,
        first,
        next,
        'pontuação',
        `Conectivo "${spanOf(doc, tokens, m.a, m.b)}" no início do período sem vírgula.`,
        `${doc.text.slice(first.start, last.end)}, ${next.text}`,
      ),
    );
  }
  // Plural determiner before a singular noun or adjective ("das pessoa", "esses jovem"): nominal agreement.
  for (let i = 0; i + 1 < tokens.length; i++) {
    const d = tokens[i];
    const w = tokens[i + 1];
    if (
      !PLURAL_DETERMINERS.has(d.lower) ||
      w.sent !== d.sent ||
      STOPWORDS.has(w.lower) ||
      w.lower.length < 4 ||
      /^\p{Lu}/u.test(w.text) ||
      INVARIABLE_NUMERALS.has(w.lower) ||
      // Latin plurals ("dos campi", "os curricula"): plural already, though the dictionary also takes "campis".
      /^(?:campi|curricula|corpora)$/.test(w.lower) ||
      // "das cerca de mil línguas": "cerca de" is the numeral's adverb.
      (w.lower === 'cerca' && tokens[i + 2]?.lower === 'de')
    )
      continue;
    if (
      !/[aeiouáéíóúêô]$/.test(w.lower) ||
      !known(sp, w) ||
      known(sp, { ...w, text: w.lower + 's', lower: w.lower + 's' }) === false
    )
      continue;
    if (doc.text.slice(d.end, w.start) !== ' ') continue;
    grammar++;
    desvios.push(
      tokEv(
        doc,
        d,
        w,
        'concordância',
        `"${d.text} ${w.text}": determinante no plural e nome no singular.`,
        `${d.text} ${w.text}s`,
      ),
    );
  }
  // `informal` (a feature) counts the list's words wherever they stand, as the model was fitted; only oral uses are shown.
  let informal = 0;
  let formalUses = 0;
  for (const m of matchPhrases(j, INFORMAL)) {
    const t = tokens[m.a];
    if (m.phrase === 'então' && t.text[0] !== 'E') continue;
    informal++;
    if (!oralUse(m.phrase, tokens[m.a - 1], tokens[m.b + 1])) {
      formalUses++;
      continue;
    }
    desvios.push(
      tokEv(
        doc,
        t,
        tokens[m.b],
        'registro informal',
        `"${spanOf(doc, tokens, m.a, m.b)}" é marca de oralidade ou informalidade${FORMAL_ALTERNATIVES[m.phrase] ? '' : m.phrase === 'etc' ? ': "etc." já quer dizer "e outros", suprima o "e"' : ': suprima-a'}.`,
        FORMAL_ALTERNATIVES[m.phrase] ?? '',
      ),
    );
  }
  let runOn = 0;
  for (const s of sentences) {
    if (s.tokens.length > 55) {
      runOn++;
      const a = s.tokens[0];
      const b = s.tokens[Math.min(s.tokens.length - 1, 14)];
      desvios.push(
        tokEv(
          doc,
          a,
          b,
          'período longo',
          `Período de ${s.tokens.length} palavras sem ponto: a leitura se perde.`,
          'Divida o período em dois ou três, com ponto final e conectivo.',
        ),
      );
    }
  }
  // Each regex rule's findings, with the passage it matched.
  const ruleFindings = (rules: readonly GrammarRule[]) =>
    rules.flatMap((rule) =>
      [...doc.text.matchAll(rule.re)].map((m) =>
        ev(doc, m.index, m.index + m[0].length, rule.tipo, rule.detalhe, rule.fix(m[0])),
      ),
    );
  const regexGrammar = ruleFindings(NORM_GRAMMAR_RULES);
  grammar += regexGrammar.length;
  desvios.push(...regexGrammar);
  let sinceFit = 0;
  for (const { re, fitted } of ACCENT_CHECKS) {
    for (const m of doc.text.matchAll(re)) {
      const word = m[1]!;
      const start = m.index + m[0].lastIndexOf(word);
      if (ortografia.some((o) => o.start === start)) continue; // a plural the dictionary lacks: already counted
      accentErrors++;
      if (!fitted) sinceFit++;
      const e = ev(doc, start, start + word.length, 'acentuação', `Acentuação incorreta em "${word}".`, accented(word));
      ortografia.push(e);
      desvios.push(e);
    }
  }
  // What needs to know what a word is (the morphological analysis): confusions, crase, agreement, regência… Shown and
  // counted by the two-deviation rule; the model reads them through a feature of their own, `morph_deviations`.
  const morphological = grammarDeviations(ctx, desvios);
  // The feature counts what the rules the model was fitted with find (GRAMMAR_RULES_SINCE_FIT are shown only).
  const fittedMorphological = morphological.length && grammarDeviations(ctx, desvios, { fittedOnly: true }).length;
  desvios.push(...morphological);
  const sinceFitGrammar = ruleFindings(NORM_GRAMMAR_RULES_SINCE_FIT).filter(
    (f) => !desvios.some((d) => d.start < f.end && d.end > f.start),
  );
  desvios.push(...sinceFitGrammar);
  const fittedSpelling = ortografia.length - sinceFit - gluedSinceFit - namesSinceFit - unaccentedSinceFit;
  const fittedDeviations =
    desvios.length +
    formalUses -
    sinceFit -
    gluedSinceFit -
    namesSinceFit -
    unaccentedSinceFit -
    sinceFitGrammar.length -
    morphological.length;
  Object.assign(features, {
    spell_rate: Math.min(per100(fittedSpelling), 15),
    spell_log: Math.log1p(fittedSpelling),
    accent_rate: per100(accentErrors - sinceFit - unaccentedSinceFit),
    capital_errors: Math.min(capitalErrors, 10),
    punct_errors: Math.min(punctErrors, 10),
    informal: Math.min(informal, 8),
    run_on: Math.min(runOn, 5),
    grammar: Math.min(grammar, 6),
    deviations_log: Math.log1p(fittedDeviations),
    morph_deviations: Math.log1p(fittedMorphological),
    removed_corrections: 0, // never a feature: kept at 0 so a stray weight cannot read the raters' marks
  });
  delete features.removed_corrections;
  return {
    c1: { desvios: desvios.sort((a, b) => a.start - b.start), ortografia, digitacao },
    features,
    fittedDeviations,
  };
}
