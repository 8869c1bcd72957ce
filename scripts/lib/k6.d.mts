export declare function findK6(): string | undefined;
export declare const CI_RUNS: Record<string, Record<string, string>>;
export declare function runK6(
  k6: string,
  name: string,
  vars: Record<string, string>,
  opts: { summaryFile: string; stdio?: 'inherit' | 'ignore' | 'pipe' },
): { status: number | null; thresholds: { name: string; ok: boolean }[] };
