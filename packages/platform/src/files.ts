/** File types are checked from the bytes (magic numbers), never from the name or the browser's claim (essay and proposal uploads). */
export type DetectedType = { mime: string; format: 'pdf' | 'jpeg' | 'png' | 'gif' | 'webp' };

export function detectFileType(buf: Buffer): DetectedType | null {
  if (buf.length >= 5 && buf.subarray(0, 5).toString('latin1') === '%PDF-')
    return { mime: 'application/pdf', format: 'pdf' };
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff)
    return { mime: 'image/jpeg', format: 'jpeg' };
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { mime: 'image/png', format: 'png' };
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.subarray(0, 6).toString('latin1')))
    return { mime: 'image/gif', format: 'gif' };
  if (
    buf.length >= 12 &&
    buf.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buf.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return { mime: 'image/webp', format: 'webp' };
  return null;
}

/**
 * Most pixels an uploaded image may have: a 50-megapixel phone photo passes, a decompression bomb (a few KB of PNG
 * declaring 30 000 × 30 000 pixels, gigabytes once decoded) does not — refused from its header, before any decoder
 * (ours or a student's browser) allocates it.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const TOO_MANY_PIXELS_MESSAGE =
  'A imagem tem resolução grande demais (máximo de 50 megapixels). Reduza a resolução e envie de novo.';

const JPEG_SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** Width and height as the image's header declares them (PNG, GIF, WEBP, JPEG), without decoding; null if unreadable. */
export function imageSize(buf: Buffer): { width: number; height: number } | null {
  const format = detectFileType(buf)?.format;
  try {
    if (format === 'png' && buf.length >= 24) return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
    if (format === 'gif' && buf.length >= 10) return { width: buf.readUInt16LE(6), height: buf.readUInt16LE(8) };
    if (format === 'webp' && buf.length >= 30) {
      const chunk = buf.toString('latin1', 12, 16);
      if (chunk === 'VP8 ') return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
      if (chunk === 'VP8L') {
        const bits = buf.readUInt32LE(21);
        return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
      }
      if (chunk === 'VP8X') return { width: 1 + buf.readUIntLE(24, 3), height: 1 + buf.readUIntLE(27, 3) };
      return null;
    }
    if (format === 'jpeg') {
      let i = 2;
      while (i + 9 < buf.length) {
        if (buf[i] !== 0xff) {
          i++;
          continue;
        }
        const marker = buf[i + 1]!;
        if (JPEG_SOF.has(marker)) return { width: buf.readUInt16BE(i + 7), height: buf.readUInt16BE(i + 5) };
        if (marker === 0xff || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
          i += marker === 0xff ? 1 : 2;
          continue;
        }
        i += 2 + buf.readUInt16BE(i + 2);
      }
    }
  } catch {
    return null;
  }
  return null;
}

/** True when the header declares more pixels than MAX_IMAGE_PIXELS. */
export const tooManyPixels = (buf: Buffer): boolean => {
  const size = imageSize(buf);
  return !!size && size.width * size.height > MAX_IMAGE_PIXELS;
};

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/**
 * An uploaded file's name as stored and shown again: the last path segment only (a browser or a crafted request may
 * send `../../etc/passwd` or `C:\fotos\a.jpg`), without control characters, at most 200 characters.
 */
export function safeFileName(raw: string | undefined, fallback: string): string {
  const base = (raw ?? '').split(/[/\\]/).pop()!.replace(CONTROL_CHARACTERS, '').trim();
  const name = base === '.' || base === '..' ? '' : base;
  return name.slice(0, 200) || fallback;
}
