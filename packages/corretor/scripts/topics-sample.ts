// `npx tsx packages/corretor/scripts/topics-sample.ts <seed> <n> [--folder]`: a random sample (fixed seed) of
// introductions, from the 686 development essays (and, with --folder, the annotated claims essays 01–35, never the
// held-out ones marked medir_depois), each printed with the topics the claims read and where each is developed, for
// judging the announced-topics reading by hand.
import { readFileSync } from 'node:fs';
import { analyzeText } from '../src/analysis.js';
import { loadSpeller } from '../src/speller.js';
import { loadThemeBank } from '../src/theme-bank.js';

const [seedArg, nArg, folderFlag] = process.argv.slice(2);
const seed = Number(seedArg ?? 1);
const n = Number(nArg ?? 30);
type Item = { id: string; texto: string; proposta: { titulo: string; texto_apoio: string }; titulo: string | null };
const items: Item[] = [];
for (const t of loadThemeBank().temas)
  t.referencias.forEach((r, i) =>
    items.push({
      id: `dev:${t.promptId}:${i}`,
      texto: r.texto,
      titulo: null,
      proposta: { titulo: t.titulo, texto_apoio: t.textoApoio },
    }),
  );
if (folderFlag === '--folder') {
  const dir = new URL('../test/fixtures/claims-essays/', import.meta.url);
  const ann = JSON.parse(readFileSync(new URL('anotacoes.json', dir), 'utf8')) as {
    propostas: Record<string, { titulo: string; texto_apoio: string }>;
    redacoes: { arquivo: string; proposta: string; titulo: string | null; medir_depois?: boolean }[];
  };
  for (const r of ann.redacoes)
    if (!r.medir_depois && Number(r.arquivo.slice(0, 2)) <= 35)
      items.push({
        id: `pasta:${r.arquivo}`,
        texto: readFileSync(new URL(r.arquivo, dir), 'utf8'),
        titulo: r.titulo,
        proposta: ann.propostas[r.proposta]!,
      });
}
// mulberry32
let s = seed >>> 0;
const rand = () => {
  s = (s + 0x6d2b79f5) >>> 0;
  let t = s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
for (let i = items.length - 1; i > 0; i--) {
  const j = Math.floor(rand() * (i + 1));
  [items[i], items[j]] = [items[j]!, items[i]!];
}
const sp = await loadSpeller();
items.slice(0, n).forEach((it, k) => {
  const a = analyzeText({ texto: it.texto, titulo: it.titulo, proposta: it.proposta }, sp, { suggestions: false });
  const paras = a.doc.paragraphs;
  console.log(`\n=== ${k + 1}. ${it.id} — ${it.proposta.titulo}`);
  console.log(`INTRO: ${paras[0]?.text ?? ''}`);
  paras.slice(1, -1).forEach((p, i) => console.log(`  D${i + 1}: ${p.text.slice(0, 160)}…`));
  console.log(
    `TOPICOS: ${JSON.stringify(a.c3.topicos.map((t) => [t.topico, t.desenvolvido ? (t.paragrafo ?? '?') : '-']))}`,
  );
});
