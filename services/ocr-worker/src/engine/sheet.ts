// The answer sheet understood (issue 49): from the page image alone, find the ruled lines (ENEM answer sheet, school
// ruled paper), crop the body, split it into its written lines and count them, so the ENEM rule that uses the count
// (≤ 7 written lines: texto insuficiente) can be applied with the lines as evidence. Without rules, lines come from
// the ink's horizontal projection. Everything is measured on a levelled greyscale copy at most WORK_WIDTH px wide;
// boxes are returned as fractions of that levelled page, so the browser can crop the stored photo at any size.
import {
  ANSWER_SHEET_LINES,
  ANSWER_SHEET_MIN_LINES,
  type PageBox,
  type Sheet,
  type SheetLine,
} from '@argumenta/contracts';
import sharp from 'sharp';
import { median } from './layout.js';
import { channel0, estimateSkew, flatten, otsu, rotate, type Grey } from './preprocess.js';

const WORK_WIDTH = 1000;
/** After flattening (paper ≈ 255) and a 9 px horizontal smoothing, a rule row is darker than this (a pale blue school
 * rule smooths to ~220). */
const RULE_GREY = 232;
/** Ink never lighter than this when telling rules from writing (a printed grey rule is ~160). */
const INK_MAX = 150;
/** Writing is never lighter than this, whatever Otsu says on a nearly blank page: a thin pen stroke in a soft photo
 * is pale (~170), pencil paler still (~190); the rules' own rows are skipped when counting it. */
const WRITING_MAX = 200;
/** A line is written when ink occupies at least this share of the body's columns (specks and noise do not). */
const WRITTEN_MIN_COLUMNS = 0.03;
/** Rules in a regular chain needed to call the page ruled (answer sheets have 30 or more; dense rows of thin cursive
 * on a plain page can pass for a handful of rules). */
const MIN_RULES = 12;
/** Rules in a row that writing may hide and the grid still bridges. */
const MAX_SKIP = 3;

/** A rule line: its height in each strip (see findRules), its mean height and the columns it spans. */
type Rule = { ys: number[]; y: number; x0: number; x1: number };
type Found = { numero: number; box: { x0: number; y0: number; x1: number; y1: number }; inkX0: number; inkX1: number };

/**
 * Whatever surrounds the page in a photo (a table, a hand) is dark and touches the image border: it is flooded from
 * the border through pixels darker than OUTSIDE_DARK and painted as paper, so it is neither ink nor a line.
 */
const OUTSIDE_DARK = 150;
export function clearSurroundings(img: Grey): Grey {
  const { width: w, height: h } = img;
  const data = Buffer.from(img.data);
  const stack: number[] = [];
  const push = (i: number) => {
    if (data[i] < OUTSIDE_DARK) {
      data[i] = 255;
      stack.push(i);
    }
  };
  for (let x = 0; x < w; x++) {
    push(x);
    push((h - 1) * w + x);
  }
  for (let y = 0; y < h; y++) {
    push(y * w);
    push(y * w + w - 1);
  }
  while (stack.length) {
    const i = stack.pop()!;
    const x = i % w;
    if (x > 0) push(i - 1);
    if (x < w - 1) push(i + 1);
    if (i >= w) push(i - w);
    if (i < (h - 1) * w) push(i + w);
  }
  return { ...img, data };
}

