import { unzipSync } from 'fflate';
import {
  BATCH_LIMITS,
  BATCH_MESSAGES,
  ESSAY_FILE_MAX_BYTES,
  parseAnswerSheetCode,
  type BatchFormat,
  type BatchProblem,
  type BatchSeparator,
} from '@argumenta/contracts';
import { AppError, badRequest, detectFileType, PdfUnreadable, visitPdfPages, type PdfPage } from '@argumenta/platform';
import { validateImage, type RosterStudent } from '@argumenta/essay-domain';
import { validateEssayText } from '../submit.js';
import { readScannedPage, stackPages, type ScannedPage } from './sheet-code.js';

/** One essay found in the file: a text to correct, or a photo to transcribe first. */
export type ParsedItem = {
  origem: string;
  aluno: RosterStudent;
  titulo: string;
  texto?: string;
  imagem?: { buffer: Buffer; mime: string; nome: string };
};
export type ParsedBatch = { formato: BatchFormat; itens: ParsedItem[]; erros: BatchProblem[] };
export type ScanOptions = { separador: BatchSeparator; paginasPorRedacao: number };

/** Which format the bytes are (never the name or the declared type). */
export function detectBatchFormat(buf: Buffer): BatchFormat | null {
  if (buf.length >= 4 && buf[0] === 0x50 && buf[1] === 0x4b && (buf[2] === 0x03 || buf[2] === 0x05)) return 'zip';
  if (detectFileType(buf)?.format === 'pdf') return 'pdf';
  if (detectFileType(buf)) return null; // an image alone is not a batch
  return 'csv';
}

/**
 * Validates the whole file before anything is stored: a file that cannot be read at all throws (nothing is created);
 * a row, file or page that fails alone becomes a problem with its line/page number and the rest go on.
 */
export async function parseBatch(
  buf: Buffer,
  roster: RosterStudent[],
  atividadeId: number,
  scan: ScanOptions,
): Promise<ParsedBatch> {
  if (!buf.length) throw badRequest(BATCH_MESSAGES.empty);
  const formato = detectBatchFormat(buf);
  if (!formato) throw new AppError('unsupported_media_type', BATCH_MESSAGES.unknownFormat);
  const matcher = rosterMatcher(roster);
  const parsed =
    formato === 'csv'
      ? parseCsvBatch(buf, matcher)
      : formato === 'zip'
        ? await parseZipBatch(buf, matcher)
        : await parseScanBatch(buf, matcher, atividadeId, scan);
  if (parsed.itens.length > BATCH_LIMITS.items) throw new AppError('payload_too_large', BATCH_MESSAGES.tooManyItems);
  // A student named twice: the first one goes, the others are reported.
  const seen = new Map<number, string>();
  const itens: ParsedItem[] = [];
  for (const item of parsed.itens) {
    const first = seen.get(item.aluno.id);
    if (first)
      parsed.erros.push({
        local: item.origem,
        mensagem: `${item.aluno.nome} já aparece em ${first}; só a primeira redação foi aceita.`,
      });
    else {
      seen.set(item.aluno.id, item.origem);
      itens.push(item);
    }
  }
  if (!itens.length) throw new AppError('unprocessable', BATCH_MESSAGES.nothingValid, problemsAsFields(parsed.erros));
  return { formato, itens, erros: parsed.erros };
}

/** Problems as the error envelope's fields: { "linha 3": "…" }. */
export const problemsAsFields = (erros: BatchProblem[]) =>
  Object.fromEntries(erros.slice(0, 200).map((e) => [e.local, e.mensagem]));

type Matcher = {
  byEmail(email: string): RosterStudent | undefined;
  byKey(key: string): RosterStudent | undefined;
  byId(id: number): RosterStudent | undefined;
};
function rosterMatcher(roster: RosterStudent[]): Matcher {
  const emails = new Map(roster.map((s) => [s.email.trim().toLowerCase(), s]));
  const numbers = new Map(roster.map((s) => [String(s.numero), s]));
  const ids = new Map(roster.map((s) => [s.id, s]));
  return {
    byId: (id) => ids.get(id),
    byEmail: (email) => emails.get(email.trim().toLowerCase()),
    // A file name: the student's e-mail or roll-call number ("07" is 7).
    byKey: (key) =>
      emails.get(key.trim().toLowerCase()) ??
      (/^\d{1,4}$/.test(key.trim()) ? numbers.get(String(Number(key.trim()))) : undefined),
  };
}

