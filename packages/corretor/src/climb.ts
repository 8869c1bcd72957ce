// The climb (issue 48): for each competency, the official level reached, the next one, and one or two concrete steps
// built from this essay's own passages — never a generic tip. At 200, what made the competency excellent. The steps
// come from the evidence the feedback already shows (its "pontos a melhorar"), in the order it shows them, and fall
// back to a passage of the text chosen for the competency when the evidence lists nothing.
import {
  C1_TYPING_TIP,
  ENEM_LEVEL_DESCRIPTORS,
  levelOf,
  nextLevel,
  type Analysis,
  type Climb,
} from '@argumenta/contracts';
import type { TextAnalysis } from './analysis.js';

/** What C1's rules do not look at (or only in the cases they know): said when they find nothing. */
export const C1_NOT_COVERED =
  'regência fora dos verbos e nomes conhecidos, colocação pronominal, concordância fora dos casos conhecidos';

type Competency = Analysis['competencias'][number];

export const quote = (s: string, max = 140) => {
  const t = s.length > max ? `${s.slice(0, max).replace(/\s+\S*$/, '')}…` : s;
  return `"${t}"`;
};
/** The passage a step is about: the evidence's own, or where the competency's change belongs in this text. */
function at(a: TextAnalysis, n: 2 | 3 | 4 | 5, trecho: string | undefined): string {
  if (trecho) return ` Trecho: ${quote(trecho, 90)}.`;
  const paras = a.doc.paragraphs;
  const [where, passage] =
    n === 3
      ? ['a introdução termina em', paras[0]?.sentences.at(-1)?.text]
      : n === 5
        ? ['a conclusão começa com', paras.at(-1)?.sentences[0]?.text]
        : ['por exemplo, no parágrafo que começa com', (paras[1] ?? paras[0])?.sentences[0]?.text];
  return passage ? ` Onde: ${where} ${quote(passage, 80)}.` : '';
}
const wordsOf = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** The climb of one competency, from its built feedback and the analysis of the text. */
export function climbOf(a: TextAnalysis, c: Competency): Climb {
  const n = c.numero_competencia;
  const nivel = levelOf(c.nota_competencia);
  const next = nextLevel(c.nota_competencia);
  const descriptors = ENEM_LEVEL_DESCRIPTORS[n];
  return {
    nivel: `Nível ${nivel}: ${descriptors[nivel]}`,
    proximo: next === null ? null : `Nível ${next}: ${descriptors[next]}`,
    passos: next === null ? excellence(a, c) : steps(a, c),
  };
}

