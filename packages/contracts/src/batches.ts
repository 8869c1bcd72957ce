import { ANSWER_SHEET_MIN_LINES, answerSheetLines } from './answerSheet.js';
import { ESSAY_MIN_CHARS } from './essays.js';
import type { Sheet } from './transcription.js';

/**
 * Bulk submission of a whole class (issue 13): a teacher sends one file (CSV, ZIP of photos/PDFs, or a multi-page PDF
 * scan split by answer sheets) and each item becomes that student's submission for the activity.
 */
export const BATCH_FORMATS = ['csv', 'zip', 'pdf'] as const;
export type BatchFormat = (typeof BATCH_FORMATS)[number];

/** How a multi-page scan is cut into essays: at each answer sheet's code, or every N pages. */
export const BATCH_SEPARATORS = ['codigo', 'paginas'] as const;
export type BatchSeparator = (typeof BATCH_SEPARATORS)[number];

/**
 * Largest upload, largest unpacked ZIP, most items per batch, most pages per scan, and most image-only pages per scan
 * (each one's QR code is read before the answer, ~0.4 s of CPU a page: 120 fit the gateway's 120 s on a busy machine).
 */
export const BATCH_LIMITS = {
  fileBytes: 100 * 1024 * 1024,
  unzippedBytes: 300 * 1024 * 1024,
  items: 2500,
  pages: 3000,
  imagePages: 120,
  pagesPerEssay: 10,
} as const;

/**
 * Where an item stands: transcrevendo (OCR of a photo first), pendente (in the queue), processando, concluida,
 * em_revisao (held for the teacher), falhou, ja_enviada (the student had already submitted; not replaced), zerada
 * (the ENEM's 0), aguardando_digitacao (issue 49: a page the OCR could not read, held for the student or the teacher to
 * type looking at the photo; not graded, not charged).
 */
export const BATCH_ITEM_STATUSES = [
  'transcrevendo',
  'pendente',
  'processando',
  'concluida',
  'em_revisao',
  'falhou',
  'ja_enviada',
  'zerada',
  'aguardando_digitacao',
] as const;
export type BatchItemStatus = (typeof BATCH_ITEM_STATUSES)[number];

/** Issue 54: why a sheet gets the ENEM's 0 without a correction (and without a charge). */
export type EnemZeroReason = 'em_branco' | 'texto_insuficiente';
export const ENEM_ZERO_LABELS: Record<EnemZeroReason, string> = {
  em_branco: 'Em branco',
  texto_insuficiente: 'Texto insuficiente (até 7 linhas)',
};

/**
 * The ENEM gives 0 to a blank essay and to one of 7 lines or fewer on the answer sheet (ANSWER_SHEET_MIN_LINES). On a
 * photographed ruled sheet (issue 49) the written lines counted on the page decide, with the sheet's evidence; otherwise
 * the lines the text would fill are estimated, and a text below the minimum length the correction accepts counts as
 * insufficient too.
 */
export function enemZeroReason(
  texto: string,
  folha?: Pick<Sheet, 'pautada' | 'avaliacao_enem'> | null,
): EnemZeroReason | null {
  if (folha?.pautada) return folha.avaliacao_enem;
  const t = texto.replace(/\r\n/g, '\n').trim();
  if (!t) return 'em_branco';
  if (answerSheetLines(t).length < ANSWER_SHEET_MIN_LINES || t.length < ESSAY_MIN_CHARS) return 'texto_insuficiente';
  return null;
}

/** A row, file or page range the validation refused, with where it is ("linha 4", "página 7", "maria@x.com.jpg"). */
export type BatchProblem = {
  local: string;
  mensagem: string;
  /** A sheet whose code names another activity or a student outside the room: named before it is stored (issue 54). */
  folha?: { atividade_id: number; aluno_id: number };
};

export type BatchItem = {
  ordem: number;
  /** Where the item came from in the file. */
  origem: string;
  aluno: { id: number; nome: string; email: string; numero: number };
  status: BatchItemStatus;
  redacao_id: number | null;
  nota_total: number | null;
  erro: string | null;
  /** Issue 49: status aguardando_digitacao — why the page waits, and its transcription (the photo to type from). */
  aviso?: string | null;
  transcricao_id?: number | null;
  /** Issue 54: status zerada — the sheet's ENEM zero reason (nota_total is then 0). */
  motivo_zero?: EnemZeroReason | null;
  /**
   * Issue 49: a photographed page's written lines as the sheet analysis counted them (lines 1–30, the title apart), and
   * its evidence in words (the lines, the title, what passes line 30, the ENEM rule); null for a typed item.
   */
  linhas_escritas?: number | null;
  evidencia_folha?: string | null;
  /** While waiting: jobs ahead of it in the correction queue, and the wait that means at the current pace. */
  posicao_fila: number | null;
  espera_estimada_s: number | null;
};

export type Batch = {
  id: number;
  atividade_id: number;
  professor_id: number;
  formato: BatchFormat;
  nome_arquivo: string;
  criado_em: string;
  total: number;
  concluidas: number;
  falhas: number;
  pendentes: number;
  ja_enviadas: number;
  /** Issue 54: sheets recorded as the ENEM's 0 (blank or insufficient), not charged. */
  zeradas?: number;
  /** Issue 49: pages the OCR could not read, waiting for the student (or the teacher) to type them; not charged. */
  aguardando_digitacao?: number;
  /** Rows/pages refused when the file was validated (they were not charged). */
  erros: BatchProblem[];
  /** Until the last pending item is done, at the current pace (null when unknown). */
  espera_estimada_s: number | null;
  itens: BatchItem[];
};

