import { randomUUID } from 'node:crypto';
import { ESSAY_STATUSES, type EssayStatus } from '@argumenta/contracts';
import {
  assertTransition,
  completeCorrection,
  decideCompetencyOnAppeal,
  ESSAY_TRANSITIONS,
  failCorrection,
  getCorrection,
  getEssay,
  IllegalTransitionError,
  insertAppeal,
  insertNewEssays,
  lockEssay,
  officialCompetencyGrade,
  officialGradeHistory,
  recordTeacherReview,
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
          notas: [120, 120, 120, 120, 120],
          comentario: '',
          revisorId: 1,
          teacherNotas: null,
        }),
      ),
    ).rejects.toThrow(IllegalTransitionError);
    const essay = (await getEssay(pool, ids.redacaoId))!;
    expect([essay.status, essay.nota_professor, essay.nota_oficial]).toEqual(['falhou', null, null]);
  });

  it('a held grade is released: em_revisao → concluida, decided by the teacher', async () => {
    const ids = await newEssay();
    await startCorrectionAttempt(pool, ids);
    await withTransaction(pool, (c) =>
      completeCorrection(c, ids, { ...graded, holdReason: 'C3 incerta', reviewerId: 77 }),
    );
    expect(await statusOf(ids.redacaoId)).toBe('em_revisao');
    // Held: no official grade yet.
    expect((await getEssay(pool, ids.redacaoId))!.nota_oficial).toBeNull();
    await withTransaction(pool, async (c) =>
      releaseHeldGrade(c, (await lockEssay(c, ids.redacaoId))!, {
        notas: [160, 160, 160, 160, 120],
        comentario: 'ok',
        revisorId: 77,
        teacherNotas: [160, 160, 160, 160, 120],
      }),
    );
    const essay = (await getEssay(pool, ids.redacaoId))!;
    expect([essay.status, essay.nota_decidida_por, essay.nota_professor]).toEqual(['concluida', 'professor', 760]);
    expect([essay.nota_oficial, essay.notas_oficiais, essay.origem_nota]).toEqual([
      760,
      [160, 160, 160, 160, 120],
      'professor',
    ]);
    // The AI's correction keeps its own grade.
    expect((await getCorrection(pool, ids.correcaoId))!.nota_geral_enem).toBe(800);
  });

  it('one official grade: the latest decision is in force, every decision is in the history', async () => {
    const ids = await newEssay();
    await startCorrectionAttempt(pool, ids);
    await withTransaction(pool, (c) => completeCorrection(c, ids, { ...graded, holdReason: null, reviewerId: null }));
    let essay = (await getEssay(pool, ids.redacaoId))!;
    expect([essay.nota_oficial, essay.origem_nota]).toEqual([800, 'ia']);
    await withTransaction(pool, (c) =>
      recordTeacherReview(c, ids.redacaoId, {
        nota: 760,
        notas: [120, 160, 160, 160, 160],
        comentario: 'C1 com desvios',
        revisorId: 9,
      }),
    );
    essay = (await getEssay(pool, ids.redacaoId))!;
    expect([essay.nota_oficial, essay.origem_nota, essay.status]).toEqual([760, 'professor', 'concluida']);
    expect((await officialCompetencyGrade(pool, ids.redacaoId, 1))!.nota).toBe(120);
    const appeal = await insertAppeal(pool, {
      redacaoId: ids.redacaoId,
      correcaoId: ids.correcaoId,
      usuarioId: essay.usuario_id,
      competencia: 1,
      motivo: 'Não vejo desvios que justifiquem a nota.',
      notaOriginal: 120,
      decide: 'professor',
    });
    const total = await withTransaction(pool, (c) =>
      decideCompetencyOnAppeal(c, ids.redacaoId, 1, 200, { autorId: 9, recursoId: appeal!.id }),
    );
    expect(total).toBe(840);
    essay = (await getEssay(pool, ids.redacaoId))!;
    expect([essay.nota_oficial, essay.notas_oficiais, essay.origem_nota]).toEqual([
      840,
      [200, 160, 160, 160, 160],
      'recurso',
    ]);
    expect((await officialGradeHistory(pool, ids.redacaoId)).map((h) => [h.origem, h.total])).toEqual([
      ['ia', 800],
      ['professor', 760],
      ['recurso', 840],
    ]);
    expect((await getCorrection(pool, ids.correcaoId))!.nota_geral_enem).toBe(800);
  });
});
