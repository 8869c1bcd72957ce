// `npm run bench -- integridade [--n 100000] [--probes 200]` (issue 52): the integrity check at network scale.
// Builds, in a database of its own, N generated essays (a word-level Markov chain of order 2 trained on the 686
// Essay-BR development essays, ~300 words each, spread over 200 proposals) with their fingerprints, as the essay
// service stores them (essay.integridade, GIN index), then checks new essays against them with the service's own
// checkEssay: half new texts, half near-copies of a stored essay (a third of its sentences replaced). Prints the build
// cost, the index's size, the check's p50/p95/max, how many near-copies were flagged and the process's memory.
// The build fingerprints the generated word streams directly (the same shingles and winnowing); every checked essay
// and every text it is aligned with goes through the corrector's segmentation, as in the service.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadThemeBank } from '@argumenta/corretor/theme-bank';
import { bankIndex, checkEssay, fingerprints, shingles } from '@argumenta/essay-domain/integrity';
import { MIGRATIONS_DIR } from '@argumenta/essay';
import { runMigrations } from '@argumenta/platform';
import { dropDatabase, ensureDatabase } from '../lib/infra.mjs';
import { percentile } from './lib.js';

const { values } = parseArgs({
  options: { n: { type: 'string', default: '100000' }, probes: { type: 'string', default: '200' } },
});
const N = Number(values.n);
const PROBES = Number(values.probes);
const PROPOSALS = 200;
const databaseUrl = `postgres://postgres@127.0.0.1:5432/argumenta_bench_integridade_${Date.now().toString(36)}`;

// A deterministic generator (mulberry32), so two runs build the same network.
let seed = 52;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;

/** Order-2 chain over the corpus' words, with "." as a word so sentences end. */
const chain = new Map<string, string[]>();
const starts: [string, string][] = [];
for (const t of loadThemeBank().temas)
  for (const r of t.referencias) {
    const words = r.texto
      .toLowerCase()
      .replace(/[^\p{L}\d.\s-]/gu, ' ')
      .replace(/\./g, ' . ')
      .split(/\s+/)
      .filter(Boolean);
    for (let i = 2; i < words.length; i++) {
      const key = `${words[i - 2]} ${words[i - 1]}`;
      (chain.get(key) ?? chain.set(key, []).get(key)!).push(words[i]!);
      if (words[i - 2] === '.') starts.push([words[i - 1]!, words[i]!]);
    }
  }

/** A sentence of the chain: 12 to 40 words. */
function sentence(): string[] {
  let [a, b] = pick(starts);
  const out = [a, b];
  while (out.length < 40) {
    const next = chain.get(`${a} ${b}`);
    const w = next ? pick(next) : '.';
    if (w === '.') {
      if (out.length >= 12) break;
      // Too short to end here: carry on from another sentence's opening.
      [a, b] = pick(starts);
      out.push(a, b);
      continue;
    }
    out.push(w);
    [a, b] = [b, w];
  }
  return out;
}
const essay = (sentences = 12) => Array.from({ length: sentences }, sentence);
const text = (s: string[][]) => s.map((x) => `${x.join(' ')}.`).join(' ');

