import { z } from './zod.js';
import { referenciaCorrigidaSchema, type ReferenciaCorrigida } from './correction.js';
import { MAX_ID } from './envelope.js';

/** Spec 9 and 5: proposals page size, default sort, PDF limit; our limits for inline images. */
export const PROPOSALS_PAGE_SIZE = 12;
export const PROPOSALS_MAX_PAGE_SIZE = 50;
export const PROPOSAL_PDF_MAX_BYTES = 10 * 1024 * 1024;
export const PROPOSAL_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROPOSAL_MAX_IMAGES = 10;
/** POST /propostas/transcricao: the photo or scan of the supporting text (same cap as the proposal PDF). */
export const PROPOSAL_SCAN_MAX_BYTES = 10 * 1024 * 1024;
export const PROPOSAL_TEXT_MAX_CHARS = 50_000;
export const PROPOSAL_SEARCH_DEBOUNCE_MS = 300;

export const VISIBILITIES = ['privado', 'sala', 'publico'] as const;
export type Visibilidade = (typeof VISIBILITIES)[number];
export const PROPOSAL_SORTS = ['data_criacao', 'titulo', 'total_usos'] as const;
export type ProposalSort = (typeof PROPOSAL_SORTS)[number];
/**
 * texto: plain JSON content; editor: text with inline images; pdf: created from a PDF; imagem: created
 * from a photo or scan whose text was recognised by OCR (the image is kept as the original file).
 */
export const CONTENT_TYPES = ['texto', 'editor', 'pdf', 'imagem'] as const;
export type TipoConteudo = (typeof CONTENT_TYPES)[number];
export const USAGE_ORIGINS = ['redacao', 'atividade'] as const;
export type UsageOrigin = (typeof USAGE_ORIGINS)[number];

/** Spec 5 / 8 Proposals wording, shared by the proposal service and the web. */
export const PROPOSAL_MESSAGES = {
  changedMeanwhile:
    'A proposta foi alterada em outra janela enquanto você salvava. Recarregue a página e tente de novo.',
  titleRequired: 'Título é obrigatório',
  contentRequired: 'Conteúdo é obrigatório',
  pdfRequired: 'Arquivo PDF é obrigatório',
  pdfOnly: 'Por favor, selecione apenas arquivos PDF',
  pdfTooLarge: 'O arquivo deve ter no máximo 10MB',
  pdfUnreadable: 'Não foi possível ler o PDF. Verifique se o arquivo não está corrompido.',
  pdfNoText: 'O PDF não tem texto selecionável: a proposta foi salva com o arquivo, mas a IA usará apenas o título.',
  roomRequired: 'Selecione uma sala',
  roomNotAllowed: 'Você só pode vincular propostas às salas que você leciona ou participa.',
  roomNotFound: 'Sala não encontrada',
  visibilityInvalid: 'Visibilidade inválida (use publico, sala ou privado)',
  sortInvalid: 'Ordenação inválida (use data_criacao, titulo ou total_usos)',
  directionInvalid: 'Direção inválida (use ASC ou DESC)',
  limitInvalid: `O limite deve ser um número entre 1 e ${PROPOSALS_MAX_PAGE_SIZE}`,
  offsetInvalid: 'O offset deve ser um número maior ou igual a zero',
  invalidId: 'ID da proposta inválido',
  notFound: 'Proposta não encontrada.',
  forbidden: 'Você não tem permissão para acessar esta proposta.',
  onlyCreatorEdits: 'Apenas o criador da proposta pode editá-la.',
  onlyCreatorDeletes: 'Apenas o criador da proposta pode excluí-la.',
  noFile: 'Esta proposta não foi criada a partir de um PDF ou de uma imagem.',
  scanRequired: 'Arquivo de imagem é obrigatório',
  scanTooLarge: 'A imagem deve ter no máximo 10MB',
  transcribed: 'Proposta criada a partir da imagem! Revise o texto transcrito: é ele que a IA usa na correção.',
  illegible:
    'Não conseguimos ler o texto desta imagem com segurança, então a proposta não foi criada e o crédito foi devolvido. Envie uma foto mais nítida ou digite o texto de apoio no editor.',
  imageNotFound: 'Imagem não encontrada',
  imageType: 'Formato de imagem não suportado. Use JPG, PNG, GIF ou WEBP',
  imageTooLarge: 'Cada imagem deve ter no máximo 5MB',
  tooManyImages: `Envie no máximo ${PROPOSAL_MAX_IMAGES} imagens`,
  metadataInvalid: 'imagensMetadata inválido: envie uma lista JSON de { id, posicao, descricao }',
  metadataMismatch: 'Cada imagem enviada precisa de uma entrada em imagensMetadata (mesma ordem)',
  created: 'Proposta criada com sucesso!',
  updated: 'Proposta atualizada com sucesso!',
  deleted: 'A proposta foi removida com sucesso.',
  duplicated: 'Proposta duplicada com sucesso!',
} as const;

