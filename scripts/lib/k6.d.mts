export declare function findK6(): string | undefined;
export declare const CI_RUNS: Record<string, Record<string, string>>;
/** One metric of k6's --summary-export: trends carry avg/min/med/max/p(90)/p(95), counters count/rate, rates value. */
export type K6Metric = Record<string, number> & { thresholds?: Record<string, boolean> };
export declare function runK6(
  k6: string,
  name: string,
  vars: Record<string, string>,
  opts: { summaryFile: string; stdio?: 'inherit' | 'ignore' | 'pipe' },
): Promise<{ status: number | null; thresholds: { name: string; ok: boolean }[]; metrics: Record<string, K6Metric> }>;
