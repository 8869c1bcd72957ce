export declare const FIRST_LOAD_BUDGET_BYTES: number;
export declare const BUDGET_ROUTES: { name: string; page: string }[];
export type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>;
export declare function readManifest(distDir: string): Manifest;
export declare function firstLoad(
  distDir: string,
  manifest: Manifest,
  pageModule: string,
): { chunks: { file: string; bytes: number; gzip: number }[]; gzip: number; bytes: number };
