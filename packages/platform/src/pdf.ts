import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
// pdfjs needs its standard fonts as a path ending in '/' (verified-stack.md).
const STANDARD_FONTS = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;

type TextItem = { str?: string; hasEOL?: boolean };

/** The document itself cannot be opened (not a PDF, damaged cross-reference, or a password). */
export class PdfUnreadable extends Error {
  constructor(
    readonly password: boolean,
    options?: { cause?: unknown },
  ) {
    super(password ? 'PDF protegido por senha' : 'PDF ilegível', options);
    this.name = 'PdfUnreadable';
  }
}

/** One page's text (one line per text line, spaces folded), or why that page alone could not be read. */
export type PdfPageText = { page: number; text: string; error?: undefined } | { page: number; text?: undefined; error: string };

/**
 * The text layer of each page (pdfjs-dist 5.6 legacy build, no worker in Node). A page that fails is reported on its
 * own, so a damaged page does not hide the others; a document that cannot be opened throws PdfUnreadable.
 */
export async function readPdfPages(buf: Buffer, maxPages: number): Promise<{ pages: PdfPageText[]; numPages: number }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let doc: Awaited<ReturnType<typeof pdfjs.getDocument>['promise']>;
  try {
    doc = await pdfjs.getDocument({ data: new Uint8Array(buf), standardFontDataUrl: STANDARD_FONTS, useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  } catch (err) {
    throw new PdfUnreadable((err as Error)?.name === 'PasswordException', { cause: err });
  }
  try {
    const pages: PdfPageText[] = [];
    for (let i = 1; i <= Math.min(doc.numPages, maxPages); i++) {
      try {
        const page = await doc.getPage(i);
        const content = await page.getTextContent();
        let out = '';
        for (const item of content.items as TextItem[]) {
          out += item.str ?? '';
          if (item.hasEOL) out += '\n';
        }
        pages.push({
          page: i,
          text: out
            .split('\n')
            .map((l) => l.replace(/[ \t\u00a0]+/g, ' ').trim())
            .join('\n')
            .replace(/\n{3,}/g, '\n\n')
            .trim(),
        });
        page.cleanup();
      } catch (err) {
        pages.push({ page: i, error: (err as Error).message || 'página ilegível' });
      }
    }
    return { pages, numPages: doc.numPages };
  } finally {
    await doc.destroy();
  }
}
