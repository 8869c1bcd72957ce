import { WRITING_PROCESS_LIMITS as L } from '@argumenta/contracts';
import { writingProcessSchema } from '@argumenta/contracts';
import { closeProcess, diffCounts, emptyProcess, recordChange } from './writingProcess';

const T0 = Date.parse('2026-11-29T10:00:00Z');

it('diffCounts finds what one change inserted and deleted', () => {
  expect(diffCounts('abc', 'abXc')).toEqual({ inserted: 'X', deleted: 0 });
  expect(diffCounts('abcdef', 'abf')).toEqual({ inserted: '', deleted: 3 });
  expect(diffCounts('aaa', 'aaaa')).toEqual({ inserted: 'a', deleted: 0 });
  expect(diffCounts('', 'colado')).toEqual({ inserted: 'colado', deleted: 0 });
});

it('typing and pasting: time, sessions, typed vs pasted, the largest pastes with their text', () => {
  let p = emptyProcess();
  let text = '';
  const type = (add: string, at: number, pasted = false) => {
    p = recordChange(p, { before: text, after: text + add, now: at, pasted });
    text += add;
  };
  type('O', T0);
  type('s', T0 + 2_000);
  type(' jovens', T0 + 5_000);
  type(' um trecho colado bem longo.', T0 + 20_000, true);
  // Two minutes away: not time spent, same session.
  type('!', T0 + 140_000);
  // Ten minutes away: a new session.
  type(' Depois.', T0 + 740_000);
  type(' x', T0 + 750_000, true);
  expect(p.digitados).toBe(1 + 1 + 7 + 1 + 8);
  expect(p.colados).toBe(' um trecho colado bem longo.'.length + 2);
  expect(p.tempo_ativo_s).toBe(2 + 3 + 15 + 10);
  expect(p.sessoes).toHaveLength(2);
  expect(p.sessoes[0]).toMatchObject({ ativo_s: 20 });
  expect(p.colagens.map((c) => c.texto)).toEqual([' um trecho colado bem longo.', ' x']);
  expect(p.linha_do_tempo.length).toBeGreaterThanOrEqual(3);
  expect(p.versoes.map((v) => v.texto)).toEqual(['O', text.slice(0, -2)]);
  const closed = closeProcess(p, text, T0 + 760_000);
  expect(closed.versoes[closed.versoes.length - 1]!.texto).toBe(text);
  expect(closed.linha_do_tempo[closed.linha_do_tempo.length - 1]!.caracteres).toBe(text.length);
  expect(writingProcessSchema.safeParse(closed).success).toBe(true);
});

it('an hour of typing stays within the limits (compact, not every keystroke)', () => {
  let p = emptyProcess();
  let text = '';
  for (let k = 0; k < 3600; k++) {
    const add = k % 500 === 0 ? ' colado '.repeat(20) : 'a';
    p = recordChange(p, { before: text, after: text + add, now: T0 + k * 1000, pasted: add.length > 1 });
    text += add;
  }
  expect(p.linha_do_tempo.length).toBeLessThanOrEqual(L.timeline);
  expect(p.versoes.length).toBeLessThanOrEqual(L.versions);
  expect(p.colagens.length).toBe(L.pastes);
  expect(p.tempo_ativo_s).toBe(3599);
  expect(JSON.stringify(p).length).toBeLessThan(60_000);
  expect(writingProcessSchema.safeParse(closeProcess(p, text, T0 + 3_600_000)).success).toBe(true);
});
