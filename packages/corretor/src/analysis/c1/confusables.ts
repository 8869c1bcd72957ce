// Words confused with others in context (GRAMMAR_KINDS.confusao): "trás"/"traz", "mas"/"mais", "mau"/"mal", "a"/"há",
// "porque"/"por que", "senão"/"se não", "acerca de"/"cerca de", "a gente"/"agente"…
import type { Token } from '../../text.js';
import { adjectiveGoverns, verbTakesA } from '../c1-regencia.js';
import { keepCase } from './inflect.js';
import {
  adjLike,
  agreement,
  type Ctx,
  finiteOrInf,
  finiteReadings,
  hasPos,
  heads,
  isNoun,
  isVerb,
  lemmas,
  onlyPos,
  spaceOnly,
  thirdSingular,
} from './reading.js';
import { type GrammarRule, K } from './rule.js';
import {
  ARTICLES,
  CARDINALS,
  COPULAS,
  PREPOSITIONS,
  QUANTITY,
  set,
  SINGULAR_DET_F,
  SUBJECT_DET,
  TIME_UNITS,
  timeSpan,
} from './words.js';

const ACCENT_NOUN_AS_VERB: Record<string, string> = {
  influência: 'influencia',
  dúvida: 'duvida',
  prática: 'pratica',
  crítica: 'critica',
  análise: 'analise',
  estímulo: 'estimula',
};
const SUBJECT_BEFORE_VERB = set('não ninguém também ele ela eles elas isso isto você vocês quem nunca sempre');
/** A word that opens an amount ("cerca de vinte anos", "cerca de 3 milhões", "cerca de metade"): not "acerca de". */
const AMOUNT = new RegExp(
  `^\\d|^(?:${CARDINALS}|quatorze|catorze|dezesseis|dezessete|dezoito|dezenove|cento|milhão|milhões|bilhão|bilhões|metade|quase)$`,
);
/** Verbs of movement: "aonde" goes with them ("aonde vão"), "onde" elsewhere. */
const MOVEMENT = set(
  'ir vir chegar levar voltar retornar dirigir conduzir encaminhar seguir caminhar partir correr mandar enviar',
);
/**
 * "vivem nesses locais a décadas": the words before tokens[i] are a place adjunct (a preposition of place, then a
 * determiner, names, nouns and adjectives) right after a finite verb.
 */
function verbBeforePlace(ctx: Ctx, tokens: Token[], i: number): boolean {
  const sent = tokens[i]!.sent;
  for (let k = i - 2; k >= Math.max(1, i - 5) && tokens[k - 1]!.sent === sent; k--) {
    const words = tokens.slice(k - 1, i);
    if (words.some((x, d) => !spaceOnly(ctx, x, tokens[k + d]!))) return false;
    if (!/^(?:em|n[oa]s?|num|numa|n[ea]ss[ea]s?|n[ea]st[ea]s?|naquel[ea]s?)$/.test(tokens[k]!.lower)) continue;
    const verb = tokens[k - 1]!;
    return (
      finiteReadings(ctx, verb).length > 0 &&
      onlyPos(ctx, verb, ['vblex', 'vbser', 'vbmod']) &&
      tokens
        .slice(k + 1, i)
        .every((x) => SUBJECT_DET.has(x.lower) || /^\p{Lu}/u.test(x.text) || isNoun(ctx, x) || adjLike(ctx, x))
    );
  }
  return false;
}
/** Nouns of opposite meaning (lemmas): "ao invés de" joins them. */
const OPPOSITES = [
  'lucro prejuízo',
  'ganho perda',
  'sucesso fracasso',
  'vida morte',
  'nascimento morte',
  'paz guerra',
  'riqueza pobreza',
  'aumento crescimento redução diminuição queda',
  'avanço retrocesso',
  'melhora melhoria piora',
  'inclusão exclusão',
  'união divisão separação',
  'construção destruição',
  'entrada saída',
  'aceitação rejeição',
  'amor ódio',
  'bem mal',
].map(set);

export const trasForTraz: GrammarRule = {
  // ----- confusable words in context
  nome: 'trás por traz',
  tipo: 'confusao',
  exemplo: 'Essa pesquisa trás à tona um problema antigo do país.',
  contraExemplo: 'Essa pesquisa traz à tona um problema antigo do país.',
  at: ({ add, low, t, w, p, n1, n2 }) => {
    if (w === 'trás' && !['para', 'pra', 'por', 'de', 'lá', 'detrás'].includes(low(p))) {
      add(
        t,
        t,
        K.confusao,
        '"Trás" é advérbio de lugar (para trás, por trás); aqui é o verbo "trazer": "traz".',
        keepCase(t.text, 'traz'),
      );
      if (low(n1) === 'a' && low(n2) === 'tona') add(n1!, n2!, K.crase, 'A locução "à tona" leva crase.', 'à tona');
      return true;
    }
    return false;
  },
};

export const trazForTras: GrammarRule = {
  nome: 'traz por trás',
  tipo: 'confusao',
  exemplo: 'Os problemas ficaram para traz com o tempo.',
  contraExemplo: 'Os problemas ficaram para trás com o tempo.',
  at: ({ add, low, t, w, p }) => {
    if (w === 'traz' && ['para', 'pra', 'por', 'lá'].includes(low(p))) {
      add(t, t, K.confusao, 'Depois de "para"/"por" é o advérbio de lugar: "trás".', 'trás');
      return true;
    }
    return false;
  },
};

