import {
  CREDIT_OPERATIONS_MAX,
  type AtividadeGestao,
  type AuthUser,
  type CorrectionActivity,
  type CreditOperation,
  type CreditOperationOutcome,
  type PropostaInterna,
  type NotificationCreate,
  type SalaGestao,
  type TeacherReference,
} from '@argumenta/contracts';
import { AppError, batchPerTick, type InternalClient, type Logger } from '@argumenta/platform';

/** What the essay service needs from other services, behind small typed ports. */
export type ActivityContext = {
  atividade: {
    id: number;
    titulo: string;
    tema: string | null;
    descricao: string | null;
    instrucoes_especiais: string | null;
    proposta_tematica_id: number | null;
    sala_id: number;
    sala_nome: string;
    data_limite: string | null;
    aceita_entregas_atrasadas: boolean;
    tipo_correcao: string;
    professor_id: number;
  };
  membro: boolean;
  professor: boolean;
};

/** What the correction job carries of the activity (read once, at submission). */
export const correctionActivityOf = ({ atividade: a }: ActivityContext): CorrectionActivity => ({
  tema: a.tema,
  instrucoes_especiais: a.instrucoes_especiais,
  proposta_tematica_id: a.proposta_tematica_id,
  tipo_correcao: a.tipo_correcao,
  professor_id: a.professor_id,
});

export type CreditsPort = {
  /** schoolPool: the payer's school pool pays first (activity essays, bulk batches), then the person. */
  reserve(
    userId: number,
    referencia: string,
    motivo: string,
    opts?: { schoolPool?: boolean },
  ): Promise<{ creditos_disponiveis: number }>;
  /**
   * A batch: 1 credit per item under its own reference, all or none (402); schoolPool: the payer's school pool first.
   * Answers the payer's school too (null when in the default school: no network).
   */
  reserveItems(
    userId: number,
    itens: { referencia: string; motivo?: string }[],
    opts?: { schoolPool?: boolean },
  ): Promise<{ reservadas: number; creditos_disponiveis: number; escola_id: number | null }>;
  confirm(referencia: string): Promise<{ creditos_disponiveis: number }>;
  refund(referencia: string): Promise<{ creditos_disponiveis: number }>;
};
/** A student of an activity's room; `numero` is the roll-call number (1, 2, … in alphabetical order of names). */
export type RosterStudent = { id: number; nome: string; email: string; numero: number };

export type ClassroomPort = {
  activityContext(atividadeId: number, userId: number): Promise<ActivityContext | null>;
  /** The students of the activity's room, in roll-call order. */
  roster(atividadeId: number): Promise<RosterStudent[]>;
  activities(ids: number[]): Promise<{ id: number; titulo: string; sala_id: number; sala_nome: string }[]>;
  /** The activity's header and room members, when the user manages its room; else the public route's 404/403. */
  manageActivity(atividadeId: number, user: Pick<AuthUser, 'id' | 'tipo'>): Promise<AtividadeGestao>;
  /** The room's activities, when the user manages it; else the public route's 404/403. */
  manageRoom(salaId: number, user: Pick<AuthUser, 'id' | 'tipo'>): Promise<SalaGestao>;
  /** The rooms these teachers teach and their activities (the teacher's inbox, a coordinator's school). */
  teachersActivities(professorIds: number[]): Promise<TeachersActivities>;
};
export type TeachersActivities = {
  salas: { id: number; nome: string; professor_id: number }[];
  atividades: { id: number; titulo: string; sala_id: number }[];
};
/** escola_id: the person's school (a coordinator's reach, issue 51). */
export type UserSummary = { id: number; nome: string; email: string; escola_id?: number | null };
export type UsersPort = {
  users(ids: number[]): Promise<UserSummary[]>;
  /** The teachers of the school this coordinator coordinates (read from the auth service's database, not the token). */
  schoolTeachers?(coordinatorId: number): Promise<number[]>;
};

/** The proposal service decides who may use a proposal and counts the essays that used it (idempotent per essay). */
export type ProposalsPort = {
  canUse(propostaId: number, user: { id: number; tipo: string }): Promise<boolean>;
  recordUse(
    propostaId: number,
    use: { origem: 'redacao'; referencia_id: number; usuario_id: number },
  ): Promise<unknown>;
  /** A teacher's grades per competency of an essay written for the proposal: one of its graded references (issue 11). */
  addReference(propostaId: number, ref: TeacherReference): Promise<unknown>;
  /** The motivating texts as the corrector reads them (none when the proposal is switched off for correction). */
  motivatingText(propostaId: number): Promise<string | null>;
};

/** Short: the usage count is best-effort and must not slow a submission down. */
export const PROPOSALS_TIMEOUT_MS = 2_000;

