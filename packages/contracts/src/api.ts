import { z } from './zod.js';
import { appealCreateSchema, appealDecisionSchema } from './appeals.js';
import {
  addCreditsSchema,
  editUserSchema,
  loginSchema,
  newUserSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  registerSchema,
  sessionSchema,
  usersBatchSchema,
  suspendUserSchema,
  usersImportSchema,
  usersOneRosterImportSchema,
} from './auth.js';
import { BATCH_LIMITS, BATCH_SEPARATORS } from './batches.js';
import {
  createAtividadeSchema,
  addRoomStudentsSchema,
  createSalaSchema,
  joinSalaSchema,
  revisaoSchema,
  updateAtividadeSchema,
  updateSalaSchema,
} from './classroom.js';
import { gradeSheetQuerySchema } from './grades.js';
import { draftCreateSchema, draftSaveSchema, submittedDraftKeySchema } from './drafts.js';
import { WRITING_PROCESS_MAX_BYTES } from './writingProcess.js';
import {
  ESSAY_MAX_CHARS,
  IDEMPOTENCY_KEY_MAX,
  SHARE_LINK_MAX_HOURS,
  SHARE_MESSAGES,
  SUBMISSION_TYPES,
} from './essays.js';
import {
  createProposalSchema,
  editorProposalSchema,
  proposalMetaSchema,
  updateEditorProposalSchema,
  updateProposalSchema,
} from './proposals.js';
import { INTEGRITY_ROLES } from './integrity.js';
import { pendenciasQuerySchema, releaseGradeSchema } from './review.js';
import { bankCreateSchema, bankQuerySchema, markCreateSchema, markUpdateSchema, ruleSwitchSchema } from './marks.js';
import { newSchoolSchema, schoolCreditsSchema, schoolMemberSchema, schoolQuotaSchema } from './schools.js';
import { networkCoordinatorSchema, networkSchoolSchema, newNetworkSchema } from './networks.js';
import { transcriptionResultSchema } from './transcription.js';
import { MAX_ID } from './envelope.js';
import { auditQuerySchema, deletionRequestSchema, exportRequestSchema, retentionSettingSchema } from './privacy.js';
import { roleSchema, userSchema, type Role } from './users.js';

/**
 * The published API (issue 14): every public operation of the gateway, with the zod contract of its input. The OpenAPI
 * document (openapi.ts) is generated from this list, the fuzz tests generate their inputs from it, and a test checks it
 * against the routes the Express routers really serve — a route missing here, or listed here but not served, fails.
 */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** publico: no token; token: Authorization: Bearer (never a query parameter, files included). */
export type ApiAuth = 'publico' | 'token';
export type UploadField = { name: string; maxCount: number; tipos: string };
export type ApiOperation = {
  method: ApiMethod;
  /** Express spelling (`:id`); the document shows `{id}`. */
  path: string;
  tag: string;
  summary: string;
  auth: ApiAuth;
  /** Roles allowed (the route also checks ownership / room membership). */
  roles?: Role[];
  json?: z.ZodType;
  /** multipart/form-data: the text fields' contract and the file fields. */
  multipart?: { fields: z.ZodType; files: UploadField[] };
  query?: z.ZodObject;
  /** The `data` of the success envelope, where a contract exists. */
  response?: z.ZodType;
  /** Success status. */
  status: number;
  /** Binary answer (PDF, image, zip) instead of the JSON envelope. */
  binary?: string;
};

const TEACHER: Role[] = ['professor', 'admin'];
const ADMIN: Role[] = ['admin'];
const CURATORS: Role[] = ['coordenador', 'admin'];
/** The teacher's pen (issue 51): the room's teacher, the school's coordinator, an admin. */
const MARKERS: Role[] = ['professor', 'coordenador', 'admin'];
const op = (
  method: ApiMethod,
  path: string,
  tag: string,
  summary: string,
  extra: Partial<ApiOperation> = {},
): ApiOperation => ({ method, path, tag, summary, auth: 'token', status: method === 'POST' ? 201 : 200, ...extra });