export const afimDe: GrammarRule = {
  nome: 'afim de',
  tipo: 'confusao',
  exemplo: 'A escola deve orientar os alunos afim de evitar o bullying.',
  contraExemplo: 'A escola deve agir a fim de garantir o aprendizado.',
  at: ({ add, low, t, w, n1 }) => {
    if (w === 'afim' && low(n1) === 'de') {
      add(
        t,
        n1!,
        K.confusao,
        '"Afim" é adjetivo (semelhante); a locução de finalidade é "a fim de".',
        keepCase(t.text, 'a fim de'),
      );
      return true;
    }
    return false;
  },
};

export const percaForPerda: GrammarRule = {
  nome: 'perca por perda',
  tipo: 'confusao',
  exemplo: 'A perca de empregos aumentou durante a crise econômica.',
  contraExemplo: 'A perda de empregos afetou milhões de famílias.',
  at: ({ add, prev, low, i, t, w, p, n1 }) => {
    if (
      w === 'perca' &&
      p &&
      /^(?:a|da|na|pela|uma|essa|esta|dessa|desta|nessa|sua|grande|maior)$/.test(p.lower) &&
      (low(n1).startsWith('d') || !/^(?:não|se|que|ele|ela)$/.test(low(prev(i - 1))))
    ) {
      add(p, t, K.confusao, '"Perca" é forma do verbo "perder"; o substantivo é "perda".', `${p.text} perda`);
      return true;
    }
    return false;
  },
};

export const masForMaisIntensity: GrammarRule = {
  nome: 'mas por mais (intensidade)',
  tipo: 'confusao',
  exemplo: 'A violência cresce cada vez mas nas grandes cidades.',
  contraExemplo: 'A violência cresce cada vez mais nas grandes cidades.',
  at: ({ add, gap, t, w, p }) => {
    if (w === 'mas' && p && /^(?:vez|muito|ainda|cada|bem)$/.test(p.lower) && !/,/.test(gap(p, t))) {
      add(p, t, K.confusao, '"Mas" é conjunção de oposição; a intensidade é "mais".', `${p.text} mais`);
      return true;
    }
    return false;
  },
};

export const masForMaisAfterVerb: GrammarRule = {
  nome: 'mas por mais (depois de verbo)',
  tipo: 'confusao',
  exemplo: 'A situação está mas difícil no inverno.',
  contraExemplo: 'A situação está mais difícil no inverno.',
  at: ({ ctx, add, t, w, p, n1 }) => {
    if (w === 'mas' && p && n1 && finiteReadings(ctx, p).length && onlyPos(ctx, n1, ['adj', 'adv'])) {
      add(t, t, K.confusao, '"Mas" é conjunção de oposição; a intensidade é "mais".', 'mais');
      return true;
    }
    return false;
  },
};

export const masDeForMaisDe: GrammarRule = {
  nome: 'mas de por mais de',
  tipo: 'confusao',
  exemplo: 'O país tem mas de dez milhões de analfabetos.',
  contraExemplo: 'O país tem mais de dez milhões de analfabetos.',
  at: ({ add, t, w, n1, n2 }) => {
    if (
      w === 'mas' &&
      n1 &&
      /^(?:de|do|da|que)$/.test(n1.lower) &&
      n2 &&
      (QUANTITY.test(n2.lower) || n2.lower === 'metade') &&
      !/^(?:um|uma)$/.test(n2.lower)
    ) {
      add(t, t, K.confusao, '"Mas" é conjunção de oposição; a quantidade é "mais de".', keepCase(t.text, 'mais'));
      return true;
    }
    return false;
  },
};

export const maisForMas: GrammarRule = {
  nome: 'mais por mas',
  tipo: 'confusao',
  exemplo: 'As leis existem, mais o Estado não as cumpre.',
  contraExemplo: 'As leis existem, mas o Estado não as cumpre.',
  at: ({ tokens, add, gap, sentenceOf, low, i, t, w, n1, n2 }) => {
    if (
      w === 'mais' &&
      n1 &&
      !/\bquanto (?:mais|menos)\b/i.test(sentenceOf(t)?.text ?? '') &&
      /^(?:não|nem|isso|infelizmente|também|ele|ela|eles|elas|o|os|as|é|há|sim|se)$/.test(n1.lower) &&
      !/^(?:do|que|de)$/.test(low(n2)) &&
      i > 0 &&
      tokens[i - 1]!.sent === t.sent &&
      /,\s*$/.test(gap(tokens[i - 1]!, t))
    ) {
      add(t, t, K.confusao, '"Mais" indica intensidade ou adição; a oposição é "mas".', keepCase(t.text, 'mas'));
      return true;
    }
    return false;
  },
};

