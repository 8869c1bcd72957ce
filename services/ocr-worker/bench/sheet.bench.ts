// `npm run bench -- folha`: the answer-sheet analysis against generated pages with a known count of written lines.
// Every (sheet, written lines, hand, variant) pair: ENEM sheet (30 grey numbered rules under a header box), school
// sheet (33 pale blue rules, red margin) and a plain page; 0 (blank), 3, 7, 12 (with a title), 27 and 31 lines; an
// italic face or looping strokes; the clean render and a phone photo (tilt, perspective, shadow, blur, noise, JPEG).
// Prints the count found against the truth and how many pages are within ±2 lines.
import { analyseSheet } from '../src/engine/sheet.js';
import { ruledPage, VARIANTS, type SheetKind } from '../src/fixtures/index.js';

const rows: string[] = [];
let within = 0;
let exact = 0;
let total = 0;
const times: number[] = [];
for (const sheet of ['enem', 'escola', 'lisa'] as SheetKind[])
  for (const written of [0, 3, 7, 12, 27, 31])
    for (const hand of ['texto', 'rabisco'] as const)
      for (const variant of ['clean', 'photo'] as const) {
        const page = await ruledPage({
          sheet,
          written,
          hand,
          title: written === 12,
          paragraphEvery: 9,
          seed: written + 1,
        });
        const image = await VARIANTS[variant](page.image);
        const t0 = performance.now();
        const s = await analyseSheet(image);
        times.push(performance.now() - t0);
        const truth = page.lines.filter((l) => !l.titulo && l.numero <= 30).length;
        const err = s.linhas_escritas - truth;
        total++;
        if (Math.abs(err) <= 2) within++;
        if (err === 0) exact++;
        rows.push(
          `| ${sheet} | ${written}${written === 12 ? ' + título' : ''} | ${hand} | ${variant} | ${truth} | ${s.linhas_escritas} | ${err > 0 ? '+' : ''}${err} | ${s.pautada ? s.pautas : '—'} | ${s.linha_titulo ? 'sim' : 'não'} | ${s.alem_da_linha_30} | ${s.avaliacao_enem ?? '—'} |`,
        );
      }
console.log('| folha | escritas | letra | imagem | verdade | contadas | erro | pautas | título | além da 30 | ENEM |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) console.log(r);
times.sort((a, b) => a - b);
console.log(
  `\n${within}/${total} páginas dentro de ±2 linhas (${exact} exatas); tempo por página: mediana ${Math.round(times[times.length >> 1])} ms, máximo ${Math.round(times[times.length - 1])} ms`,
);
