// Second model family: ridge regression on hashed, sublinear term-frequency vectors of the essay text (raters'
// inline corrections already stripped by `segment`). Character 3–5-grams inside words capture spelling,
// morphology and register; word 1–2-grams capture style and phrasing. Both blocks are L2-normalised separately.
// No idf: document frequencies up-weight rare topic words, which do not carry across prompts (grouped CV: total
// r 0.33 with idf, 0.38 without). The regression is fitted in its dual form (n essays ≪ hashed dimensions) and
// shipped as primal weights, quantised to 16 bits.

export type TextModelParams = {
  /** Hashed dimension (power of two). */
  dim: number;
  /** Relative weight of the word block against the character block. */
  wordWeight: number;
  /** One linear model per target (C1…C5): bias + quantised weights w = q * scale (Int16, base64). */
  targets: { bias: number; scale: number; weights: string }[];
  lambda: number;
};

export type SparseVec = { idx: Int32Array; val: Float64Array };

const FNV_PRIME = 16777619;
function fnvStep(h: number, code: number): number {
  return Math.imul(h ^ code, FNV_PRIME);
}
function fnvString(h: number, w: string): number {
  for (let i = 0; i < w.length; i++) h = fnvStep(h, w.charCodeAt(i));
  return h;
}

/**
 * Raw term counts per hashed bucket, for the character block and the word block. Hashes are computed
 * incrementally over character codes (no substring allocation: scoring stays light on memory).
 */
export function textCounts(text: string, dim: number): [Map<number, number>, Map<number, number>] {
  const words =
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\d]+(?:-[\p{L}]+)*/gu) ?? [];
  const chars = new Map<number, number>();
  const wordsB = new Map<number, number>();
  const mask = dim - 1;
  const SPACE = 32;
  // " w " as character codes, reused from word to word (grown when a longer word comes).
  let codes = new Int32Array(64);
  for (const w of words) {
    // Character n-grams of " w " for n = 3…5: from each start, extend the hash one character at a time.
    const len = w.length + 2;
    if (len > codes.length) codes = new Int32Array(len * 2);
    codes[0] = SPACE;
    for (let i = 0; i < w.length; i++) codes[i + 1] = w.charCodeAt(i);
    codes[len - 1] = SPACE;
    for (let i = 0; i + 3 <= len; i++) {
      let h = fnvStep(fnvStep(fnvStep(2166136261 ^ 1, codes[i]!), codes[i + 1]!), codes[i + 2]!);
      let k = (h >>> 0) & mask;
      chars.set(k, (chars.get(k) ?? 0) + 1);
      for (let n = 4; n <= 5 && i + n <= len; n++) {
        h = fnvStep(h, codes[i + n - 1]!);
        k = (h >>> 0) & mask;
        chars.set(k, (chars.get(k) ?? 0) + 1);
      }
    }
  }
  const add = (m: Map<number, number>, h: number) => {
    const k = (h >>> 0) & mask;
    m.set(k, (m.get(k) ?? 0) + 1);
  };
  for (let i = 0; i < words.length; i++) {
    add(wordsB, fnvString(2166136261 ^ 2, words[i]));
    if (i + 1 < words.length) add(wordsB, fnvString(fnvStep(fnvString(2166136261 ^ 3, words[i]), SPACE), words[i + 1]));
  }
  return [chars, wordsB];
}

/** Sublinear tf, each block L2-normalised, word block scaled by wordWeight; sorted indices. */
export function textVector(counts: [Map<number, number>, Map<number, number>], wordWeight: number): SparseVec {
  const acc = new Map<number, number>();
  counts.forEach((m, b) => {
    let norm = 0;
    const keys = new Int32Array(m.size);
    const vals = new Float64Array(m.size);
    let n = 0;
    for (const [k, c] of m) {
      const v = 1 + Math.log(c);
      keys[n] = k;
      vals[n++] = v;
      norm += v * v;
    }
    const s = (b === 1 ? wordWeight : 1) / (Math.sqrt(norm) || 1);
    for (let i = 0; i < n; i++) acc.set(keys[i]!, (acc.get(keys[i]!) ?? 0) + vals[i]! * s);
  });
  const idx = Int32Array.from(acc.keys()).sort();
  const val = new Float64Array(idx.length);
  for (let i = 0; i < idx.length; i++) val[i] = acc.get(idx[i]!)!;
  return { idx, val };
}

function unb64<T>(s: string, Ctor: { new (buf: ArrayBuffer): T }): T {
  const b = Buffer.from(s, 'base64');
  const copy = new ArrayBuffer(b.length);
  new Uint8Array(copy).set(b);
  return new Ctor(copy);
}

export type TextModel = { predict(text: string): number[] };

const unpacked = new WeakMap<TextModelParams, Int16Array[]>();
/** Decodes the shipped parameters once (cached per params object). */
export function textModel(p: TextModelParams): TextModel {
  let w = unpacked.get(p);
  if (!w) {
    w = p.targets.map((t) => unb64(t.weights, Int16Array));
    unpacked.set(p, w);
  }
  const weights = w;
  return {
    predict(text: string) {
      const v = textVector(textCounts(text, p.dim), p.wordWeight);
      return p.targets.map((t, c) => {
        let s = 0;
        for (let i = 0; i < v.idx.length; i++) s += weights[c][v.idx[i]] * v.val[i];
        return t.bias + s * t.scale;
      });
    },
  };
}

// Norms are asked again for every pair (an essay against each of a proposal's references): computed once per vector.
const norms = new WeakMap<SparseVec, number>();
function normOf(v: SparseVec): number {
  let n = norms.get(v);
  if (n === undefined) {
    n = 0;
    for (let i = 0; i < v.val.length; i++) n += v.val[i] * v.val[i];
    n = Math.sqrt(n);
    norms.set(v, n);
  }
  return n;
}

/** Cosine similarity of two vectors of the text model's space (sorted indices: one merge pass). */
// The same pairs come back (an essay against its proposal's references, again for each reference count the lab tries):
// each pair's cosine is kept while both vectors live (weak on both sides, so a long-lived reference's vector passed
// first never holds every essay it met).
const cosines = new WeakMap<SparseVec, WeakMap<SparseVec, number>>();
export function cosineSimilarity(a: SparseVec, b: SparseVec): number {
  let known = cosines.get(a);
  if (!known) cosines.set(a, (known = new WeakMap()));
  let c = known.get(b);
  if (c === undefined) known.set(b, (c = cosineOf(a, b)));
  return c;
}
function cosineOf(a: SparseVec, b: SparseVec): number {
  let dot = 0;
  for (let i = 0, j = 0; i < a.idx.length && j < b.idx.length;) {
    if (a.idx[i] === b.idx[j]) dot += a.val[i++] * b.val[j++];
    else if (a.idx[i] < b.idx[j]) i++;
    else j++;
  }
  const n = normOf(a) * normOf(b);
  return n ? dot / n : 0;
}