/** Below 200: at most two steps, each with the passage it is about and what to do. */
function steps(a: TextAnalysis, c: Competency): string[] {
  const out: string[] = [];
  switch (c.numero_competencia) {
    case 1: {
      const desvios = c.pontos_a_melhorar_detalhados_c1.filter((d) => d.tipo_desvio_c1 !== C1_TYPING_TIP);
      // Different kinds first: two slips of the same kind teach one lesson.
      const kinds = [...new Map(desvios.map((d) => [d.tipo_desvio_c1, d])).values()];
      for (const d of kinds.slice(0, 2))
        out.push(
          d.sugestao_correcao_gramatical_c1
            ? `Corrija ${quote(d.trecho_problematico_c1, 60)} → ${d.sugestao_correcao_gramatical_c1} (${d.tipo_desvio_c1}).`
            : `Reveja ${quote(d.trecho_problematico_c1, 60)}: ${d.explicacao_erro_c1}`,
        );
      if (a.c1.desvios.length > 2)
        out.push(
          `Ao todo, ${a.c1.desvios.length} desvios foram apontados: o nível seguinte admite menos, e o 200 só os aceita como exceção, sem repetição do mesmo tipo.`,
        );
      if (!out.length) {
        const longest = [...a.doc.sentences].sort((x, y) => wordsOf(y.text) - wordsOf(x.text))[0];
        if (longest)
          out.push(
            `As verificações automáticas não apontaram desvios; o que elas não cobrem (${C1_NOT_COVERED}, estrutura das frases) pesa na nota. Releia o período mais longo, ${quote(longest.text, 100)} (${wordsOf(longest.text)} palavras), e divida-o se encadear mais de uma ideia.`,
          );
      }
      break;
    }
    case 2:
      for (const i of c.pontos_a_melhorar_detalhados_c2.slice(0, 2))
        out.push(`${i.aspecto_avaliado_c2}: ${i.sugestao_melhoria_c2}${at(a, 2, i.trecho_problematico_c2)}`);
      if (!out.length) {
        const tied = a.c2.repertorio.find((r) => r.vinculado);
        const bare = developmentWithout(
          a,
          a.c2.repertorio.map((r) => r.trecho),
        );
        if (tied && bare)
          out.push(
            `Seu repertório ${quote(tied.trecho, 80)} sustenta um argumento; para o nível seguinte, leve um segundo repertório legitimado (lei, dado, pensador, fato histórico) ao parágrafo que começa com ${quote(bare, 70)} e diga como ele prova a tese.`,
          );
        else if (tied)
          out.push(
            `Seu repertório ${quote(tied.trecho, 80)} está articulado; torne-o produtivo: mostre, na frase seguinte a ele, a consequência que ele explica no tema, não apenas que ele existe.`,
          );
      }
      break;
    case 3:
      for (const i of c.pontos_a_melhorar_detalhados_c3.slice(0, 2))
        out.push(`${i.aspecto_avaliado_c3}: ${i.sugestao_melhoria_c3}${at(a, 3, i.trecho_problematico_c3)}`);
      if (!out.length) {
        const dev = shortestDevelopment(a);
        if (dev)
          out.push(
            `Para configurar autoria, vá além dos textos motivadores no parágrafo mais curto de desenvolvimento (${dev.words} palavras, começa com ${quote(dev.opening, 70)}): acrescente uma causa, uma consequência e um exemplo seu que comprovem a ideia.`,
          );
      }
      break;
    case 4:
      for (const i of c.pontos_a_melhorar_detalhados_c4.slice(0, 2))
        out.push(`${i.tipo_problema_coesao_c4}: ${i.sugestao_melhoria_c4}${at(a, 4, i.trecho_problematico_c4)}`);
      if (!out.length) {
        const dev = leastConnected(a);
        if (dev)
          out.push(
            `O parágrafo que começa com ${quote(dev.opening, 70)} ${dev.connectives === 0 ? 'não tem conectivos' : dev.connectives === 1 ? 'tem só 1 conectivo' : `tem só ${dev.connectives} conectivos`} dentro dele: ligue suas frases por causa, consequência ou oposição ("visto que", "por conseguinte", "contudo") e retome ideias com pronomes em vez de repetir palavras.`,
          );
      }
      break;
    case 5:
      for (const i of c.pontos_a_melhorar_detalhados_c5.slice(0, 2))
        out.push(`${i.sugestao_melhoria_c5}${at(a, 5, i.trecho_problematico_c5)}`);
      if (!out.length) {
        const conclusion = a.doc.paragraphs[a.doc.paragraphs.length - 1]?.sentences[0]?.text;
        if (conclusion)
          out.push(
            `Os cinco elementos estão na proposta; para o nível seguinte, articule-a à discussão: retome na conclusão (que começa com ${quote(conclusion, 70)}) o problema que o desenvolvimento apontou e detalhe mais um elemento (um exemplo de como a ação acontece).`,
          );
      }
      break;
  }
  // The evidence is empty and the text too short to point at anything: say which counts decided the level.
  if (!out.length)
    out.push(`A nota ${c.nota_competencia} reflete o que a justificativa conta: ${c.justificativa_nota}`);
  return out.slice(0, 3);
}

/** At 200: what made it excellent, from the feedback's positive points (or the counts that decided it). */
function excellence(a: TextAnalysis, c: Competency): string[] {
  const positives = (() => {
    switch (c.numero_competencia) {
      case 1:
        return c.pontos_positivos_c1;
      case 2:
        return c.pontos_positivos_c2;
      case 3:
        return c.pontos_positivos_c3;
      case 4:
        return c.pontos_positivos_c4;
      case 5:
        return c.pontos_positivos_c5;
    }
  })();
  if (positives.length) return positives.slice(0, 2).map((p) => `O que fez esta competência excelente: ${p}`);
  return [`Nota máxima, pelo que a justificativa conta em ${a.words} palavras: ${c.justificativa_nota}`];
}

/** The opening sentence of the first development paragraph that holds none of the passages. */
function developmentWithout(a: TextAnalysis, passages: string[]): string | undefined {
  const devs = a.doc.paragraphs.slice(1, -1);
  return devs.find((p) => !passages.some((t) => p.text.includes(t)))?.sentences[0]?.text;
}

function shortestDevelopment(a: TextAnalysis): { opening: string; words: number } | undefined {
  const devs = a.doc.paragraphs.slice(1, -1).filter((p) => p.sentences[0]);
  const p = [...devs].sort((x, y) => wordsOf(x.text) - wordsOf(y.text))[0];
  return p && { opening: p.sentences[0]!.text, words: wordsOf(p.text) };
}

function leastConnected(a: TextAnalysis): { opening: string; connectives: number } | undefined {
  const counts = a.doc.paragraphs.map((p, i) => ({
    p,
    connectives: a.c4.conectivos.filter((k) => k.paragrafo === i).length,
  }));
  const devs = counts.slice(1, -1).filter((x) => x.p.sentences[0]);
  const least = [...devs].sort((x, y) => x.connectives - y.connectives)[0];
  return least && { opening: least.p.sentences[0]!.text, connectives: least.connectives };
}
