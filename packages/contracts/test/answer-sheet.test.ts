import {
  ANSWER_SHEET_CHARS_PER_LINE,
  ANSWER_SHEET_INDENT,
  answerSheetLines,
  answerSheetWarning,
} from '../src/answerSheet.js';

const words = (n: number, w = 'palavra') => Array.from({ length: n }, () => w).join(' ');

it('wraps words at the line width, never splitting one, each paragraph on a new indented line', () => {
  const lines = answerSheetLines(`${words(20)}\n\n${words(3, 'fim')}`);
  // 3 + 20 × 8 - 1 = 162 characters: 70 + 70 + the rest, then the second paragraph alone.
  expect(lines.map((l) => l.length <= ANSWER_SHEET_CHARS_PER_LINE)).toEqual([true, true, true, true]);
  expect(lines[0]!.startsWith(' '.repeat(ANSWER_SHEET_INDENT) + 'palavra')).toBe(true);
  expect(lines[1]!.startsWith('palavra')).toBe(true);
  expect(lines[3]).toBe('   fim fim fim');
  expect(lines.join(' ').replace(/\s+/g, ' ').trim().split(' ')).toHaveLength(23);
});

it('blank lines are not written; a word longer than a line takes a line of its own', () => {
  expect(answerSheetLines('\n\n  \n')).toEqual([]);
  const long = 'x'.repeat(90);
  expect(answerSheetLines(`a ${long} b`)).toEqual(['   a', long, 'b']);
});

it('the ENEM warnings: 7 lines or fewer insufficient, past 30 not read', () => {
  expect(answerSheetWarning(0)).toBeNull();
  expect(answerSheetWarning(7)).toBe('insufficient');
  expect(answerSheetWarning(8)).toBeNull();
  expect(answerSheetWarning(30)).toBeNull();
  expect(answerSheetWarning(31)).toBe('overflow');
  // The sample length of a full essay lands inside the sheet.
  const essay = Array.from({ length: 4 }, () => words(60, 'texto')).join('\n');
  const n = answerSheetLines(essay).length;
  expect(n).toBeGreaterThan(7);
  expect(n).toBeLessThanOrEqual(30);
});
