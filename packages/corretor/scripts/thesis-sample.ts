// The thesis the feedback shows, for reading by hand:
//   npx tsx packages/corretor/scripts/thesis-sample.ts annotated        the 35 claims essays against their annotation
//   npx tsx packages/corretor/scripts/thesis-sample.ts sample [n] [seed]  n development introductions (default 30) drawn
//                                                                         with a fixed seed (default 20261130), each
//                                                                         sentence printed, the one shown as thesis marked
import { readFileSync } from 'node:fs';
import type { CorrectionInput } from '@argumenta/contracts';
import { analyzeText } from '../src/analysis.js';
import { loadEssays, loadPrompts } from '../src/dataset.js';
import { loadSpeller } from '../src/speller.js';

const root = new URL('..', import.meta.url);
const sp = await loadSpeller();
const [mode = 'annotated', count = '30', seed = '20261130'] = process.argv.slice(2);

if (mode === 'annotated') {
  const dir = new URL('test/fixtures/claims-essays/', root);
  const ann = JSON.parse(readFileSync(new URL('anotacoes.json', dir), 'utf8')) as {
    propostas: Record<string, { titulo: string; texto_apoio: string }>;
    redacoes: {
      arquivo: string;
      proposta: string;
      titulo: string | null;
      tese: string | null;
      medir_depois?: boolean;
    }[];
  };
  let agree = 0;
  // Essays held out (medir_depois) are not read until the integrator measures them.
  const measured = ann.redacoes.filter((r) => !r.medir_depois);
  for (const r of measured) {
    const texto = readFileSync(new URL(r.arquivo, dir), 'utf8');
    const input = { texto, titulo: r.titulo, proposta: ann.propostas[r.proposta] } as CorrectionInput;
    const shown = analyzeText(input, sp, { suggestions: false }).c3.tese?.trecho ?? null;
    const same = (shown ?? '') === (r.tese ?? '');
    agree += Number(same);
    if (!same) console.log(`${r.arquivo}\n  anotada: ${r.tese ?? '(nenhuma)'}\n  mostrada: ${shown ?? '(nenhuma)'}`);
  }
  console.log(`tese igual à anotação em ${agree} de ${measured.length}`);
} else {
  const essays = loadEssays(new URL('data/essay-br/development.csv', root).pathname);
  const prompts = loadPrompts(new URL('data/essay-br/prompts.csv', root).pathname);
  // A linear congruential generator: the same seed draws the same essays on any machine.
  let s = Number(seed);
  const rnd = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  const order = essays.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const k = Math.floor(rnd() * (i + 1));
    [order[i], order[k]] = [order[k]!, order[i]!];
  }
  for (const i of order.slice(0, Number(count))) {
    const e = essays[i]!;
    const apoio = prompts.get(e.prompt);
    const input = {
      texto: e.paragraphs.join('\n\n'),
      titulo: e.title || null,
      proposta: apoio ? { titulo: '', texto_apoio: apoio } : null,
    } as CorrectionInput;
    const a = analyzeText(input, sp, { suggestions: false });
    console.log(`#${i} (proposta ${e.prompt}, C3 ${e.competence[2]})`);
    for (const st of a.doc.paragraphs[0]?.sentences ?? [])
      console.log(`  ${a.c3.tese?.start === st.start ? '>>' : '  '} ${st.text}`);
    console.log(`  tese: ${a.c3.tese?.trecho ?? '(nenhuma)'}\n`);
  }
}
