import type { InternalClient, Logger } from '@argumenta/platform';
import type { DeliveryStatus, EssayStatus, GradeSource, StudentProfileInterno, Submissao } from '@argumenta/contracts';

// Shapes of the auth and essay internal endpoints this service reads (owned by those services).
export type RemoteUser = {
  id: number;
  nome: string;
  email: string;
  tipo: string;
  ultimo_acesso: string | null;
  escola_id?: number;
};
export type ActivityEssayStats = {
  atividade_id: number;
  total_redacoes: number;
  redacoes_corrigidas: number;
  media_nota: number | null;
};
/** What the essay service keeps of a submission; the classroom adds the student's name. */
export type EssaySubmission = Omit<Submissao, 'estudante_nome' | 'estudante_email' | 'revisado'>;
export type StudentEssayStats = {
  usuario_id: number;
  total_submissoes: number;
  media_notas: number | null;
  total_atividades_concluidas: number;
  ultima_atividade: string | null;
};
export type Delivery = {
  atividade_id: number;
  redacao_id: number;
  titulo: string;
  data_envio: string;
  status_entrega: DeliveryStatus;
  status: EssayStatus;
  correcao_id: number | null;
  /** The official grade and its source. */
  nota_geral_enem: number | null;
  origem_nota?: GradeSource | null;
  data_correcao: string | null;
  feedback_geral: string | null;
  nota_professor: number | null;
  notas_professor?: number[] | null;
  comentario_professor: string | null;
  revisado: boolean;
};
export type ReviewResult = {
  redacao_id?: number;
  nota_professor: number;
  notas_professor?: number[] | null;
  comentario_professor: string | null;
  data_revisao?: string;
  revisor_id?: number;
  referencia?: boolean;
  nota_oficial?: number;
  origem_nota?: GradeSource;
};

export type RemoteDeps = {
  auth: InternalClient;
  essay: InternalClient;
  proposal: InternalClient;
  logger: Logger;
  nameTtlMs?: number;
};

const ids = (list: Iterable<number>) => [...new Set(list)].join(',');

/** How long a user's name is reused without asking the auth service again. */
export const NAME_TTL_MS = 60_000;
const NAME_CACHE_MAX = 20_000;

/**
 * Typed, batched reads of other services: one call per list whatever its length, so a room of
 * 60 students costs the same number of calls as a room of 1. Empty lists make no call.
 */