export const mauForMal: GrammarRule = {
  nome: 'mau por mal',
  tipo: 'confusao',
  exemplo: 'Muitos idosos são mau atendidos nos hospitais públicos, e quem dorme mau rende menos.',
  contraExemplo: 'Muitos estudantes são mal remunerados nos estágios, e quem dorme mal é mau aluno.',
  at: ({ ctx, add, t, w, p, n1 }) => {
    if (w !== 'mau') return false;
    // Before a participle, an adjective or an infinitive ("mau atendidos"), or after a verb other than a copula with
    // no noun after it ("dorme mau e", "se alimenta mau."): the adverb. A participle also read as a noun is still the
    // verbal form when that noun could not take the masculine singular "mau" ("gestores mau preparados").
    const nounAfter = agreement(ctx, n1, ['n'], false);
    const beforeVerbal =
      !!n1 &&
      (!hasPos(ctx, n1, 'n') || !nounAfter || !nounAfter.g.has('m') || !nounAfter.n.has('sg')) &&
      heads(ctx, n1).some((tags) => tags.includes('pp') || tags[0] === 'adj' || (isVerb(tags) && tags.includes('inf')));
    const afterVerb =
      !!p &&
      finiteOrInf(ctx, p) &&
      onlyPos(ctx, p, ['vblex', 'vbmod']) &&
      ![...lemmas(ctx, p)].some((l) => COPULAS.has(l)) &&
      // ("considera mau o uso": the predicative of an object after it)
      !(n1 && (hasPos(ctx, n1, 'n') || hasPos(ctx, n1, 'adj') || SUBJECT_DET.has(n1.lower)));
    if (beforeVerbal || afterVerb) {
      add(
        t,
        t,
        K.confusao,
        '"Mau" é adjetivo (oposto de "bom"); junto de verbo ou particípio é o advérbio "mal" (oposto de "bem").',
        keepCase(t.text, 'mal'),
      );
      return true;
    }
    return false;
  },
};

export const malForMau: GrammarRule = {
  nome: 'mal por mau',
  tipo: 'confusao',
  exemplo: 'O mal uso dos recursos públicos agrava a crise, e as consequências desse mal hábito são graves.',
  contraExemplo: 'O mau uso dos recursos públicos agrava a crise, e as consequências desse mau hábito são graves.',
  at: ({ ctx, add, t, w, p, n1 }) => {
    if (
      w === 'mal' &&
      p &&
      /^(?:um|o|seu|esse|este|do|no|pelo|num|desse|deste|nesse|neste|aquele|daquele|naquele)$/.test(p.lower) &&
      n1 &&
      hasPos(ctx, n1, 'n') &&
      !hasPos(ctx, n1, 'adj') &&
      !hasPos(ctx, n1, 'pr') &&
      agreement(ctx, n1, ['n', 'vblex', 'vbser', 'vbhaver', 'vbmod'])?.g.has('m')
    ) {
      add(
        t,
        t,
        K.confusao,
        'Antes de substantivo é o adjetivo "mau" (oposto de "bom"); "mal" é advérbio ou substantivo.',
        keepCase(t.text, 'mau'),
      );
      return true;
    }
    return false;
  },
};

export const aForHaElapsed: GrammarRule = {
  // "a" / "há": time elapsed is "há" ("há muitos anos"), a time ahead "a" ("daqui a dois anos").
  nome: 'a por há (tempo decorrido)',
  tipo: 'confusao',
  exemplo: 'Esse problema existe a muitos anos no Brasil.',
  contraExemplo: 'Esse problema existe há muitos anos no Brasil.',
  at: ({ ctx, add, next, low, i, t, w, p, n1, n2 }) => {
    if (
      (w === 'a' || w === 'à') &&
      n1 &&
      n2 &&
      timeSpan(n1, n2) &&
      !/^(?:daqui|dali|de|entre|até|daí|desde)$/.test(low(p)) &&
      !/^\d/.test(low(p))
    ) {
      const after = next(i, 3);
      const verbBefore = heads(ctx, p).some((tags) => isVerb(tags) && !tags.includes('inf'));
      if (low(after) === 'atrás' || (verbBefore && !/^d[eoa]s?$/.test(low(after)))) {
        add(
          t,
          n2,
          K.confusao,
          'Tempo decorrido se indica com o verbo "haver": "há … anos".',
          `há ${n1.text} ${n2.text}`,
        );
        return true;
      }
    }
    return false;
  },
};

export const daquiHa: GrammarRule = {
  nome: 'daqui há',
  tipo: 'confusao',
  exemplo: 'Daqui há alguns anos, a população idosa será maioria.',
  contraExemplo: 'Daqui a dez anos, o cenário pode ser outro.',
  at: ({ add, t, w, p }) => {
    if (w === 'há' && p && /^(?:daqui|dali|daí)$/.test(p.lower)) {
      add(p, t, K.confusao, 'Tempo futuro se indica com a preposição: "daqui a".', `${p.text} a`);
      return true;
    }
    return false;
  },
};

export const porqueNoun: GrammarRule = {
  // porque / por que / por quê / porquê
  nome: 'porque substantivo',
  tipo: 'confusao',
  exemplo: 'A sociedade precisa entender o porque da evasão escolar.',
  contraExemplo: 'A sociedade precisa entender o porquê da evasão escolar.',
  at: ({ add, t, w, p }) => {
    if (w === 'porque' && p && /^(?:o|um|seu|esse|este|do)$/.test(p.lower)) {
      add(t, t, K.confusao, 'Como substantivo ("o motivo") escreve-se "porquê".', 'porquê');
      return true;
    }
    return false;
  },
};

export const porqueInQuestion: GrammarRule = {
  nome: 'porque em pergunta',
  tipo: 'confusao',
  exemplo: 'Muitos não entendem porque a desigualdade persiste?',
  contraExemplo: 'Muitos não entendem por que a desigualdade persiste?',
  at: ({ ctx, doc, tokens, add, sentenceOf, isQuestion, i, t, w, p, n1 }) => {
    if (
      w === 'porque' &&
      ((isQuestion(t) && (sentenceOf(t)?.tokens[0] === t || !n1)) ||
        ['entender', 'saber', 'perguntar', 'questionar', 'compreender', 'descobrir', 'indagar'].some((l) =>
          lemmas(ctx, p).has(l),
        ))
    ) {
      // "por quê" only closing its clause, before the punctuation; a question that goes on after it, direct or
      // indirect ("entender por que a desigualdade persiste", "saber por que, afinal, …"), takes "por que".
      const following = tokens[i + 1];
      const closing =
        !n1 && (!following || following.sent !== t.sent || /^\s*[.?!;:…]/.test(doc.text.slice(t.end, following.start)));
      add(
        t,
        t,
        K.confusao,
        closing
          ? 'No fim da pergunta, antes da pontuação, escreve-se "por quê", separado e com acento.'
          : 'Em pergunta, direta ou indireta ("entender por que…"), escreve-se "por que", separado; "por quê" só no fim, antes da pontuação.',
        closing ? 'por quê' : keepCase(t.text, 'por que'),
      );
      return true;
    }
    return false;
  },
};

