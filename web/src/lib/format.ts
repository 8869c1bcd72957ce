// No thousands separator: grades read "1000/1000" here as on every other screen.
const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1, useGrouping: false });

/** A number as a Brazilian reader writes it: 613,3 (never "613.3"); null/undefined as a dash. */
export const formatNumber = (n: number | null | undefined, dash = '—') =>
  n === null || n === undefined || Number.isNaN(n) ? dash : decimal.format(n);
