import { describe, expect, it } from '@jest/globals';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { refetchAfterWrite } from './queryClient';

/**
 * A list whose first request left before a write and answers with the old rows after it (the admin users
 * search typed a moment before a delete). Returns what the observer shows once everything settled.
 */
async function listAfterWrite(refresh: (qc: QueryClient) => Promise<unknown>) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const server = { rows: ['ana', 'bia'] };
  const answers: (() => void)[] = [];
  let calls = 0;
  // Each request reads the rows when it arrives at the server and answers when the test releases it.
  const queryFn = () => {
    calls += 1;
    const rows = [...server.rows];
    return new Promise<string[]>((resolve) => answers.push(() => resolve(rows)));
  };
  const observer = new QueryObserver(qc, { queryKey: ['admin', 'usuarios', { busca: 'bia' }], queryFn });
  const seen: (string[] | undefined)[] = [];
  const unsubscribe = observer.subscribe((r) => seen.push(r.data));
  await Promise.resolve();
  expect(calls).toBe(1); // the first request is in flight, no data yet

  server.rows = ['ana']; // the write (DELETE bia) commits
  const refreshed = refresh(qc);
  answers.shift()!(); // the first request answers with the rows it read before the write
  await new Promise((r) => setTimeout(r, 0));
  answers.forEach((answer) => answer());
  await refreshed;
  unsubscribe();
  return { data: observer.getCurrentResult().data, calls };
}

describe('refetchAfterWrite', () => {
  it('a list still in its first fetch when the write lands is fetched again and shows the new state', async () => {
    const { data, calls } = await listAfterWrite((qc) => refetchAfterWrite(qc, ['admin']));
    expect(data).toEqual(['ana']);
    expect(calls).toBe(2);
  });

  it('(why it exists) invalidateQueries alone keeps the answer read before the write', async () => {
    const { data, calls } = await listAfterWrite((qc) => qc.invalidateQueries({ queryKey: ['admin'] }));
    expect(data).toEqual(['ana', 'bia']);
    expect(calls).toBe(1);
  });
});

describe('refetchAfterWrite with several targets', () => {
  /** Queries each still in their first fetch (a request each, answered by the test), observed like a mounted screen. */
  function screen(keys: readonly (readonly unknown[])[]) {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    const calls = new Map<string, number>();
    const pending: (() => void)[] = [];
    const observers = keys.map((queryKey) => {
      const id = JSON.stringify(queryKey);
      const queryFn = () => {
        const n = (calls.get(id) ?? 0) + 1;
        calls.set(id, n);
        return new Promise<number>((resolve) => pending.push(() => resolve(n)));
      };
      const observer = new QueryObserver(qc, { queryKey, queryFn });
      return { id, observer, unsubscribe: observer.subscribe(() => undefined) };
    });
    const settle = async (refreshed: Promise<unknown>) => {
      while (pending.length) {
        pending.splice(0).forEach((answer) => answer());
        await new Promise((r) => setTimeout(r, 0));
      }
      await refreshed;
      observers.forEach((o) => o.unsubscribe());
      return Object.fromEntries(
        observers.map((o) => [o.id, { calls: calls.get(o.id), data: o.observer.getCurrentResult().data }]),
      );
    };
    return { qc, settle };
  }

  it('every target in its first fetch is fetched again, once, and nothing else is', async () => {
    const { qc, settle } = screen([['redacoes', 'lista'], ['auth', 'perfil'], ['salas']]);
    await Promise.resolve();
    const seen = await settle(refetchAfterWrite(qc, ['redacoes'], ['auth', 'perfil']));
    expect(seen).toEqual({
      '["redacoes","lista"]': { calls: 2, data: 2 },
      '["auth","perfil"]': { calls: 2, data: 2 },
      '["salas"]': { calls: 1, data: 1 },
    });
  });

  it('an exact target refetches that key only, not the keys under it', async () => {
    const { qc, settle } = screen([['salas'], ['salas', 7]]);
    await Promise.resolve();
    const seen = await settle(refetchAfterWrite(qc, { queryKey: ['salas'], exact: true }));
    expect(seen).toEqual({ '["salas"]': { calls: 2, data: 2 }, '["salas",7]': { calls: 1, data: 1 } });
  });

  it('overlapping targets do not cancel each other: each query is refetched once', async () => {
    const { qc, settle } = screen([['salas', 7, 'estudantes']]);
    await Promise.resolve();
    const seen = await settle(refetchAfterWrite(qc, ['salas'], ['salas', 7, 'estudantes']));
    expect(seen).toEqual({ '["salas",7,"estudantes"]': { calls: 2, data: 2 } });
  });
});