export const porQueCausal: GrammarRule = {
  nome: 'por que causal',
  tipo: 'confusao',
  exemplo: 'Isso acontece por que falta fiscalização nas fronteiras.',
  contraExemplo: 'Isso acontece porque falta fiscalização nas fronteiras.',
  at: ({ ctx, tokens, add, gap, isQuestion, low, i, t, w, n1 }) => {
    if (
      w === 'por' &&
      low(n1) === 'que' &&
      !isQuestion(t) &&
      i > 0 &&
      tokens[i - 1]!.sent === t.sent &&
      (/,\s*$/.test(gap(tokens[i - 1]!, t)) || ['acontecer', 'ocorrer'].some((l) => lemmas(ctx, tokens[i - 1]).has(l)))
    ) {
      add(t, n1!, K.confusao, 'Para explicar a causa usa-se a conjunção "porque", junta.', 'porque');
      return true;
    }
    return false;
  },
};

export const senaoForSeNao: GrammarRule = {
  // senão / se não
  nome: 'senão por se não',
  tipo: 'confusao',
  exemplo:
    'É preciso investir em educação, senão houver mudança, o problema continuará. Senão fosse a ajuda, ele sairia.',
  contraExemplo: 'É preciso investir em educação; senão, o problema continuará, e não há outra saída senão investir.',
  at: ({ ctx, tokens, add, i, t, w, n1 }) => {
    // "não resta outra saída senão investir": after "outro", "nenhum", "nada" it is "a não ser", before an infinitive.
    const exclusive = tokens
      .slice(Math.max(0, i - 4), i)
      .some((x) => x.sent === t.sent && /^(?:outr[oa]s?|nenhum|nenhuma|nada|ninguém)$/.test(x.lower));
    if (
      w === 'senão' &&
      n1 &&
      !exclusive &&
      // the subjunctive of a condition ("senão houver", "senão fosse a solidariedade") or the present
      finiteReadings(ctx, n1).some((tags) => ['fts', 'prs', 'pis', 'pri'].some((x) => tags.includes(x)))
    ) {
      add(
        t,
        t,
        K.confusao,
        'Condição negativa ("se" + "não") se escreve separado: "se não"; "senão" é "caso contrário" ou "mas sim".',
        keepCase(t.text, 'se não'),
      );
      return true;
    }
    return false;
  },
};

export const nounForVerbInfluencia: GrammarRule = {
  // Noun written for the verb: "a mídia influência os jovens" → "influencia".
  nome: 'substantivo por verbo (influência)',
  tipo: 'confusao',
  exemplo: 'A mídia influência o comportamento dos jovens.',
  contraExemplo: 'A mídia influencia o comportamento dos jovens.',
  at: ({ ctx, add, prev, low, i, t, w, p, n1 }) => {
    const nounSubject =
      !!p && hasPos(ctx, p, 'n') && SUBJECT_DET.has(low(prev(i - 1))) && /^(?:o|a|os|as|no|na|nos|nas)$/.test(low(n1));
    if (
      ACCENT_NOUN_AS_VERB[w] &&
      p &&
      (SUBJECT_BEFORE_VERB.has(p.lower) ||
        nounSubject ||
        (p.lower === 'que' && n1 && /^(?:o|a|os|as|no|na|nos|nas|em|muito|diretamente)$/.test(n1.lower)))
    ) {
      add(
        t,
        t,
        K.confusao,
        `Aqui é o verbo, sem acento: "${ACCENT_NOUN_AS_VERB[w]}"; "${w}" é o substantivo.`,
        ACCENT_NOUN_AS_VERB[w]!,
      );
      return true;
    }
    return false;
  },
};

export const verbForNounInfluencia: GrammarRule = {
  nome: 'influencia por influência',
  tipo: 'confusao',
  exemplo: 'A influencia das redes sociais é cada vez maior.',
  contraExemplo: 'A influência das redes sociais é cada vez maior.',
  at: ({ add, t, w, p }) => {
    if (w === 'influencia' && p && (SINGULAR_DET_F.has(p.lower) || /^(?:a|grande|forte|pela)$/.test(p.lower))) {
      add(t, t, K.confusao, 'Depois de artigo é o substantivo, com acento: "influência".', 'influência');
      return true;
    }
    return false;
  },
};

export const acercaDeForCercaDe: GrammarRule = {
  // acerca de (sobre) / cerca de (aproximadamente) / há cerca de
  nome: 'acerca de por cerca de',
  tipo: 'confusao',
  exemplo: 'O país tem acerca de três milhões de analfabetos.',
  contraExemplo: 'O país tem cerca de três milhões de analfabetos.',
  at: ({ add, t, w, n1, n2 }) => {
    if (w === 'acerca' && n1 && /^d[eoa]s?$/.test(n1.lower) && n2 && AMOUNT.test(n2.lower)) {
      add(t, n1, K.confusao, '"Acerca de" é "sobre"; para quantidade aproximada é "cerca de".', `cerca ${n1.text}`);
      return true;
    }
    return false;
  },
};

