import PDFDocument from 'pdfkit';

/** 1×1 PNG and GIF: real image bytes for the magic-number checks. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

export const blob = (buf: Buffer, type: string) => new Blob([new Uint8Array(buf)], { type });

/** Multipart body: plain fields plus files as [field, buffer, name, type]. */
export function form(
  fields: Record<string, string | number | boolean>,
  files: [string, Buffer, string, string][] = [],
): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, String(v));
  for (const [field, buf, name, type] of files) f.append(field, blob(buf, type), name);
  return f;
}

/** A real PDF (pdfkit, Helvetica covers Portuguese accents) with one paragraph per entry. */
export function textPdf(paragraphs: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (const p of paragraphs) doc.text(p).moveDown();
    doc.end();
  });
}

/** The text of a PDF (every page's items joined by spaces), as pdf.js reads it: what a report says. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes, useSystemFonts: false }).promise;
  let text = '';
  for (let i = 1; i <= doc.numPages; i++)
    text += (await (await doc.getPage(i)).getTextContent()).items.map((it) => ('str' in it ? it.str : '')).join(' ');
  return text;
}
