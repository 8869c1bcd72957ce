// How an intervention element's passage shown is compared with a reader's annotation of its whole clause
// (test/feedback-annotated.test.ts on the annotated essays, test/c5-conclusions.test.ts on the annotated conclusions).

export const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
export const contentWords = (s: string): string[] => norm(s).match(/\p{L}{4,}/gu) ?? [];
/** The passage shown is the annotated clause: most of its words are the clause's, and it covers most of the clause. */
export function sameClause(shown: string, annotated: string): boolean {
  const a = new Set(contentWords(annotated));
  const s = contentWords(shown);
  if (!s.length) return false;
  const inside = s.filter((w) => a.has(w)).length / s.length;
  const covered = [...a].filter((w) => s.includes(w)).length / Math.max(a.size, 1);
  return inside >= 0.8 && covered >= 0.8;
}
