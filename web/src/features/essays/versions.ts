import type { EssayListItem } from '@argumenta/contracts';

/**
 * Rewrites are grouped: an essay whose newer version is on the same page is shown inside that version's card (as
 * "versões anteriores"), newest version first, instead of as a card of its own.
 */
export function groupVersions(items: EssayListItem[]): { essay: EssayListItem; earlier: EssayListItem[] }[] {
  const byId = new Map(items.map((e) => [e.id, e]));
  const rewritten = new Set(
    items.flatMap((e) => (e.versao_anterior_id && byId.has(e.versao_anterior_id) ? [e.versao_anterior_id] : [])),
  );
  return items
    .filter((e) => !rewritten.has(e.id))
    .map((essay) => {
      const earlier: EssayListItem[] = [];
      for (
        let prev = essay.versao_anterior_id ? byId.get(essay.versao_anterior_id) : undefined;
        prev && !earlier.includes(prev);
        prev = prev.versao_anterior_id ? byId.get(prev.versao_anterior_id) : undefined
      )
        earlier.push(prev);
      return { essay, earlier };
    });
}