/** A file (PDF, image, CSV, ZIP): fetched with the Authorization header like the rest; the web shows the bytes. */
const fileUrl = (binary: string): Partial<ApiOperation> => ({ binary });
const id = z.coerce.number().int().positive().max(MAX_ID);
const text = (max: number) => z.string().max(max);
/** POST /redacoes/submeter (multipart). Checked by the essay service's submitEssay; this is its published shape. */
export const essaySubmitSchema = z.object({
  titulo: text(200).optional(),
  texto: z
    .string()
    .min(1)
    .max(ESSAY_MAX_CHARS * 2)
    .describe('500 a 4000 caracteres (sem contar espaços nas pontas)'),
  tipo_envio: z.enum(SUBMISSION_TYPES).default('texto'),
  atividade_id: id.optional(),
  proposta_tematica_id: id.optional(),
  transcricao_id: id.optional(),
  versao_anterior_id: id.optional().describe('reescrita: a versão anterior (sua, já corrigida)'),
  id: id.optional().describe('recorreção de uma redação existente'),
  texto_ocr: text(ESSAY_MAX_CHARS * 2).optional(),
  chave_idempotencia: text(IDEMPOTENCY_KEY_MAX)
    .optional()
    .describe('o mesmo que o cabeçalho Idempotency-Key: a mesma chave nunca grava nem cobra duas vezes'),
  rascunho_chave: submittedDraftKeySchema
    .optional()
    .describe('a chave do rascunho em que o texto foi escrito: ele sai da lista na mesma gravação e não volta'),
  processo: z
    .string()
    .max(WRITING_PROCESS_MAX_BYTES)
    .optional()
    .describe(
      'o registro do processo de escrita (JSON): tempo, sessões, digitado e colado, maiores colagens, linha do tempo',
    ),
});
export const transcriptionUploadSchema = z.object({ aguardar: z.enum(['true', 'false', '1', '0', 'sim']).optional() });
export const shareSchema = z.object({
  tempo_expiracao: z.coerce
    .number({ error: SHARE_MESSAGES.hours })
    .int(SHARE_MESSAGES.hours)
    .min(1, SHARE_MESSAGES.hours)
    .max(SHARE_LINK_MAX_HOURS, SHARE_MESSAGES.hours)
    .optional(),
  permitir_download: z.boolean({ error: SHARE_MESSAGES.download }).optional(),
});
/** POST /atividades/{id}/lotes (multipart; read by the essay service's batch route). */
export const batchUploadSchema = z.object({
  separador: z
    .enum(BATCH_SEPARATORS)
    .default('codigo')
    .describe('codigo: folhas com código por aluno; paginas: um PDF com N páginas por redação'),
  paginas_por_redacao: z.coerce.number().int().min(1).max(BATCH_LIMITS.pagesPerEssay).default(1),
  substituir: z.enum(['true', 'false', '1', '0', 'sim', 'on']).optional(),
});
export const batchRetrySchema = z.object({
  itens: z.array(z.number().int().positive()).max(BATCH_LIMITS.items).optional(),
});
const listQuery = z.object({ page: id.optional(), limit: id.optional(), busca: text(200).optional() });
const proposalsQuery = z.object({
  visibilidade: z.enum(['todas', 'privado', 'sala', 'publico']).optional(),
  busca: text(200).optional(),
  ordenacao: z.enum(['data_criacao', 'titulo', 'total_usos']).optional(),
  direcao: z.enum(['ASC', 'DESC']).optional(),
  limite: id.optional(),
  offset: z.coerce.number().int().min(0).optional(),
  salaId: id.optional(),
});
const IMAGES = 'image/jpeg, image/png, image/gif, image/webp (pelos bytes, não pelo nome)';

