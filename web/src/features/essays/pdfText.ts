import { ESSAY_FILE_MAX_BYTES } from '@argumenta/contracts';

/** Spec 8 PDF errors (texts ours: the spec names the cases only). */
export const PDF_MESSAGES = {
  notPdf: 'Selecione apenas arquivos PDF (.pdf).',
  tooBig: 'O arquivo deve ter no máximo 20MB.',
  noText:
    'Não foi possível extrair texto deste PDF. Envie um PDF com texto selecionável ou use a aba "Transcrever Imagem".',
  compatibility: 'Seu navegador não é compatível com a leitura de PDF. Atualize o navegador ou use outra aba de envio.',
  corrupted: 'O arquivo PDF está corrompido ou é inválido.',
  password: 'Este PDF está protegido por senha. Envie um PDF sem senha.',
  read: 'Não foi possível ler o arquivo. Tente selecioná-lo novamente.',
  generic: 'Erro ao processar o PDF. Tente novamente.',
} as const;

export class PdfTextError extends Error {
  constructor(
    message: string,
    readonly kind: keyof typeof PDF_MESSAGES,
  ) {
    super(message);
  }
}

export function checkPdfFile(file: File): string | null {
  const isPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!isPdf) return PDF_MESSAGES.notPdf;
  if (file.size > ESSAY_FILE_MAX_BYTES) return PDF_MESSAGES.tooBig;
  return null;
}

type Line = { y: number; height: number; x: number; text: string };

/**
 * Joins positioned text lines into paragraphs: a vertical gap clearly larger than the usual
 * line spacing (or an indented first line) starts a new paragraph.
 */
export function linesToParagraphs(lines: Line[]): string {
  if (!lines.length) return '';
  const gaps: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const g = lines[i - 1].y - lines[i].y;
    if (g > 0) gaps.push(g);
  }
  const sorted = [...gaps].sort((a, b) => a - b);
  const typical = sorted.length ? sorted[Math.floor(sorted.length / 2)] : lines[0].height * 1.2;
  const minX = Math.min(...lines.map((l) => l.x));
  const paragraphs: string[][] = [[lines[0].text]];
  for (let i = 1; i < lines.length; i++) {
    const gap = lines[i - 1].y - lines[i].y;
    const bigGap = gap > typical * 1.5 || gap < 0; // negative: new column or page
    const indented = lines[i].x - minX > lines[i].height * 1.5;
    if (bigGap || indented) paragraphs.push([]);
    paragraphs[paragraphs.length - 1].push(lines[i].text);
  }
  return paragraphs
    .map((p) =>
      p
        .join(' ')
        .replace(/\s+/g, ' ')
        .replace(/(\w)- (\w)/g, '$1$2')
        .trim(),
    )
    .filter(Boolean)
    .join('\n\n');
}

/** Extracts the text of a PDF in the browser with pdfjs-dist (loaded on demand). */
export async function extractPdfText(file: File): Promise<{ text: string; pages: number }> {
  let data: ArrayBuffer;
  try {
    data = await file.arrayBuffer();
  } catch {
    throw new PdfTextError(PDF_MESSAGES.read, 'read');
  }
  let pdfjs: typeof import('pdfjs-dist');
  try {
    pdfjs = await import('pdfjs-dist');
    const worker = await import('pdfjs-dist/build/pdf.worker.min.mjs?url');
    pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  } catch {
    throw new PdfTextError(PDF_MESSAGES.compatibility, 'compatibility');
  }
  let doc: Awaited<ReturnType<typeof pdfjs.getDocument>['promise']>;
  try {
    doc = await pdfjs.getDocument({ data: new Uint8Array(data), verbosity: 0 }).promise;
  } catch (e) {
    const name = (e as { name?: string })?.name;
    if (name === 'PasswordException') throw new PdfTextError(PDF_MESSAGES.password, 'password');
    if (name === 'InvalidPDFException' || name === 'FormatError')
      throw new PdfTextError(PDF_MESSAGES.corrupted, 'corrupted');
    throw new PdfTextError(PDF_MESSAGES.generic, 'generic');
  }
  try {
    const pageTexts: string[] = [];
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p);
      const content = await page.getTextContent();
      const lines: Line[] = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const y = item.transform[5];
        const x = item.transform[4];
        const h = item.height || Math.abs(item.transform[3]) || 10;
        const last = lines[lines.length - 1];
        // Same baseline (within a third of the glyph height): same line.
        if (last && Math.abs(last.y - y) < h / 3) {
          last.text +=
            (last.text && item.str && !last.text.endsWith(' ') && !item.str.startsWith(' ') && x > last.x ? ' ' : '') +
            item.str;
        } else if (item.str.trim()) {
          lines.push({ y, x, height: h, text: item.str });
        }
      }
      pageTexts.push(
        linesToParagraphs(lines.map((l) => ({ ...l, text: l.text.replace(/\s+/g, ' ').trim() })).filter((l) => l.text)),
      );
      page.cleanup();
    }
    const text = pageTexts.filter(Boolean).join('\n\n').trim();
    if (!text) throw new PdfTextError(PDF_MESSAGES.noText, 'noText');
    return { text, pages: doc.numPages };
  } catch (e) {
    if (e instanceof PdfTextError) throw e;
    throw new PdfTextError(PDF_MESSAGES.generic, 'generic');
  } finally {
    void doc.destroy();
  }
}
