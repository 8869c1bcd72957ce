// Measuring an OCR engine on labelled pages: CER, WER, the legibility gate's decision and whether it was right,
// the line count against the transcription's. Shared by `npm run bench -- legibilidade` and its test.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { OcrError, type OcrEngine } from '../src/engine/index.js';
import { joinLines } from '../src/engine/layout.js';
import { cer, wer } from '../src/fixtures/index.js';

/** "Worth handing over as text": fixing one letter in four beats typing; at most every other word to fix. */
export const WORTH_CER = 0.25;
export const WORTH_WER = 0.5;

/**
 * A page and its transcription (`null`: a page with no text, which must be refused). A line-by-line transcription
 * is compared as the engine writes text (lines joined, a word hyphenated at a line's end made whole again); its
 * line count is `lines`.
 */
export type Page = { name: string; image: Buffer; text: string | null; lines?: number };

/**
 * BRESSAY's annotation tags reduced to what a reader of the page would type: struck-through text (`--text--`,
 * `--xxx--`) and unidentifiable text (`@@???@@`) dropped, super/subscript insertions (`##text##`, `$$text$$`) kept
 * in place. Plain transcriptions pass unchanged.
 */
export function readableTranscription(raw: string): string {
  return raw
    .replace(/##--xxx--##|\$\$--xxx--\$\$|##@@\?\?\?@@##|\$\$@@\?\?\?@@\$\$/g, '')
    .replace(/--[^\n]*?--/g, '')
    .replace(/@@\?\?\?@@/g, '')
    .replace(/##([^\n]*?)##|\$\$([^\n]*?)\$\$/g, (_m, a: string | undefined, b: string | undefined) => a ?? b ?? '')
    .split('\n')
    .map((l) => l.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .trim();
}

/**
 * Every `NAME.jpg|jpeg|png` under `dir` (subfolders too, so BRESSAY's `pages/ID/ID.png` layout works) with its
 * transcription `NAME.txt` beside it; pages without one are skipped (nothing to measure against).
 */
export function labelledPages(dir: string): Page[] {
  if (!existsSync(dir)) throw new Error(`Pasta de páginas rotuladas não encontrada: ${dir}`);
  const out: Page[] = [];
  const walk = (d: string) => {
    for (const f of readdirSync(d).sort()) {
      const full = path.join(d, f);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(jpe?g|png)$/i.test(f)) {
        const txt = full.replace(/\.[^.]+$/, '.txt');
        if (!existsSync(txt)) continue;
        const lines = readableTranscription(readFileSync(txt, 'utf8'))
          .split('\n')
          .filter((l) => l.trim());
        out.push({
          name: path.relative(dir, full),
          image: readFileSync(full),
          text: joinLines(lines),
          lines: lines.length,
        });
      }
    }
  };
  walk(dir);
  return out;
}

export type PageResult = {
  page: string;
  engine: string;
  /** null when the engine refused the page before the gate (its code in `error`). */
  cer: number | null;
  wer: number | null;
  estimativa: number | null;
  legivel: boolean | null;
  /** Lines the engine reports against the transcription's non-empty lines. */
  linhas: number | null;
  linhasVerdade: number | null;
  seconds: number;
  /** Whether the gate decided right under each reading of "worth it" (a page with no text must be refused). */
  rightCer: boolean;
  rightWer: boolean;
  error?: string;
};

export async function measurePage(engine: OcrEngine, p: Page): Promise<PageResult> {
  const t = performance.now();
  const truthLines = p.text === null ? null : (p.lines ?? p.text.split('\n').filter((l) => l.trim()).length);
  try {
    const out = await engine.transcribe(p.image);
    const c = p.text === null ? 1 : cer(p.text, out.texto);
    const w = p.text === null ? 1 : wer(p.text, out.texto);
    return {
      page: p.name,
      engine: engine.name,
      cer: c,
      wer: w,
      estimativa: out.legibilidade.estimativa,
      legivel: out.legivel,
      linhas: out.estatisticas.linhas,
      linhasVerdade: truthLines,
      seconds: (performance.now() - t) / 1000,
      rightCer: out.legivel === c <= WORTH_CER,
      rightWer: out.legivel === w <= WORTH_WER,
    };
  } catch (err) {
    const code = err instanceof OcrError ? err.code : String(err);
    // A page with no text refused before the gate (no_text) is a right answer; any other failure is not.
    const right = code === 'no_text' && p.text === null;
    return {
      page: p.name,
      engine: engine.name,
      cer: null,
      wer: null,
      estimativa: null,
      legivel: null,
      linhas: null,
      linhasVerdade: truthLines,
      seconds: (performance.now() - t) / 1000,
      rightCer: right,
      rightWer: right,
      error: code,
    };
  }
}

const pct = (x: number | null) => (x === null ? '—' : (x * 100).toFixed(1));

export function formatRow(r: PageResult): string {
  if (r.error) return [r.engine.padEnd(9), r.page.padEnd(28), `error ${r.error}`].join('  ');
  return [
    r.engine.padEnd(9),
    r.page.padEnd(28),
    pct(r.cer).padStart(5),
    pct(r.wer).padStart(6),
    (r.estimativa ?? 0).toFixed(2).padStart(5),
    String(r.legivel).padStart(7),
    `${r.linhas}/${r.linhasVerdade ?? '—'}`.padStart(7),
    r.seconds.toFixed(1).padStart(6),
    (r.rightCer ? 'yes' : 'NO').padStart(10),
    r.rightWer ? 'yes' : 'NO',
  ].join('  ');
}

export const HEADER = [
  'engine'.padEnd(9),
  'page'.padEnd(28),
  'CER %',
  ' WER %',
  'estim',
  'legivel',
  'linhas',
  '     s',
  'right? CER',
  'WER',
].join('  ');

export function summary(rows: PageResult[]): string {
  const byEngine = new Map<string, PageResult[]>();
  for (const r of rows) byEngine.set(r.engine, [...(byEngine.get(r.engine) ?? []), r]);
  return [...byEngine]
    .map(([engine, rs]) => {
      const read = rs.filter((r) => r.cer !== null);
      const median = (xs: number[]) => {
        const s = [...xs].sort((a, b) => a - b);
        return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
      };
      return (
        `${engine}: gate decisions right ${rs.filter((r) => r.rightCer).length} of ${rs.length} ` +
        `(worth it = CER ≤ ${WORTH_CER * 100} %), ${rs.filter((r) => r.rightWer).length} of ${rs.length} ` +
        `(WER ≤ ${WORTH_WER * 100} %); median CER ${pct(median(read.map((r) => r.cer!)))} %, ` +
        `median WER ${pct(median(read.map((r) => r.wer!)))} %; legível ${read.filter((r) => r.legivel).length} ` +
        `of ${rs.length}`
      );
    })
    .join('\n');
}
