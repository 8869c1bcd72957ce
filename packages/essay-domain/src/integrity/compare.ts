// The pure steps of a check, shared by the service's check (check.ts), the activity panel and the corpus test: which
// of an essay's passages are memorised templates, and how much of the essay one other text holds.
import {
  COPY_SHARE_THRESHOLD,
  COPY_SHARE_THRESHOLD_OTHER_PROPOSAL,
  INTEGRITY_COUNT_CAP,
  TEMPLATE_MIN_ESSAYS,
  TEMPLATE_MIN_PROPOSALS,
  type SharedPassage,
  type TemplatePassage,
} from '@argumenta/contracts';
import { ALIGN_GAP_WORDS, coveredWords, sharedPassages, type Passage } from './align.js';
import { spanOf, type Prepared } from './prepare.js';
import { SHINGLE_WORDS } from './text.js';

/** Who else holds a fingerprint: how many other essays, and the proposals they were written to (keys). */
export type Holders = (mark: number) => { essays: number; proposals: Iterable<string> };

export type Templates = {
  passages: TemplatePassage[];
  /** The template fingerprints (never what makes two essays candidates of each other). */
  marks: Set<number>;
  /** Words not to count in a pair: motivating copies and templates. */
  discount: Uint8Array;
};

/**
 * The essay's memorised passages: runs whose fingerprints stand in at least TEMPLATE_MIN_ESSAYS other essays written
 * to TEMPLATE_MIN_PROPOSALS proposals other than the essay's own (`ownProposals`: its keys).
 */
export function templatesOf(p: Prepared, ownProposals: ReadonlySet<string>, holders: Holders): Templates {
  const counts = new Map<number, { redacoes: number; propostas: number }>();
  for (const m of p.marks) {
    const h = holders(m);
    const others = new Set([...h.proposals].filter((k) => !ownProposals.has(k)));
    if (h.essays >= TEMPLATE_MIN_ESSAYS && others.size >= TEMPLATE_MIN_PROPOSALS)
      counts.set(m, { redacoes: Math.min(h.essays, INTEGRITY_COUNT_CAP), propostas: others.size });
  }
  const spans: { a: number; b: number; redacoes: number; propostas: number }[] = [];
  for (let i = 0; i < p.shingles.length; i++) {
    const c = counts.get(p.shingles[i]!);
    if (!c) continue;
    const last = spans[spans.length - 1];
    if (last && i <= last.b + ALIGN_GAP_WORDS + 1) {
      last.b = i + SHINGLE_WORDS - 1;
      last.redacoes = Math.max(last.redacoes, c.redacoes);
      last.propostas = Math.max(last.propostas, c.propostas);
    } else spans.push({ a: i, b: i + SHINGLE_WORDS - 1, ...c });
  }
  const discount = Uint8Array.from(p.motivating);
  for (const s of spans) discount.fill(1, s.a, s.b + 1);
  return {
    discount,
    marks: new Set(counts.keys()),
    passages: spans.map((s) => ({
      trecho: spanOf(p.words, s.a, s.b),
      inicio: p.words.start[s.a]!,
      fim: p.words.end[s.b]!,
      palavras: s.b - s.a + 1,
      outras_redacoes: s.redacoes,
      propostas: s.propostas,
    })),
  };
}

/** Share of the essay's own words (motivating copies left out) inside the passages, `discount`ed words left out. */
export function shareOf(p: Prepared, passages: readonly Passage[], discount: Uint8Array): number {
  const own = p.words.fold.length - p.copied;
  return own > 0 ? coveredWords(passages, p.words.fold.length, discount) / own : 0;
}

/** A possible copy: at the threshold for the same (or an unknown) proposal, at the higher one across proposals. */
export const possibleCopy = (share: number, sameProposal: boolean | null) =>
  share >= (sameProposal === false ? COPY_SHARE_THRESHOLD_OTHER_PROPOSAL : COPY_SHARE_THRESHOLD);

/** How much of the essay the other text holds, and the passages side by side (the other side only when `show`). */
export function compareWith(
  p: Prepared,
  discount: Uint8Array,
  other: Prepared,
  show: boolean,
): { proporcao: number; passages: Passage[]; trechos: SharedPassage[] } {
  const passages = sharedPassages(p.shingles, other.index());
  return {
    proporcao: shareOf(p, passages, discount),
    passages,
    trechos: passages
      .filter((x) => x.a1 - x.a0 + 1 >= SHINGLE_WORDS)
      .map((x) => ({
        trecho: spanOf(p.words, x.a0, x.a1),
        inicio: p.words.start[x.a0]!,
        fim: p.words.end[x.a1]!,
        palavras: x.a1 - x.a0 + 1,
        outro: show ? spanOf(other.words, x.b0, Math.min(x.b1, other.words.fold.length - 1)) : null,
      })),
  };
}

export const round = (x: number) => Math.round(x * 1000) / 1000;
