import { batchPerTick } from '../src/batch.js';

describe('batchPerTick', () => {
  it('runs the calls of one tick as one batch, later calls as the next, and gives every caller its batch outcome', async () => {
    const batches: number[][] = [];
    let failNext = false;
    const add = batchPerTick<number>(async (items) => {
      batches.push(items);
      if (failNext) throw new Error('Redis fora');
    });
    await Promise.all([add(1), add(2), add(3)]);
    const fourth = add(4);
    // Called while the fourth's batch waits for its tick: same batch.
    const fifth = add(5);
    await Promise.all([fourth, fifth]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);

    failNext = true;
    const outcomes = await Promise.allSettled([add(6), add(7)]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    failNext = false;
    await add(8);
    expect(batches).toEqual([[1, 2, 3], [4, 5], [6, 7], [8]]);
  });

  it("gives each caller its own item's result when the batch answers one per item", async () => {
    const double = batchPerTick<number, number>(async (items) => items.map((n) => n * 2));
    expect(await Promise.all([double(1), double(5), double(7)])).toEqual([2, 10, 14]);
  });

  it('starts a new batch for calls made while a batch is running', async () => {
    const batches: string[][] = [];
    let release = () => {};
    const add = batchPerTick<string>(async (items) => {
      batches.push(items);
      if (items[0] === 'a') await new Promise<void>((r) => (release = r));
    });
    const first = add('a');
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    const second = add('b');
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    expect(batches).toEqual([['a'], ['b']]);
    release();
    await Promise.all([first, second]);
  });
});
