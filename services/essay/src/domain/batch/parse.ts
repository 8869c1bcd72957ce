import { unzipSync } from 'fflate';
import { BATCH_LIMITS, BATCH_MESSAGES, ESSAY_FILE_MAX_BYTES, parseAnswerSheetCode, type BatchFormat, type BatchProblem, type BatchSeparator } from '@argumenta/contracts';
import { AppError, badRequest, detectFileType, PdfUnreadable, readPdfPages } from '@argumenta/platform';
import { validateImage, type RosterStudent } from '@argumenta/essay-domain';
import { validateEssayText } from '../submit.js';

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
export async function parseBatch(buf: Buffer, roster: RosterStudent[], atividadeId: number, scan: ScanOptions): Promise<ParsedBatch> {
  if (!buf.length) throw badRequest(BATCH_MESSAGES.empty);
  const formato = detectBatchFormat(buf);
  if (!formato) throw new AppError('unsupported_media_type', BATCH_MESSAGES.unknownFormat);
  const matcher = rosterMatcher(roster);
  const parsed = formato === 'csv' ? parseCsvBatch(buf, matcher) : formato === 'zip' ? await parseZipBatch(buf, matcher) : await parseScanBatch(buf, matcher, atividadeId, scan);
  if (parsed.itens.length > BATCH_LIMITS.items) throw new AppError('payload_too_large', BATCH_MESSAGES.tooManyItems);
  // A student named twice: the first one goes, the others are reported.
  const seen = new Map<number, string>();
  const itens: ParsedItem[] = [];
  for (const item of parsed.itens) {
    const first = seen.get(item.aluno.id);
    if (first) parsed.erros.push({ local: item.origem, mensagem: `${item.aluno.nome} já aparece em ${first}; só a primeira redação foi aceita.` });
    else {
      seen.set(item.aluno.id, item.origem);
      itens.push(item);
    }
  }
  if (!itens.length) throw new AppError('unprocessable', BATCH_MESSAGES.nothingValid, problemsAsFields(parsed.erros));
  return { formato, itens, erros: parsed.erros };
}

/** Problems as the error envelope's fields: { "linha 3": "…" }. */
export const problemsAsFields = (erros: BatchProblem[]) => Object.fromEntries(erros.slice(0, 200).map((e) => [e.local, e.mensagem]));

type Matcher = { byEmail(email: string): RosterStudent | undefined; byKey(key: string): RosterStudent | undefined; byId(id: number): RosterStudent | undefined };
function rosterMatcher(roster: RosterStudent[]): Matcher {
  const emails = new Map(roster.map((s) => [s.email.trim().toLowerCase(), s]));
  const numbers = new Map(roster.map((s) => [String(s.numero), s]));
  const ids = new Map(roster.map((s) => [s.id, s]));
  return {
    byId: (id) => ids.get(id),
    byEmail: (email) => emails.get(email.trim().toLowerCase()),
    // A file name: the student's e-mail or roll-call number ("07" is 7).
    byKey: (key) => emails.get(key.trim().toLowerCase()) ?? (/^\d{1,4}$/.test(key.trim()) ? numbers.get(String(Number(key.trim()))) : undefined),
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
    throw badRequest(`O arquivo não está em UTF-8 (primeiro caractere inválido na linha ${line}). Salve o CSV como "CSV UTF-8" e envie novamente.`, { [`linha ${line}`]: 'caractere fora do UTF-8' });
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
  const columns = header.cells.map((c) => c.trim().toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
  const missing = ['email', 'titulo', 'texto'].filter((c) => !columns.includes(c));
  if (missing.length) {
    throw badRequest(`Coluna obrigatória ausente no cabeçalho (linha 1): ${missing.join(', ')}. O cabeçalho deve ser email${delimiter}titulo${delimiter}texto.`, { 'linha 1': `faltam as colunas ${missing.join(', ')}` });
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
        if (f.name.split(/[\\/]/).includes('..') || f.name.startsWith('/') || /^[a-z]:/i.test(f.name)) unsafe ??= f.name;
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
    files = unzipSync(new Uint8Array(buf), { filter: (f) => !f.name.endsWith('/') && !/(^|\/)(__MACOSX|\.)/.test(f.name) });
  } catch {
    throw badRequest(BATCH_MESSAGES.zipCorrupt);
  }
  const itens: ParsedItem[] = [];
  const erros: BatchProblem[] = [];
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
      else itens.push({ origem: nome, aluno, titulo: '', imagem: { buffer: content, mime: `image/${check.format}`, nome } });
      continue;
    }
    if (ext === 'pdf' || type?.format === 'pdf') {
      const text = await pdfText(content).catch((err: unknown) => err as Error);
      if (text instanceof Error) erros.push({ local: nome, mensagem: text.message });
      else {
        const problem = essayProblemOf(text);
        if (problem) erros.push({ local: nome, mensagem: problem });
        else itens.push({ origem: nome, aluno, titulo: '', texto: text.trim() });
      }
      continue;
    }
    erros.push({ local: nome, mensagem: 'Tipo de arquivo não suportado no ZIP (use fotos JPG/PNG/GIF/WEBP ou PDFs com texto).' });
  }
  return { itens, erros };
}