/** `[IMAGEM_n]` markers in texto_apoio_original point at the proposal's image number n. */
export const IMAGE_MARKER = /\[IMAGEM_(\d+)\]/g;
export const imageMarker = (n: number) => `[IMAGEM_${n}]`;
/** The image numbers referenced by a text, in order of first appearance. */
export function markerNumbers(text: string): number[] {
  const seen = new Set<number>();
  for (const m of text.matchAll(IMAGE_MARKER)) seen.add(Number(m[1]));
  return [...seen];
}

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const optText = (max: number, label: string) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? undefined : trimmed(v)),
    z.string().max(max, `${label} deve ter no máximo ${max} caracteres`).optional(),
  );
/** Multipart sends booleans as strings. */
const flag = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' || v === 'off' ? false : v),
  z.boolean({ error: 'ativa e ativa_para_correcao devem ser verdadeiro ou falso' }),
);
const salaIdField = z.preprocess(
  (v) => (v === '' || v === undefined || v === 'null' || v === 'undefined' ? null : v),
  z.coerce
    .number({ error: PROPOSAL_MESSAGES.roomRequired })
    .int(PROPOSAL_MESSAGES.roomRequired)
    .positive(PROPOSAL_MESSAGES.roomRequired)
    .max(MAX_ID, PROPOSAL_MESSAGES.roomRequired)
    .nullable(),
);
const titulo = z.preprocess(
  (v) => trimmed(v ?? ''),
  z.string().min(1, PROPOSAL_MESSAGES.titleRequired).max(200, 'Título deve ter no máximo 200 caracteres'),
);
const conteudo = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/\r\n/g, '\n').trim() : (v ?? '')),
  z
    .string({ error: PROPOSAL_MESSAGES.contentRequired })
    .min(1, PROPOSAL_MESSAGES.contentRequired)
    .max(PROPOSAL_TEXT_MAX_CHARS, `Conteúdo deve ter no máximo ${PROPOSAL_TEXT_MAX_CHARS} caracteres`),
);
const visibilidade = z.enum(VISIBILITIES, { error: PROPOSAL_MESSAGES.visibilityInvalid });
/** `salaId` (spec 7 transcription spelling) is accepted as an alias of sala_id. */
const withSalaAlias = (v: unknown) => {
  if (v && typeof v === 'object' && !('sala_id' in v) && 'salaId' in v)
    return { ...v, sala_id: (v as { salaId: unknown }).salaId };
  return v;
};
const roomWhenSala = (v: { visibilidade?: Visibilidade; sala_id?: number | null }, ctx: z.RefinementCtx) => {
  if (v.visibilidade === 'sala' && !v.sala_id)
    ctx.addIssue({ code: 'custom', path: ['sala_id'], message: PROPOSAL_MESSAGES.roomRequired });
};

/** Fields every create route shares (JSON, PDF and editor); content comes per route. */
const metaFields = {
  titulo,
  descricao: optText(2000, 'Descrição'),
  tema_principal: optText(300, 'Tema principal'),
  visibilidade: visibilidade.default('privado'),
  sala_id: salaIdField.default(null),
  ativa: flag.default(true),
  ativa_para_correcao: flag.default(true),
};
export const proposalMetaSchema = z.preprocess(withSalaAlias, z.object(metaFields).superRefine(roomWhenSala));
/** POST /propostas (JSON). */
export const createProposalSchema = z.preprocess(
  withSalaAlias,
  z.object({ ...metaFields, texto_apoio_original: conteudo }).superRefine(roomWhenSala),
);
/** POST /propostas/editor: `conteudo` holds the text with its [IMAGEM_n] markers. */
export const editorProposalSchema = z.preprocess(
  withSalaAlias,
  z.object({ ...metaFields, conteudo }).superRefine(roomWhenSala),
);
/** PUT /propostas/{id} (JSON) and PUT /propostas/{id}/editor: every field optional, none may be blanked. */
const updateFields = {
  titulo: titulo.optional(),
  descricao: optText(2000, 'Descrição'),
  tema_principal: optText(300, 'Tema principal'),
  visibilidade: visibilidade.optional(),
  sala_id: salaIdField.optional(),
  ativa: flag.optional(),
  ativa_para_correcao: flag.optional(),
};
export const updateProposalSchema = z.preprocess(
  withSalaAlias,
  z.object({ ...updateFields, texto_apoio_original: conteudo.optional() }),
);
export const updateEditorProposalSchema = z.preprocess(
  withSalaAlias,
  z.object({ ...updateFields, conteudo: conteudo.optional() }),
);

