// Readers for the Essay-BR CSV format (Marinho, Anchiêta & Moura, 2021): RFC 4180 CSV whose cells hold
// Python-style lists (`['parágrafo 1', 'parágrafo 2']`, `[120, 160, 120, 160, 80]`).
import { readFileSync } from 'node:fs';

export type EssayRecord = {
  prompt: string;
  title: string;
  paragraphs: string[];
  competence: number[];
  score: number;
};

/** Parses RFC 4180 CSV (quoted cells, doubled quotes, newlines inside quotes) into rows of cells. */
export function parseCsv(text: string): string[][] {
  // Cells are sliced out of the text, not built char by char: concatenation ropes cost ~30× the file in memory.
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  const n = text.length;
  while (i <= n) {
    let cell: string;
    if (text[i] === '"') {
      const parts: string[] = [];
      let from = i + 1;
      for (;;) {
        const q = text.indexOf('"', from);
        if (q < 0) {
          parts.push(text.slice(from));
          i = n;
          break;
        }
        parts.push(text.slice(from, q));
        if (text[q + 1] === '"') {
          parts.push('"');
          from = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
      cell = parts.join('');
    } else {
      let j = i;
      while (j < n && text[j] !== ',' && text[j] !== '\n' && text[j] !== '\r') j++;
      cell = text.slice(i, j);
      i = j;
    }
    row.push(cell);
    const ch = text[i];
    if (ch === ',') {
      i++;
      continue;
    }
    if (ch === '\r' && text[i + 1] === '\n') i++;
    i++;
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
  }
  return rows;
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"' };

/** Parses a Python list literal of strings or numbers (`repr()` output). Non-list text becomes one item. */
export function parsePyList(src: string): string[] {
  const s = src.trim();
  if (!s.startsWith('[')) return s ? [s] : [];
  const out: string[] = [];
  let i = 1;
  while (i < s.length) {
    const ch = s[i];
    if (ch === "'" || ch === '"') {
      let val = '';
      i++;
      while (i < s.length && s[i] !== ch) {
        if (s[i] === '\\') {
          const e = s[i + 1];
          if (e === 'x') {
            val += String.fromCharCode(parseInt(s.slice(i + 2, i + 4), 16));
            i += 4;
          } else if (e === 'u') {
            val += String.fromCharCode(parseInt(s.slice(i + 2, i + 6), 16));
            i += 6;
          } else {
            val += ESCAPES[e] ?? e;
            i += 2;
          }
        } else val += s[i++];
      }
      out.push(val);
      i++;
    } else if (/[-\d.]/.test(ch)) {
      let num = '';
      while (i < s.length && /[-\d.]/.test(s[i])) num += s[i++];
      out.push(num);
    } else i++;
  }
  return out;
}

function indexHeader(header: string[], required: string[], file: string): Record<string, number> {
  const idx: Record<string, number> = {};
  header.forEach((h, i) => (idx[h.trim()] = i));
  for (const r of required) if (idx[r] === undefined) throw new Error(`${file}: coluna "${r}" ausente`);
  return idx;
}

export function loadEssays(file: string): EssayRecord[] {
  const [header, ...rows] = parseCsv(readFileSync(file, 'utf8'));
  const idx = indexHeader(header, ['prompt', 'essay', 'competence'], file);
  return rows.map((r) => {
    const competence = parsePyList(r[idx.competence]).map(Number);
    return {
      prompt: r[idx.prompt],
      title: idx.title === undefined ? '' : (r[idx.title] ?? ''),
      paragraphs: parsePyList(r[idx.essay]),
      competence,
      score: idx.score === undefined ? competence.reduce((a, b) => a + b, 0) : Number(r[idx.score]),
    };
  });
}

/** prompts.csv: id → the motivating texts joined as one supporting text. */
export function loadPrompts(file: string): Map<string, string> {
  const [header, ...rows] = parseCsv(readFileSync(file, 'utf8'));
  const idx = indexHeader(header, ['id', 'description'], file);
  return new Map(rows.map((r) => [r[idx.id], parsePyList(r[idx.description]).join('\n')]));
}
