// `npx tsx packages/corretor/scripts/topics-sample.ts <seed> <n> [--folder]`: a random sample (fixed seed) of
// introductions, from the 686 development essays (and, with --folder, the annotated claims essays 01–35, never the
// held-out ones marked medir_depois), each printed with the topics the claims read and where each is developed, for
// judging the announced-topics reading by hand.
import { seededRandom } from '@argumenta/contracts/random';
import { analyzeText } from '../src/analysis.js';
import { measuredClaimsEssays, seededSample, type ClaimsEssay } from '../src/lab/samples.js';
import { loadSpeller } from '../src/speller.js';
import { loadThemeBank } from '../src/theme-bank.js';

const [seedArg, nArg, folderFlag] = process.argv.slice(2);
const seed = Number(seedArg ?? 1);
const n = Number(nArg ?? 30);
type Item = { id: string; input: ClaimsEssay['input'] };
const items: Item[] = [];
for (const t of loadThemeBank().temas)
  t.referencias.forEach((r, i) =>
    items.push({
      id: `dev:${t.promptId}:${i}`,
      input: { texto: r.texto, titulo: null, proposta: { titulo: t.titulo, texto_apoio: t.textoApoio } },
    }),
  );
if (folderFlag === '--folder')
  for (const e of measuredClaimsEssays())
    if (Number(e.arquivo.slice(0, 2)) <= 35) items.push({ id: `pasta:${e.arquivo}`, input: e.input });
const sp = await loadSpeller();
seededSample(items, n, seededRandom(seed)).forEach((it, k) => {
  const a = analyzeText(it.input, sp, { suggestions: false });
  const paras = a.doc.paragraphs;
  console.log(`\n=== ${k + 1}. ${it.id} — ${it.input.proposta.titulo}`);
  console.log(`INTRO: ${paras[0]?.text ?? ''}`);
  paras.slice(1, -1).forEach((p, i) => console.log(`  D${i + 1}: ${p.text.slice(0, 160)}…`));
  console.log(
    `TOPICOS: ${JSON.stringify(a.c3.topicos.map((t) => [t.topico, t.desenvolvido ? (t.paragrafo ?? '?') : '-']))}`,
  );
});
