import jsqr, { type QRCode as FoundCode } from 'jsqr';
import QRCode from 'qrcode';
import sharp, { type OverlayOptions } from 'sharp';
import type { PdfRawImage } from '@argumenta/platform';

/**
 * Where the answer sheet puts things (PDF points, A4, origin top-left). The QR code in the top-right corner carries the
 * sheet's code, so a scan without a text layer is matched from its pixels; its size and position on the printed page
 * also give the scan's scale and orientation, so the header can be cut off before the handwriting goes to OCR.
 */
export const SHEET_LAYOUT = { margin: 50, qrSize: 92, writingTop: 200 } as const;

/** Draws the code's QR (error correction M: survives a stain or a fold) as vector squares in the top-right corner. */
export function drawSheetQr(doc: PDFKit.PDFDocument, code: string): void {
  const qr = QRCode.create(code, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const m = SHEET_LAYOUT.qrSize / n;
  const x0 = doc.page.width - SHEET_LAYOUT.margin - SHEET_LAYOUT.qrSize;
  const y0 = SHEET_LAYOUT.margin;
  // One rectangle per dark run of a row (slightly overlapping, so no hairline gaps appear when printed).
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n;) {
      if (!qr.modules.get(r, c)) {
        c++;
        continue;
      }
      let end = c;
      while (end < n && qr.modules.get(r, end)) end++;
      doc.rect(x0 + c * m, y0 + r * m, (end - c) * m, m + 0.05);
      c = end;
    }
  }
  doc.fillColor('#000000').fill();
}

type Grey = { data: Buffer; width: number; height: number };
type Point = { x: number; y: number };
type Located = { text: string; topLeft: Point; topRight: Point };

/** What a scanned page says: the sheet's code (null when none is readable), whether it is blank, and its image for OCR. */
export type ScannedPage = { code: string | null; blank: boolean; image: Buffer };

/** Long sides tried for the QR search: small first (fast), then larger for a small or noisy code. */
const SEARCH_SIDES = [1100, 2000];

/**
 * Reads a scanned page (an image-only PDF page): finds the QR code, turns the page upright from the code's corners (a
 * pile fed upside down or a crooked phone photo), and keeps the writing area below the printed header for OCR. A page
 * without a code is returned whole (a continuation page of an essay), greyscale.
 */
export async function readScannedPage(raw: PdfRawImage): Promise<ScannedPage> {
  const grey = await toGrey(raw);
  const found = await locate(grey);
  if (!found) {
    const { channels } = await sharp(grey.data, {
      raw: { width: grey.width, height: grey.height, channels: 1 },
    }).stats();
    // A blank sheet: almost no variation once dust and scanner noise are allowed for.
    return { code: null, blank: channels[0]!.stdev < 8, image: await jpeg(grey) };
  }
  let upright = grey;
  let geometry: Located | null = found;
  const angle = (Math.atan2(found.topRight.y - found.topLeft.y, found.topRight.x - found.topLeft.x) * 180) / Math.PI;
  if (Math.abs(angle) > 0.5) {
    const { data, info } = await sharp(grey.data, { raw: { width: grey.width, height: grey.height, channels: 1 } })
      .rotate(-angle, { background: '#ffffff' })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    upright = {
      data: info.channels === 1 ? data : channel0(data, info.channels),
      width: info.width,
      height: info.height,
    };
    geometry = await locate(upright); // null: the page stays whole
  }
  let top = 0;
  if (geometry) {
    // Points → pixels from the printed QR's width; the writing area starts writingTop − margin below the QR's top.
    const scale =
      Math.hypot(geometry.topRight.x - geometry.topLeft.x, geometry.topRight.y - geometry.topLeft.y) /
      SHEET_LAYOUT.qrSize;
    const y = Math.round(geometry.topLeft.y + (SHEET_LAYOUT.writingTop - SHEET_LAYOUT.margin - 6) * scale);
    if (y > 0 && y < upright.height - 50) top = y;
  }
  const image = await jpeg(upright, top);
  return { code: found.text, blank: false, image };
}

/** The pages of one essay as one image, top to bottom (the OCR reads it like a long photo). */
export async function stackPages(images: Buffer[]): Promise<Buffer> {
  if (images.length === 1) return images[0]!;
  const metas = await Promise.all(images.map((i) => sharp(i).metadata()));
  const width = Math.max(...metas.map((m) => m.width ?? 0));
  let y = 0;
  const layers: OverlayOptions[] = [];
  for (const [k, img] of images.entries()) {
    layers.push({ input: img, top: y, left: 0 });
    y += metas[k]!.height ?? 0;
  }
  return sharp({ create: { width, height: y, channels: 3, background: '#ffffff' } })
    .composite(layers)
    .greyscale()
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function toGrey(raw: PdfRawImage): Promise<Grey> {
  if (raw.channels === 1) return { data: raw.data, width: raw.width, height: raw.height };
  const { data, info } = await sharp(raw.data, {
    raw: { width: raw.width, height: raw.height, channels: raw.channels },
  })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: info.channels === 1 ? data : channel0(data, info.channels), width: info.width, height: info.height };
}

function channel0(data: Buffer, channels: number): Buffer {
  const out = Buffer.alloc(data.length / channels);
  for (let i = 0; i < out.length; i++) out[i] = data[i * channels]!;
  return out;
}

/** The QR code on the page, with its corners in the page's pixels; null when none is readable. */
async function locate(img: Grey): Promise<Located | null> {
  const longSide = Math.max(img.width, img.height);
  for (const side of SEARCH_SIDES) {
    const f = Math.min(1, side / longSide);
    const { data, info } = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } })
      .resize(Math.max(1, Math.round(img.width * f)), Math.max(1, Math.round(img.height * f)))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const rgba = new Uint8ClampedArray(info.width * info.height * 4);
    for (let i = 0, j = 0; i < data.length; i += info.channels, j += 4) rgba[j] = rgba[j + 1] = rgba[j + 2] = data[i]!;
    for (let j = 3; j < rgba.length; j += 4) rgba[j] = 255;
    const hit: FoundCode | null = jsqr.default(rgba, info.width, info.height, { inversionAttempts: 'dontInvert' });
    if (hit?.data) {
      const back = (p: Point) => ({ x: p.x / f, y: p.y / f });
      return { text: hit.data, topLeft: back(hit.location.topLeftCorner), topRight: back(hit.location.topRightCorner) };
    }
    if (f === 1) break;
  }
  return null;
}

function jpeg(img: Grey, top = 0): Promise<Buffer> {
  return sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } })
    .extract({ left: 0, top, width: img.width, height: img.height - top })
    .jpeg({ quality: 85 })
    .toBuffer();
}