export function proposalsPort(proposal: InternalClient): ProposalsPort {
  return {
    canUse: async (propostaId, user) =>
      (
        await proposal.get<{ permitido: boolean }>(
          `/internal/propostas/${propostaId}/acesso?usuario_id=${user.id}&tipo=${user.tipo}`,
        )
      ).permitido,
    recordUse: (propostaId, use) => proposal.post(`/internal/propostas/${propostaId}/uso`, use),
    addReference: (propostaId, ref) => proposal.post(`/internal/propostas/${propostaId}/referencias`, ref),
    motivatingText: async (propostaId) => {
      const p = await proposal.get<PropostaInterna>(`/internal/propostas/${propostaId}`);
      return p.ativa_para_correcao ? (p.texto_apoio_original ?? null) : null;
    },
  };
}

export function creditsPort(auth: InternalClient): CreditsPort {
  // The reservations of different users made together (a class submitting at once) go in one call.
  const reserveTogether = batchPerTick<CreditOperation, CreditOperationOutcome>(async (reservas) => {
    const calls = [];
    for (let i = 0; i < reservas.length; i += CREDIT_OPERATIONS_MAX) {
      calls.push(
        auth.post<{ resultados: CreditOperationOutcome[] }>('/internal/creditos/reservar-varias', {
          reservas: reservas.slice(i, i + CREDIT_OPERATIONS_MAX),
        }),
      );
    }
    return (await Promise.all(calls)).flatMap((r) => r.resultados);
  });
  const reserveOne: CreditsPort['reserve'] = async (userId, referencia, motivo, opts) => {
    const outcome = await reserveTogether({
      usuario_id: userId,
      referencia,
      quantidade: 1,
      motivo,
      creditos_escola: opts?.schoolPool ?? false,
    });
    if ('erro' in outcome) throw new AppError(outcome.erro.codigo, outcome.erro.mensagem);
    return outcome;
  };
  const reserveItems: CreditsPort['reserveItems'] = (userId, itens, opts) =>
    auth.post('/internal/creditos/reservar-itens', {
      usuario_id: userId,
      itens,
      creditos_escola: opts?.schoolPool ?? false,
    });
  return {
    reserve: coalescedReservations(reserveOne, reserveItems),
    reserveItems,
    confirm: (referencia) => auth.post('/internal/creditos/confirmar', { referencia }),
    refund: (referencia) => auth.post('/internal/creditos/estornar', { referencia }),
  };
}

/** Waits between refund attempts while the auth service (or its database) cannot answer: ~10 minutes in all. */
const REFUND_RETRY_S = [1, 2, 4, 8, 15, 30, 30, 60, 60, 60, 120, 120, 120];

/** The auth service did not decide (down, restarting, 5xx): the operation may or may not have happened. */
export const undecided = (err: unknown) => !(err instanceof AppError) || err.status >= 500;

/**
 * Gives a reservation back now, or keeps trying in the background while the auth service cannot answer: a credit
 * reserved for a submission that was then refused must come back even when PostgreSQL was restarting at that moment
 * (it stayed reserved: scripts/test/faults/infra.test.ts). Refunds are idempotent, and a reservation that does not
 * exist (a reserve that never committed) is nothing to give back. Resolves after the first attempt.
 */
export async function refundEventually(
  credits: Pick<CreditsPort, 'refund'>,
  referencia: string,
  logger: Logger,
): Promise<void> {
  const attempt = async (): Promise<boolean> => {
    try {
      await credits.refund(referencia);
      return true;
    } catch (err) {
      if (undecided(err)) return false;
      if ((err as AppError).code !== 'not_found') logger.error({ err, ref: referencia }, 'estorno recusado');
      return true;
    }
  };
  if (await attempt()) return;
  logger.warn(
    { ref: referencia },
    'estorno adiado: o serviço de autenticação não respondeu; nova tentativa em segundo plano',
  );
  void (async () => {
    for (const seconds of REFUND_RETRY_S) {
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000).unref());
      if (await attempt()) return;
    }
    logger.error({ ref: referencia }, 'estorno falhou: o crédito segue reservado');
  })();
}

type Waiting = {
  referencia: string;
  motivo: string;
  resolve: (r: { creditos_disponiveis: number }) => void;
  reject: (err: unknown) => void;
};

/**
 * One user's reservations, coalesced: while a reservation of that user (and payer kind) is on its way to the auth
 * service, the next ones wait and then go together in one all-or-none batch (`reservar-itens`, one transaction). A
 * student's 120 simultaneous submissions serialised on their balance row, one transaction and one commit each (the
 * burst's p95 was seconds in `npm run bench -- correction`); now they take a few. When a batch is refused for want of credits,
 * its items are reserved one by one, so exactly as many succeed as the balance pays for, as before; any other refusal
 * or failure fails every item of the batch (each submission then rolls back, nothing reserved).
 */
