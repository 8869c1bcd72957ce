import sharp from 'sharp';
import { TRANSCRIPTION_MAX_BYTES } from '@argumenta/contracts';
import { MAX_IMAGE_PIXELS, TOO_MANY_PIXELS_MESSAGE, tooManyPixels } from '@argumenta/platform';

export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp';

/** The image type from the file's magic numbers (never from its name or declared MIME type). */
export function detectImageType(buf: Buffer): ImageType | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.subarray(0, 6).toString('latin1'))) return 'gif';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

/** Other formats students send, named in the refusal so they know what to change. */
function detectOtherFormat(buf: Buffer): string | null {
  const head = buf.subarray(0, 12).toString('latin1');
  if (head.startsWith('%PDF')) return 'PDF';
  if (head.startsWith('BM')) return 'BMP';
  if (head.startsWith('II*\0') || head.startsWith('MM\0*')) return 'TIFF';
  if (head.slice(4, 8) === 'ftyp' && /hei[cfsx]|mif1|msf1|avif/.test(buf.toString('latin1', 8, 32))) return 'HEIC/AVIF';
  return null;
}

export type ImageValidationCode =
  'empty_file' | 'file_too_large' | 'unsupported_type' | 'not_an_image' | 'corrupted_image' | 'too_many_pixels';
export type ImageValidation =
  | { ok: true; format: ImageType; width: number; height: number }
  | { ok: false; code: ImageValidationCode; message: string };

export const ACCEPTED_FORMATS_TEXT = 'JPG, JPEG, PNG, GIF ou WEBP';
export const VALIDATION_MESSAGES: Record<ImageValidationCode, string> = {
  empty_file: 'O arquivo enviado está vazio.',
  file_too_large: 'O arquivo deve ter no máximo 20MB',
  unsupported_type: `Formato de arquivo não suportado. Envie uma imagem ${ACCEPTED_FORMATS_TEXT}.`,
  not_an_image: `O arquivo enviado não é uma imagem. Envie uma imagem ${ACCEPTED_FORMATS_TEXT}.`,
  corrupted_image: 'A imagem está corrompida ou incompleta e não pôde ser lida. Envie o arquivo novamente.',
  too_many_pixels: TOO_MANY_PIXELS_MESSAGE,
};

const fail = (code: ImageValidationCode, message = VALIDATION_MESSAGES[code]): ImageValidation => ({
  ok: false,
  code,
  message,
});

/**
 * Checks an upload before anything is charged: size, real type from the bytes, and a full decode (a truncated
 * JPEG has a valid header, so reading the metadata alone would accept it).
 */
export async function validateImage(buf: Buffer): Promise<ImageValidation> {
  if (buf.length === 0) return fail('empty_file');
  if (buf.length > TRANSCRIPTION_MAX_BYTES) return fail('file_too_large');
  const format = detectImageType(buf);
  if (!format) {
    const other = detectOtherFormat(buf);
    return other
      ? fail('unsupported_type', `Formato ${other} não suportado. Envie uma imagem ${ACCEPTED_FORMATS_TEXT}.`)
      : fail('not_an_image');
  }
  // A decompression bomb is refused from its header, before the decoder allocates it; sharp keeps the same ceiling.
  if (tooManyPixels(buf)) return fail('too_many_pixels');
  try {
    const meta = await sharp(buf, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_PIXELS) return fail('too_many_pixels');
    // Decoding a thumbnail still reads every compressed block, so truncation and corrupt data surface here.
    await sharp(buf, { failOn: 'truncated', limitInputPixels: MAX_IMAGE_PIXELS })
      .resize(64, 64, { fit: 'inside' })
      .raw()
      .toBuffer();
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    if (!width || !height) return fail('corrupted_image');
    return { ok: true, format, width, height };
  } catch {
    return fail('corrupted_image');
  }
}
