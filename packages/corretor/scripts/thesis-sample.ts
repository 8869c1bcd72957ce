// The thesis the feedback shows, for reading by hand:
//   npx tsx packages/corretor/scripts/thesis-sample.ts annotated        the measured claims essays against their annotation
//   npx tsx packages/corretor/scripts/thesis-sample.ts sample [n] [seed]  n development introductions (default 30) drawn
//                                                                         with a fixed seed (default 20261130), each
//                                                                         sentence printed, the one shown as thesis marked
import { analyzeText } from '../src/analysis.js';
import { loadEssays, loadPrompts } from '../src/dataset.js';
import { lcgRandom, measuredClaimsEssays, seededSample } from '../src/lab/samples.js';
import { loadSpeller } from '../src/speller.js';

const root = new URL('..', import.meta.url);
const sp = await loadSpeller();
const [mode = 'annotated', count = '30', seed = '20261130'] = process.argv.slice(2);

if (mode === 'annotated') {
  let agree = 0;
  const measured = measuredClaimsEssays();
  for (const r of measured) {
    const shown = analyzeText(r.input, sp, { suggestions: false }).c3.tese?.trecho ?? null;
    const same = (shown ?? '') === (r.tese ?? '');
    agree += Number(same);
    if (!same) console.log(`${r.arquivo}\n  anotada: ${r.tese ?? '(nenhuma)'}\n  mostrada: ${shown ?? '(nenhuma)'}`);
  }
  console.log(`tese igual à anotação em ${agree} de ${measured.length}`);
} else {
  const essays = loadEssays(new URL('data/essay-br/development.csv', root).pathname);
  const prompts = loadPrompts(new URL('data/essay-br/prompts.csv', root).pathname);
  // The same seed draws the same essays on any machine.
  const drawn = seededSample(
    essays.map((_, i) => i),
    Number(count),
    lcgRandom(Number(seed)),
  );
  for (const i of drawn) {
    const e = essays[i]!;
    const apoio = prompts.get(e.prompt);
    const input = {
      texto: e.paragraphs.join('\n\n'),
      titulo: e.title || null,
      proposta: apoio ? { titulo: '', texto_apoio: apoio } : null,
    };
    const a = analyzeText(input, sp, { suggestions: false });
    console.log(`#${i} (proposta ${e.prompt}, C3 ${e.competence[2]})`);
    for (const st of a.doc.paragraphs[0]?.sentences ?? [])
      console.log(`  ${a.c3.tese?.start === st.start ? '>>' : '  '} ${st.text}`);
    console.log(`  tese: ${a.c3.tese?.trecho ?? '(nenhuma)'}\n`);
  }
}
