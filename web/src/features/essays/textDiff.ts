export type DiffPart = { type: 'same' | 'added' | 'removed'; text: string };

/**
 * Word-level diff (longest common subsequence) between what OCR read and what the student sent, so a
 * teacher sees what was edited after the transcription. Essays are ≤ 4000 characters (~700 words),
 * so the quadratic table stays small.
 */
export function diffWords(before: string, after: string): DiffPart[] {
  const a = before.split(/\s+/).filter(Boolean);
  const b = after.split(/\s+/).filter(Boolean);
  const n = a.length;
  const m = b.length;
  const lcs = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const parts: DiffPart[] = [];
  const push = (type: DiffPart['type'], word: string) => {
    const last = parts[parts.length - 1];
    if (last?.type === type) last.text += ` ${word}`;
    else parts.push({ type, text: word });
  };
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      push('same', a[i]!);
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) push('removed', a[i++]!);
    else push('added', b[j++]!);
  }
  while (i < n) push('removed', a[i++]!);
  while (j < m) push('added', b[j++]!);
  return parts;
}

/** How many words changed (removed + added) — zero means the student kept the OCR text as read. */
export function changedWords(parts: DiffPart[]): number {
  return parts.filter((p) => p.type !== 'same').reduce((s, p) => s + p.text.split(' ').length, 0);
}