/** One entry per inline image: `id` is its marker number n ([IMAGEM_n]); posicao the marker's offset. */
export const imageMetadataSchema = z.array(
  z.object(
    {
      id: z.coerce
        .number({ error: PROPOSAL_MESSAGES.metadataInvalid })
        .int(PROPOSAL_MESSAGES.metadataInvalid)
        .positive(PROPOSAL_MESSAGES.metadataInvalid)
        .max(1000, PROPOSAL_MESSAGES.metadataInvalid),
      posicao: z.coerce
        .number({ error: PROPOSAL_MESSAGES.metadataInvalid })
        .int(PROPOSAL_MESSAGES.metadataInvalid)
        .min(0, PROPOSAL_MESSAGES.metadataInvalid)
        .optional(),
      descricao: z.preprocess(
        (v) => (v === null || v === undefined ? undefined : trimmed(v)),
        z.string().max(500, 'A descrição da imagem deve ter no máximo 500 caracteres').optional(),
      ),
    },
    { error: PROPOSAL_MESSAGES.metadataInvalid },
  ),
  { error: PROPOSAL_MESSAGES.metadataInvalid },
);
export type ImageMetadata = z.infer<typeof imageMetadataSchema>[number];

export const usageSchema = z.object({
  origem: z.enum(USAGE_ORIGINS, { error: 'origem deve ser redacao ou atividade' }).default('redacao'),
  referencia_id: z.coerce
    .number({ error: 'referencia_id é obrigatório' })
    .int()
    .positive('referencia_id é obrigatório'),
  usuario_id: z.coerce.number().int().positive().optional(),
});

/**
 * POST /internal/atividades/{id}/proposta (classroom → proposal, after an activity is created, edited or
 * deleted): the proposal the activity links now (null: none). It counts once in that proposal's total_usos.
 */
export const activityUseSchema = z.object({
  proposta_id: z.preprocess(
    (v) => (v === undefined ? null : v),
    z.coerce.number().int().positive('proposta_id inválido').nullable(),
  ),
  usuario_id: z.coerce.number().int().positive().optional(),
});
export type ActivityUse = { proposta_id: number | null; total_usos: number | null; registrado: boolean };

export type CreateProposalInput = z.infer<typeof createProposalSchema>;
export type UpdateProposalInput = z.infer<typeof updateProposalSchema>;

/** An inline image of a proposal; `url` is under /api (fetched with the Authorization header, like every file). */
export type PropostaImagem = {
  numero: number;
  indice: number;
  descricao: string | null;
  nome: string;
  mime: string;
  tamanho: number;
  url: string;
};

/** Spec 3 Proposta, as a list item (no supporting text). */
export type PropostaResumo = {
  id: number;
  titulo: string;
  descricao: string | null;
  tema_principal: string | null;
  tipo_conteudo: TipoConteudo;
  visibilidade: Visibilidade;
  sala_id: number | null;
  sala: { id: number; nome: string } | null;
  ativa: boolean;
  ativa_para_correcao: boolean;
  criador_id: number;
  criado_por: { id: number; nome: string };
  data_criacao: string;
  data_atualizacao: string;
  total_usos: number;
  /** Present when created from a PDF (spec 3) or from a transcribed image: where the original file is. */
  imagem_backup_url: string | null;
  total_imagens: number;
  /** The caller created it: may edit and delete (spec 6). */
  pode_editar: boolean;
  /** Theme bank (issue 11): the Essay-BR prompt id of a built-in proposal; null for proposals users wrote. */
  banco_prompt_id: number | null;
  /** Official ENEM theme (issue 48): the exam year whose regular application had this theme; null otherwise. */
  enem_ano: number | null;
};
/** Spec 3 Proposta (detail). */
export type Proposta = PropostaResumo & {
  texto_apoio_original: string;
  /** The original file (the PDF, or the transcribed photo/scan); `mime` tells which. */
  arquivo: { nome: string; tamanho: number; mime: string; url: string } | null;
  imagens: PropostaImagem[];
  /** Theme bank proposals: the corpus they come from, its authors and licence (shown on the proposal page). */
  credito_corpus: CreditoCorpus | null;
};
/** What the OCR read, returned with a proposal created by POST /propostas/transcricao. */
export type PropostaTranscricao = {
  transcricao_id: number;
  caracteres: number;
  palavras: number;
  confianca_media: number;
  qualidade_estimada: string;
  tempo_processamento_ms: number;
  creditos_restantes: number | null;
};
export type PropostaTranscrita = Proposta & { transcricao: PropostaTranscricao };
export type PropostasPage = {
  propostas: PropostaResumo[];
  total: number;
  hasMore: boolean;
  limite: number;
  offset: number;
};
/** GET /propostas/selecao: the active proposals the user may use (pickers). */
export type PropostaSelecao = Pick<
  PropostaResumo,
  | 'id'
  | 'titulo'
  | 'tema_principal'
  | 'tipo_conteudo'
  | 'visibilidade'
  | 'sala_id'
  | 'ativa_para_correcao'
  | 'criador_id'
