/** Builds the server code as the container image runs it (esbuild's JavaScript) into `out` (default .data/compiled). */
export declare function buildCompiled(out?: string): Promise<string>;