export function createRemote(deps: RemoteDeps) {
  const { auth, essay, proposal } = deps;
  // Teachers' names, shown on every room and activity: a class of 40 opening the dashboard at the start of a lesson
  // asks for the same teacher 40 times. A rename shows within NAME_TTL_MS.
  const names = new Map<number, { nome: string; until: number }>();
  const nameTtlMs = deps.nameTtlMs ?? NAME_TTL_MS;
  return {
    async users(list: number[]): Promise<Map<number, RemoteUser>> {
      // The auth service answers up to 1,000 ids per call: a school network's room (a 2,000-student batch) takes two.
      const unique = [...new Set(list)];
      const out = new Map<number, RemoteUser>();
      for (let i = 0; i < unique.length; i += 1000) {
        const { usuarios } = await auth.get<{ usuarios: RemoteUser[] }>(
          `/internal/usuarios?ids=${ids(unique.slice(i, i + 1000))}`,
        );
        for (const u of usuarios) out.set(u.id, u);
      }
      return out;
    },
    /** Users' names by id, from a short-lived cache (users missing from auth are left out). */
    async names(list: number[]): Promise<Map<number, string>> {
      const now = Date.now();
      const out = new Map<number, string>();
      const missing: number[] = [];
      for (const id of new Set(list)) {
        const hit = names.get(id);
        if (hit && hit.until > now) out.set(id, hit.nome);
        else missing.push(id);
      }
      if (!missing.length) return out;
      const fresh = await this.users(missing);
      // Oldest entries go first (a Map iterates in insertion order; a refreshed name is re-inserted at the end).
      for (const key of names.keys()) {
        if (names.size + fresh.size <= NAME_CACHE_MAX) break;
        names.delete(key);
      }
      for (const [id, u] of fresh) {
        names.delete(id);
        names.set(id, { nome: u.nome, until: now + nameTtlMs });
        out.set(id, u.nome);
      }
      return out;
    },
    async activityStats(list: number[]): Promise<Map<number, ActivityEssayStats>> {
      if (!list.length) return new Map();
      const { atividades } = await essay.get<{ atividades: ActivityEssayStats[] }>(
        `/internal/redacoes/atividades?ids=${ids(list)}`,
      );
      return new Map(atividades.map((a) => [Number(a.atividade_id), a]));
    },
    /** Only the teacher's review reads this (the list itself is served by the essay service). */
    async submissions(atividadeId: number): Promise<EssaySubmission[]> {
      return (
        await essay.get<{ submissoes: EssaySubmission[] }>(`/internal/redacoes/atividade/${atividadeId}/submissoes`)
      ).submissoes;
    },
    async studentStats(usuarios: number[], atividades: number[]): Promise<Map<number, StudentEssayStats>> {
      if (!usuarios.length) return new Map();
      const { estudantes } = await essay.get<{ estudantes: StudentEssayStats[] }>(
        `/internal/redacoes/estudantes?usuario_ids=${ids(usuarios)}&atividade_ids=${ids(atividades)}`,
      );
      return new Map(estudantes.map((e) => [Number(e.usuario_id), e]));
    },
    async deliveries(usuarioId: number, atividades: number[]): Promise<Map<number, Delivery>> {
      if (!atividades.length) return new Map();
      const { entregas } = await essay.get<{ entregas: Delivery[] }>(
        `/internal/redacoes/usuario/${usuarioId}/atividades?atividade_ids=${ids(atividades)}`,
      );
      return new Map(entregas.map((e) => [Number(e.atividade_id), e]));
    },
    /** The teacher's review; proposta_id is the activity's proposal, for which grades per competency become a reference. */
    /** The auth service decides whether a student may join a teacher's room (same school), placing an unplaced student. */
    /** The picker's list (issue 54): up to 50 students of a school matching the search. */
    async schoolStudents(
      escolaId: number,
      busca: string,
    ): Promise<{ id: number; nome: string; email: string; matricula: string | null }[]> {
      const { estudantes } = await auth.get<{
        estudantes: { id: number; nome: string; email: string; matricula: string | null }[];
      }>(`/internal/escolas/${escolaId}/estudantes?busca=${encodeURIComponent(busca)}`);
      return estudantes;
    },
    async joinSchool(estudanteId: number, professorId: number): Promise<{ permitido: boolean; movido: boolean }> {
      return auth.post('/internal/escolas/ingresso', { estudante_id: estudanteId, professor_id: professorId });
    },
    review(
      redacaoId: number,
      body: {
        nota_professor: number;
        notas_professor?: number[];
        comentario_professor: string;
        revisor_id: number;
        proposta_id: number | null;
      },
    ): Promise<ReviewResult> {
      return essay.post<ReviewResult>(`/internal/redacoes/${redacaoId}/revisao`, body);
    },
    /** The student's essays in these activities, their open appeals and what the class diagnosis says of them. */
    studentProfile(estudanteId: number, atividades: number[]): Promise<StudentProfileInterno> {
      if (!atividades.length)
        return Promise.resolve({ redacoes: [], recursos: [], diagnostico: { problemas: [], sem_melhora: false } });
      return essay.get<StudentProfileInterno>(
        `/internal/redacoes/usuario/${estudanteId}/perfil?atividade_ids=${ids(atividades)}`,
      );
    },
    /**
     * Tells the proposal service which proposal each activity links now (it counts each activity once in
     * total_usos). Best-effort, after the commit: a failure is logged and the activity is kept.
     */
    async linkProposals(links: { atividadeId: number; propostaId: number | null }[], usuarioId: number): Promise<void> {
      await Promise.all(
        links.map(({ atividadeId, propostaId }) =>
          proposal
            .post(`/internal/atividades/${atividadeId}/proposta`, { proposta_id: propostaId, usuario_id: usuarioId })
            .catch((err: unknown) =>
              deps.logger.warn(
                { err: (err as Error).message, atividadeId, propostaId },
                'uso da proposta pela atividade não registrado',
              ),
            ),
        ),
      );
    },
    /** Runs a read whose failure should only degrade a figure, not fail the request. */
    async soft<T>(what: string, p: Promise<T>, fallback: T): Promise<{ value: T; ok: boolean }> {
      try {
        return { value: await p, ok: true };
      } catch (err) {
        deps.logger.warn({ err: (err as Error).message, what }, 'dado de outro serviço indisponível');
        return { value: fallback, ok: false };
      }
    },
  };
}
export type Remote = ReturnType<typeof createRemote>;
