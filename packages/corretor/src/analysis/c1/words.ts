// Word lists more than one kind of C1 rule reads: closed classes (determiners, prepositions, quantifiers, number
// words), copulas, the words that govern "a". A list only one kind of rule reads stays in that rule's file.
import type { Token } from '../../text.js';

export const set = (s: string) => new Set(s.split(' '));
export const PREPOSITIONS = set(
  'a ao aos à às de do da dos das em no na nos nas por pelo pela pelos pelas para com sem sob sobre entre contra até desde perante após durante num numa dum duma',
);
export const PLURAL_DET = set(
  'os as esses essas estes estas aqueles aquelas seus suas nossos nossas meus minhas muitos muitas vários várias alguns algumas diversos diversas tais',
);
export const SINGULAR_DET_M = set(
  'o um esse este aquele seu nosso meu do no pelo ao desse deste nesse neste daquele naquele num dum',
);
export const SINGULAR_DET_F = set(
  'uma essa esta aquela sua nossa minha da na pela dessa desta nessa nesta daquela naquela numa duma',
);
/** A determiner that opens a subject (no preposition fused in). */
export const SUBJECT_DET = set(
  'o os a as um uma uns umas esse essa esses essas este esta estes estas aquele aquela aqueles aquelas seu sua seus suas nosso nossa nossos nossas muitos muitas vários várias alguns algumas diversos diversas tais',
);
export const DET_GENDER: Record<string, string> = Object.fromEntries(
  'o:a do:da no:na pelo:pela ao:à um:uma esse:essa este:esta aquele:aquela seu:sua nosso:nossa meu:minha desse:dessa deste:desta nesse:nessa neste:nesta daquele:daquela naquele:naquela num:numa dum:duma'
    .split(' ')
    .flatMap((pair) => {
      const [m, f] = pair.split(':') as [string, string];
      return [
        [m, f],
        [f, m],
      ];
    }),
);
export const TIME_UNITS = set(
  'ano anos mês meses dia dias década décadas século séculos semana semanas hora horas minuto minutos tempo',
);
/** Number words (cardinals) as a regex alternation: one list for QUANTITY and for AMOUNT (confusables.ts). */
export const CARDINALS =
  'um|uma|dois|duas|três|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|treze|quinze|vinte|trinta|quarenta|cinquenta|sessenta|setenta|oitenta|noventa|cem|duzent[oa]s|trezent[oa]s|quatrocent[oa]s|quinhent[oa]s|seiscent[oa]s|setecent[oa]s|oitocent[oa]s|novecent[oa]s|mil';
/** One number word, whole ("quinhentos" matches the alternation's "quinhent[oa]s"). */
export const CARDINAL = new RegExp(`^(?:${CARDINALS})$`);
export const QUANTITY = new RegExp(
  `^(?:\\d+|${CARDINALS}|muitos|muitas|vários|várias|alguns|algumas|poucos|poucas|tantos|tantas|bastantes|longos|longas)$`,
);
/**
 * A span of time, its quantity then its unit ("dez anos", "muitas décadas"); the mass noun "tempo" takes a singular
 * quantity ("muito tempo", "pouco tempo", "algum tempo").
 */
export const timeSpan = (q: Token | undefined, unit: Token | undefined): boolean =>
  !!q &&
  !!unit &&
  TIME_UNITS.has(unit.lower) &&
  (QUANTITY.test(q.lower) || (unit.lower === 'tempo' && /^(?:muito|pouco|algum|tanto|bastante)$/.test(q.lower)));