>;
export type PropostaEstatisticas = {
  proposta_id: number;
  total_usos: number;
  usos_redacoes: number;
  usos_atividades: number;
  usuarios_distintos: number;
  usos_ultimos_30_dias: number;
  ultimo_uso: string | null;
};
/** GET /internal/propostas/{id} (correction worker): markers replaced by the images' descriptions. */
export type PropostaInterna = {
  id: number;
  titulo: string;
  descricao: string | null;
  tema_principal: string | null;
  texto_apoio_original: string;
  tipo_conteudo: TipoConteudo;
  visibilidade: Visibilidade;
  sala_id: number | null;
  criador_id: number;
  ativa: boolean;
  ativa_para_correcao: boolean;
};
/** Classroom internal: the rooms a user teaches or belongs to. */
export type SalaAcesso = { id: number; nome: string; papel: 'professor' | 'estudante' };

// ---------- theme bank and graded references (issue 11) ----------

/** Where a bank proposal comes from (MIT asks for the notice to travel with the data). */
export type CreditoCorpus = { fonte: string; citacao: string; licenca: string; url: string };

export const REFERENCE_ORIGINS = ['corpus', 'professor'] as const;
export type ReferenceOrigin = (typeof REFERENCE_ORIGINS)[number];
/** The engine calibrates with at most this many references of a proposal (the corpus's and the newest teachers'). */
export const ENGINE_REFERENCES_MAX = 100;
/**
 * How many graded essays of a proposal the engine asks a teacher for: with 10 the agreement curve (docs/corrector.md,
 * `corretor:eval --cv --referencias … --curva`) is within 0.02 QWK of a proposal with all its graded essays (0.524 with
 * none, 0.620 with 2, 0.619 with 5, 0.663 with 10, 0.681 with all). Which essays to grade first is not said: no order
 * measured beat a random one.
 */
export const USEFUL_REFERENCES = 10;

export const REFERENCE_MESSAGES = {
  teachersOnly: 'Apenas professores e administradores veem as redações de referência de uma proposta.',
} as const;

/**
 * A graded reference as a teacher sees it. The text of a teacher-graded essay is shown only to the teacher who graded
 * it (and admins): it is a student's essay; everyone else sees its grades. Corpus essays are shown to every teacher.
 */
export type ReferenciaProposta = {
  id: number;
  origem: ReferenceOrigin;
  notas: [number, number, number, number, number];
  total: number;
  texto: string | null;
  /** The caller graded it. */
  minha: boolean;
  criado_em: string;
};
export type MediasReferencias = { c1: number; c2: number; c3: number; c4: number; c5: number; total: number };
/** GET /propostas/{id}/referencias (teachers and admins who may see the proposal). */
export type ReferenciasProposta = {
  proposta_id: number;
  total: number;
  por_origem: Record<ReferenceOrigin, number>;
  /** Mean grade per competency and total over the references; null when there are none. */
  medias: MediasReferencias | null;
  /** How many of them the engine uses (the cap keeps the corpus's and the newest teachers'). */
  usadas_na_correcao: number;
  /** How many more graded essays would still help the calibration (USEFUL_REFERENCES less those there are, ≥ 0). */
  faltam_para_calibrar: number;
  referencias: ReferenciaProposta[];
};

/** POST /internal/propostas/{id}/referencias (essay service, after a teacher graded an essay per competency). */
export const teacherReferenceSchema = z.object({
  redacao_id: z.coerce.number().int().positive('redacao_id inválido'),
  autor_id: z.coerce.number().int().positive('autor_id inválido'),
  texto: z.string().trim().min(1, 'texto é obrigatório'),
  notas: referenciaCorrigidaSchema.shape.notas,
});
export type TeacherReference = z.infer<typeof teacherReferenceSchema>;
/** GET /internal/propostas/{id}/referencias (correction worker): what the engine calibrates with. */
export type ReferenciasInternas = { proposta_id: number; referencias: ReferenciaCorrigida[] };
