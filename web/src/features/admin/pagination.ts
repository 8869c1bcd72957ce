export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Spec 2.12: every page when there are 7 or fewer; otherwise the first, the last,
 * the current page with its neighbours, and an ellipsis wherever pages are skipped.
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 0) return [];
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const page = Math.min(Math.max(1, current), total);
  const from = Math.max(2, page - 1);
  const to = Math.min(total - 1, page + 1);
  const items: PageItem[] = [1];
  if (from > 2) items.push('ellipsis-start');
  for (let p = from; p <= to; p++) items.push(p);
  if (to < total - 1) items.push('ellipsis-end');
  items.push(total);
  return items;
}
