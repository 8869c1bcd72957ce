import { PROPOSAL_MESSAGES } from '@argumenta/contracts';
import { AppError, PdfUnreadable, readPdfPages } from '@argumenta/platform';

const MAX_PAGES = 50;

/**
 * The supporting text of a proposal PDF: one line per text line, a blank line between pages. A file that is not a
 * readable PDF (or has an unreadable page) is a 422.
 */
export async function extractPdfText(buf: Buffer): Promise<{ text: string; pages: number }> {
  let read: Awaited<ReturnType<typeof readPdfPages>>;
  try {
    read = await readPdfPages(buf, MAX_PAGES);
  } catch (err) {
    const password = err instanceof PdfUnreadable && err.password;
    throw new AppError(
      'unprocessable',
      password ? 'Este PDF está protegido por senha. Envie um PDF sem senha.' : PROPOSAL_MESSAGES.pdfUnreadable,
      undefined,
      { cause: err },
    );
  }
  if (read.pages.some((p) => p.error !== undefined))
    throw new AppError('unprocessable', PROPOSAL_MESSAGES.pdfUnreadable);
  return {
    text: read.pages
      .map((p) => p.text ?? '')
      .filter(Boolean)
      .join('\n\n'),
    pages: read.numPages,
  };
}