export const API_OPERATIONS: ApiOperation[] = [
  op('GET', '/api/docs', 'Documentação', 'Referência navegável desta API (HTML, funciona offline)', {
    auth: 'publico',
    binary: 'text/html',
  }),
  op('GET', '/api/docs/openapi.json', 'Documentação', 'Este documento OpenAPI 3.1', { auth: 'publico' }),

  op('POST', '/api/auth/registrar', 'Autenticação', 'Cria uma conta de estudante (50 créditos) e abre a sessão', {
    auth: 'publico',
    json: registerSchema,
    response: sessionSchema,
  }),
  op(
    'POST',
    '/api/auth/login',
    'Autenticação',
    'Abre uma sessão (limite de tentativas por conta; a mesma resposta para e-mail desconhecido e senha errada)',
    { auth: 'publico', json: loginSchema, response: sessionSchema, status: 200 },
  ),
  op(
    'POST',
    '/api/auth/esqueci-senha',
    'Autenticação',
    'Pede um link de redefinição de senha por e-mail (a mesma resposta exista ou não a conta; limite por e-mail e por endereço)',
    { auth: 'publico', json: passwordResetRequestSchema, status: 202 },
  ),
  op(
    'POST',
    '/api/auth/redefinir-senha',
    'Autenticação',
    'Define a nova senha com o token do link (uso único; 400 token inválido, 410 usado ou expirado) e encerra as sessões da conta',
    { auth: 'publico', json: passwordResetSchema, status: 200 },
  ),
  op('POST', '/api/auth/logout', 'Autenticação', 'Encerra a sessão: o token passa a ser recusado em toda a API', {
    status: 200,
  }),
  op(
    'GET',
    '/api/auth/oidc/config',
    'Autenticação',
    'Se o login pela conta da escola (OpenID Connect) está habilitado',
    { auth: 'publico' },
  ),
  op('GET', '/api/auth/oidc/iniciar', 'Autenticação', 'Começa o login pela conta da escola (redireciona ao provedor)', {
    auth: 'publico',
    status: 302,
    binary: 'text/html',
  }),
  op(
    'GET',
    '/api/auth/oidc/retorno',
    'Autenticação',
    'Retorno do provedor: redireciona ao app com o token no fragmento',
    { auth: 'publico', status: 302, binary: 'text/html' },
  ),
  op('GET', '/api/auth/perfil', 'Autenticação', 'O usuário da sessão, com os créditos', { response: userSchema }),
  op(
    'GET',
    '/api/auth/creditos',
    'Autenticação',
    'Quem paga as correções da sessão: o saldo da escola (e a cota do professor nele), depois os créditos pessoais',
  ),
  op(
    'POST',
    '/api/auth/conta/exclusao',
    'Privacidade',
    'Exclui a própria conta (confirma a senha): agenda a exclusão para o fim do prazo de carência; com prazo 0, apaga na hora',
    { json: deletionRequestSchema, status: 202 },
  ),

  op('GET', '/api/admin/usuarios', 'Administração', 'Lista usuários (busca, tipo, paginação)', {
    roles: ADMIN,
    query: z.object({
      limite: id.optional(),
      pagina: id.optional(),
      busca: text(200).optional(),
      tipo: roleSchema.optional(),
    }),
  }),
  op('POST', '/api/admin/usuarios', 'Administração', 'Cria um usuário de qualquer papel', {
    roles: ADMIN,
    json: newUserSchema,
    response: userSchema,
  }),
  op('DELETE', '/api/admin/usuarios/:id', 'Administração', 'Exclui um usuário', { roles: ADMIN }),
  op('POST', '/api/admin/creditos/adicionar', 'Administração', 'Adiciona créditos a um usuário', {
    roles: ADMIN,
    json: addCreditsSchema,
    status: 200,
  }),
  op(
    'POST',
    '/api/admin/usuarios/lote',
    'Administração',
    'Cria usuários em lote (linhas de um CSV); cada linha tem o seu resultado',
    { roles: ADMIN, json: usersBatchSchema, status: 200 },
  ),
  op(
    'POST',
    '/api/admin/usuarios/importar',
    'Administração',
    'Importa o arquivo CSV (UTF-8 ou Windows-1252): cria ou atualiza por matrícula, turmas (coluna turma e professor), códigos de primeiro acesso, erros por linha; `simular` = prévia',
    { roles: ADMIN, json: usersImportSchema, status: 200 },
  ),
  op(
    'POST',
    '/api/admin/usuarios/importar-oneroster',
    'Administração',
    'Importa um conjunto no estilo OneRoster (users.csv, classes.csv, enrollments.csv) numa escola: contas por sourcedId/matrícula, turmas e matrículas; `simular` = prévia',
    { roles: ADMIN, json: usersOneRosterImportSchema, status: 200 },
  ),
  op(
    'POST',
    '/api/admin/usuarios/:id/suspender',
    'Administração',
    'Suspende (ou, com `suspensa: false`, reativa) uma conta; auditado',
    {
      roles: ADMIN,
      json: suspendUserSchema,
      status: 200,
    },
  ),
  op(
    'PATCH',
    '/api/admin/usuarios/:id',
    'Administração',
    'Corrige nome, email ou matrícula de uma conta; auditado (a escola e o papel mudam por POST /api/escolas/{id}/membros)',
    { roles: ADMIN, json: editUserSchema, status: 200 },
  ),
  op(
    'POST',
    '/api/admin/usuarios/:id/senha-temporaria',
    'Administração',
    'Gera uma senha temporária (mostrada uma vez) e encerra as sessões; auditado',
    {
      roles: ADMIN,
      status: 200,
    },
  ),
  op('GET', '/api/admin/estatisticas', 'Administração', 'Números da plataforma', { roles: ADMIN }),

  op('POST', '/api/escolas', 'Escolas', 'Cria uma escola (rede de escolas)', { roles: ADMIN, json: newSchoolSchema }),
  op('GET', '/api/escolas', 'Escolas', 'Lista as escolas', { roles: ADMIN }),
  op('GET', '/api/escolas/:id', 'Escolas', 'Uma escola (admin ou coordenador dela)'),
  op('GET', '/api/escolas/:id/membros', 'Escolas', 'Membros da escola (admin ou coordenador dela)'),
  op('POST', '/api/escolas/:id/membros', 'Escolas', 'Coloca um usuário na escola com um papel', {
    roles: ADMIN,
    json: schoolMemberSchema,
    status: 200,
  }),
  op('POST', '/api/escolas/:id/creditos', 'Escolas', 'Adiciona créditos ao saldo da escola', {
    roles: ADMIN,
    json: schoolCreditsSchema,
    status: 200,
  }),
  op(
    'GET',
    '/api/escolas/:id/creditos',
    'Escolas',
    'Extrato do saldo da escola (quem gastou, quanto, quando, em qual atividade ou lote) e o mês de cada professor (admin ou coordenador dela)',
  ),
  op(
    'PUT',
    '/api/escolas/:id/cotas/:usuarioId',
    'Escolas',
    'Define (ou, com `limite: null`, remove) a cota mensal de um professor no saldo da escola; auditado (admin ou coordenador dela)',
    { json: schoolQuotaSchema, status: 200 },
  ),
  op(
    'POST',
    '/api/escolas/:id/membros/:usuarioId/exclusao',
    'Privacidade',
    'Agenda a exclusão da conta de um estudante da escola (coordenador dela ou admin)',
    { status: 202 },
  ),
  op(
    'DELETE',
    '/api/escolas/:id/membros/:usuarioId/exclusao',
    'Privacidade',
    'Cancela a exclusão agendada de um estudante da escola (coordenador dela ou admin)',
  ),
  op(
    'GET',
    '/api/escolas/:id/painel',
    'Escolas',
    'Painel do coordenador: salas, atividades, professores, problemas frequentes no período',
    {
      query: z.object({
        desde: z.string().optional(),
        ate: z.string().optional(),
        formato: z.enum(['json', 'csv']).optional(),
      }),
    },
  ),

  op('POST', '/api/redes', 'Redes', 'Cria uma rede de escolas', { roles: ADMIN, json: newNetworkSchema }),
  op('GET', '/api/redes', 'Redes', 'Lista as redes: todas para o admin, as que a pessoa coordena para os demais'),
  op('GET', '/api/redes/:id', 'Redes', 'Uma rede, suas escolas e coordenadores (admin ou coordenador da rede)'),
  op('POST', '/api/redes/:id/escolas', 'Redes', 'Inclui uma escola na rede (saindo da anterior); auditado', {
    roles: ADMIN,
    json: networkSchoolSchema,
    status: 200,
  }),
  op('DELETE', '/api/redes/:id/escolas/:escolaId', 'Redes', 'Retira uma escola da rede; auditado', { roles: ADMIN }),
  op(
    'POST',
    '/api/redes/:id/coordenadores',
    'Redes',
    'Atribui a coordenação da rede a um professor ou coordenador; auditado',
    { roles: ADMIN, json: networkCoordinatorSchema, status: 200 },
  ),
  op('DELETE', '/api/redes/:id/coordenadores/:usuarioId', 'Redes', 'Retira a coordenação da rede; auditado', {
    roles: ADMIN,
  }),
  op(
    'GET',
    '/api/redes/:id/painel',
    'Redes',
    'Painel da rede: adesão, redações e médias por escola e competência, problemas comparados, créditos por escola (admin ou coordenador da rede)',
    {
      query: z.object({
        desde: z.string().optional(),
        ate: z.string().optional(),
        formato: z.enum(['json', 'csv']).optional(),
      }),
    },
  ),

  op(
    'GET',
    '/api/admin/auditoria',
    'Privacidade',
    'Trilha de auditoria (todas as escolas): quem leu ou alterou dados de quem, quando e de onde',
    { roles: ADMIN, query: auditQuerySchema },
  ),
  op(
    'GET',
    '/api/admin/auditoria/verificacao',
    'Privacidade',
    'Verifica o encadeamento de hashes da trilha: ok, ou o primeiro registro adulterado',
    { roles: ADMIN },
  ),
  op(
    'GET',
    '/api/escolas/:id/auditoria',
    'Privacidade',
    'Trilha de auditoria da escola (coordenador dela ou admin), com nomes; filtros pessoa, acao, desde, ate; `formato=csv`',
    { query: auditQuerySchema },
  ),
  op(
    'GET',
    '/api/escolas/:id/retencao',
    'Privacidade',
    'Prazo de retenção das redações e fotos da escola, e o que a última execução da retenção apagou (coordenador dela ou admin)',
  ),
  op(
    'PUT',
    '/api/escolas/:id/retencao',
    'Privacidade',
    'Define o prazo de retenção em meses após o envio de cada redação (null: sem prazo); coordenador da escola ou admin',
    { json: retentionSettingSchema, status: 200 },
  ),
  op(
    'POST',
    '/api/privacidade/exportacoes',
    'Privacidade',
    'Pede a exportação de todos os dados pessoais (os seus, ou de um estudante da escola para o coordenador): um ZIP gerado em segundo plano',
    { json: exportRequestSchema, status: 202 },
  ),
  op(
    'GET',
    '/api/privacidade/exportacoes/:id',
    'Privacidade',
    'Situação e progresso de uma exportação (só quem pediu)',
  ),
  op(
    'GET',
    '/api/privacidade/exportacoes/:id/arquivo',
    'Privacidade',
    'O ZIP da exportação: dados.json, redacoes.html e as fotos (só quem pediu; 409 enquanto não fica pronta)',
    { binary: 'application/zip' },
  ),

  op('GET', '/api/painel', 'Painel', 'Painel do usuário (estudante ou professor), composto de vários serviços'),
  op('GET', '/api/painel/visao/:role', 'Painel', 'Painel na visão de estudante ou professor (admin)', { roles: ADMIN }),

  op('GET', '/api/salas', 'Salas', 'Salas do usuário (do professor, ou em que o estudante participa; admin: todas)'),
  op('POST', '/api/salas', 'Salas', 'Cria uma sala com código de acesso', { roles: TEACHER, json: createSalaSchema }),
  op('POST', '/api/salas/ingressar', 'Salas', 'O estudante entra numa sala pelo código', {
    roles: ['estudante'],
    json: joinSalaSchema,
  }),
  op('GET', '/api/salas/:id', 'Salas', 'Uma sala (professor da sala, membros, admin)'),
  op('PUT', '/api/salas/:id', 'Salas', 'Edita a sala', { roles: TEACHER, json: updateSalaSchema }),
  op('DELETE', '/api/salas/:id', 'Salas', 'Exclui a sala', { roles: TEACHER }),
  op('POST', '/api/salas/:id/regenerar-codigo', 'Salas', 'Gera um novo código de acesso', {
    roles: TEACHER,
    status: 200,
  }),
  op('GET', '/api/salas/:id/estudantes', 'Salas', 'Estudantes da sala com a última atividade', { roles: TEACHER }),
  op(
    'GET',
    '/api/salas/:id/candidatos',
    'Salas',
    'Estudantes da escola da sala para adicionar (busca por nome, email ou matrícula)',
    {
      roles: ['professor', 'coordenador', 'admin'],
    },
  ),
  op(
    'POST',
    '/api/salas/:id/estudantes',
    'Salas',
    'Adiciona estudantes da escola da sala (professor da sala, coordenação da escola ou admin)',
    {
      roles: ['professor', 'coordenador', 'admin'],
      json: addRoomStudentsSchema,
      status: 200,
    },
  ),
  op('DELETE', '/api/salas/:id/estudantes/:sid', 'Salas', 'Remove um estudante da sala', { roles: TEACHER }),
  op('GET', '/api/salas/:id/competencias', 'Salas', 'Média da sala por competência', { roles: TEACHER }),
  op(
    'GET',
    '/api/salas/:id/diagnostico',
    'Salas',
    'Diagnóstico da turma: problemas mais frequentes, distribuição por nível, quem não melhorou',
    { roles: TEACHER },
  ),

  op(
    'GET',
    '/api/estudantes/:id/perfil',
    'Salas',
    'Perfil de um estudante para o professor das salas dele (admin: todas): redações, notas por competência, recursos e revisões pendentes, diagnóstico',
    { roles: TEACHER },
  ),
  op('GET', '/api/atividades', 'Atividades', 'Atividades das salas do usuário'),
  op('GET', '/api/atividades/sala/:salaId', 'Atividades', 'Atividades de uma sala'),
  op('POST', '/api/atividades/criar', 'Atividades', 'Cria uma atividade numa sala', {
    roles: TEACHER,
    json: createAtividadeSchema,
  }),
  op('GET', '/api/atividades/:id', 'Atividades', 'Uma atividade (com a entrega do estudante)'),
  op('PUT', '/api/atividades/:id', 'Atividades', 'Edita a atividade', { roles: TEACHER, json: updateAtividadeSchema }),
  op('DELETE', '/api/atividades/:id', 'Atividades', 'Exclui a atividade', { roles: TEACHER }),
  op('GET', '/api/atividades/:id/submissoes', 'Atividades', 'Entregas da atividade', { roles: TEACHER }),
  op('GET', '/api/atividades/:id/diagnostico', 'Atividades', 'Diagnóstico das entregas da atividade', {
    roles: TEACHER,
  }),
  op(
    'GET',
    '/api/atividades/:id/integridade',
    'Atividades',
    'Integridade: pares de entregas com trechos em comum (professor da turma, coordenação da escola, admin)',
    { roles: INTEGRITY_ROLES },
  ),
  op('GET', '/api/atividades/:id/submissoes/download', 'Atividades', 'As entregas em PDF num zip', {
    roles: TEACHER,
    binary: 'application/zip',
  }),
  op(
    'GET',
    '/api/atividades/:id/notas',
    'Atividades',
    'Planilha de notas da atividade (nota oficial C1–C5 e total, origem, nota da IA, situação, atraso) em CSV ou XLSX',
    { roles: TEACHER, query: gradeSheetQuerySchema, binary: 'text/csv' },
  ),
  op('GET', '/api/salas/:id/notas', 'Salas', 'Planilha de notas da turma (todas as atividades) em CSV ou XLSX', {
    roles: TEACHER,
    query: gradeSheetQuerySchema,
    binary: 'text/csv',
  }),
  op(
    'POST',
    '/api/atividades/:id/lotes',
    'Lotes',
    'Envio em lote das redações de uma turma: CSV (email,titulo,texto), ZIP de fotos/PDFs ou um PDF escaneado; 202 com o lote (200 se o mesmo arquivo já foi enviado)',
    {
      roles: TEACHER,
      multipart: {
        fields: batchUploadSchema,
        files: [{ name: 'arquivo', maxCount: 1, tipos: 'text/csv, application/zip ou application/pdf; até 100 MB' }],
      },
      status: 202,
    },
  ),
  op('GET', '/api/atividades/:id/lotes', 'Lotes', 'Lotes enviados para a atividade', { roles: TEACHER }),
  op(
    'GET',
    '/api/atividades/:id/folhas-resposta.pdf',
    'Lotes',
    'Folhas de resposta com o código de cada aluno, para imprimir',
    { roles: TEACHER, ...fileUrl('application/pdf') },
  ),
  op('GET', '/api/lotes/:id', 'Lotes', 'Andamento do lote, item por item', { roles: TEACHER }),
  op('POST', '/api/lotes/:id/reenviar', 'Lotes', 'Reenvia os itens que falharam (todos ou `itens`): 1 crédito cada', {
    roles: TEACHER,
    json: batchRetrySchema,
    status: 202,
  }),
  op('GET', '/api/lotes/:id/exportar.csv', 'Lotes', 'Notas do lote em CSV', { roles: TEACHER, ...fileUrl('text/csv') }),
  op('GET', '/api/lotes/:id/exportar.zip', 'Lotes', 'Relatórios em PDF do lote num zip', {
    roles: TEACHER,
    ...fileUrl('application/zip'),
  }),
  op(
    'PUT',
    '/api/atividades/:id/submissoes/:redacaoId/revisao',
    'Atividades',
    'Nota do professor (total, ou as cinco por competência — numa entrega de proposta temática elas viram redação de referência) e comentário',
    { roles: TEACHER, json: revisaoSchema },
  ),

  op(
    'POST',
    '/api/redacoes/submeter',
    'Redações',
    'Envia uma redação para correção (reserva 1 crédito; 202 com job_id) ou, em atividade manual, para o professor (201)',
    {
      multipart: {
        fields: essaySubmitSchema,
        files: [{ name: 'arquivo', maxCount: 1, tipos: `application/pdf ou ${IMAGES}; até 20 MB` }],
      },
      status: 202,
    },
  ),
  op('GET', '/api/rascunhos', 'Rascunhos', 'Os rascunhos da pessoa, o mais recente primeiro (nunca cobrados)'),
  op(
    'POST',
    '/api/rascunhos',
    'Rascunhos',
    'Começa um rascunho (livre, de uma proposta ou de uma atividade da sua sala)',
    {
      json: draftCreateSchema,
    },
  ),
  op('GET', '/api/rascunhos/:id', 'Rascunhos', 'Um rascunho (só o dono)'),
  op(
    'PUT',
    '/api/rascunhos/:id',
    'Rascunhos',
    'Salva o texto (o último salvamento vale; a versão que ele substituiu, se veio de outro aparelho, fica no histórico)',
    { json: draftSaveSchema },
  ),
  op('GET', '/api/rascunhos/:id/versoes', 'Rascunhos', 'O histórico de versões do rascunho (recuperáveis)'),
  op('DELETE', '/api/rascunhos/:id', 'Rascunhos', 'Exclui o rascunho e seu histórico (só o dono)'),
  op('GET', '/api/redacoes', 'Redações', 'Histórico do estudante', { query: listQuery }),
  op('GET', '/api/redacoes/favoritas', 'Redações', 'Redações favoritas', { query: listQuery }),
  op(
    'GET',
    '/api/notificacoes',
    'Notificações',
    'As notificações da pessoa (as 30 mais recentes) e quantas não foram lidas',
  ),
  op('POST', '/api/notificacoes/:id/lida', 'Notificações', 'Marca uma notificação como lida'),
  op('POST', '/api/notificacoes/lidas', 'Notificações', 'Marca todas as notificações como lidas'),
  op('GET', '/api/redacoes/revisoes', 'Redações', 'Fila de revisão do professor (notas retidas)', { roles: TEACHER }),
  op(
    'GET',
    '/api/redacoes/pendencias',
    'Redações',
    'Pendências do professor: recursos a decidir, notas retidas para revisão e entregas atrasadas não revisadas (professor da sala, coordenador da escola, admin)',
    { roles: ['professor', 'admin', 'coordenador'], query: pendenciasQuerySchema },
  ),
  op('GET', '/api/redacoes/:id', 'Redações', 'Uma redação (dono, professor da atividade, admin)'),
  op('GET', '/api/redacoes/:id/status', 'Redações', 'Estado da correção (alternativa ao socket)'),
  op(
    'GET',
    '/api/redacoes/:id/comparacao',
    'Redações',
    'Reescrita: o texto e as notas comparados com a versão anterior',
  ),
  op(
    'GET',
    '/api/redacoes/:id/integridade',
    'Redações',
    'Integridade: textos semelhantes com trechos lado a lado, cópia dos textos motivadores, trechos pré-moldados (professores da redação)',
    { roles: INTEGRITY_ROLES },
  ),
  op(
    'GET',
    '/api/redacoes/:id/processo',
    'Redações',
    'O registro do processo de escrita: tempo, sessões, digitado e colado, maiores colagens, linha do tempo (dono, professor da atividade, admin)',
  ),
  op('PUT', '/api/redacoes/:id/favorito', 'Redações', 'Marca ou desmarca como favorita (dono)'),
  op('DELETE', '/api/redacoes/:id', 'Redações', 'Exclui a redação (dono; não durante a correção)'),
  op('GET', '/api/redacoes/:id/feedback', 'Redações', 'A correção completa por competência'),
  op(
    'GET',
    '/api/redacoes/:id/submission-feedback',
    'Redações',
    'Visão do professor: nota da IA, mudanças após o OCR, revisão',
  ),
  op(
    'GET',
    '/api/redacoes/:id/foto',
    'Redações',
    'A foto da qual a redação foi transcrita ou digitada (dono, professor da atividade, admin)',
    fileUrl('image/*'),
  ),
  op('GET', '/api/redacoes/:id/pdf', 'Redações', 'Relatório em PDF (inline)', fileUrl('application/pdf')),
  op('GET', '/api/redacoes/:id/exportar', 'Redações', 'Relatório em PDF (download)', fileUrl('application/pdf')),
  op(
    'GET',
    '/api/redacoes/:id/download',
    'Redações',
    'Relatório em PDF com o nome do estudante',
    fileUrl('application/pdf'),
  ),
  op(
    'PUT',
    '/api/redacoes/:id/compartilhar',
    'Redações',
    'Cria um link público de leitura com validade (410 se o conteúdo da redação foi apagado)',
    { json: shareSchema },
  ),
  op(
    'DELETE',
    '/api/redacoes/:id/compartilhar',
    'Redações',
    'Revoga todos os links de compartilhamento da redação (dono, professor da atividade ou admin)',
    { status: 200 },
  ),
  op(
    'GET',
    '/api/compartilhado/:token',
    'Redações',
    'A correção por trás de um link compartilhado (410 quando expirado)',
    { auth: 'publico' },
  ),
  op(
    'POST',
    '/api/redacoes/:id/liberacao',
    'Revisão',
    'O professor libera uma nota retida, mantendo ou trocando as notas',
    { roles: TEACHER, json: releaseGradeSchema, status: 200 },
  ),
  op('POST', '/api/redacoes/:id/recursos', 'Recursos', 'O estudante contesta uma competência (uma vez)', {
    json: appealCreateSchema,
  }),
  op('GET', '/api/redacoes/:id/recursos', 'Recursos', 'Recursos da redação'),
  op('PUT', '/api/redacoes/:id/recursos/:recursoId', 'Recursos', 'O professor da sala decide o recurso', {
    roles: TEACHER,
    json: appealDecisionSchema,
  }),

  op(
    'GET',
    '/api/redacoes/:id/marcacoes',
    'Marcações',
    'Marcações no texto: o revisor vê todas (riscadas também); o autor vê as do professor e as automáticas não riscadas, e a contagem de desvios da C1',
  ),
  op(
    'POST',
    '/api/redacoes/:id/marcacoes',
    'Marcações',
    'Marca um trecho (posições + o trecho citado) com competência, comentário e reescrita sugerida (professor da sala, coordenação da escola, admin)',
    { roles: MARKERS, json: markCreateSchema },
  ),
  op(
    'PATCH',
    '/api/redacoes/:id/marcacoes/:marcacaoId',
    'Marcações',
    'Aceita ou risca uma marcação automática, ou edita uma marcação (a automática editada fica aceita)',
    { roles: MARKERS, json: markUpdateSchema },
  ),
  op(
    'DELETE',
    '/api/redacoes/:id/marcacoes/:marcacaoId',
    'Marcações',
    'Remove uma marcação do professor; uma automática é riscada (some da visão do estudante)',
    { roles: MARKERS },
  ),
  op(
    'GET',
    '/api/banco-comentarios',
    'Marcações',
    'Banco de comentários: os padrão, os da escola e os seus, por competência, com contagem de usos',
    { roles: MARKERS, query: bankQuerySchema },
  ),
  op(
    'POST',
    '/api/banco-comentarios',
    'Marcações',
    'Salva um comentário no banco (pessoal; da escola só pela coordenação)',
    { roles: MARKERS, json: bankCreateSchema },
  ),
  op(
    'DELETE',
    '/api/banco-comentarios/:id',
    'Marcações',
    'Remove um comentário do banco (o seu; os da escola pela coordenação)',
    {
      roles: MARKERS,
    },
  ),

  op(
    'GET',
    '/api/escolas/:id/regras-corretor',
    'Marcações',
    'Precisão de cada regra da C1 nas decisões dos professores da escola (aceitas, editadas, riscadas) e as regras desligadas (coordenação da escola, admin)',
    { roles: CURATORS },
  ),
  op(
    'PUT',
    '/api/escolas/:id/regras-corretor',
    'Marcações',
    'Desliga uma regra da C1 para a escola (precisão abaixo do limiar, com decisões suficientes) ou a religa; registrado na auditoria',
    { roles: CURATORS, json: ruleSwitchSchema },
  ),

  op(
    'POST',
    '/api/transcricao',
    'Transcrição',
    'Transcreve a foto de uma redação (1 crédito); com aguardar=true responde com o texto',
    {
      multipart: {
        fields: transcriptionUploadSchema,
        files: [{ name: 'arquivo', maxCount: 1, tipos: `${IMAGES}; até 20 MB` }],
      },
      response: transcriptionResultSchema,
      status: 202,
    },
  ),
  op('GET', '/api/transcricao/:id', 'Transcrição', 'Estado e resultado de uma transcrição', {
    response: transcriptionResultSchema,
  }),
  op('GET', '/api/transcricao/:id/imagem', 'Transcrição', 'A imagem enviada', { binary: 'image/*' }),

  op('GET', '/api/propostas', 'Propostas', 'Propostas visíveis ao usuário (filtros, ordenação, paginação)', {
    query: proposalsQuery,
  }),
  op('GET', '/api/propostas/selecao', 'Propostas', 'Propostas ativas para escolher numa redação ou atividade', {
    query: z.object({ salaId: id.optional(), busca: text(200).optional() }),
  }),
  op('GET', '/api/propostas/:id', 'Propostas', 'Uma proposta com o texto de apoio'),
  op('POST', '/api/propostas', 'Propostas', 'Cria uma proposta com texto', { json: createProposalSchema }),
  op('POST', '/api/propostas/pdf', 'Propostas', 'Cria uma proposta de um PDF (o texto é extraído)', {
    multipart: {
      fields: proposalMetaSchema,
      files: [{ name: 'pdf', maxCount: 1, tipos: 'application/pdf; até 20 MB' }],
    },
  }),
  op(
    'POST',
    '/api/propostas/transcricao',
    'Propostas',
    'Cria uma proposta da foto do texto de apoio (OCR, 1 crédito)',
    { multipart: { fields: proposalMetaSchema, files: [{ name: 'imagem', maxCount: 1, tipos: IMAGES }] } },
  ),
  op('POST', '/api/propostas/editor', 'Propostas', 'Cria uma proposta com texto e imagens ([IMAGEM_n])', {
    multipart: { fields: editorProposalSchema, files: [{ name: 'imagens', maxCount: 10, tipos: IMAGES }] },
  }),
  op('PUT', '/api/propostas/:id/editor', 'Propostas', 'Edita uma proposta do editor (criador)', {
    multipart: { fields: updateEditorProposalSchema, files: [{ name: 'imagens', maxCount: 10, tipos: IMAGES }] },
  }),
  op('PUT', '/api/propostas/:id', 'Propostas', 'Edita uma proposta (criador)', { json: updateProposalSchema }),
  op('DELETE', '/api/propostas/:id', 'Propostas', 'Exclui uma proposta (criador)'),
  op('POST', '/api/propostas/:id/duplicar', 'Propostas', 'Copia uma proposta visível para o usuário'),
  op(
    'GET',
    '/api/propostas/:id/referencias',
    'Propostas',
    'Redações de referência corrigidas desta proposta (professores e admins que a veem)',
    { roles: TEACHER },
  ),
  op('GET', '/api/propostas/:id/estatisticas', 'Propostas', 'Uso da proposta'),
  op('GET', '/api/propostas/:id/arquivo', 'Propostas', 'O arquivo original (PDF ou foto)', fileUrl('application/pdf')),
  op('GET', '/api/propostas/:id/imagem/:n', 'Propostas', 'A imagem [IMAGEM_n]', fileUrl('image/*')),
  op('GET', '/api/propostas/:id/imagem-indice/:i', 'Propostas', 'A imagem na posição i (0, 1, …)', fileUrl('image/*')),
];