const notInRoom = (who: string) => `${who} não é aluno desta sala (confira o e-mail ou o número de chamada).`;

export function essayProblemOf(texto: string): string | null {
  try {
    validateEssayText(texto);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

// ---------------------------------------------------------------- CSV

/** UTF-8 only (with or without BOM); the line of the first byte that is not UTF-8 is named. */
function decodeUtf8(buf: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buf).replace(/^\uFEFF/, '');
  } catch {
    let line = 1;
    for (let i = 0; i < buf.length; i++) {
      if (buf[i] === 0x0a) line++;
      if (buf[i]! >= 0x80 && !isUtf8At(buf, i)) break;
    }
    throw badRequest(
      `O arquivo não está em UTF-8 (primeiro caractere inválido na linha ${line}). Salve o CSV como "CSV UTF-8" e envie novamente.`,
      { [`linha ${line}`]: 'caractere fora do UTF-8' },
    );
  }
}
function isUtf8At(buf: Buffer, i: number): boolean {
  const b = buf[i]!;
  const len = b >= 0xf0 && b < 0xf8 ? 4 : b >= 0xe0 ? 3 : b >= 0xc2 && b < 0xe0 ? 2 : 0;
  if (!len) return (b & 0xc0) === 0x80 && i > 0 && buf[i - 1]! >= 0x80; // a continuation byte inside a valid sequence
  for (let k = 1; k < len; k++) if (((buf[i + k] ?? 0) & 0xc0) !== 0x80) return false;
  return true;
}

/** RFC 4180 records (quotes, doubled quotes, line breaks inside quotes), each with the line it starts on. */
export function csvRecords(text: string, delimiter: string): { line: number; cells: string[] }[] {
  const out: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
      }
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      cells.push(cell);
      if (cells.some((c) => c.trim() !== '')) out.push({ line: start, cells });
      cells = [];
      cell = '';
      line++;
      start = line;
    } else cell += ch;
  }
  cells.push(cell);
  if (cells.some((c) => c.trim() !== '')) out.push({ line: start, cells });
  return out;
}

function parseCsvBatch(buf: Buffer, roster: Matcher): { itens: ParsedItem[]; erros: BatchProblem[] } {
  const text = decodeUtf8(buf);
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const records = csvRecords(text, delimiter);
  const header = records.shift();
  if (!header) throw badRequest(BATCH_MESSAGES.empty);
  const columns = header.cells.map((c) =>
    c
      .trim()
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, ''),
  );
  const missing = ['email', 'titulo', 'texto'].filter((c) => !columns.includes(c));
  if (missing.length) {
    throw badRequest(
      `Coluna obrigatória ausente no cabeçalho (linha 1): ${missing.join(', ')}. O cabeçalho deve ser email${delimiter}titulo${delimiter}texto.`,
      { 'linha 1': `faltam as colunas ${missing.join(', ')}` },
    );
  }
  if (!records.length) throw badRequest('O CSV não tem nenhuma linha de redação depois do cabeçalho.');
  const col = (name: string) => columns.indexOf(name);
  const itens: ParsedItem[] = [];
  const erros: BatchProblem[] = [];
  for (const r of records) {
    const local = `linha ${r.line}`;
    const email = (r.cells[col('email')] ?? '').trim();
    const titulo = (r.cells[col('titulo')] ?? '').trim().slice(0, 200);
    const texto = (r.cells[col('texto')] ?? '').replace(/\r\n/g, '\n');
    if (!email) {
      erros.push({ local, mensagem: 'E-mail do aluno vazio.' });
      continue;
    }
    const aluno = roster.byEmail(email);
    if (!aluno) {
      erros.push({ local, mensagem: notInRoom(email) });
      continue;
    }
    const problem = essayProblemOf(texto);
    if (problem) {
      erros.push({ local, mensagem: `${problem} (${aluno.nome})` });
      continue;
    }
    itens.push({ origem: local, aluno, titulo, texto: texto.trim() });
  }
  return { itens, erros };
}

