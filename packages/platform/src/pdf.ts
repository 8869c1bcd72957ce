import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
// pdfjs needs its standard fonts as a path ending in '/' (verified-stack.md).
const PDFJS_DIR = path.dirname(require.resolve('pdfjs-dist/package.json'));
const STANDARD_FONTS = path.join(PDFJS_DIR, 'standard_fonts') + path.sep;
// Its WebAssembly decoders (JPEG 2000, JBIG2) the same way: a scanner's image-only PDF may use either.
const WASM_DIR = path.join(PDFJS_DIR, 'wasm') + path.sep;

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
export type PdfPageText =
  { page: number; text: string; error?: undefined } | { page: number; text?: undefined; error: string };

/** The pixels of an image painted on a page (pdfjs decodes JPEG, JBIG2, CCITT, Flate…): 1, 3 or 4 channels. */
export type PdfRawImage = { width: number; height: number; channels: 1 | 3 | 4; data: Buffer };

/** One page as the visitor sees it: its text layer, and its largest image decoded on demand (a scanned page is one). */
export type PdfPage = (
  { text: string; error?: undefined; largestImage(): Promise<PdfRawImage | null> } | { text?: undefined; error: string }
) & {
  page: number;
  /** The document's page count (visiting stops at maxPages). */
  of: number;
};

type PdfjsImage = { width: number; height: number; kind: number; data?: Uint8Array | Uint8ClampedArray };

/**
 * Every page in order (pdfjs-dist 5.6 legacy build, no worker in Node), handed to `visit` one at a time so a long scan
 * is never held decoded in memory. A page that fails is reported on its own, so a damaged page does not hide the
 * others; a document that cannot be opened throws PdfUnreadable. Images larger than `maxImagePixels` are not decoded.
 */
export async function visitPdfPages(
  buf: Buffer,
  maxPages: number,
  visit: (page: PdfPage) => Promise<void>,
  maxImagePixels = 40_000_000,
): Promise<{ numPages: number }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let doc: Awaited<ReturnType<typeof pdfjs.getDocument>['promise']>;
  try {
    doc = await pdfjs.getDocument({
      data: new Uint8Array(buf),
      standardFontDataUrl: STANDARD_FONTS,
      wasmUrl: WASM_DIR,
      useSystemFonts: false,
      isEvalSupported: false,
      verbosity: 0,
    }).promise;
  } catch (err) {
    throw new PdfUnreadable((err as Error)?.name === 'PasswordException', { cause: err });
  }
  try {
    for (let i = 1; i <= Math.min(doc.numPages, maxPages); i++) {
      let page: Awaited<ReturnType<typeof doc.getPage>>;
      let text: string;
      try {
        page = await doc.getPage(i);
        text = pageText((await page.getTextContent()).items as TextItem[]);
      } catch (err) {
        await visit({ page: i, of: doc.numPages, error: (err as Error).message || 'página ilegível' });
        continue;
      }
      const current = page;
      await visit({
        page: i,
        of: doc.numPages,
        text,
        largestImage: async () => {
          // The operator list names each painted image with its size; only the largest one is decoded.
          const ops = await current.getOperatorList();
          let best: { name: string; area: number } | null = null;
          ops.fnArray.forEach((fn, k) => {
            if (fn !== pdfjs.OPS.paintImageXObject) return;
            const [name, w, h] = ops.argsArray[k] as [string, number, number];
            if (w * h <= maxImagePixels && (!best || w * h > best.area)) best = { name, area: w * h };
          });
          if (!best) return null;
          const { name } = best as { name: string };
          const objs = name.startsWith('g_') ? current.commonObjs : current.objs;
          const img = await new Promise<PdfjsImage | null>((resolve) =>
            objs.get(name, resolve as (o: unknown) => void),
          );
          return img?.data ? rawImage(img, pdfjs.ImageKind) : null;
        },
      });
      page.cleanup();
    }
    return { numPages: doc.numPages };
  } finally {
    await doc.destroy();
  }
}

function pageText(items: TextItem[]): string {
  let out = '';
  for (const item of items) {
    out += item.str ?? '';
    if (item.hasEOL) out += '\n';
  }
  return out
    .split('\n')
    .map((l) => l.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** pdfjs' decoded image as plain channels; a 1-bit image (a fax-like scan, bit set = white) becomes 8-bit grey. */
function rawImage(
  img: PdfjsImage,
  kinds: { GRAYSCALE_1BPP: number; RGB_24BPP: number; RGBA_32BPP: number },
): PdfRawImage {
  const src = img.data!;
  if (img.kind === kinds.GRAYSCALE_1BPP) {
    const rowBytes = (img.width + 7) >> 3;
    const out = Buffer.alloc(img.width * img.height);
    for (let y = 0; y < img.height; y++)
      for (let x = 0; x < img.width; x++)
        out[y * img.width + x] = src[y * rowBytes + (x >> 3)]! & (0x80 >> (x & 7)) ? 255 : 0;
    return { width: img.width, height: img.height, channels: 1, data: out };
  }
  return {
    width: img.width,
    height: img.height,
    channels: img.kind === kinds.RGBA_32BPP ? 4 : 3,
    data: Buffer.from(src.buffer, src.byteOffset, src.byteLength),
  };
}

/** The text layer of each page, or why that page alone could not be read. */
export async function readPdfPages(buf: Buffer, maxPages: number): Promise<{ pages: PdfPageText[]; numPages: number }> {
  const pages: PdfPageText[] = [];
  const { numPages } = await visitPdfPages(buf, maxPages, async (p) => {
    pages.push(p.error !== undefined ? { page: p.page, error: p.error } : { page: p.page, text: p.text });
  });
  return { pages, numPages };
}
