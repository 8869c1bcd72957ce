// Shared by the benchmarks that drive a whole stack through its gateway.
import pg from 'pg';
import { SAMPLE_ESSAY } from '@argumenta/testkit/essay';

/**
 * Where a bench's stack listens: the default ports moved by BENCH_PORT_OFFSET (default 20000), so a bench runs beside
 * `npm start` and beside other checkouts' benches.
 */
export function benchPortOffset(): number {
  const raw = process.env.BENCH_PORT_OFFSET ?? '20000';
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0 || offset > 50_000) throw new Error(`BENCH_PORT_OFFSET inválido: ${raw}`);
  return offset;
}

export const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

/** Registers a student through the gateway and gives them enough credits for the run. */
export async function registerStudent(base: string, databaseUrl: string, email: string, credits: number): Promise<{ token: string; id: number }> {
  const res = await fetch(`${base}/api/auth/registrar`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench', email, password: 'segredo1', confirmPassword: 'segredo1' }),
  });
  const body = (await res.json()) as { data: { token: string; user: { id: number } } };
  if (res.status !== 201) throw new Error(`registro: ${res.status} ${JSON.stringify(body)}`);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query('UPDATE auth.usuarios SET creditos_disponiveis = $2 WHERE id = $1', [body.data.user.id, credits]);
  await db.end();
  return { token: body.data.token, id: body.data.user.id };
}

/** Submits essay number i (its text varied, so every one is analysed for real); resolves with its id and the HTTP time. */
export async function submitEssay(base: string, token: string, i: number): Promise<{ redacaoId: number; ms: number }> {
  const form = new FormData();
  form.append('titulo', `Bench ${i}`);
  form.append('texto', `${SAMPLE_ESSAY}\n\nObservação ${i}: a sociedade precisa agir.`);
  const t0 = performance.now();
  const res = await fetch(`${base}/api/redacoes/submeter`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = (await res.json()) as { data: { redacao_id: number } };
  if (res.status !== 202) throw new Error(`envio: ${res.status} ${JSON.stringify(body)}`);
  return { redacaoId: body.data.redacao_id, ms: performance.now() - t0 };
}