export const aCercaDeForAcercaDe: GrammarRule = {
  nome: 'a cerca de por acerca de',
  tipo: 'confusao',
  exemplo: 'É necessário debater a cerca do tema da violência doméstica.',
  contraExemplo: 'É necessário debater acerca do tema da violência doméstica. Há cerca de vinte anos, era pior.',
  at: ({ add, next, low, i, t, w, n1, n2 }) => {
    if (
      (w === 'a' || w === 'há') &&
      low(n1) === 'cerca' &&
      n2 &&
      /^d[eoa]s?$/.test(n2.lower) &&
      !AMOUNT.test(low(next(i, 3)))
    ) {
      add(t, n2, K.confusao, 'No sentido de "sobre", a locução é "acerca de", junta.', `acerca ${n2.text}`);
      return true;
    }
    return false;
  },
};

export const porTanto: GrammarRule = {
  // portanto / por tanto
  nome: 'por tanto',
  tipo: 'confusao',
  exemplo: 'Por tanto, cabe ao Estado promover políticas públicas eficazes.',
  contraExemplo: 'Portanto, cabe ao Estado agir com urgência.',
  at: ({ doc, add, next, low, i, t, w, n1 }) => {
    if (w === 'por' && low(n1) === 'tanto' && (!next(i, 2) || /^\s*[,.;]/.test(doc.text.slice(n1!.end, n1!.end + 2)))) {
      add(t, n1!, K.confusao, 'A conjunção conclusiva é "portanto", junta.', keepCase(t.text, 'portanto'));
      return true;
    }
    return false;
  },
};

export const maisForMasBeforeVerbOrNegation: GrammarRule = {
  nome: 'mais por mas antes de verbo ou negação',
  tipo: 'confusao',
  desdeOAjuste: true,
  exemplo: 'A lei foi criada, mais nunca foi cumprida.',
  contraExemplo: 'A lei foi criada, mas nunca foi cumprida; hoje, mais pessoas a conhecem.',
  at: ({ ctx, tokens, add, gap, i, t, w, n1 }) => {
    if (w !== 'mais' || !n1 || i === 0 || tokens[i - 1]!.sent !== t.sent || !/,\s*$/.test(gap(tokens[i - 1]!, t)))
      return false;
    const h = heads(ctx, n1);
    const verbOrNeg =
      /^(?:nunca|ninguém|jamais|nenhum|nenhuma|nada|principalmente|sobretudo|apenas|somente|sim|também|enquanto|quando|o|a|os|as|em|para|toda|todo|isso|ele|ela)$/.test(
        n1.lower,
      ) ||
      (h.length > 0 && h.every((tags) => isVerb(tags) && !tags.includes('inf')));
    if (!verbOrNeg) return false;
    add(t, t, K.confusao, '"Mais" indica intensidade ou adição; a oposição é "mas".', keepCase(t.text, 'mas'));
    return true;
  },
};

export const maisForMasBeforeParallelTerm: GrammarRule = {
  // "não se trata de um emprego mal pago, mais de uma forma de servidão": after a negated clause, "mais" opening the
  // contrasted phrase with the preposition the negated one had is the adversative "mas" ("mais de cem", a quantity,
  // is left alone).
  nome: 'mais por mas antes de termo paralelo a um negado',
  tipo: 'confusao',
  desdeOAjuste: true,
  exemplo: 'Não se trata de um emprego mal remunerado, mais de uma forma moderna de servidão.',
  contraExemplo:
    'Não se trata de um emprego mal remunerado, mas de uma forma moderna de servidão; não falta verba, mais de cem escolas a recebem, e não há vagas, mais do que nunca.',
  at: ({ tokens, add, gap, i, t, w, n1, n2 }) => {
    if (
      w !== 'mais' ||
      !n1 ||
      !n2 ||
      i === 0 ||
      tokens[i - 1]!.sent !== t.sent ||
      !/,\s*$/.test(gap(tokens[i - 1]!, t))
    )
      return false;
    const base = (x: string) =>
      /^d[eoa]s?$/.test(x) ? 'de' : /^(?:em|n[oa]s?)$/.test(x) ? 'em' : /^(?:por|pel[oa]s?)$/.test(x) ? 'por' : x;
    const prep = base(n1.lower);
    if (!/^(?:de|em|por|para|com|sem)$/.test(prep) || n2.lower === 'que') return false;
    if ((QUANTITY.test(n2.lower) || /^\d/.test(n2.lower)) && !/^uma?$/.test(n2.lower)) return false;
    // "não" earlier in the sentence, then the same preposition before the comma.
    let neg = -1;
    for (let x = i - 1; x >= Math.max(0, i - 15) && tokens[x]!.sent === t.sent; x--)
      if (tokens[x]!.lower === 'não') neg = x;
    if (neg < 0 || !tokens.slice(neg + 1, i).some((x) => base(x.lower) === prep)) return false;
    add(
      t,
      t,
      K.confusao,
      '"Mais" indica intensidade ou adição; a oposição ao termo negado é "mas".',
      keepCase(t.text, 'mas'),
    );
    return true;
  },
};

