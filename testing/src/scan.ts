// A teacher's scanned pile, built from the app's own answer-sheet PDF: each page is rendered to pixels (pdfjs-dist with
// @napi-rs/canvas, 150 dpi), written on like a student would (Debian's Dancing Script or DejaVu through sharp's Pango
// text), degraded like a phone scan (rotation, noise, JPEG), and put back into a PDF that holds only images.
import { createCanvas } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

const DPI = 150;

/** Every page of a PDF as a PNG at 150 dpi. */
export async function renderPdfPages(pdf: Buffer): Promise<Buffer[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
  const out: Buffer[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const viewport = page.getViewport({ scale: DPI / 72 });
    const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    // pdfjs' types name the DOM canvas; @napi-rs/canvas is the one it uses itself in Node.
    type RenderParams = Parameters<typeof page.render>[0];
    await page.render({
      canvas: canvas as unknown as RenderParams['canvas'],
      canvasContext: ctx as unknown as RenderParams['canvasContext'],
      viewport,
    }).promise;
    out.push(canvas.toBuffer('image/png'));
  }
  await doc.destroy();
  return out;
}

/** Writes `text` in the sheet's writing area (below its header, from `topPt` points down). */
export async function writeOn(page: Buffer, text: string, opts: { font: string; topPt: number }): Promise<Buffer> {
  const { width = 0 } = await sharp(page).metadata();
  const margin = Math.round((60 * DPI) / 72);
  const ink = await sharp({
    text: { text: escapeMarkup(text), font: opts.font, dpi: DPI, width: width - 2 * margin, spacing: 14, rgba: true },
  })
    .png()
    .toBuffer();
  return sharp(page)
    .composite([{ input: ink, left: margin, top: Math.round(((opts.topPt + 14) * DPI) / 72) }])
    .png()
    .toBuffer();
}

/** A plain white A4 page (a blank page in the pile, or a continuation sheet once written on). */
export const blankPage = () =>
  sharp({ create: { width: 1240, height: 1754, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();

/** What a phone or a cheap scanner does to a page: turned a little (or upside down), grainy, JPEG-compressed. */
export async function phoneScan(page: Buffer, opts: { degrees: number; noise?: number }): Promise<Buffer> {
  const rotated = await sharp(page).rotate(opts.degrees, { background: '#f4f2ee' }).png().toBuffer();
  const { width = 0, height = 0 } = await sharp(rotated).metadata();
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: opts.noise ?? 18 },
    },
  })
    .png()
    .toBuffer();
  return sharp(rotated)
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 72 })
    .toBuffer();
}

/** An image-only PDF (no text layer): one A4 page per image, as a scanner writes it. */
export function imageOnlyPdf(images: Buffer[]): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const img of images) {
    doc.addPage({ size: 'A4', margin: 0 });
    doc.image(img, 0, 0, { fit: [doc.page.width, doc.page.height], align: 'center', valign: 'center' });
  }
  doc.end();
  return done;
}

const escapeMarkup = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A PDF with a text layer (typed, or a searchable scan): its words are selectable. */
export function textPdf(text: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(12).text(text);
  doc.end();
  return done;
}
