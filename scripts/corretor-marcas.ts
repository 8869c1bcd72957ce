// `npm run corretor:marcas`: each C1 rule's precision from the teachers' decisions on the engine's marks (issue 51), and
// the deviations teachers marked that no rule found. `--todas` covers every competency's rules; `--escola N` only the
// decisions on the essays of school N (what its coordinator reads before switching a rule off); `--json` prints JSON.
// Reads DATABASE_URL (default: the local database).
import { markStats } from '@argumenta/essay';
import { createPool } from '@argumenta/platform';

const argv = process.argv.slice(2);
const args = new Set(argv);
const escolaAt = argv.indexOf('--escola');
const escola = escolaAt >= 0 ? Number(argv[escolaAt + 1]) : null;
if (escola !== null && !(Number.isSafeInteger(escola) && escola > 0)) {
  console.error('--escola espera o id da escola');
  process.exit(2);
}
const pool = createPool(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/argumenta', 2);
try {
  const stats = await markStats(pool, args.has('--todas') ? null : 1, escola);
  if (args.has('--json')) console.log(JSON.stringify(stats, null, 2));
  else {
    const pct = (p: number | null) => (p === null ? '—' : `${(p * 100).toFixed(0)} %`);
    console.log(`Decisões de professores em ${stats.redacoes} redação(ões)${escola ? ` da escola ${escola}` : ''}.\n`);
    console.log('Precisão por regra (aceitas + editadas) / decididas:');
    if (!stats.regras.length) console.log('  nenhuma marcação automática decidida ainda');
    for (const r of stats.regras)
      console.log(
        `  C${r.competencia} ${r.regra.padEnd(28)} ${pct(r.precisao).padStart(6)}  (aceitas ${r.aceitas}, editadas ${r.editadas}, riscadas ${r.riscadas})`,
      );
    console.log('\nDesvios da C1 marcados pelo professor sem regra que os encontrasse:');
    if (!stats.semRegra.length) console.log('  nenhum');
    for (const u of stats.semRegra)
      console.log(
        `  ${(u.regra ?? '(sem categoria)').padEnd(28)} ${String(u.vezes).padStart(4)}×  ${u.exemplos.map((e) => `“${e.slice(0, 40)}”`).join(', ')}`,
      );
  }
} finally {
  await pool.end();
}