export const aoParForAPar: GrammarRule = {
  // "ficar ao par das notícias": informed of something is "a par de"; "ao par" is the parity of currencies.
  nome: 'ao par por a par',
  tipo: 'confusao',
  desdeOAjuste: true,
  exemplo: 'A lista permitirá que os consumidores fiquem ao par das empresas envolvidas.',
  contraExemplo: 'A lista permitirá que os consumidores fiquem a par das empresas envolvidas e se ponham a par disso.',
  at: ({ ctx, add, t, w, p, n1, n2 }) => {
    if (
      w !== 'ao' ||
      n1?.lower !== 'par' ||
      !n2 ||
      !/^d(?:[eoa]s?|ess[ea]s?|est[ea]s?|isso|isto|el[ea]s?)$/.test(n2.lower)
    )
      return false;
    if (!p || !heads(ctx, p).some((tags) => isVerb(tags))) return false;
    add(
      t,
      n1,
      K.confusao,
      'Estar informado de algo é estar "a par de"; "ao par" se diz do câmbio.',
      keepCase(t.text, 'a par'),
    );
    return true;
  },
};

export const aoInvesDeForEmVezDe: GrammarRule = {
  // "Ao invés de cartazes, rodas de conversa": "ao invés de" (= ao contrário de) joins opposites ("ao invés do lucro,
  // o prejuízo"); for a replacement the norm asks "em vez de". Before a noun phrase only, and not where the sentence
  // holds the noun's antonym (OPPOSITES, or the word with a negative prefix: "ordem"/"desordem").
  nome: 'ao invés de por em vez de',
  tipo: 'confusao',
  desdeOAjuste: true,
  exemplo: 'Ao invés de cartazes distribuídos no Carnaval, essas ações devem incluir rodas de conversa.',
  contraExemplo:
    'Em vez de cartazes distribuídos no Carnaval, as ações incluem rodas de conversa; ao invés de cair, o preço subiu, e ao invés do lucro, veio o prejuízo.',
  at: ({ ctx, tokens, add, next, i, t, w, n1, n2 }) => {
    if (w !== 'ao' || n1?.lower !== 'invés' || !n2 || !/^d[eoa]s?$/.test(n2.lower)) return false;
    // Before an infinitive the opposition of two actions is the usual reading ("ao invés de aprenderem, se
    // especializam no crime"): a noun phrase only.
    const word = next(i, 3);
    if (!word || heads(ctx, word).some((tags) => isVerb(tags) && !tags.includes('pp'))) return false;
    if (!(isNoun(ctx, word) || SUBJECT_DET.has(word.lower) || adjLike(ctx, word))) return false;
    const stem = (x: Token) => [...lemmas(ctx, x)][0] ?? x.lower;
    const own = stem(word);
    const opposite = tokens.some((x) => {
      if (x.sent !== t.sent || x === word) return false;
      const other = stem(x);
      return (
        OPPOSITES.some((pair) => pair.has(own) && pair.has(other) && own !== other) ||
        other === `des${own}` ||
        own === `des${other}` ||
        other === `in${own}` ||
        own === `in${other}`
      );
    });
    if (opposite) return false;
    add(
      t,
      n2,
      K.confusao,
      '"Ao invés de" quer dizer "ao contrário de" e liga opostos; para substituição, use "em vez de".',
      keepCase(t.text, `em vez ${n2.text}`),
    );
    return true;
  },
};

export const agenteForAGente: GrammarRule = {
  nome: 'agente por a gente',
  tipo: 'confusao',
  desdeOAjuste: true,
  exemplo: 'Agente precisa mudar essa realidade.',
  contraExemplo: 'O agente de saúde precisa visitar as famílias.',
  at: ({ ctx, add, t, w, p, n1 }) => {
    if (
      w !== 'agente' ||
      !n1 ||
      (p && (hasPos(ctx, p, 'det') || hasPos(ctx, p, 'pr') || hasPos(ctx, p, 'adj') || hasPos(ctx, p, 'n')))
    )
      return false;
    if (!thirdSingular(finiteReadings(ctx, n1)) && !/^(?:não|também|sempre|nunca|já)$/.test(n1.lower)) return false;
    add(
      t,
      t,
      K.confusao,
      '"Agente" é quem age; o pronome é "a gente", separado (e informal: prefira "nós").',
      keepCase(t.text, 'a gente'),
    );
    return true;
  },
};

export const aOnde: GrammarRule = {
  nome: 'a onde',
  tipo: 'confusao',
  desdeOAjuste: true,
  exemplo: 'A onde vão os recursos da educação? A onde a desigualdade é visível, o Estado falha.',
  contraExemplo: 'Aonde vão os recursos da educação? Onde a desigualdade é visível, o Estado falha.',
  at: ({ ctx, tokens, add, i, t, w, p, n1 }) => {
    if (w !== 'a' || n1?.lower !== 'onde') return false;
    // "aonde" only with a verb of movement, before it ("levar a onde") or in its clause ("a onde vão"); else "onde".
    const clause = [p, ...tokens.slice(i + 2, i + 7).filter((x) => x.sent === t.sent)];
    const movement = clause.some((x) => !!x && [...lemmas(ctx, x)].some((l) => MOVEMENT.has(l)));
    add(
      t,
      n1,
      K.confusao,
      movement
        ? 'Com verbo de movimento escreve-se "aonde", junto.'
        : 'Sem verbo de movimento, o lugar em que algo está ou acontece é "onde".',
      keepCase(t.text, movement ? 'aonde' : 'onde'),
    );
    return true;
  },
};

