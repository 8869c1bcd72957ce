/**
 * The ENEM answer sheet (issue 50): 30 handwritten lines. A typed text is laid out on it with a line model, so the
 * student sees how many lines it would fill and where line 30 ends.
 *
 * The model: a handwritten line holds ANSWER_SHEET_CHARS_PER_LINE characters (spaces and punctuation included), about
 * 11–12 words of Portuguese; words are never split; each paragraph starts on a new line with an indent of
 * ANSWER_SHEET_INDENT characters; blank lines between paragraphs are not written on the sheet (the ENEM sheet has no
 * skipped lines). 70 is the figure the usual ENEM guidance gives for a line of medium handwriting (30 lines ≈ 2,100
 * characters, the middle of the 1,800–2,400 a full essay usually has); it is a model, not a measurement of this
 * student's handwriting.
 */
export const ANSWER_SHEET_LINES = 30;
export const ANSWER_SHEET_CHARS_PER_LINE = 70;
export const ANSWER_SHEET_INDENT = 3;
/** ENEM: an essay of 7 lines or fewer gets zero ("texto insuficiente"). */
export const ANSWER_SHEET_MIN_LINES = 8;

export const ANSWER_SHEET_MESSAGES = {
  insufficient: `Texto insuficiente: no ENEM, uma redação com até ${ANSWER_SHEET_MIN_LINES - 1} linhas recebe nota zero.`,
  overflow: `O texto passa da linha ${ANSWER_SHEET_LINES}: no ENEM, o que estiver além dela não é lido.`,
} as const;

/** The lines the text fills on the sheet, each with its text (the indent as leading spaces). */
export function answerSheetLines(text: string, perLine = ANSWER_SHEET_CHARS_PER_LINE): string[] {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n/g, '\n').split('\n')) {
    const words = paragraph.trim().split(/\s+/).filter(Boolean);
    if (words.length === 0) continue;
    let line = ' '.repeat(ANSWER_SHEET_INDENT);
    let fresh = true;
    for (const word of words) {
      const candidate = fresh ? line + word : `${line} ${word}`;
      if (candidate.length <= perLine || fresh) {
        // A word longer than a line still takes a line of its own (it overflows rather than being split).
        line = candidate;
        fresh = false;
        continue;
      }
      lines.push(line);
      line = word;
    }
    lines.push(line);
  }
  return lines;
}

export type AnswerSheetWarning = keyof typeof ANSWER_SHEET_MESSAGES;
/** What the ENEM would say about a text that fills `lines` lines (none for an empty text). */
export function answerSheetWarning(lines: number): AnswerSheetWarning | null {
  if (lines === 0) return null;
  if (lines < ANSWER_SHEET_MIN_LINES) return 'insufficient';
  if (lines > ANSWER_SHEET_LINES) return 'overflow';
  return null;
}