// ---------------------------------------------------------------- ZIP

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp']);

async function parseZipBatch(buf: Buffer, roster: Matcher): Promise<{ itens: ParsedItem[]; erros: BatchProblem[] }> {
  // First pass reads only the central directory: sizes and names are checked before anything is inflated (zip bombs,
  // "../" paths).
  let declared = 0;
  let unsafe: string | null = null;
  try {
    unzipSync(new Uint8Array(buf), {
      filter: (f) => {
        declared += f.originalSize;
        if (f.name.split(/[\\/]/).includes('..') || f.name.startsWith('/') || /^[a-z]:/i.test(f.name))
          unsafe ??= f.name;
        return false;
      },
    });
  } catch {
    throw badRequest(BATCH_MESSAGES.zipCorrupt);
  }
  if (unsafe) throw badRequest(BATCH_MESSAGES.zipUnsafePath, { [unsafe]: 'caminho inválido' });
  if (declared > BATCH_LIMITS.unzippedBytes) throw new AppError('payload_too_large', BATCH_MESSAGES.zipTooLarge);
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(new Uint8Array(buf), {
      filter: (f) => !f.name.endsWith('/') && !/(^|\/)(__MACOSX|\.)/.test(f.name),
    });
  } catch {
    throw badRequest(BATCH_MESSAGES.zipCorrupt);
  }
  const itens: ParsedItem[] = [];
  const erros: BatchProblem[] = [];
  const budget = { imagePages: BATCH_LIMITS.imagePages };
  for (const [path, bytes] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const nome = path.split('/').pop()!;
    const dot = nome.lastIndexOf('.');
    const base = dot > 0 ? nome.slice(0, dot) : nome;
    const ext = dot > 0 ? nome.slice(dot + 1).toLowerCase() : '';
    const content = Buffer.from(bytes);
    const aluno = roster.byKey(base);
    if (!aluno) {
      erros.push({ local: nome, mensagem: notInRoom(base) });
      continue;
    }
    if (!content.length) {
      erros.push({ local: nome, mensagem: 'Arquivo vazio (0 bytes).' });
      continue;
    }
    if (content.length > ESSAY_FILE_MAX_BYTES) {
      erros.push({ local: nome, mensagem: `Arquivo maior que ${ESSAY_FILE_MAX_BYTES / 1024 / 1024} MB.` });
      continue;
    }
    const type = detectFileType(content);
    if (IMAGE_EXTENSIONS.has(ext) || (type && type.format !== 'pdf')) {
      const check = await validateImage(content);
      if (!check.ok) erros.push({ local: nome, mensagem: check.message });
      else
        itens.push({
          origem: nome,
          aluno,
          titulo: '',
          imagem: { buffer: content, mime: `image/${check.format}`, nome },
        });
      continue;
    }
    if (ext === 'pdf' || type?.format === 'pdf') {
      const essay = await pdfEssay(content, budget).catch((err: unknown) => {
        if (err instanceof AppError) throw err; // the whole file is refused (too many scanned pages)
        return err as Error;
      });
      if (essay instanceof Error) erros.push({ local: nome, mensagem: essay.message });
      else if (essay.imagem) {
        const photo = await photoItem(nome, aluno, essay.imagem, base);
        if ('mensagem' in photo) erros.push(photo);
        else itens.push(photo);
      } else {
        const problem = essayProblemOf(essay.texto);
        if (problem) erros.push({ local: nome, mensagem: problem });
        else itens.push({ origem: nome, aluno, titulo: '', texto: essay.texto });
      }
      continue;
    }
    erros.push({ local: nome, mensagem: 'Tipo de arquivo não suportado no ZIP (use fotos JPG/PNG/GIF/WEBP ou PDFs).' });
  }
  return { itens, erros };
}

/** A page image made from a PDF, checked like an uploaded photo, as an item to transcribe (or why it cannot be). */
async function photoItem(
  origem: string,
  aluno: RosterStudent,
  image: Buffer,
  base: string,
): Promise<ParsedItem | BatchProblem> {
  const check = await validateImage(image);
  if (!check.ok) return { local: origem, mensagem: check.message };
  return {
    origem,
    aluno,
    titulo: '',
    imagem: { buffer: image, mime: `image/${check.format}`, nome: `${base}.${check.format}` },
  };
}