export const aForHaBeforeElapsedTime: GrammarRule = {
  nome: 'a por há antes de tempo decorrido',
  tipo: 'confusao',
  desdeOAjuste: true,
  exemplo:
    'A desigualdade existe a séculos, e o programa foi extinto a cinco anos; leis que a anos protegem. Muitas famílias vivem nesses locais a décadas. Eles atuam a mais de dez anos.',
  contraExemplo:
    'A desigualdade existe há séculos, e o programa acaba daqui a cinco anos; é melhor que a décadas passadas. Eles atuam há mais de dez anos, e a pena pode chegar a mais de dez anos.',
  at: ({ ctx, tokens, add, next, low, i, t, w, p, n1: first }) => {
    if (w !== 'a' || !p || !first) return false;
    // "atuam a mais de dez anos": an approximation before the span, after a verb that governs no "a" ("a pena pode
    // chegar a mais de dez anos" is the preposition).
    const skip =
      /^(?:mais|menos|cerca)$/.test(first.lower) && low(next(i, 2)) === 'de' ? 2 : first.lower === 'quase' ? 1 : 0;
    if (skip && [...lemmas(ctx, p)].some(verbTakesA)) return false;
    const [n1, n2] = [next(i, 1 + skip), next(i, 2 + skip)];
    if (!n1) return false;
    const unitAt = timeSpan(n1, n2) ? n2 : TIME_UNITS.has(n1.lower) && /s$/.test(n1.lower) && !skip ? n1 : undefined;
    if (!unitAt || /^d[eoa]s?$/.test(low(next(i, (unitAt === n1 ? 2 : 3) + skip)))) return false;
    const verbBefore =
      heads(ctx, p).some((tags) => (isVerb(tags) && !tags.includes('inf')) || tags.includes('pp')) ||
      verbBeforePlace(ctx, tokens, i);
    // "vacinas que a décadas salvam vidas": between the relative and its verb.
    const then = next(i, (unitAt === n1 ? 2 : 3) + skip);
    const relative =
      p.lower === 'que' && !!then && finiteReadings(ctx, then).length > 0 && onlyPos(ctx, then, ['vblex', 'vbser']);
    // "é tratada como secundária a décadas.": a predicative adjective that governs no "a" ("equivalente a décadas"),
    // with the time span closing the clause, is followed by the elapsed time.
    const closesClause =
      !then || then.sent !== unitAt.sent || /[,;:.!?]/.test(ctx.doc.text.slice(unitAt.end, then.start));
    const adjectiveBefore =
      closesClause && onlyPos(ctx, p, ['adj']) && ![...lemmas(ctx, p)].some((l) => adjectiveGoverns(l));
    if (!(verbBefore || relative || adjectiveBefore) || /^(?:daqui|dali|de|entre|até|daí|desde)$/.test(p.lower))
      return false;
    add(
      t,
      unitAt,
      K.confusao,
      'Tempo decorrido se indica com o verbo "haver": "há".',
      keepCase(t.text, 'há') + ctx.doc.text.slice(t.end, unitAt.end),
    );
    return true;
  },
};

export const porQueCausalBeforeClause: GrammarRule = {
  nome: 'por que causal antes de oração',
  tipo: 'confusao',
  desdeOAjuste: true,
  exemplo: 'A cota é criticada por que muitos discordam dela, e muitas não procuram ajuda por que temem o julgamento.',
  contraExemplo:
    'A cota é criticada porque muitos discordam dela, e ninguém sabe por que ela existe; eis a razão por que temem o julgamento e a ajuda por que esperam.',
  at: ({ ctx, add, sentenceOf, isQuestion, low, next, prev, i, t, w, p, n1, n2 }) => {
    if (w !== 'por' || low(n1) !== 'que' || !n2 || isQuestion(t)) return false;
    // "procuram ajuda por que temem o julgamento": a bare noun, the object of the verb before it, then a verb with an
    // object of its own: no antecedent of the relative "por que" ("a razão por que"), whose verb would lack one.
    const before = p && prev(i - 1);
    const bareObject =
      !!before &&
      !/^(?:razão|razões|motivo|motivos|causa|causas)$/.test(p!.lower) &&
      finiteReadings(ctx, before).length > 0 &&
      onlyPos(ctx, before, ['vblex', 'vbmod', 'vbser', 'vbhaver']) &&
      onlyPos(ctx, n2, ['vblex', 'vbmod']) &&
      finiteReadings(ctx, n2).length > 0 &&
      ARTICLES.has(low(next(i, 3)));
    if (p && !bareObject && (hasPos(ctx, p, 'n') || /^(?:é|eis)$/.test(p.lower))) return false;
    if (
      p &&
      ['saber', 'entender', 'perguntar', 'questionar', 'compreender', 'explicar', 'descobrir'].some((l) =>
        lemmas(ctx, p).has(l),
      )
    )
      return false;
    if (!p && sentenceOf(t)?.tokens[0] !== t) return false;
    const clause =
      finiteReadings(ctx, n2).length > 0 ||
      /^(?:ele|ela|eles|elas|o|a|os|as|muitos|muitas|não|isso|esse|essa|este|esta|há|se|ninguém|nós|todos|todas|nada|nenhum|nenhuma)$/.test(
        n2.lower,
      );
    if (!clause) return false;
    add(t, n1!, K.confusao, 'Para explicar a causa usa-se a conjunção "porque", junta.', keepCase(t.text, 'porque'));
    return true;
  },
};

