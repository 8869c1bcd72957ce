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