/** The text of a PDF essay (every page); a PDF without a text layer is a scan and must come as photos. */
async function pdfText(buf: Buffer): Promise<string> {
  let read: Awaited<ReturnType<typeof readPdfPages>>;
  try {
    read = await readPdfPages(buf, 20);
  } catch (err) {
    throw new Error(err instanceof PdfUnreadable && err.password ? BATCH_MESSAGES.pdfPassword : BATCH_MESSAGES.pdfCorrupt);
  }
  const bad = read.pages.find((p) => p.error !== undefined);
  if (bad) throw new Error(`Página ${bad.page} do PDF não pôde ser lida.`);
  const text = read.pages.map((p) => p.text ?? '').join('\n\n').trim();
  if (!text) throw new Error('PDF sem texto selecionável (digitalização sem OCR): envie as fotos das páginas.');
  return text;
}

// ---------------------------------------------------------------- PDF scan with answer sheets

/** Lines of the printed answer sheet that are not the student's essay. */
const SHEET_LINES = /^(ARG\s*-|Argumenta\b|Folha de resposta|Atividade:|Aluno\(a\):|N[ºo°] de chamada|Escreva sua redação)/i;

async function parseScanBatch(buf: Buffer, roster: Matcher, atividadeId: number, scan: ScanOptions): Promise<{ itens: ParsedItem[]; erros: BatchProblem[] }> {
  let read: Awaited<ReturnType<typeof readPdfPages>>;
  try {
    read = await readPdfPages(buf, BATCH_LIMITS.pages);
  } catch (err) {
    throw badRequest(err instanceof PdfUnreadable && err.password ? BATCH_MESSAGES.pdfPassword : BATCH_MESSAGES.pdfCorrupt);
  }
  if (read.numPages > BATCH_LIMITS.pages) throw new AppError('payload_too_large', `O PDF tem ${read.numPages} páginas; o limite é ${BATCH_LIMITS.pages}.`);
  const erros: BatchProblem[] = [];
  // Groups of pages: a new essay at each page with a code, or every N pages.
  type Group = { pages: number[]; texts: string[]; code: ReturnType<typeof parseAnswerSheetCode>; broken: number[] };
  const groups: Group[] = [];
  for (const p of read.pages) {
    const code = p.text ? parseAnswerSheetCode(p.text) : null;
    const startsNew = scan.separador === 'codigo' ? code !== null || !groups.length : (p.page - 1) % scan.paginasPorRedacao === 0;
    if (startsNew) groups.push({ pages: [], texts: [], code: null, broken: [] });
    const g = groups.at(-1)!;
    g.pages.push(p.page);
    if (p.error !== undefined) g.broken.push(p.page);
    else g.texts.push(p.text);
    g.code ??= code;
  }
  const itens: ParsedItem[] = [];
  for (const g of groups) {
    const local = g.pages.length === 1 ? `página ${g.pages[0]}` : `páginas ${g.pages[0]}–${g.pages.at(-1)}`;
    if (g.broken.length) {
      erros.push({ local, mensagem: `A página ${g.broken.join(', ')} está corrompida e não pôde ser lida.` });
      continue;
    }
    if (!g.code) {
      const blank = g.texts.every((t) => !t.trim());
      erros.push({ local, mensagem: blank ? 'Página sem texto legível (digitalize com OCR/PDF pesquisável ou envie as fotos em um ZIP).' : 'Código da folha de resposta não encontrado.' });
      continue;
    }
    if ('invalid' in g.code) {
      erros.push({ local, mensagem: `Código ${g.code.invalid} ilegível ou adulterado (dígito verificador não confere).` });
      continue;
    }
    if (g.code.atividadeId !== atividadeId) {
      erros.push({ local, mensagem: `Folha de resposta de outra atividade (${g.code.atividadeId}).` });
      continue;
    }
    const aluno = roster.byId(g.code.alunoId);
    if (!aluno) {
      erros.push({ local, mensagem: notInRoom(`O aluno ${g.code.alunoId}`) });
      continue;
    }
    const texto = g.texts
      .join('\n')
      .split('\n')
      .filter((l) => !SHEET_LINES.test(l.trim()))
      .join('\n')
      .trim();
    const problem = essayProblemOf(texto);
    if (problem) erros.push({ local, mensagem: `${problem} (${aluno.nome})` });
    else itens.push({ origem: local, aluno, titulo: '', texto });
  }
  return { itens, erros };
}
