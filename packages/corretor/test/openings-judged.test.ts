// The paragraph openings of development essays judged by hand (test/data/aberturas-amostra-*.tsv, drawn by
// scripts/openings-sample.ts: seed 5813 before the lexicon of connectives.ts was written, seed 90217 after) against
// the engine's `c4.aberturas`: the differences left are listed, each with why.
import { beforeAll, describe, expect, test } from '@jest/globals';
import type { CorrectionInput } from '@argumenta/contracts';
import { readFileSync } from 'node:fs';
import { analyzeText } from '../src/analysis.js';
import { loadEssays } from '../src/dataset.js';
import { loadSpeller, type Speller } from '../src/speller.js';

const essays = loadEssays(new URL('../data/essay-br/development.csv', import.meta.url).pathname);
const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
const KNOWN = [
  // "contudo" written in two words: a misspelling, not in the grammar's lexicon.
  '5813 #535 §3: julgado "com tudo", lido ""',
  // "com base em" with a resuming complement: the lexicon has "com base nisso" and "com base no exposto" only.
  '90217 #534 §2: julgado "com base nesse direcionamento", lido ""',
  // "Assim dizia Arthur Schopenhauer": the adverb of manner, read as the conclusive "Assim".
  '90217 #456 §3: julgado "", lido "assim"',
];

let sp: Speller;
beforeAll(async () => {
  sp = await loadSpeller();
});

describe('paragraph openings of development essays judged by hand', () => {
  test('the engine reads the judged connective, whole, except the differences listed', () => {
    const found: string[] = [];
    for (const seed of ['5813', '90217']) {
      const [header, ...rows] = readFileSync(new URL(`./data/aberturas-amostra-${seed}.tsv`, import.meta.url), 'utf8')
        .trimEnd()
        .split('\n');
      const col = header!.split('\t');
      for (const row of rows) {
        const c = row.split('\t');
        const i = Number(c[col.indexOf('ensaio')]);
        const p = Number(c[col.indexOf('paragrafo')]) - 1;
        const texto = essays[i]!.paragraphs.map((x) => x.trim())
          .filter(Boolean)
          .join('\n');
        const c4 = analyzeText({ texto, titulo: null, proposta: null } as CorrectionInput, sp, {
          suggestions: false,
        }).c4;
        const read = norm(c4.aberturas.find((x) => x.paragrafo === p && x.conectivo)?.trecho ?? '');
        const judged = norm(c[col.indexOf('conectivo')] ?? '');
        if (read !== judged) found.push(`${seed} #${i} §${p + 1}: julgado "${judged}", lido "${read}"`);
      }
    }
    expect(found).toEqual(KNOWN);
  });
});
