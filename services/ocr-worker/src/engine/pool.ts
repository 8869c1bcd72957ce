// A fixed set of warm tesseract workers. A transcription borrows one and gives it back; callers queue FIFO.
import { abortedError } from './errors.js';

export interface Slot<W> {
  worker: W;
  /** Set by the borrower to receive the worker's progress (0..1) while it holds it. */
  onProgress?: (progress: number) => void;
  /** The worker's current job: an aborted caller returns the slot only once the worker is really idle. */
  inflight?: Promise<unknown>;
}

export class Pool<W> {
  private free: Slot<W>[] = [];
  private waiters: {
    resolve: (s: Slot<W>) => void;
    reject: (e: unknown) => void;
    signal?: AbortSignal;
    onAbort?: () => void;
  }[] = [];
  private closed = false;

  constructor(readonly slots: Slot<W>[]) {
    this.free = [...slots];
  }

  acquire(signal?: AbortSignal): Promise<Slot<W>> {
    if (this.closed) return Promise.reject(new Error('pool closed'));
    if (signal?.aborted) return Promise.reject(abortedError(signal.reason));
    const slot = this.free.shift();
    if (slot) return Promise.resolve(slot);
    return new Promise((resolve, reject) => {
      const waiter: (typeof this.waiters)[number] = { resolve, reject, signal };
      if (signal) {
        waiter.onAbort = () => {
          this.waiters = this.waiters.filter((w) => w !== waiter);
          reject(abortedError(signal.reason));
        };
        signal.addEventListener('abort', waiter.onAbort, { once: true });
      }
      this.waiters.push(waiter);
    });
  }

  release(slot: Slot<W>): void {
    slot.onProgress = undefined;
    const next = this.waiters.shift();
    if (next) {
      if (next.onAbort) next.signal?.removeEventListener('abort', next.onAbort);
      next.resolve(slot);
    } else this.free.push(slot);
  }

  /** Swaps a broken worker for a fresh one in the same slot. */
  replace(slot: Slot<W>, worker: W): void {
    slot.worker = worker;
  }

  get size(): number {
    return this.slots.length;
  }

  get idle(): number {
    return this.free.length;
  }

  close(): void {
    this.closed = true;
    for (const w of this.waiters.splice(0)) w.reject(new Error('pool closed'));
  }
}
