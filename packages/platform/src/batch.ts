/**
 * Gathers the calls made while the event loop is busy with one round of I/O (a burst's requests arriving together) and
 * runs them as one batch after it (setImmediate): one Redis pipeline or one `addBulk` instead of a round trip each.
 * Every caller of a batch gets that batch's outcome. Over loopback a socket write costs ~0.1 ms of CPU on each side
 * (docs/performance.md), so under a burst the writes saved are CPU the requests themselves get.
 */
export function batchPerTick<T>(run: (items: T[]) => Promise<void>): (item: T) => Promise<void> {
  let open: T[] | undefined;
  let outcome: Promise<void> | undefined;
  return (item) => {
    if (!open) {
      const items: T[] = (open = []);
      outcome = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        open = undefined; // calls from here on start the next batch
        return run(items);
      });
    }
    open.push(item);
    return outcome!;
  };
}
