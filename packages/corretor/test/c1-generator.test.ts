import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadEssays } from '../src/dataset.js';
import { PLANTED_ESSAYS } from '../src/lab/c1-planted-essays.js';
import { loadSpeller, type Speller } from '../src/speller.js';
import {
  C1_CATEGORIES,
  INJECTIONS,
  essaySentences,
  generateC1Pairs,
  ownSentences,
  withoutSharedTemplates,
  type C1Source,
} from '../src/lab/c1-generator.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const CSV = fileURLToPath(new URL('../data/essay-br/development.csv', import.meta.url));

let sp: Speller;
let sources: C1Source[];
const isWord = (w: string) => sp.check(w);
beforeAll(async () => {
  sp = await loadSpeller();
  sources = [...essaySentences(loadEssays(CSV), isWord), ...ownSentences()];
});
afterAll(() => undefined);

describe('the C1 generator', () => {
  test('the same seed gives the same pairs; another seed other pairs from the same split', () => {
    const a = generateC1Pairs(sources, isWord, { seed: 7 });
    const b = generateC1Pairs(sources, isWord, { seed: 7 });
    const c = generateC1Pairs(sources, isWord, { seed: 8 });
    expect(b).toEqual(a);
    expect(c.map((p) => p.id)).not.toEqual(a.map((p) => p.id));
    // The split is fixed, not drawn: a source sentence lies in the same part whatever the seed.
    const part = new Map(a.map((p) => [p.correta, p.parte]));
    for (const p of c) if (part.has(p.correta)) expect(part.get(p.correta)).toBe(p.parte);
  });

  test('at least 5,000 labelled pairs, every category in both parts, each pair one rewrite with its passage', () => {
    const pairs = generateC1Pairs(sources, isWord, { seed: 1 });
    expect(pairs.length).toBeGreaterThanOrEqual(5000);
    // Regência is the smallest category (19 held-out pairs: sentences with the student's own "implica em" are skipped).
    for (const c of C1_CATEGORIES)
      for (const parte of ['dev', 'heldout'])
        expect(pairs.filter((p) => p.categoria === c && p.parte === parte).length).toBeGreaterThanOrEqual(15);
    for (const p of pairs) {
      expect(p.desviante).not.toBe(p.correta);
      expect(p.desviante.slice(p.trecho.start, p.trecho.end)).toBe(p.trecho.texto);
      // Putting the correction back at the passage gives the unchanged sentence.
      expect(p.desviante.slice(0, p.trecho.start) + p.correcao + p.desviante.slice(p.trecho.end)).toBe(p.correta);
    }
    expect(new Set(pairs.map((p) => p.injecao)).size).toBe(INJECTIONS.length);
  });

  test('the development and held-out parts share no source sentence', () => {
    const pairs = generateC1Pairs(sources, isWord, { seed: 1 });
    const dev = new Set(pairs.filter((p) => p.parte === 'dev').map((p) => p.correta));
    expect(pairs.filter((p) => p.parte === 'heldout' && dev.has(p.correta))).toEqual([]);
  });

  test('the new part (our third set) shares no sentence with the others, has every category, and leaves their pairs as they were', () => {
    const pairs = generateC1Pairs(sources, isWord, { seed: 1 });
    const others = new Set(pairs.filter((p) => p.parte !== 'novo').map((p) => p.correta));
    const novo = pairs.filter((p) => p.parte === 'novo');
    expect(novo.filter((p) => others.has(p.correta))).toEqual([]);
    for (const c of C1_CATEGORIES) expect(novo.filter((p) => p.categoria === c).length).toBeGreaterThanOrEqual(5);
    expect(novo.filter((p) => p.categoria === 'crase').length).toBeGreaterThanOrEqual(100);
    // Its own random stream: without it the development and held-out parts draw exactly the same pairs.
    const without = generateC1Pairs(
      sources.filter((s) => s.parte !== 'novo'),
      isWord,
      { seed: 1 },
    );
    expect(without).toEqual(pairs.filter((p) => p.parte !== 'novo'));
  });

  test('a sentence that already holds the slip is not rewritten into it (the student\'s own "implica em")', () => {
    const own = (texto: string, id: string): C1Source => ({ texto, parte: 'dev', fonte: 'redacao', id });
    const pairs = generateC1Pairs(
      [
        own('O corte de verbas implica a redução das bolsas de pesquisa.', 'r1.0'),
        own('O corte de verbas implicou no fechamento de laboratórios.', 'r2.0'),
      ],
      isWord,
      { seed: 1 },
    ).filter((p) => p.injecao === 'implicar em');
    expect(pairs.map((p) => p.desviante)).toEqual(['O corte de verbas implica na redução das bolsas de pesquisa.']);
  });

  test('a held-out sentence that repeats a development template is left out', () => {
    const src = (texto: string, parte: C1Source['parte'], id: string): C1Source => ({
      texto,
      parte,
      fonte: 'redacao',
      id,
    });
    const kept = withoutSharedTemplates([
      src('Portanto, medidas são necessárias para resolver o impasse.', 'dev', 'r1.0'),
      src('Dessa forma, medidas são necessárias para resolver o impasse.', 'heldout', 'r2.0'),
      src('A fome voltou a crescer no país durante a crise.', 'heldout', 'r3.0'),
    ]);
    expect(kept.map((s) => s.id)).toEqual(['r1.0', 'r3.0']);
    // In the corpus: few are, and none of the kept held-out sentences shares half its runs of four words.
    const all = withoutSharedTemplates(sources);
    const dropped = sources.length - all.length;
    expect(dropped).toBeGreaterThan(0);
    expect(dropped).toBeLessThan(100);
  });
});

describe('C1 on the held-out part (npm run corretor:c1)', () => {
  // Floors at today's held-out figures (seed 1): a change that loses recall or adds false alarms there fails. The
  // issue's targets (recall ≥ 80 %, ≤ 1 false alarm per 30) are asserted where they are met; see docs/corrector.md.
  const FLOORS: Record<string, number> = {
    crase: 0.8,
    concordancia_nominal: 0.8,
    concordancia_verbal: 0.8,
    confusao: 0.78,
    acentuacao: 0.78,
    regencia: 0.8,
    expressao_condenada: 0.8,
  };
  test('per category: recall at or above its floor, at most 1 false alarm per 30 unchanged sentences', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'packages/corretor/scripts/c1.ts', '--seed', '1'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/analisador: lt-proc/);
    for (const c of C1_CATEGORIES) {
      const line = r.stdout.split('\n').find((l) => l.startsWith(`${c} `)) ?? '';
      const m = /^\S+\s+\d+\/\d+\s+\S+ %\s+(\S+)\s+(\d+)\/(\d+)\s+\S+ %\s+(\S+)/.exec(line);
      expect(m).not.toBeNull();
      const [, devAlarms, found, total, alarms] = m!;
      expect(Number(found) / Number(total)).toBeGreaterThanOrEqual(FLOORS[c]!);
      expect(Number(alarms)).toBeLessThanOrEqual(1);
      expect(Number(devAlarms)).toBeGreaterThanOrEqual(0);
    }
  }, 600_000);
});

// `corretor:c1 --plantadas` locates each planted slip by its first occurrence: it must occur once, or the count reads
// another place of the essay.
test('each hand-planted slip occurs exactly once in its essay', () => {
  for (const e of PLANTED_ESSAYS)
    for (const p of e.plantados) expect([p.trecho, e.texto.split(p.trecho).length - 1]).toEqual([p.trecho, 1]);
});
