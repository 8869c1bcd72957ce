import { z } from './zod.js';
import { MAX_ID } from './envelope.js';
import type { Escola, MediaGrupo } from './schools.js';

/**
 * School networks (issue 54): a rede groups schools; a network coordinator is a person assigned to a rede (not a role:
 * the assignment is read from the database at each request) and sees the network panel of that rede only.
 */
export const NETWORK_MESSAGES = {
  nameRequired: 'Nome da rede é obrigatório',
  nameTaken: 'Já existe uma rede com este nome',
  notFound: 'Rede não encontrada',
  schoolNotFound: 'Escola não encontrada',
  defaultSchool: 'A escola padrão não pertence a nenhuma rede',
  userNotFound: 'Usuário não encontrado',
  coordinatorRole:
    'Só professores e coordenadores podem coordenar uma rede (administradores já veem todas; estudantes não podem).',
  notCoordinator: 'Esta pessoa não coordena esta rede',
  forbidden: 'Você não tem permissão para ver esta rede.',
  created: 'Rede criada com sucesso!',
  schoolAssigned: 'Escola incluída na rede',
  schoolRemoved: 'Escola retirada da rede',
  coordinatorAssigned: 'Coordenação da rede atribuída',
  coordinatorRemoved: 'Coordenação da rede retirada',
} as const;

const id = (message: string) => z.coerce.number({ message }).int(message).positive(message).max(MAX_ID, message);

export const newNetworkSchema = z.object({
  nome: z.preprocess((v) => v ?? '', z.string().trim().min(1, NETWORK_MESSAGES.nameRequired).max(200)),
});
export type NewNetwork = z.infer<typeof newNetworkSchema>;
/** POST /redes/{id}/escolas: a school joins this network (leaving the one it was in). */
export const networkSchoolSchema = z.object({ escola_id: id(NETWORK_MESSAGES.schoolNotFound) });
/** POST /redes/{id}/coordenadores: a person becomes a coordinator of this network. */
export const networkCoordinatorSchema = z.object({ usuario_id: id(NETWORK_MESSAGES.userNotFound) });

export type Rede = {
  id: number;
  nome: string;
  data_criacao: string;
  total_escolas: number;
  escolas: Pick<Escola, 'id' | 'nome' | 'codigo_inep'>[];
  coordenadores: { id: number; nome: string; email: string; tipo: string }[];
};

/** One school of the network panel (GET /redes/{id}/painel). */
export type EscolaDaRede = {
  id: number;
  nome: string;
  codigo_inep: string | null;
  /** Adoption: members, and those who logged in since the start of the period. */
  professores: number;
  professores_ativos: number;
  estudantes: number;
  estudantes_ativos: number;
  /** Students (erased ones left out) who sent at least one essay in the period. */
  estudantes_com_redacao: number;
  redacoes_periodo: number;
  /** Credit use: the school's pool now, spent in the period, spent ever. */
  creditos: number;
  creditos_usados_periodo: number;
  creditos_usados: number;
} & MediaGrupo;

export type PainelRede = {
  rede: { id: number; nome: string };
  periodo: { desde: string; ate: string };
  totais: {
    escolas: number;
    professores: number;
    professores_ativos: number;
    estudantes: number;
    estudantes_ativos: number;
    redacoes_periodo: number;
    creditos_usados_periodo: number;
  } & MediaGrupo;
  escolas: EscolaDaRede[];
  /** Frequent problems compared between schools: the share of each school's graded students who had it. */
  problemas: {
    chave: string;
    competencia: number;
    rotulo: string;
    estudantes: number;
    por_escola: { escola_id: number; estudantes: number; percentual: number }[];
  }[];
  indisponivel: string[];
};

/** What the auth service answers for the panel (GET /internal/redes/{id}/visao). */
export type VisaoRedeInterna = {
  permitido: boolean;
  rede: { id: number; nome: string } | null;
  escolas: (Pick<
    EscolaDaRede,
    | 'id'
    | 'nome'
    | 'codigo_inep'
    | 'professores'
    | 'professores_ativos'
    | 'estudantes'
    | 'estudantes_ativos'
    | 'creditos'
    | 'creditos_usados'
    | 'creditos_usados_periodo'
  > & { estudante_ids: number[]; excluido_ids: number[] })[];
};

/** What the essay service computes for it (POST /internal/redacoes/rede): one entry per school. */
export const networkEssayQuerySchema = z.object({
  escolas: z
    .array(
      z.object({
        escola_id: z.number().int().positive(),
        usuario_ids: z.array(z.number().int().positive()).max(20_000),
        /** Erased students: their essays count (anonymised, graded), they are no one's head count. */
        excluido_ids: z.array(z.number().int().positive()).max(20_000).default([]),
      }),
    )
    .max(500),
  desde: z.string(),
  ate: z.string(),
});
export type NetworkEssayQuery = z.infer<typeof networkEssayQuerySchema>;
export type NetworkEssayStats = {
  escolas: {
    escola_id: number;
    redacoes_periodo: number;
    estudantes_com_redacao: number;
    /** Graded essays of the period and their sums (the gateway averages, and adds schools up exactly). */
    corrigidas: number;
    soma: { c1: number; c2: number; c3: number; c4: number; c5: number; total: number };
    estudantes_corrigidos: number;
    problemas: { chave: string; competencia: number; rotulo: string; estudantes: number }[];
  }[];
};