export function coalescedReservations(
  reserveOne: CreditsPort['reserve'],
  reserveItems: CreditsPort['reserveItems'],
): CreditsPort['reserve'] {
  const waiting = new Map<string, Waiting[]>();
  const busy = new Set<string>();
  async function drain(key: string, userId: number, opts?: { schoolPool?: boolean }) {
    busy.add(key);
    try {
      for (let group = waiting.get(key); group?.length; group = waiting.get(key)) {
        waiting.delete(key);
        if (group.length > 1) {
          try {
            const r = await reserveItems(
              userId,
              group.map(({ referencia, motivo }) => ({ referencia, motivo })),
              opts,
            );
            for (const w of group) w.resolve({ creditos_disponiveis: r.creditos_disponiveis });
            continue;
          } catch (err) {
            if ((err as { code?: string }).code !== 'insufficient_credits') {
              for (const w of group) w.reject(err);
              continue;
            }
          }
        }
        for (const w of group) await reserveOne(userId, w.referencia, w.motivo, opts).then(w.resolve, w.reject);
      }
    } finally {
      busy.delete(key);
    }
  }
  return (userId, referencia, motivo, opts) =>
    new Promise((resolve, reject) => {
      const key = `${userId}:${opts?.schoolPool ? 'escola' : 'pessoa'}`;
      const group = waiting.get(key) ?? [];
      group.push({ referencia, motivo, resolve, reject });
      waiting.set(key, group);
      if (!busy.has(key)) void drain(key, userId, opts);
    });
}

export function usersPort(auth: InternalClient): UsersPort {
  return {
    // The auth service answers up to 1,000 ids per call: a school network's room (a 2,000-student batch) takes two.
    async users(ids) {
      const out: UserSummary[] = [];
      for (let i = 0; i < ids.length; i += 1000) {
        const { usuarios } = await auth.get<{ usuarios: UserSummary[] }>(
          `/internal/usuarios?ids=${ids.slice(i, i + 1000).join(',')}`,
        );
        out.push(...usuarios);
      }
      return out;
    },
    async schoolTeachers(coordinatorId) {
      const me = await auth.get<{ escola_id?: number | null } | null>(`/internal/usuarios/${coordinatorId}`);
      if (!me?.escola_id) return [];
      const visao = await auth.get<{ permitido: boolean; membros: { id: number; tipo: string }[] }>(
        `/internal/escolas/${me.escola_id}/visao?usuario_id=${coordinatorId}`,
      );
      return visao.permitido ? visao.membros.filter((m) => m.tipo === 'professor').map((m) => m.id) : [];
    },
  };
}

export function classroomPort(classroom: InternalClient): ClassroomPort {
  return {
    async activityContext(atividadeId, userId) {
      try {
        return await classroom.get<ActivityContext>(
          `/internal/atividades/${atividadeId}/contexto?usuario_id=${userId}`,
        );
      } catch (err) {
        if ((err as { code?: string }).code === 'not_found') return null;
        throw err;
      }
    },
    roster: async (atividadeId) =>
      (await classroom.get<{ alunos: RosterStudent[] }>(`/internal/atividades/${atividadeId}/alunos`)).alunos,
    activities: async (ids) =>
      ids.length
        ? (
            await classroom.get<{ atividades: { id: number; titulo: string; sala_id: number; sala_nome: string }[] }>(
              `/internal/atividades?ids=${ids.join(',')}`,
            )
          ).atividades
        : [],
    manageActivity: (atividadeId, user) =>
      classroom.get<AtividadeGestao>(
        `/internal/atividades/${atividadeId}/gestao?usuario_id=${user.id}&tipo=${user.tipo}`,
      ),
    manageRoom: (salaId, user) =>
      classroom.get<SalaGestao>(`/internal/salas/${salaId}/gestao?usuario_id=${user.id}&tipo=${user.tipo}`),
    teachersActivities: async (professorIds) =>
      professorIds.length
        ? classroom.post<TeachersActivities>('/internal/salas/professores', { professor_ids: professorIds })
        : { salas: [], atividades: [] },
  };
}

/**
 * Tells a student about their grade (issue 46): stored by the auth service for the app's bell and e-mailed where SMTP is
 * configured. Best-effort: the decision stands whatever happens here (a failure is logged).
 */
export type NotifyPort = (n: NotificationCreate) => Promise<void>;
export function notifyPort(auth: InternalClient, logger: Logger): NotifyPort {
  return async (n) => {
    try {
      await auth.post('/internal/notificacoes', n);
    } catch (err) {
      logger.warn({ err: (err as Error).message, usuario_id: n.usuario_id, tipo: n.tipo }, 'notificação não criada');
    }
  };
}

/** The words of a decided appeal, for its author. */
export function appealDecidedNotice(a: {
  usuarioId: number;
  redacaoId: number;
  competencia: number;
  aceito: boolean;
  notaOriginal: number;
  notaNova: number | null;
  total: number | null;
  decididoPor: 'professor' | 'ia';
}): NotificationCreate {
  const quem = a.decididoPor === 'professor' ? 'O professor' : 'A IA';
  return {
    usuario_id: a.usuarioId,
    tipo: 'recurso_decidido',
    titulo: a.aceito ? 'Recurso aceito' : 'Recurso decidido: nota mantida',
    texto: a.aceito
      ? `${quem} aceitou o seu recurso na Competência ${a.competencia}: a nota passou de ${a.notaOriginal} para ${a.notaNova}.${a.total !== null ? ` Sua nota oficial agora é ${a.total}.` : ''}`
      : `${quem} analisou o seu recurso na Competência ${a.competencia} e manteve a nota ${a.notaOriginal}.`,
    link: `/essays/${a.redacaoId}/feedback`,
  };
}