await ensureDatabase(databaseUrl);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
try {
  await runMigrations(pool as never, 'essay', MIGRATIONS_DIR);
  console.log(
    `Rede de ${N.toLocaleString('pt-BR')} redações geradas (cadeia de Markov sobre o Essay-BR), ${PROPOSALS} propostas`,
  );
  // Bulk load: the GIN index is built once at the end (as a restore would), not row by row.
  await pool.query('DROP INDEX essay.integridade_marcas');
  const kept: string[][][] = [];
  const t0 = performance.now();
  let fingerprinting = 0;
  for (let from = 0; from < N; from += 2000) {
    const batch = Array.from({ length: Math.min(2000, N - from) }, () => essay());
    if (kept.length < PROBES) kept.push(...batch.slice(0, PROBES - kept.length));
    const f0 = performance.now();
    const marks = batch.map((s) => `{${fingerprints(shingles(s.flat())).join(',')}}`);
    fingerprinting += performance.now() - f0;
    const proposals = batch.map((_, i) => ((from + i) % PROPOSALS) + 1);
    await pool.query(
      `WITH r AS (
         INSERT INTO essay.redacoes (usuario_id, texto_original, proposta_tematica_id, status)
         SELECT 1000 + n, t, p, 'concluida' FROM unnest($1::text[], $2::int[]) WITH ORDINALITY AS x(t, p, n)
         RETURNING id, proposta_tematica_id
       ), m AS (SELECT row_number() OVER (ORDER BY id) AS n, id, proposta_tematica_id FROM r)
       INSERT INTO essay.integridade (redacao_id, proposta_id, marcas, palavras, palavras_proprias, copia_motivadores)
       SELECT m.id, m.proposta_tematica_id, x.k::int[], 300, 300, 0 FROM m JOIN unnest($3::text[]) WITH ORDINALITY AS x(k, n) USING (n)`,
      [batch.map(text), proposals, marks],
    );
    if ((from / 2000) % 10 === 9) process.stdout.write(`  ${(from + 2000).toLocaleString('pt-BR')}…\n`);
  }
  const loaded = performance.now();
  await pool.query('CREATE INDEX integridade_marcas ON essay.integridade USING gin (marcas)');
  await pool.query('VACUUM ANALYZE essay.integridade');
  await pool.query('VACUUM ANALYZE essay.redacoes');
  const indexed = performance.now();
  const size = (
    await pool.query(
      `SELECT pg_relation_size('essay.integridade') AS tabela, pg_relation_size('essay.integridade_marcas') AS indice,
            (SELECT avg(cardinality(marcas)) FROM essay.integridade) AS marcas`,
    )
  ).rows[0];
  const mb = (b: string) => `${(Number(b) / 1e6).toFixed(0)} MB`;
  console.log(
    `Construção: ${((loaded - t0) / 1000).toFixed(1)} s para gerar, marcar (${(fingerprinting / 1000).toFixed(1)} s) e gravar; ` +
      `índice GIN em ${((indexed - loaded) / 1000).toFixed(1)} s. Tabela ${mb(size.tabela)}, índice ${mb(size.indice)}, ` +
      `${Number(size.marcas).toFixed(1)} marcas por redação`,
  );

  const b0 = performance.now();
  bankIndex();
  console.log(
    `Banco de temas em memória (686 redações): ${((performance.now() - b0) / 1000).toFixed(1)} s, uma vez por processo`,
  );

  // Probes: new essays, and near-copies of stored ones (every third sentence replaced) written to the same proposal.
  const stored = (
    await pool.query<{ id: number; proposta_tematica_id: number }>(
      `SELECT id, proposta_tematica_id FROM essay.redacoes ORDER BY id LIMIT $1`,
      [PROBES],
    )
  ).rows;
  const times: number[] = [];
  let found = 0;
  let falseAlarms = 0;
  for (let i = 0; i < PROBES; i++) {
    const copy = i % 2 === 1;
    const source = stored[i]!;
    const sentences = copy ? kept[i]!.map((s, k) => (k % 3 === 2 ? sentence() : s)) : essay();
    const t = performance.now();
    const { report } = await checkEssay(pool as never, {
      id: 2_000_000_000 - i,
      usuario_id: 1,
      atividade_id: null,
      proposta_id: source.proposta_tematica_id,
      texto: text(sentences),
      motivadores: null,
    });
    times.push(performance.now() - t);
    const flagged = report.semelhancas.filter((s) => s.possivel_copia);
    if (copy && flagged.length) found++;
    if (!copy && flagged.length) falseAlarms++;
  }
  const ms = (x: number) => `${x.toFixed(0)} ms`;
  console.log(
    `Verificação de uma redação nova contra a rede (${PROBES} verificações): p50 ${ms(percentile(times, 50))}, ` +
      `p95 ${ms(percentile(times, 95))}, máx ${ms(Math.max(...times))}`,
  );
  console.log(
    `Quase-cópias apontadas: ${found}/${PROBES / 2}; textos novos apontados como cópia: ${falseAlarms}/${PROBES / 2}; ` +
      `memória do processo: ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB (RSS)`,
  );
} finally {
  await pool.end();
  await dropDatabase(databaseUrl);
}
