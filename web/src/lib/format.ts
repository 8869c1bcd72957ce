const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** A number as a Brazilian reader writes it: 613,3 and 1.000 (never "613.3"); null/undefined as a dash. */
export const formatNumber = (n: number | null | undefined, dash = '—') =>
  n === null || n === undefined || Number.isNaN(n) ? dash : decimal.format(n);