/**
 * A PDF essay: its text (every page), or — a scan without a text layer — its pages as one upright image for OCR (an
 * answer sheet's header cut off), counted against the file's budget of scanned pages.
 */
export async function pdfEssay(
  buf: Buffer,
  budget: { imagePages: number },
): Promise<{ texto: string; imagem?: undefined } | { imagem: Buffer; texto?: undefined }> {
  const texts: string[] = [];
  const images: Buffer[] = [];
  try {
    await visitPdfPages(buf, 20, async (p) => {
      if (p.error !== undefined) throw new Error(`Página ${p.page} do PDF não pôde ser lida.`);
      if (p.text.trim()) return void texts.push(p.text);
      const raw = await p.largestImage().catch(() => {
        throw new Error(`Página ${p.page} do PDF não pôde ser lida.`);
      });
      if (!raw) return;
      if (--budget.imagePages < 0) throw new AppError('payload_too_large', BATCH_MESSAGES.tooManyImagePages);
      const page = await readScannedPage(raw);
      if (!page.blank) images.push(page.image);
    });
  } catch (err) {
    if (err instanceof PdfUnreadable)
      throw new Error(err.password ? BATCH_MESSAGES.pdfPassword : BATCH_MESSAGES.pdfCorrupt);
    throw err;
  }
  const texto = texts.join('\n\n').trim();
  if (texto) return { texto };
  if (images.length) return { imagem: await stackPages(images) };
  throw new Error('PDF sem texto nem imagem legível (páginas em branco).');
}

// ---------------------------------------------------------------- PDF scan with answer sheets

/** Lines of the printed answer sheet that are not the student's essay. */
const SHEET_LINES =
  /^(ARG\s*-|Argumenta\b|Folha de resposta|Atividade:|Aluno\(a\):|N[ºo°] de chamada|Escreva sua redação)/i;

/** What one page of a scan gave: its code (text layer or QR), the essay text typed on it, or its picture for OCR. */
type ScanPage = {
  page: number;
  broken: boolean;
  code: ReturnType<typeof parseAnswerSheetCode>;
  texto: string;
  scanned: ScannedPage | null;
};

/** The student's writing on a page's text layer: every line but the printed sheet's. */
const essayLines = (text: string) =>
  text
    .split('\n')
    .filter((l) => !SHEET_LINES.test(l.trim()))
    .join('\n')
    .trim();

/**
 * One page, synchronously: the code from the text layer (a searchable scan, a sheet filled in digitally) or, on a page
 * that is a picture, from the QR code in its pixels, which then becomes the essay's image for OCR.
 */
async function readScanPage(p: PdfPage): Promise<ScanPage> {
  if (p.error !== undefined) return { page: p.page, broken: true, code: null, texto: '', scanned: null };
  const texto = essayLines(p.text);
  let code = parseAnswerSheetCode(p.text);
  let scanned: ScannedPage | null = null;
  if (!code || !texto) {
    try {
      const raw = await p.largestImage();
      scanned = raw ? await readScannedPage(raw) : null;
    } catch {
      return { page: p.page, broken: true, code: null, texto: '', scanned: null };
    }
    code ??= scanned?.code ? parseAnswerSheetCode(scanned.code) : null;
  }
  return { page: p.page, broken: false, code, texto, scanned };
}

