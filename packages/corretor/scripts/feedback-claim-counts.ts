// `npx tsx packages/corretor/scripts/feedback-claim-counts.ts [packages/corretor]`: how often the feedback makes each
// C3/C4/C5 claim on the 686 development essays (each with its bank proposal, committed parameters), for a source tree
// (the argument: another worktree's packages/corretor, to compare before and after a change; it must have src/lab/bank-feedback.ts).
import { resolve } from 'node:path';
import type { Analysis } from '@argumenta/contracts';

const root = resolve(process.argv[2] ?? new URL('..', import.meta.url).pathname);
const { bankEssayFeedback } = await import(`${root}/src/lab/bank-feedback.js`);
const { loadSpeller } = await import(`${root}/src/speller.js`);
type Topic = { desenvolvido: boolean; pelaOrdem?: boolean };
type Comp<N extends number> = Extract<Analysis['competencias'][number], { numero_competencia: N }>;

const sp = await loadSpeller();
const n = {
  semTopicos: 0,
  topicosNaoSeparados: 0,
  comTopicos: 0,
  topicos: 0,
  desenvolvidos: 0,
  pelaOrdem: 0,
  naoDesenvolvido: 0,
  semTese: 0,
  c5NenhumaPalavra: 0,
  c5SoUmaPalavra: 0,
  c4ListaDiferenteDaContagem: 0,
};
for (const { a, feedback: out } of bankEssayFeedback(sp) as Iterable<{
  a: { c3: { topicos: Topic[] } };
  feedback: Analysis;
}>) {
  const c3 = out.competencias[2] as Comp<3>;
  const c4 = out.competencias[3] as Comp<4>;
  const c5 = out.competencias[4] as Comp<5>;
  const topics: Topic[] = a.c3.topicos;
  if (/não encontramos na introdução tópicos/.test(c3.justificativa_nota)) n.semTopicos++;
  if (/não conseguiu separar/.test(c3.justificativa_nota)) n.topicosNaoSeparados++;
  if (topics.length) n.comTopicos++;
  n.topicos += topics.length;
  n.desenvolvidos += topics.filter((x) => x.desenvolvido).length;
  n.pelaOrdem += topics.filter((x) => x.pelaOrdem).length;
  n.naoDesenvolvido += c3.pontos_a_melhorar_detalhados_c3.filter(
    (i) => i.aspecto_avaliado_c3 === 'Projeto de texto',
  ).length;
  if (c3.pontos_a_melhorar_detalhados_c3.some((i) => i.aspecto_avaliado_c3 === 'Tese')) n.semTese++;
  const c5Text = c5.pontos_a_melhorar_detalhados_c5.map((i) => i.explicacao_erro_c5).join(' ');
  if (/nenhuma (?:das palavras|palavra)/.test(c5Text)) n.c5NenhumaPalavra++;
  if (/só uma das palavras|só "/.test(c5Text)) n.c5SoUmaPalavra++;
  const counted = Number(/(\d+) parágrafos? com conectivo/.exec(c4.justificativa_nota)?.[1] ?? 0);
  const listed =
    c4.pontos_positivos_c4.find((p) => /^Parágrafos? (?:aberto|articulados)/.test(p))?.match(/"[^"]+"/g)?.length ?? 0;
  if (counted !== listed) n.c4ListaDiferenteDaContagem++;
}
console.log(JSON.stringify(n, null, 2));
