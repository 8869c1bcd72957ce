import { changedWords, diffWords } from './textDiff';

describe('diffWords (OCR text vs submitted text)', () => {
  it('marks the words the student changed after the transcription', () => {
    const parts = diffWords('os escravos pintava a casa', 'os escravos pintavam a casa toda');
    expect(parts).toEqual([
      { type: 'same', text: 'os escravos' },
      { type: 'removed', text: 'pintava' },
      { type: 'added', text: 'pintavam' },
      { type: 'same', text: 'a casa' },
      { type: 'added', text: 'toda' },
    ]);
    expect(changedWords(parts)).toBe(3);
  });

  it('reports no change when the text was kept, whatever the line breaks', () => {
    const parts = diffWords('A educação\nfinanceira é importante.', 'A educação financeira é importante.');
    expect(parts).toEqual([{ type: 'same', text: 'A educação financeira é importante.' }]);
    expect(changedWords(parts)).toBe(0);
  });
});