export const taoPoucoForTampouco: GrammarRule = {
  // "não há fiscalização nas estradas, tão pouco nos aeroportos": after a comma and before a preposition "tão
  // pouco" qualifies nothing (the degree adverb goes with a verb, an adjective or a noun: "ganha tão pouco",
  // "tão pouco tempo"); it is "tampouco", adding a negative.
  nome: 'tão pouco por tampouco',
  tipo: 'confusao',
  desdeOAjuste: true,
  exemplo: 'Não há fiscais nas estradas, tão pouco nos aeroportos. A população não é ouvida, tão pouco informada.',
  contraExemplo:
    'Não há fiscais nas estradas, tampouco nos aeroportos; ele ganha tão pouco que não come. A população é ouvida, tão pouco informada quanto antes.',
  at: ({ ctx, tokens, add, next, i, t, w }) => {
    if (w !== 'tão' || next(i)?.lower !== 'pouco' || i < 1) return false;
    if (tokens[i - 1]!.sent !== t.sent || !/,\s*$/.test(ctx.doc.text.slice(tokens[i - 1]!.end, t.start))) return false;
    const after = next(i + 1);
    // "não é consultada, tão pouco informada": before a participle or adjective, after a negated clause.
    const negated =
      !!after &&
      adjLike(ctx, after) &&
      tokens.slice(Math.max(0, i - 15), i).some((x) => x.sent === t.sent && /^(?:não|nem|nunca|jamais)$/.test(x.lower));
    if (!after || !(PREPOSITIONS.has(after.lower) || negated)) return false;
    add(t, tokens[i + 1]!, K.confusao, '"Tampouco" (também não) se escreve junto.', keepCase(t.text, 'tampouco'));
    return true;
  },
};

export const porqueInIndirectQuestion: GrammarRule = {
  // "discutir porque isso acontece": an indirect question after a verb that asks, beside the fitted rule's verbs.
  nome: 'porque em pergunta indireta',
  tipo: 'confusao',
  desdeOAjuste: true,
  exemplo: 'Cabe investigar porque os índices caíram.',
  contraExemplo: 'Cabe investigar o caso porque os índices caíram, e a lei falhou porque ninguém a cumpriu.',
  at: ({ ctx, add, t, w, p }) => {
    if (w !== 'porque' || !p || !['discutir', 'explicar', 'investigar', 'analisar'].some((l) => lemmas(ctx, p).has(l)))
      return false;
    if (!heads(ctx, p).some((tags) => tags.includes('inf'))) return false;
    add(
      t,
      t,
      K.confusao,
      'Em pergunta indireta ("discutir por que…"), escreve-se "por que", separado.',
      keepCase(t.text, 'por que'),
    );
    return true;
  },
};

/** Nouns of a threat: what is about to happen is "iminente" ("risco iminente"); "eminente" is "ilustre", "elevado". */
const THREAT = set(
  'risco riscos perigo perigos ameaça ameaças colapso crise catástrofe tragédia desastre ataque guerra morte falência',
);
/** What one breaks (infringir), not what one imposes (infligir: "infligir uma pena"). */
const NORM_NOUN = set(
  'lei leis norma normas regra regras regulamento regulamentos legislação código códigos constituição estatuto estatutos contrato contratos acordo acordos tratado tratados direito direitos',
);
/** A meeting held ("sessão"), not a division ("seção"): "sessões realizadas aos sábados", "sessão de terapia". */
const MEETING_AFTER = set(
  'realizada realizadas semanal semanais mensal mensais quinzenal quinzenais plenária plenárias solene solenes',
);
const MEETING_OF = set('terapia cinema fisioterapia quimioterapia hemodiálise votação julgamento');

export const paronymInContext: GrammarRule = {
  nome: 'parônimos pelo contexto (iminente, infringir, sessão)',
  tipo: 'confusao',
  desdeOAjuste: true,
  exemplo:
    'Há um risco eminente de colapso; as empresas que infligem as normas não são punidas; há seções realizadas aos sábados.',
  contraExemplo:
    'Há um risco iminente de colapso e um eminente jurista o disse; a lei inflige penas a quem infringe as normas; a seção de esportes e as sessões realizadas aos sábados.',
  at: ({ ctx, add, next, i, t, w, p, n1, n2 }) => {
    if (/^eminentes?$/.test(w) && p && THREAT.has(p.lower)) {
      add(
        t,
        t,
        K.confusao,
        '"Eminente" é ilustre, elevado; o que está prestes a acontecer é "iminente".',
        keepCase(t.text, w.replace('eminente', 'iminente')),
      );
      return true;
    }
    if (/^inflig|^inflij/.test(w) && finiteOrInf(ctx, t)) {
      // The object, after a determiner or not: "infligem as normas", "infligir leis".
      const obj =
        n1 && (ARTICLES.has(n1.lower) || /^(?:essas?|esses?|estas?|estes?|suas?|seus?)$/.test(n1.lower)) ? n2 : n1;
      if (!obj || !NORM_NOUN.has(obj.lower) || !next(i, obj === n1 ? 1 : 2)) return false;
      add(
        t,
        t,
        K.confusao,
        '"Infligir" é aplicar (uma pena, um castigo); violar uma lei ou norma é "infringir".',
        keepCase(t.text, w.replace(/^inflig/, 'infring').replace(/^inflij/, 'infrinj')),
      );
      return true;
    }
    if (/^(?:seção|seções)$/.test(w) && n1) {
      const meeting = MEETING_AFTER.has(n1.lower) || (n1.lower === 'de' && !!n2 && MEETING_OF.has(n2.lower));
      if (!meeting) return false;
      add(
        t,
        t,
        K.confusao,
        '"Seção" é divisão, parte; a reunião, o encontro com hora marcada é "sessão".',
        keepCase(t.text, w === 'seção' ? 'sessão' : 'sessões'),
      );
      return true;
    }
    return false;
  },
};
