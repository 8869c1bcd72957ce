import { createRequire } from 'node:module';
import path from 'node:path';
import { PROPOSAL_MESSAGES } from '@argumenta/contracts';
import { AppError } from '@argumenta/platform';

const require = createRequire(import.meta.url);
// pdfjs needs its standard fonts as a path ending in '/' (verified-stack.md).
const STANDARD_FONTS = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;
const MAX_PAGES = 50;

type TextItem = { str?: string; hasEOL?: boolean };

/**
 * The supporting text of a proposal PDF (pdfjs-dist 5.6 legacy build, no worker in Node): one line
 * per text line, a blank line between pages. A file that is not a readable PDF is a 422.
 */
export async function extractPdfText(buf: Buffer): Promise<{ text: string; pages: number }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let doc: Awaited<ReturnType<typeof pdfjs.getDocument>['promise']>;
  try {
    doc = await pdfjs.getDocument({ data: new Uint8Array(buf), standardFontDataUrl: STANDARD_FONTS, useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  } catch (err) {
    const password = (err as Error)?.name === 'PasswordException';
    throw new AppError('unprocessable', password ? 'Este PDF está protegido por senha. Envie um PDF sem senha.' : PROPOSAL_MESSAGES.pdfUnreadable, undefined, { cause: err });
  }
  try {
    const pages: string[] = [];
    for (let i = 1; i <= Math.min(doc.numPages, MAX_PAGES); i++) {
      const page = await doc.getPage(i);
      const content = await page.getTextContent();
      let out = '';
      for (const item of content.items as TextItem[]) {
        out += item.str ?? '';
        if (item.hasEOL) out += '\n';
      }
      pages.push(
        out
          .split('\n')
          .map((l) => l.replace(/[ \t\u00a0]+/g, ' ').trim())
          .join('\n')
          .replace(/\n{3,}/g, '\n\n')
          .trim(),
      );
      page.cleanup();
    }
    return { text: pages.filter(Boolean).join('\n\n'), pages: doc.numPages };
  } catch (err) {
    throw new AppError('unprocessable', PROPOSAL_MESSAGES.pdfUnreadable, undefined, { cause: err });
  } finally {
    await doc.destroy();
  }
}