/** Loads the EXIF-oriented page as flattened greyscale, levelled by `skewDegrees` (estimated when omitted). */
export async function levelledPage(image: Buffer, skewDegrees?: number): Promise<{ img: Grey; inclinacao: number }> {
  const { data, info } = await sharp(image, { failOn: 'error' })
    .autoOrient()
    .greyscale()
    .resize({ width: WORK_WIDTH, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let img = clearSurroundings(flatten({ data: channel0(data, info.channels), width: info.width, height: info.height }));
  const skew = skewDegrees ?? estimateSkew(img);
  // The same rule as preprocess(): below 0.3° the page is left as it is.
  const inclinacao = Math.abs(skew) >= 0.3 ? -skew : 0;
  if (inclinacao) img = clearSurroundings(await rotate(img, inclinacao));
  return { img, inclinacao };
}

/** Vertical strips the rules are found in: a photo's rules are not quite level, but level enough within a strip. */
const STRIPS = 10;

/** A rule's height at column x, interpolated between the strips' centres. */
export function ruleYAt(r: Rule, x: number, width: number): number {
  const sw = width / STRIPS;
  const f = Math.max(0, Math.min(STRIPS - 1, x / sw - 0.5));
  const i = Math.floor(f);
  const j = Math.min(STRIPS - 1, i + 1);
  return r.ys[i] + (r.ys[j] - r.ys[i]) * (f - i);
}

/**
 * Rule lines: in each vertical strip, rows with a near-continuous dark run (gaps of ≤ 2 px bridged) over 60 % of the
 * strip, clear paper 4 rows above or below; strips' rows are then linked left to right into rules that cross at least half the page. Handwriting never
 * makes such a row across half the page.
 */
/** Each row smoothed horizontally over `span` px (odd): a pale, noisy rule becomes a steady grey row, paper grain
 * averages out. */
function smoothRows(img: Grey, span = 9): Uint8Array {
  const { width: w, height: h } = img;
  const half = span >> 1;
  const data = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    let acc = 0;
    for (let x = 0; x < w + half; x++) {
      if (x < w) acc += img.data[y * w + x];
      if (x >= span) acc -= img.data[y * w + x - span];
      if (x >= half) data[y * w + x - half] = acc / Math.min(span, x + 1, w + half - x);
    }
  }
  return data;
}

export function findRules(img: Grey): Rule[] {
  const { width: w, height: h } = img;
  const data = smoothRows(img);
  const ink = Math.min(INK_MAX, otsu(img.data));
  const sw = w / STRIPS;
  const peaks: number[][] = [];
  for (let s = 0; s < STRIPS; s++) {
    const xa = Math.round(s * sw);
    const xb = Math.round((s + 1) * sw);
    const rows: number[] = [];
    for (let y = 1; y < h - 1; y++) {
      // A run of rule-grey pixels (±1 row): writing crossing it is bridged but not counted as rule.
      let best = 0;
      let bestStart = 0;
      let start = -1;
      let count = 0;
      let lastDark = -10;
      for (let x = xa; x < xb; x++) {
        const i = y * w + x;
        const v = Math.min(data[i], data[i - w], data[i + w]);
        if (v < RULE_GREY) {
          if (x - lastDark > 3) [start, count] = [x, 0];
          lastDark = x;
          if (img.data[i] >= ink && img.data[i] < RULE_GREY) count++;
          if (count > best) [best, bestStart] = [count, start];
        }
      }
      if (best < (xb - xa) * 0.6) continue;
      // A rule is thin: 4 rows above or below it the paper is clear (inside a line of writing it is not).
      const clear = (yy: number) => {
        if (yy < 0 || yy >= h) return true;
        let dark = 0;
        for (let x = bestStart; x < Math.min(xb, bestStart + best); x++) if (data[yy * w + x] < RULE_GREY) dark++;
        return dark < best * 0.35;
      };
      if (clear(y - 4) || clear(y + 4)) rows.push(y);
    }
    // Consecutive rows are one rule (its thickness); a thick band (a filled box, a shadow) is not a rule.
    const centres: number[] = [];
    for (let k = 0; k < rows.length;) {
      let j = k;
      while (j + 1 < rows.length && rows[j + 1] - rows[j] <= 1) j++;
      if (rows[j] - rows[k] <= Math.max(8, h * 0.006)) centres.push((rows[k] + rows[j]) / 2);
      k = j + 1;
    }
    peaks.push(centres);
  }
  // Link: start from every peak of every strip not yet used, follow the nearest peak in the next strips.
  const used = peaks.map((p) => p.map(() => false));
  const rules: Rule[] = [];
  const tol = Math.max(4, h * 0.008);
  for (let s0 = 0; s0 < STRIPS; s0++)
    for (let k0 = 0; k0 < peaks[s0].length; k0++) {
      if (used[s0][k0]) continue;
      const ys = new Array<number>(STRIPS).fill(NaN);
      ys[s0] = peaks[s0][k0];
      used[s0][k0] = true;
      let last = ys[s0];
      let slope = 0;
      let lastS = s0;
      for (let s = s0 + 1; s < STRIPS; s++) {
        const expect = last + slope * (s - lastS);
        let best = -1;
        for (let k = 0; k < peaks[s].length; k++)
          if (!used[s][k] && Math.abs(peaks[s][k] - expect) <= tol * (s - lastS))
            if (best < 0 || Math.abs(peaks[s][k] - expect) < Math.abs(peaks[s][best] - expect)) best = k;
        if (best < 0) continue;
        used[s][best] = true;
        ys[s] = peaks[s][best];
        slope =
          lastS === s0 && s - lastS > 0
            ? (ys[s] - last) / (s - lastS)
            : slope * 0.5 + ((ys[s] - last) / (s - lastS)) * 0.5;
        last = ys[s];
        lastS = s;
      }
      const have = ys.map((y, i) => (Number.isNaN(y) ? -1 : i)).filter((i) => i >= 0);
      if (have.length < STRIPS / 2) continue;
      // Fill the strips it was not seen in from its nearest neighbours (straight-line extrapolation at the ends).
      const a = have[0];
      const b = have[have.length - 1];
      const m = b > a ? (ys[b] - ys[a]) / (b - a) : 0;
      for (let i = 0; i < STRIPS; i++)
        if (Number.isNaN(ys[i])) {
          const l = [...have].reverse().find((j) => j < i);
          const r = have.find((j) => j > i);
          ys[i] =
            l !== undefined && r !== undefined
              ? ys[l] + ((ys[r] - ys[l]) * (i - l)) / (r - l)
              : l !== undefined
                ? ys[l] + m * (i - l)
                : ys[r!] + m * (i - r!);
        }
      const rule = {
        ys,
        y: ys.reduce((p, q) => p + q, 0) / STRIPS,
        x0: Math.round(a * sw),
        x1: Math.round((b + 1) * sw),
      };
      // Its real ends, to the pixel: followed along its row out of the first and last strips it was seen in.
      const follow = (from: number, dir: -1 | 1) => {
        let last = from;
        for (let x = from, gap = 0; x >= 0 && x < w && gap <= 6; x += dir) {
          const yy = Math.min(h - 2, Math.max(1, Math.round(ruleYAt(rule, x, w))));
          if (Math.min(data[yy * w + x], data[(yy - 1) * w + x], data[(yy + 1) * w + x]) < RULE_GREY) {
            last = x;
            gap = 0;
          } else gap++;
        }
        return last;
      };
      rule.x0 = follow(rule.x0, -1);
      rule.x1 = follow(Math.min(w - 1, rule.x1), 1) + 1;
      rules.push(rule);
    }
  return rules.sort((p, q) => p.y - q.y);
}

/** The most common distance between nearby rule candidates (2 px bins): the sheet's line pitch. */
function pitchOf(rules: Rule[], height: number): number {
  const votes = new Map<number, number>();
  for (let i = 0; i < rules.length; i++)
    for (let j = i + 1; j < Math.min(rules.length, i + 4); j++) {
      const d = rules[j].y - rules[i].y;
      if (d < 12 || d > height / 8) continue;
      const bin = Math.round(d / 2);
      votes.set(bin, (votes.get(bin) ?? 0) + 1 + (j === i + 1 ? 1 : 0));
    }
  let best = 0;
  let bestVotes = 0;
  for (const [bin, v] of votes) {
    const around = v + (votes.get(bin - 1) ?? 0) + (votes.get(bin + 1) ?? 0);
    if (around > bestVotes) [best, bestVotes] = [bin, around];
  }
  // Refine: the median of the consecutive distances near that bin.
  const near = rules
    .slice(1)
    .map((r, i) => r.y - rules[i].y)
    .filter((d) => Math.abs(d - best * 2) <= 4);
  return near.length ? median(near) : best * 2;
}

/**
 * The sheet's rules: the longest chain of candidates at the sheet's pitch (a rule hidden under writing may be
 * skipped, up to two in a row, and is put back by interpolation); a line of writing that looked like a rule, a
 * header box or a stray edge falls outside the chain.
 */
export function regularRules(candidates: Rule[], height: number): { rules: Rule[]; pitch: number } {
  if (candidates.length < MIN_RULES) return { rules: [], pitch: 0 };
  const p = pitchOf(candidates, height);
  if (!p) return { rules: [], pitch: 0 };
  // Up to MAX_SKIP rules in a row may hide under writing; the further apart, the more a photo's perspective moves
  // the pitch, so the tolerance grows with the gap's square root.
  const steps = (d: number) => {
    const k = Math.round(d / p);
    return k >= 1 && k <= MAX_SKIP && Math.abs(d - k * p) <= 0.15 * p * Math.sqrt(k) ? k : 0;
  };
  // best[i]: rules in the longest chain ending at candidate i (counting the skipped ones).
  const best = candidates.map(() => 1);
  const prev = candidates.map(() => -1);
  for (let i = 1; i < candidates.length; i++)
    for (let j = 0; j < i; j++) {
      const k = steps(candidates[i].y - candidates[j].y);
      if (k && best[j] + k > best[i]) [best[i], prev[i]] = [best[j] + k, j];
    }
  let end = 0;
  for (let i = 1; i < candidates.length; i++) if (best[i] > best[end]) end = i;
  const chain: Rule[] = [];
  for (let i = end; i >= 0; i = prev[i]) chain.unshift(candidates[i]);
  const rules: Rule[] = [chain[0]];
  for (let i = 1; i < chain.length; i++) {
    const [a, b] = [chain[i - 1], chain[i]];
    const k = steps(b.y - a.y);
    for (let m = 1; m < k; m++) {
      const ys = a.ys.map((y, s) => y + ((b.ys[s] - y) * m) / k);
      rules.push({ ys, y: a.y + ((b.y - a.y) * m) / k, x0: Math.max(a.x0, b.x0), x1: Math.min(a.x1, b.x1) });
    }
    rules.push(b);
  }
  if (rules.length < MIN_RULES) return { rules: [], pitch: 0 };
  return { rules, pitch: p };
}

/**
 * Whether the image shows a rule along `ys` (a rule's height per strip), searched ±15 % of the pitch around it, and
 * where. Writing hides a rule only where it crosses it: in the columns where the paper a little above and below is
 * clear (between words, between letters), a rule is a grey row and a line of writing is paper. A strip speaks when
 * it has enough such columns; the rule is seen when most strips that speak (at least 3) see it there.
 */
function ruleEvidence(
  sm: Uint8Array,
  width: number,
  height: number,
  ys: number[],
  pitch: number,
  x0: number,
  x1: number,
): number[] | 'absent' | 'hidden' {
  const sw = width / STRIPS;
  const tol = Math.max(2, Math.round(pitch * 0.3));
  const k = Math.max(3, Math.round(pitch * 0.12));
  const seen: number[] = [];
  let speaking = 0;
  let strips = 0;
  const at = (x: number, y: number) => (y < 0 || y >= height ? 255 : sm[y * width + x]);
  for (let s = 0; s < STRIPS; s++) {
    const xa = Math.max(x0, Math.round(s * sw));
    const xb = Math.min(x1, Math.round((s + 1) * sw));
    if (xb - xa < sw * 0.5) continue;
    strips++;
    let bestScore = 0;
    let bestD = 0;
    let mostClear = 0;
    for (let d = -tol; d <= tol; d++) {
      const y = Math.round(ys[s]! + d);
      if (y < 1 || y >= height - 1) continue;
      let clear = 0;
      let dark = 0;
      for (let x = xa; x < xb; x++) {
        if (at(x, y - k) < RULE_GREY || at(x, y + k) < RULE_GREY) continue;
        clear++;
        if (Math.min(at(x, y - 1), at(x, y), at(x, y + 1)) < RULE_GREY) dark++;
      }
      // Nearer the prediction wins a tie.
      const score = clear >= (xb - xa) * 0.05 ? dark / clear - Math.abs(d) / (tol * 20) : 0;
      if (score > bestScore) [bestScore, bestD] = [score, d];
      mostClear = Math.max(mostClear, clear);
    }
    if (mostClear < (xb - xa) * 0.05) continue;
    speaking++;
    // A line of cursive has its connecting strokes on its baseline: a broken row, paper in the word gaps. A rule
    // shows nearly everywhere the paper around is clear.
    if (bestScore >= 0.8) seen.push(s, ys[s]! + bestD);
  }
  const n = seen.length / 2;
  if (n < 3 || n < speaking * 0.5)
    // Most strips had clear paper there and no rule in it: there is none (the sheet ended). Few could tell: the
    // writing covers the row.
    return speaking >= Math.max(3, strips * 0.5) ? 'absent' : 'hidden';
  // Where it was seen, the height found; elsewhere the prediction corrected by the straight line fitted to the
  // corrections where it was seen (the prediction's error is a small tilt more than a shift).
  const pts = Array.from({ length: n }, (_, i) => [seen[2 * i]!, seen[2 * i + 1]! - ys[seen[2 * i]!]!] as const);
  const mx = pts.reduce((a, [x]) => a + x, 0) / n;
  const my = pts.reduce((a, [, y]) => a + y, 0) / n;
  const sxx = pts.reduce((a, [x]) => a + (x - mx) ** 2, 0);
  const slope = sxx ? pts.reduce((a, [x, y]) => a + (x - mx) * (y - my), 0) / sxx : 0;
  const out = ys.map((y, i) => y + my + slope * (i - mx));
  for (const [i, y] of pts) out[i] = ys[i]! + y;
  return out;
}

/**
 * The sheet's whole grid from a chain of its rules: stepped up and down the page at the local pitch (each strip its
 * own, so perspective and a bowed sheet are followed), each predicted rule checked against the candidates and the
 * image (ruleEvidence). Up to MAX_SKIP predicted rules in a row may stay hidden under writing when a seen one follows;
 * the grid ends where the paper shows no rule (the ENEM sheet's 30 rules end above the header box and below line 30,
 * a school sheet's wherever its own rules end).
 */
export function extendGrid(img: Grey, chain: Rule[], candidates: Rule[], pitch: number): Rule[] {
  if (chain.length < 2) return chain;
  const { width: w, height: h } = img;
  // Lightly smoothed: the gaps between words of a dense hand are a few pixels wide, and they are where rules show.
  const sm = smoothRows(img, 3);
  const starts = chain.map((r) => r.x0).sort((a, b) => a - b);
  const ends = chain.map((r) => r.x1).sort((a, b) => b - a);
  const x0 = starts[Math.floor(starts.length * 0.1)]!;
  const x1 = ends[Math.floor(ends.length * 0.1)]!;
  const grid = [...chain];
  // A chain's end may have jumped a gap onto a line that is not a rule (the ENEM header box's edge): a rule it put
  // back by interpolation near its ends that the paper plainly does not show cuts the end off there.
  for (const dir of [1, -1] as const)
    for (let i = 0; i < 3 && grid.length > MIN_RULES; i++) {
      const at = dir > 0 ? i : grid.length - 1 - i;
      const r = grid[at]!;
      if (candidates.includes(r) || ruleEvidence(sm, w, h, r.ys, pitch, x0, x1) !== 'absent') continue;
      if (dir > 0) grid.splice(0, at + 1);
      else grid.splice(at);
      i = -1;
    }
  const step = (dir: -1 | 1) => {
    const pending: Rule[] = [];
    for (let guard = 0; guard < 80; guard++) {
      // The nearest known rules, nearest last; the local step per strip is their mean step.
      const known = dir > 0 ? grid.slice(-4) : grid.slice(0, 4).reverse();
      const near = known[known.length - 1]!;
      const span = known.length - 1;
      const last = pending.length ? pending[pending.length - 1]! : near;
      const ys = last.ys.map((y, s) => y + (near.ys[s]! - known[0]!.ys[s]!) / span);
      const localPitch = Math.abs(near.y - known[0]!.y) / span;
      const mean = ys.reduce((a, b) => a + b, 0) / STRIPS;
      if (mean < pitch * 0.5 || mean > h - pitch * 0.5) break;
      const cand = candidates.find((c) => Math.abs(c.y - mean) <= localPitch * 0.15);
      const evidence = cand ? cand.ys : ruleEvidence(sm, w, h, ys, localPitch, x0, x1);
      if (evidence === 'absent') break;
      const seenYs = evidence === 'hidden' ? null : evidence;
      const rule: Rule = seenYs
        ? {
            ys: seenYs,
            y: seenYs.reduce((a, b) => a + b, 0) / STRIPS,
            x0: cand?.x0 ?? last.x0,
            x1: cand?.x1 ?? last.x1,
          }
        : { ys, y: mean, x0: last.x0, x1: last.x1 };
      if (!seenYs) {
        if (pending.length >= MAX_SKIP) break;
        pending.push(rule);
        continue;
      }
      for (const r of [...pending, rule])
        if (dir > 0) grid.push(r);
        else grid.unshift(r);
      pending.length = 0;
    }
  };
  step(1);
  step(-1);
  return grid;
}

/** The writing threshold: Otsu over the body, never lighter than WRITING_MAX (paper grain is not writing). */
function inkThreshold(img: Grey, body: { x0: number; x1: number; top: number; bottom: number }): number {
  const px: number[] = [];
  for (let y = Math.max(0, body.top); y < Math.min(img.height, body.bottom); y += 2)
    for (let x = body.x0; x < body.x1; x += 2) px.push(img.data[y * img.width + x]);
  return Math.min(WRITING_MAX, otsu(Buffer.from(px)));
}

/** Columns [x0, x1) with at least two ink pixels (one is sensor noise), and their extent. */
function occupied(hits: Uint16Array, x0: number, x1: number, skip: Uint8Array) {
  let columns = 0;
  let inkX0 = -1;
  let inkX1 = -1;
  for (let x = x0; x < x1; x++)
    if (!skip[x] && hits[x] >= 2) {
      columns++;
      if (inkX0 < 0) inkX0 = x;
      inkX1 = x;
    }
  return { columns, inkX0, inkX1 };
}

/**
 * Written lines of a ruled page: each slot is the band above its rule (the writing sits on it), followed column by
 * column so a photo's slightly curved rules are followed too. Only the lower 65 % of a slot is looked at (the top
 * holds the descenders of the line above), the rules' own rows are skipped, and a margin line (a column filled from
 * top to bottom of the band in most slots, the school sheet's red line) is not writing.
 */
function ruledLines(img: Grey, rules: Rule[], pitch: number) {
  const w = img.width;
  // Where the rules start and end (a low/high quantile: writing over a rule's end can hide a few pixels of it).
  const starts = rules.map((r) => r.x0).sort((a, b) => a - b);
  const ends = rules.map((r) => r.x1).sort((a, b) => b - a);
  const x0 = starts[Math.floor(starts.length * 0.1)]!;
  const x1 = ends[Math.floor(ends.length * 0.1)]!;
  const ry = rules.map((r) => Float32Array.from({ length: w }, (_, x) => ruleYAt(r, x, w)));
  const n = rules.length;
  const upper = (k: number, x: number) => (k ? ry[k - 1][x] : ry[0][x] - pitch);
  const lower = (k: number, x: number) => (k < n ? ry[k][x] : ry[n - 1][x] + pitch);
  const top = Math.max(0, Math.round(Math.min(...ry[0].slice(x0, x1)) - pitch));
  const bottom = Math.min(img.height, Math.round(Math.max(...ry[n - 1].slice(x0, x1)) + pitch));
  const thr = inkThreshold(img, { x0, x1, top, bottom });
  const nearRule = (y: number, x: number, k: number) =>
    (k > 0 && Math.abs(y - ry[k - 1][x]) <= 3) || (k < n && Math.abs(y - ry[k][x]) <= 3);
  // Per slot (n rules ⇒ n slots above them, plus one below the last), per column: ink pixels, and "full" columns.
  const hits: Uint16Array[] = [];
  const fullHits = new Uint16Array(w);
  for (let k = 0; k <= n; k++) {
    const h = new Uint16Array(w);
    const full = new Uint8Array(w);
    for (let x = x0; x < x1; x++) {
      const lo = Math.round(lower(k, x));
      const hi = Math.round(lo - (lo - upper(k, x)) * 0.65);
      let rows = 0;
      for (let y = Math.max(0, hi); y < Math.min(img.height, lo); y++) {
        if (nearRule(y, x, k)) continue;
        rows++;
        if (img.data[y * w + x] < thr) h[x]++;
      }
      if (rows > 0 && h[x] >= rows * 0.85) for (let d = -12; d <= 12; d++) if (x + d >= 0 && x + d < w) full[x + d] = 1;
    }
    for (let x = 0; x < w; x++) fullHits[x] += full[x];
    hits.push(h);
  }
  const margin = Uint8Array.from(fullHits, (c) => (c >= (n + 1) * 0.6 ? 1 : 0));
  const found: Found[] = [];
  for (let k = 0; k <= n; k++) {
    const ink = occupied(hits[k], x0, x1, margin);
    if (ink.columns < (x1 - x0) * WRITTEN_MIN_COLUMNS) continue;
    let y0 = Infinity;
    let y1 = -Infinity;
    for (let x = x0; x < x1; x += 8) {
      y0 = Math.min(y0, upper(k, x));
      y1 = Math.max(y1, lower(k, x));
    }
    found.push({
      numero: k + 1,
      // A little of the margin on each side, so a first or last letter past the rule's end is in the crop.
      box: { x0: x0 - 12, y0: y0 - pitch * 0.15, x1: x1 + 12, y1: y1 + pitch * 0.3 },
      inkX0: ink.inkX0,
      inkX1: ink.inkX1,
    });
  }
  return { found, body: { x0, y0: top, x1, y1: bottom } };
}

/** Written lines of a plain page: runs of ink rows, a run taller than ~1.7 lines split at its thinnest rows. */
function projectedLines(img: Grey) {
  const { width: w, height: h, data } = img;
  // No rule rows to skip here: a printed rule missed by findRules (~160) must not read as writing.
  const thr = Math.min(INK_MAX, otsu(data));
  const margin = Math.round(w * 0.02);
  const rows = new Float64Array(h);
  for (let y = 0; y < h; y++) {
    let n = 0;
    for (let x = margin; x < w - margin; x++) if (data[y * w + x] < thr) n++;
    rows[y] = n;
  }
  const floor = Math.max(3, (w - 2 * margin) * 0.004);
  const runs: [number, number][] = [];
  let start = -1;
  for (let y = 0; y <= h; y++) {
    const ink = y < h && rows[y] >= floor;
    if (ink && start < 0) start = y;
    if (!ink && start >= 0) {
      if (y - start >= 4) runs.push([start, y]);
      start = -1;
    }
  }
  const lineH = median(runs.map(([a, b]) => b - a));
  const split: [number, number][] = [];
  for (const [a, b] of runs) {
    const k = lineH > 0 ? Math.round((b - a) / lineH) : 1;
    if (k < 2 || b - a < lineH * 1.7) {
      split.push([a, b]);
      continue;
    }
    // Cut at the emptiest row near each expected boundary.
    let from = a;
    for (let i = 1; i < k; i++) {
      const target = a + ((b - a) * i) / k;
      let cut = Math.round(target);
      for (let y = Math.round(target - lineH * 0.3); y <= Math.round(target + lineH * 0.3); y++)
        if (y > from && y < b && rows[y] < rows[cut]) cut = y;
      split.push([from, cut]);
      from = cut;
    }
    split.push([from, b]);
  }
  const found: Found[] = [];
  for (const [a, b] of split) {
    const hits = new Uint16Array(w);
    for (let y = a; y < b; y++) for (let x = margin; x < w - margin; x++) if (data[y * w + x] < thr) hits[x]++;
    const ink = occupied(hits, margin, w - margin, new Uint8Array(w));
    if (ink.columns < (w - 2 * margin) * WRITTEN_MIN_COLUMNS) continue;
    const pad = Math.round((b - a) * 0.25);
    found.push({
      numero: found.length + 1,
      box: { x0: Math.max(0, ink.inkX0 - 8), y0: a - pad, x1: Math.min(w, ink.inkX1 + 8), y1: b + pad },
      inkX0: ink.inkX0,
      inkX1: ink.inkX1,
    });
  }
  const x0 = found.length ? Math.min(...found.map((f) => f.box.x0)) : 0;
  const x1 = found.length ? Math.max(...found.map((f) => f.box.x1)) : w;
  const y0 = found.length ? found[0].box.y0 : 0;
  const y1 = found.length ? found[found.length - 1].box.y1 : h;
  return { found, body: { x0, y0, x1, y1 } };
}

/**
 * The first written line is a title when it is short (under 60 % of the text's width), starts well inside the margin
 * and stops short of the right one, roughly centred between the edges the other lines' writing reaches (a paragraph's
 * first line is indented a little and runs to the right margin).
 */
function isTitle(found: Found[]): boolean {
  if (found.length < 2) return false;
  const rest = found.slice(1);
  const left = median(rest.map((f) => f.inkX0));
  // Medians: most lines run from margin to margin; a photo's page edge or a short last line does not move them.
  const right = median(rest.map((f) => f.inkX1));
  const w = Math.max(1, right - left);
  const l = (found[0].inkX0 - left) / w;
  const r = (right - found[0].inkX1) / w;
  return l > 0.15 && r > 0.08 && 1 - l - r < 0.6 && Math.abs(l - r) < 0.5;
}

const round4 = (x: number) => Math.round(x * 10000) / 10000;

function fraction(b: { x0: number; y0: number; x1: number; y1: number }, img: Grey): PageBox {
  const clampX = (x: number) => round4(Math.max(0, Math.min(1, x / img.width)));
  const clampY = (y: number) => round4(Math.max(0, Math.min(1, y / img.height)));
  return { x0: clampX(b.x0), y0: clampY(b.y0), x1: clampX(b.x1), y1: clampY(b.y1) };
}

/** The lines as a plain Portuguese list: "1 a 5, 7 e 9". */
export function lineRanges(nums: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < nums.length;) {
    let j = i;
    while (j + 1 < nums.length && nums[j + 1] === nums[j] + 1) j++;
    parts.push(j > i ? `${nums[i]} a ${nums[j]}` : String(nums[i]));
    i = j + 1;
  }
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} e ${parts[parts.length - 1]}` : (parts[0] ?? '');
}

/** The count and what the ENEM makes of it, in words the student reads next to the lines. */
function evidence(
  pautada: boolean,
  text: Found[],
  title: Found | null,
  counted: number,
  beyond: number,
): Pick<Sheet, 'avaliacao_enem' | 'evidencia'> {
  const where = pautada ? 'nas linhas da folha' : 'na página (sem pauta: linhas contadas pela escrita)';
  const parts = [
    counted === 0
      ? `Nenhuma linha escrita encontrada ${where}.`
      : `${counted} ${counted === 1 ? 'linha escrita' : 'linhas escritas'} ${where}` +
        (pautada ? ` (linhas ${lineRanges(text.map((t) => t.numero).filter((n) => n <= ANSWER_SHEET_LINES))}).` : '.'),
  ];
  if (title) parts.push(`A linha ${title.numero} parece ser o título e não entra na contagem.`);
  if (beyond > 0)
    parts.push(
      `${beyond} ${beyond === 1 ? 'linha passa' : 'linhas passam'} da linha ${ANSWER_SHEET_LINES}: no ENEM, o que está além dela não é lido.`,
    );
  let avaliacao_enem: Sheet['avaliacao_enem'] = null;
  if (counted === 0 && !title) {
    avaliacao_enem = 'em_branco';
    parts.push('No ENEM, uma folha em branco recebe nota zero.');
  } else if (counted < ANSWER_SHEET_MIN_LINES) {
    avaliacao_enem = 'texto_insuficiente';
    parts.push(
      `No ENEM, uma redação com até ${ANSWER_SHEET_MIN_LINES - 1} linhas escritas é considerada "texto insuficiente" e recebe nota zero.`,
    );
  }
  return { avaliacao_enem, evidencia: parts.join(' ') };
}

/** Reads the sheet from an already levelled page (see levelledPage). Lines carry no reading yet (texto ''). */
export function analyseLevelled(img: Grey, inclinacao: number): Sheet {
  const candidates = findRules(img);
  const chain = regularRules(candidates, img.height);
  const pitch = chain.pitch;
  const rules = chain.rules.length ? extendGrid(img, chain.rules, candidates, pitch) : [];
  const pautada = rules.length >= MIN_RULES;
  const { found, body } = pautada ? ruledLines(img, rules, pitch) : projectedLines(img);
  const title = isTitle(found) ? found[0] : null;
  const text = found.filter((f) => f !== title);
  const counted = text.filter((f) => f.numero <= ANSWER_SHEET_LINES).length;
  const beyond = text.length - counted;
  const bw = Math.max(1, body.x1 - body.x0);
  const linhas: SheetLine[] = found.map((f) => ({
    ...fraction(f.box, img),
    numero: f.numero,
    titulo: f === title,
    inicio_tinta: round4(Math.max(0, (f.inkX0 - body.x0) / bw)),
    fim_tinta: round4(Math.min(1, (f.inkX1 - body.x0) / bw)),
    texto: '',
    confianca: 0,
    confiavel: false,
  }));
  return {
    pautada,
    pautas: pautada ? rules.length : 0,
    inclinacao,
    corpo: fraction(body, img),
    linhas,
    linhas_escritas: counted,
    linha_titulo: title !== null,
    alem_da_linha_30: beyond,
    ...evidence(pautada, text, title, counted, beyond),
  };
}

/** The sheet of a page image (any format sharp reads), levelled by `skewDegrees` when given. */
export async function analyseSheet(image: Buffer, skewDegrees?: number): Promise<Sheet> {
  const { img, inclinacao } = await levelledPage(image, skewDegrees);
  return analyseLevelled(img, inclinacao);
}

/** A recognised word placed on the levelled page: its vertical centre as a fraction of the page height. */
export type PlacedWord = { text: string; confidence: number; yCenter: number };

/**
 * Gives each sheet line the recognizer's words whose centre falls in it (the nearest line when several overlap),
 * with their mean confidence; `confiavel` when that confidence reaches `minConfidence` and most words are Portuguese.
 */
export function attachReadings(
  sheet: Sheet,
  words: PlacedWord[],
  check: (w: string) => boolean,
  minConfidence = 80,
): Sheet {
  const byLine = sheet.linhas.map(() => [] as PlacedWord[]);
  for (const w of words) {
    let best = -1;
    let bestDist = Infinity;
    sheet.linhas.forEach((l, i) => {
      if (w.yCenter < l.y0 || w.yCenter > l.y1) return;
      // The writing sits low in the box (the box reaches up for ascenders): measure to its lower third.
      const d = Math.abs(w.yCenter - (l.y0 + (l.y1 - l.y0) * 0.62));
      if (d < bestDist) [best, bestDist] = [i, d];
    });
    if (best >= 0) byLine[best].push(w);
  }
  const linhas = sheet.linhas.map((l, i) => {
    const ws = byLine[i];
    if (!ws.length) return l;
    const confianca = Math.round((ws.reduce((s, w) => s + w.confidence, 0) / ws.length) * 10) / 10;
    const letters = ws.map((w) => w.text.replace(/[^\p{L}-]/gu, '')).filter(Boolean);
    const known = letters.filter((t) => check(t) || check(t.toLowerCase())).length;
    const confiavel = confianca >= minConfidence && letters.length > 0 && known / letters.length >= 0.8;
    return { ...l, texto: ws.map((w) => w.text).join(' '), confianca, confiavel };
  });
  return { ...sheet, linhas };
}

/**
 * The sheet with the recognizer's words on its lines; undefined (logged) when the image defeats the analysis, so a
 * transcription never fails because of it. Any engine can call it: without words, lines carry no reading.
 */
export async function readSheet(
  image: Buffer,
  log: { warn(obj: unknown, msg?: string): void },
  skewDegrees?: number,
  words: PlacedWord[] = [],
  check: (w: string) => boolean = () => false,
): Promise<Sheet | undefined> {
  try {
    return attachReadings(await analyseSheet(image, skewDegrees), words, check);
  } catch (err) {
    log.warn({ err: String(err) }, 'análise da folha falhou');
    return undefined;
  }
}