/** Words after which "a" + feminine noun with its article is "à" (the word governs "a"). */
export const GOVERNS_A = set(
  'devido relação referente graças frente junto rumo face relativo relativa relativos relativas inerente inerentes prejudicial prejudiciais nocivo nociva nocivos nocivas contrário contrária contrários contrárias favorável favoráveis propício propícia indiferente alheio alheia aliado aliada aliados aliadas atrelado atrelada atrelados atreladas ligado ligada ligados ligadas vinculado vinculada vinculados vinculadas associado associada associados associadas submetido submetida submetidos submetidas sujeito sujeita sujeitos sujeitas exposto exposta expostos expostas destinado destinada destinados destinadas voltado voltada voltados voltadas direcionado direcionada direcionados direcionadas acesso combate direito direitos adesão obediência resistência aversão dedicação igual semelhante anterior posterior superior inferior pertencente pertencentes restrito restrita',
);
export const MODALS = set('poder dever conseguir querer precisar costumar pretender desejar necessitar');
/** Singular heads whose verb may go to the plural of what they gather ("a maioria são homens"). */
export const COLLECTIVE = set(
  'maioria minoria parte metade grupo conjunto série porcentagem percentual totalidade multidão número quantidade infinidade',
);
/** Prepositions and adverbs the dictionary also reads as verb forms ("os dados acerca de", "entre", "sobre"). */
export const NOT_VERBS = set(
  'acerca cerca entre sobre fora face frente segundo conforme durante mediante salvo exceto como',
);
export const QUANTIFIERS = /^(?:muit|pouc|tant|tod|outr|cert|vári|divers|quant|demais)/;
/** Words after which "a" + feminine noun is "à", besides GOVERNS_A (adjectives among them lose it after a copula). */
export const GOVERNS_A_SINCE_FIT = set(
  'atento atenta atentos atentas aberto aberta abertos abertas próximo próxima próximos próximas comparado comparada comparados comparadas desinteresse quanto tange respeito desrespeito alusão referência homenagem apoio incentivo estímulo prevenção assistência ameaça ataque oposição indiferença imune imunes igual iguais semelhante semelhantes integral integrais relacionado relacionada relacionados relacionadas preso presa presos presas dirigido dirigida dirigidos dirigidas imposto imposta impostos impostas essencial essenciais fundamental fundamentais necessário necessária necessários necessárias prestado prestada prestados prestadas concedido concedida oferecido oferecida oferecidos oferecidas garantido garantida garantidos garantidas dedicado dedicada dedicados dedicadas adaptado adaptada adaptados adaptadas adequado adequada adequados adequadas',
);
export const COPULAS = set('ser estar ficar parecer tornar permanecer continuar');
/** Verbs that take a predicative of their subject besides their own sense ("acabam abandonados", "vivem isolados"). */
export const SEMI_COPULAS = set('acabar terminar viver seguir sair nascer morrer andar');
/** Adverbs that may stand between a subject and its verb ("os jovens não tem"). */
export const BETWEEN_SUBJECT_AND_VERB = set(
  'não nem sequer quase jamais também ainda já sempre nunca só apenas hoje atualmente frequentemente realmente então',
);
export const PLURAL_CONTRACTIONS = set(
  'das dos nas nos pelas pelos aos dessas desses nessas nesses destas destes daquelas daqueles muitas muitos várias vários diversas diversos outras outros poucas poucos inúmeras inúmeros tantas tantos',
);
export const ARTICLES = set('o a os as um uma do da dos das no na nas pelo pela pelos pelas ao aos num numa');
export const DEGREE = set('muito mais tão extremamente bastante bem demasiado totalmente');
/** Degree words that may stand between a verb and its predicative ("são pouco eficaz", "torna … ainda mais grave"). */
export const BEFORE_PREDICATIVE = set('muito mais menos tão bastante pouco extremamente ainda cada vez totalmente bem');
/** Adverbs that may stand between a governor and its "a" ("visam apenas a", "devido, sobretudo, a"). */
export const BETWEEN_GOVERNOR_AND_A = set(
  'apenas somente só sobretudo principalmente também ainda sempre mesmo inclusive',
);
export const CLAUSE_OPENERS = set('que porque pois quando se enquanto onde mas embora caso qual quais');
/** Plural quantifiers that head a subject when the group they count in follows ("vários deles", "muitos dos jovens"). */
export const PLURAL_COUNT = set(
  'muitos muitas vários várias alguns algumas poucos poucas diversos diversas inúmeros inúmeras',
);
/** Heads whose verb may agree with the complement ("um terço dos alunos saíram", "o resto dos"), besides COLLECTIVE. */
export const PARTITIVE =
  /^(?:terço|quarto|quinto|décimo|dobro|triplo|resto|restante|total|dezena|centena|milhar|milhão|bilhão|par|tipo|espécie|parcela|porção|fração)$/;
/** Gender of the determiners that show it ("essa", "os", "nossos"); "a" is left out (also the preposition). */
export const DET_SHOWS_GENDER: Record<string, 'm' | 'f'> = Object.fromEntries(
  'o:m os:m um:m uns:m esse:m esses:m este:m estes:m aquele:m aqueles:m nosso:m nossos:m seu:m seus:m do:m dos:m no:m nos:m pelo:m pelos:m desse:m desses:m nesse:m nesses:m as:f uma:f umas:f essa:f essas:f esta:f estas:f aquela:f aquelas:f nossa:f nossas:f sua:f suas:f da:f das:f na:f nas:f pela:f pelas:f dessa:f dessas:f nessa:f nessas:f muitos:m muitas:f poucos:m poucas:f vários:m várias:f alguns:m algumas:f diversos:m diversas:f outros:m outras:f tantos:m tantas:f'
    .split(' ')
    .map((p) => p.split(':') as [string, 'm' | 'f']),
);
