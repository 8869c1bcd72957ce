export declare const ROOT: string;
export declare function say(msg: string): void;
export declare function buildWebIfStale(): void;
export declare function newestMtime(dir: string): number;
export declare function startStack(opts?: {
  env?: Record<string, string>;
  portOffset?: number;
  quiet?: boolean;
  timeoutMs?: number;
  only?: string[];
  logDir?: string;
  nodeArgs?: (name: string) => string[];
  /** A copy built by buildCompiled() (compiled.mjs): run its JavaScript instead of the sources through tsx. */
  compiled?: string;
}): Promise<{ stop: () => Promise<void>; pids: () => Record<string, number> }>;