async function parseScanBatch(
  buf: Buffer,
  roster: Matcher,
  atividadeId: number,
  scan: ScanOptions,
): Promise<{ itens: ParsedItem[]; erros: BatchProblem[] }> {
  const pages: ScanPage[] = [];
  let imagePages = 0;
  try {
    await visitPdfPages(buf, BATCH_LIMITS.pages, async (p) => {
      if (p.of > BATCH_LIMITS.pages)
        throw new AppError('payload_too_large', `O PDF tem ${p.of} páginas; o limite é ${BATCH_LIMITS.pages}.`);
      const page = await readScanPage(p);
      if (page.scanned && ++imagePages > BATCH_LIMITS.imagePages)
        throw new AppError('payload_too_large', BATCH_MESSAGES.tooManyImagePages);
      pages.push(page);
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw badRequest(
      err instanceof PdfUnreadable && err.password ? BATCH_MESSAGES.pdfPassword : BATCH_MESSAGES.pdfCorrupt,
    );
  }
  const erros: BatchProblem[] = [];
  // Groups of pages: a new essay at each page with a code, or every N pages.
  type Group = { pages: ScanPage[]; code: ScanPage['code'] };
  const groups: Group[] = [];
  for (const p of pages) {
    // Issue 54: split by answer-sheet codes, a blank page without a code is never appended to the previous student's
    // sheet (it is flagged and left out); a page with writing and no code still continues the sheet before it.
    if (scan.separador === 'codigo' && p.code === null && p.scanned?.blank && !p.texto) {
      erros.push({ local: `página ${p.page}`, mensagem: BATCH_MESSAGES.blankPageSkipped });
      continue;
    }
    const startsNew =
      scan.separador === 'codigo' ? p.code !== null || !groups.length : (p.page - 1) % scan.paginasPorRedacao === 0;
    if (startsNew) groups.push({ pages: [], code: null });
    const g = groups.at(-1)!;
    g.pages.push(p);
    g.code ??= p.code;
  }
  const itens: ParsedItem[] = [];
  for (const g of groups) {
    const first = g.pages[0]!.page;
    const local = g.pages.length === 1 ? `página ${first}` : `páginas ${first}–${g.pages.at(-1)!.page}`;
    const problem = groupProblem(g, atividadeId, roster);
    if (typeof problem === 'string') {
      // A readable code of another activity or of someone outside the room: named by createBatch (it has the ports).
      const code = g.code && !('invalid' in g.code) ? g.code : null;
      const foreign = code && (code.atividadeId !== atividadeId || !roster.byId(code.alunoId)) ? code : null;
      erros.push({
        local,
        mensagem: problem,
        ...(foreign ? { folha: { atividade_id: foreign.atividadeId, aluno_id: foreign.alunoId } } : {}),
      });
      continue;
    }
    const aluno = problem;
    const texto = g.pages
      .map((p) => p.texto)
      .filter(Boolean)
      .join('\n');
    if (texto || g.pages.some((p) => !p.scanned)) {
      const invalid = essayProblemOf(texto);
      if (invalid) erros.push({ local, mensagem: `${invalid} (${aluno.nome})` });
      else itens.push({ origem: local, aluno, titulo: '', texto });
      continue;
    }
    // Handwriting on image pages: the pages (blank backs left out) go to OCR as one photo, like a ZIP's photo.
    const written = g.pages.filter((p, k) => k === 0 || !p.scanned!.blank);
    const photo = await photoItem(
      local,
      aluno,
      await stackPages(written.map((p) => p.scanned!.image)),
      local.replace(/[^\w]+/g, '-'),
    );
    if ('mensagem' in photo) erros.push({ local, mensagem: `${photo.mensagem} (${aluno.nome})` });
    else itens.push(photo);
  }
  return { itens, erros };
}

/** Why a group of pages cannot be an essay (a Portuguese message), or the student it belongs to. */
function groupProblem(
  g: { pages: ScanPage[]; code: ScanPage['code'] },
  atividadeId: number,
  roster: Matcher,
): string | RosterStudent {
  const broken = g.pages.filter((p) => p.broken).map((p) => p.page);
  if (broken.length) return `A página ${broken.join(', ')} está corrompida e não pôde ser lida.`;
  if (!g.code) {
    if (g.pages.every((p) => !p.texto && (!p.scanned || p.scanned.blank))) return BATCH_MESSAGES.blankPage;
    return g.pages.some((p) => p.scanned) ? BATCH_MESSAGES.codeNotFoundImage : BATCH_MESSAGES.codeNotFound;
  }
  if ('invalid' in g.code) return `Código ${g.code.invalid} ilegível ou adulterado (dígito verificador não confere).`;
  if (g.code.atividadeId !== atividadeId) return `Folha de resposta de outra atividade (${g.code.atividadeId}).`;
  return roster.byId(g.code.alunoId) ?? notInRoom(`O aluno ${g.code.alunoId}`);
}
