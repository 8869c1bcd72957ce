// The ENEM's official level descriptors per competency (Inep, "A redação no Enem — Cartilha do participante"): what
// each grade means in the examiners' words. The feedback's climb (issue 48) names the level reached and the next one.
import type { Climb } from './correction.js';
import { COMPETENCY_LEVELS } from './scores.js';

export type EnemLevel = (typeof COMPETENCY_LEVELS)[number];

export const ENEM_LEVEL_DESCRIPTORS: Record<1 | 2 | 3 | 4 | 5, Record<EnemLevel, string>> = {
  1: {
    200: 'Demonstra excelente domínio da modalidade escrita formal da língua portuguesa e de escolha de registro; desvios gramaticais ou de convenções da escrita são aceitos somente como excepcionalidade e quando não caracterizam reincidência.',
    160: 'Demonstra bom domínio da modalidade escrita formal da língua portuguesa e de escolha de registro, com poucos desvios gramaticais e de convenções da escrita.',
    120: 'Demonstra domínio mediano da modalidade escrita formal da língua portuguesa e de escolha de registro, com alguns desvios gramaticais e de convenções da escrita.',
    80: 'Demonstra domínio insuficiente da modalidade escrita formal da língua portuguesa, com muitos desvios gramaticais, de escolha de registro e de convenções da escrita.',
    40: 'Demonstra domínio precário da modalidade escrita formal da língua portuguesa, de forma sistemática, com diversificados e frequentes desvios gramaticais, de escolha de registro e de convenções da escrita.',
    0: 'Demonstra desconhecimento da modalidade escrita formal da língua portuguesa.',
  },
  2: {
    200: 'Desenvolve o tema por meio de argumentação consistente, a partir de um repertório sociocultural produtivo, e apresenta excelente domínio do texto dissertativo-argumentativo.',
    160: 'Desenvolve o tema por meio de argumentação consistente e apresenta bom domínio do texto dissertativo-argumentativo, com proposição, argumentação e conclusão.',
    120: 'Desenvolve o tema por meio de argumentação previsível e apresenta domínio mediano do texto dissertativo-argumentativo, com proposição, argumentação e conclusão.',
    80: 'Desenvolve o tema recorrendo à cópia de trechos dos textos motivadores ou apresenta domínio insuficiente do texto dissertativo-argumentativo, sem atender à estrutura com proposição, argumentação e conclusão.',
    40: 'Apresenta o assunto, tangenciando o tema, ou demonstra domínio precário do texto dissertativo-argumentativo, com traços constantes de outros tipos textuais.',
    0: 'Foge ao tema ou não atende à estrutura dissertativo-argumentativa.',
  },
  3: {
    200: 'Apresenta informações, fatos e opiniões relacionados ao tema proposto, de forma consistente e organizada, configurando autoria, em defesa de um ponto de vista.',
    160: 'Apresenta informações, fatos e opiniões relacionados ao tema, de forma organizada, com indícios de autoria, em defesa de um ponto de vista.',
    120: 'Apresenta informações, fatos e opiniões relacionados ao tema, limitados aos argumentos dos textos motivadores e pouco organizados, em defesa de um ponto de vista.',
    80: 'Apresenta informações, fatos e opiniões relacionados ao tema, mas desorganizados ou contraditórios e limitados aos argumentos dos textos motivadores, em defesa de um ponto de vista.',
    40: 'Apresenta informações, fatos e opiniões pouco relacionados ao tema ou incoerentes e sem defesa de um ponto de vista.',
    0: 'Apresenta informações, fatos e opiniões não relacionados ao tema e sem defesa de um ponto de vista.',
  },
  4: {
    200: 'Articula bem as partes do texto e apresenta repertório diversificado de recursos coesivos.',
    160: 'Articula as partes do texto com poucas inadequações e apresenta repertório diversificado de recursos coesivos.',
    120: 'Articula as partes do texto, de forma mediana, com inadequações, e apresenta repertório pouco diversificado de recursos coesivos.',
    80: 'Articula as partes do texto, de forma insuficiente, com muitas inadequações, e apresenta repertório limitado de recursos coesivos.',
    40: 'Articula as partes do texto de forma precária.',
    0: 'Não articula as informações.',
  },
  5: {
    200: 'Elabora muito bem proposta de intervenção, detalhada, relacionada ao tema e articulada à discussão desenvolvida no texto.',
    160: 'Elabora bem proposta de intervenção relacionada ao tema e articulada à discussão desenvolvida no texto.',
    120: 'Elabora, de forma mediana, proposta de intervenção relacionada ao tema e articulada à discussão desenvolvida no texto.',
    80: 'Elabora, de forma insuficiente, proposta de intervenção relacionada ao tema, ou não articulada com a discussão desenvolvida no texto.',
    40: 'Apresenta proposta de intervenção vaga, precária ou relacionada apenas ao assunto.',
    0: 'Não apresenta proposta de intervenção ou apresenta proposta não relacionada ao tema ou ao assunto.',
  },
};

/** The level above a grade (null at 200); a grade between levels counts as the level below it. */
export function nextLevel(nota: number): EnemLevel | null {
  return COMPETENCY_LEVELS.find((l) => l > nota) ?? null;
}
/** The official level a grade reaches (an OpenAI engine's grade off the 40-point grid counts as the level below). */
export function levelOf(nota: number): EnemLevel {
  return [...COMPETENCY_LEVELS].reverse().find((l) => l <= nota) ?? 0;
}

/**
 * A climb read at a grade other than the one it was written for (a teacher's review, an appeal): the levels follow the
 * grade in force; below 200 the steps stay (they are about the text), at 200 they give way to the grade's reason.
 */
export function climbAtGrade(climb: Climb, competencia: 1 | 2 | 3 | 4 | 5, nota: number): Climb {
  const nivel = levelOf(nota);
  const next = nextLevel(nota);
  const descriptors = ENEM_LEVEL_DESCRIPTORS[competencia];
  return {
    nivel: `Nível ${nivel}: ${descriptors[nivel]}`,
    proximo: next === null ? null : `Nível ${next}: ${descriptors[next]}`,
    passos: next === null ? ['Nota máxima, decidida na revisão humana desta redação.'] : climb.passos,
  };
}