export type BatchCreated = {
  lote_id: number;
  total: number;
  ja_enviadas: number;
  erros: BatchProblem[];
  reutilizado: boolean;
  creditos_disponiveis: number | null;
};

/** Socket event to the teacher who sent the batch: one item moved. The board re-reads GET /lotes/{id}. */
export type BatchProgressEvent = {
  lote_id: number;
  redacao_id: number | null;
  status: BatchItemStatus;
  nota_total: number | null;
};

/**
 * The answer sheet's machine-readable code: activity, student and a check so a misread digit is caught. Printed in
 * large monospace type and as a QR code, it is read back from the PDF's text layer (a searchable scan) or, on an
 * image-only scan, from the QR code in the page's pixels.
 */
export function answerSheetCode(atividadeId: number, alunoId: number): string {
  return `ARG-${atividadeId}-${alunoId}-${checkDigits(atividadeId, alunoId)}`;
}
export function parseAnswerSheetCode(
  text: string,
): { atividadeId: number; alunoId: number } | { invalid: string } | null {
  const m = /ARG\s*-\s*(\d{1,9})\s*-\s*(\d{1,9})\s*-\s*(\d{2})/.exec(text);
  if (!m) return null;
  const atividadeId = Number(m[1]);
  const alunoId = Number(m[2]);
  if (checkDigits(atividadeId, alunoId) !== m[3]) return { invalid: m[0].replace(/\s+/g, '') };
  return { atividadeId, alunoId };
}
function checkDigits(a: number, b: number): string {
  // Weighted digit sum mod 97: any single wrong digit or swapped neighbours changes it.
  const digits = `${a}-${b}`.replace('-', '0');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum = (sum * 10 + Number(digits[i])) % 97;
  return String(sum).padStart(2, '0');
}

export const BATCH_MESSAGES = {
  /** Issue 54: a rejected sheet names whose it is and where it came from (the name is printed on it anyway). */
  otherActivitySheet: (aluno: string, sala: string | null, atividade: string | null) =>
    `Folha de resposta de ${aluno}${sala ? `, da sala "${sala}"` : ''}${atividade ? ` (atividade "${atividade}")` : ''}: não é desta atividade; não foi corrigida nem cobrada.`,
  outsiderSheet: (aluno: string) =>
    `Folha de resposta de ${aluno}, que não é aluno desta sala; não foi corrigida nem cobrada.`,
  /** A photo the OCR could not read (issue 49): not graded, not charged; the student types it looking at the photo. */
  awaitsTyping:
    'Página ilegível para o reconhecimento automático: aguarda o aluno (ou o professor) digitar o texto vendo a foto. Não foi corrigida nem cobrada.',
  empty: 'O arquivo enviado está vazio.',
  missingFile: 'Envie o arquivo do lote no campo "arquivo".',
  unknownFormat:
    'Formato não reconhecido. Envie um CSV (email,titulo,texto), um ZIP de fotos/PDFs ou um PDF digitalizado.',
  tooLarge: `O arquivo excede o limite de ${BATCH_LIMITS.fileBytes / 1024 / 1024} MB.`,
  zipTooLarge: `O ZIP descompactado excede o limite de ${BATCH_LIMITS.unzippedBytes / 1024 / 1024} MB.`,
  zipCorrupt: 'O ZIP está corrompido ou não pôde ser lido.',
  zipUnsafePath:
    'O ZIP contém caminhos inválidos (como "../"); gere o arquivo novamente só com os arquivos das redações.',
  pdfCorrupt: 'O PDF está corrompido ou não pôde ser lido.',
  pdfPassword: 'Este PDF está protegido por senha. Envie um PDF sem senha.',
  tooManyItems: `Um lote pode ter no máximo ${BATCH_LIMITS.items} redações.`,
  nothingValid: 'Nenhuma redação válida no arquivo. Corrija os problemas indicados e envie novamente.',
  notFound: 'Lote não encontrado',
  forbidden: 'Apenas o professor da sala (ou um administrador) pode enviar e acompanhar redações em lote.',
  emptyRoster: 'Esta sala ainda não tem alunos.',
  noFailed: 'Não há itens com falha para reenviar neste lote.',
  tooManyImagePages: `O PDF tem mais de ${BATCH_LIMITS.imagePages} páginas digitalizadas sem texto; envie a pilha em partes de até ${BATCH_LIMITS.imagePages} páginas (uma turma por arquivo).`,
  blankPage: 'Página em branco: nenhuma folha de resposta nem texto encontrados.',
  /** Issue 54: split by codes, a blank page is left out, never added to the previous student's sheet. */
  blankPageSkipped: 'Página em branco sem código: deixada de fora (não foi juntada à folha anterior).',
  codeNotFound: 'Código da folha de resposta não encontrado.',
  codeNotFoundImage:
    'Código da folha de resposta não encontrado: o QR code no canto superior direito está ilegível, cortado ou ausente (digitalize a folha inteira, sem dobras).',
  notDone: 'O lote ainda está em andamento; a exportação fica disponível quando todos os itens terminarem.',
} as const;
