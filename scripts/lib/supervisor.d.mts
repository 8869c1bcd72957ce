import type { ChildProcess } from 'node:child_process';
export declare function supervise(opts: { name: string; start: () => ChildProcess; say: (msg: string) => void; minDelayMs?: number; maxDelayMs?: number; stableMs?: number; killAfterMs?: number }): {
  readonly child: ChildProcess;
  readonly restarts: number;
  arm(): void;
  stop(): Promise<void>;
};
