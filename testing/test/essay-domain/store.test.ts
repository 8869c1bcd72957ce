import { randomUUID } from 'node:crypto';
import { ESSAY_STATUSES, type EssayStatus } from '@argumenta/contracts';
import {
  assertTransition,
  completeCorrection,
  ESSAY_TRANSITIONS,
  failCorrection,
  getEssay,
  IllegalTransitionError,
  insertNewEssays,
  lockEssay,
  releaseHeldGrade,
  startCorrectionAttempt,
  statusesBefore,
  type NewEssayRow,
} from '@argumenta/essay-domain';
import { MIGRATIONS_DIR } from '@argumenta/essay';
import { runMigrations, withTransaction } from '@argumenta/platform';
import { closeTestPool, testPool } from '@argumenta/testkit';

/** The essay store's status vocabulary and its transitions, on the table and against the real schema. */

describe('the transition table', () => {
  it('names every essay status, and only moves to statuses', () => {
    expect(Object.keys(ESSAY_TRANSITIONS).sort()).toEqual([...ESSAY_STATUSES].sort());
    for (const targets of Object.values(ESSAY_TRANSITIONS))
      for (const to of targets) expect(ESSAY_STATUSES).toContain(to);
  });

  it('refuses a move the essay never makes', () => {
    const illegal: [EssayStatus, EssayStatus][] = [
      ['concluida', 'processando'],
      ['concluida', 'em_revisao'],
      ['falhou', 'concluida'],
      ['corrigida_professor', 'concluida'],
      ['aguardando_professor', 'processando'],
      ['em_revisao', 'falhou'],
    ];
    for (const [from, to] of illegal) expect(() => assertTransition(from, to)).toThrow(IllegalTransitionError);
    expect(() => assertTransition('concluida', 'falhou')).toThrow('transição de status inválida: concluida → falhou');
  });

  it('allows the moves of the correction, the teacher and a re-send', () => {
    for (const [from, to] of [
      ['pendente', 'processando'],
      ['processando', 'concluida'],
      ['processando', 'em_revisao'],
      ['processando', 'falhou'],
      ['processando', 'pendente'],
      ['em_revisao', 'concluida'],
      ['aguardando_professor', 'corrigida_professor'],
      ['concluida', 'pendente'],
      ['corrigida_professor', 'pendente'],
    ] as [EssayStatus, EssayStatus][])
      expect(() => assertTransition(from, to)).not.toThrow();
    expect(statusesBefore('processando').sort()).toEqual(['pendente', 'processando']);
  });
});

describe('status writes against the schema', () => {
  const pool = testPool();
  beforeAll(() => runMigrations(pool, 'essay', MIGRATIONS_DIR));
  afterAll(closeTestPool);

  const newEssay = async (): Promise<{ redacaoId: number; correcaoId: number }> => {
    const row: NewEssayRow = {
      usuarioId: 4_500_000 + Math.floor(Math.random() * 100_000),
      titulo: 'Loja',
      texto: 'texto '.repeat(100),
      ocrText: null,
      transcricaoId: null,
      tipo: 'texto',
      file: null,
      atividadeId: null,
      propostaId: null,
      statusEntrega: null,
      chave: null,
      manual: false,
      versaoAnteriorId: null,
      ref: `loja-${randomUUID()}`,
    };
    const [ids] = await insertNewEssays(pool, [row]);
    return { redacaoId: ids!.redacao_id, correcaoId: ids!.correcao_id! };
  };
  const statusOf = async (id: number) => (await getEssay(pool, id))!.status;
  const graded = {
    motor: 'local',
    total: 800,
    notas: [160, 160, 160, 160, 160],
    analysis: { competencias: [] },
    progress: { phase: 'feedback' as const, percent: 100, message: 'ok' },
  };

  it('follows a correction: pendente → processando → concluida', async () => {
    const ids = await newEssay();
    expect(await statusOf(ids.redacaoId)).toBe('pendente');
    await startCorrectionAttempt(pool, ids);
    expect(await statusOf(ids.redacaoId)).toBe('processando');
    await withTransaction(pool, (c) => completeCorrection(c, ids, { ...graded, holdReason: null, reviewerId: null }));
    expect(await statusOf(ids.redacaoId)).toBe('concluida');
  });

  it('a late failure of a finished correction leaves the corrected essay as it is', async () => {
    const ids = await newEssay();
    await startCorrectionAttempt(pool, ids);
    await withTransaction(pool, (c) => completeCorrection(c, ids, { ...graded, holdReason: null, reviewerId: null }));
    await failCorrection(pool, ids, { code: 'internal', message: 'x', retryable: false });
    expect(await statusOf(ids.redacaoId)).toBe('concluida');
  });

  it('releasing a grade that is not held (a failed essay) is an illegal transition, and writes nothing', async () => {
    const ids = await newEssay();
    await startCorrectionAttempt(pool, ids);
    await failCorrection(pool, ids, { code: 'internal', message: 'x', retryable: false });
    await expect(
      withTransaction(pool, async (c) =>
        releaseHeldGrade(c, (await lockEssay(c, ids.redacaoId))!, {
          total: 600,
          comentario: '',
          revisorId: 1,
          notas: null,
        }),
      ),
    ).rejects.toThrow(IllegalTransitionError);
    const essay = (await getEssay(pool, ids.redacaoId))!;
    expect([essay.status, essay.nota_professor]).toEqual(['falhou', null]);
  });

  it('a held grade is released: em_revisao → concluida, decided by the teacher', async () => {
    const ids = await newEssay();
    await startCorrectionAttempt(pool, ids);
    await withTransaction(pool, (c) =>
      completeCorrection(c, ids, { ...graded, holdReason: 'C3 incerta', reviewerId: 77 }),
    );
    expect(await statusOf(ids.redacaoId)).toBe('em_revisao');
    await withTransaction(pool, async (c) =>
      releaseHeldGrade(c, (await lockEssay(c, ids.redacaoId))!, {
        total: 800,
        comentario: 'ok',
        revisorId: 77,
        notas: null,
      }),
    );
    const essay = (await getEssay(pool, ids.redacaoId))!;
    expect([essay.status, essay.nota_decidida_por, essay.nota_professor]).toEqual(['concluida', 'professor', 800]);
  });
});
