import { describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { withinPromptCorrelation, withKnownPromptLeniency } from '../src/lab/evaluation.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const fixture = (f: string) => fileURLToPath(new URL(`./fixtures/${f}`, import.meta.url));

describe('corretor:eval', () => {
  test('prints every figure for each competency and the total on a small Essay-BR file', () => {
    const r = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'packages/corretor/scripts/eval.ts',
        '--csv',
        fixture('mini-essay-br.csv'),
        '--prompts',
        fixture('mini-prompts.csv'),
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(r.stderr).not.toMatch(/Error/);
    expect(r.status).toBe(0);
    const lines = r.stdout.split('\n');
    for (const label of ['C1', 'C2', 'C3', 'C4', 'C5', 'TOTAL']) {
      const line = lines.find((l) => l.startsWith(`${label} `));
      expect(line).toMatch(/QWK=-?\d\.\d{3} exata=\d+\.\d% adjacente=\d+\.\d% EAM=\d+\.\d/);
    }
    expect(r.stdout).toMatch(/^DENTRO_100 \d+\.\d%/m);
    expect(r.stdout).toMatch(/^TOLERANCIA \d+\.\d%/m);
    expect(r.stdout).toMatch(/^VELOCIDADE \d+\.\d redações\/s/m);
    expect(r.stdout).toMatch(/^N 5$/m);
  });
  test('--referencias prints the plain-leniency and the reference-model figures (leave-one-out on the same file)', () => {
    const r = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'packages/corretor/scripts/eval.ts',
        '--csv',
        fixture('mini-essay-br.csv'),
        '--prompts',
        fixture('mini-prompts.csv'),
        '--referencias',
        fixture('mini-essay-br.csv'),
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(r.status).toBe(0);
    const blocks = r.stdout.split('\nCalibradas com ');
    expect(blocks).toHaveLength(3);
    expect(blocks[1]).toMatch(/deixando a própria de fora\): só a leniência/);
    expect(blocks[2]).toMatch(/^o modelo de referências \(params\/calibration\.json\)/);
    for (const b of blocks.slice(1)) {
      expect(b).toMatch(/^TOTAL QWK=-?\d\.\d{3}/m);
      expect(b).toMatch(/^DENTRO_100 \d+\.\d%/m);
      expect(b).toMatch(/^N 5$/m);
    }
  });
  test('the prompt-leniency bound shifts each essay by the other essays of its prompt only', () => {
    // Prompt "a" is graded 80 above the predictions, prompt "b" exactly as predicted.
    const pred = [
      [80, 80, 80, 80, 80],
      [80, 80, 80, 80, 80],
      [80, 80, 80, 80, 80],
      [120, 120, 120, 120, 120],
      [120, 120, 120, 120, 120],
    ];
    const truth = [
      [160, 160, 160, 160, 160],
      [160, 160, 160, 160, 160],
      [160, 160, 160, 160, 160],
      [120, 120, 120, 120, 120],
      [120, 120, 120, 120, 120],
    ];
    const shifted = withKnownPromptLeniency(pred, truth, ['a', 'a', 'a', 'b', 'b'], 0);
    expect(shifted[0]).toEqual([160, 160, 160, 160, 160]);
    expect(shifted[3]).toEqual([120, 120, 120, 120, 120]);
    // An essay alone in its prompt learns nothing about it; shrinkage pulls small prompts towards no shift.
    expect(withKnownPromptLeniency([[80, 80, 80, 80, 80]], [[200, 200, 200, 200, 200]], ['c'])[0]).toEqual([
      80, 80, 80, 80, 80,
    ]);
    expect(withKnownPromptLeniency(pred.slice(0, 2), truth.slice(0, 2), ['a', 'a'], 1)[0]).toEqual([
      120, 120, 120, 120, 120,
    ]);
  });
  test('the within-prompt correlation leaves out what differs between prompts', () => {
    // Across prompts x and y rise together (prompt b is higher in both); inside each prompt they move opposite ways.
    const x = [1, 2, 3, 11, 12, 13];
    const y = [3, 2, 1, 13, 12, 11];
    const groups = ['a', 'a', 'a', 'b', 'b', 'b'];
    expect(withinPromptCorrelation(x, y, groups)).toBeCloseTo(-1, 10);
    expect(withinPromptCorrelation(x, x, groups)).toBeCloseTo(1, 10);
    // With every prompt's values constant there is nothing left to correlate.
    expect(withinPromptCorrelation([1, 1, 5, 5], [2, 2, 7, 7], ['a', 'a', 'b', 'b'])).toBe(0);
  });
});
