import sharp from 'sharp';
import { createOcrEngine, detectImageType, OcrError, validateImage, VALIDATION_MESSAGES } from '../src/engine/index.js';

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#c0ffee' } })
    .jpeg()
    .toBuffer();

describe('detectImageType', () => {
  it('reads the type from the magic numbers', async () => {
    expect(detectImageType(await png())).toBe('png');
    expect(detectImageType(await jpeg())).toBe('jpeg');
    expect(
      detectImageType(
        await sharp(await png())
          .gif()
          .toBuffer(),
      ),
    ).toBe('gif');
    expect(
      detectImageType(
        await sharp(await png())
          .webp()
          .toBuffer(),
      ),
    ).toBe('webp');
    expect(detectImageType(Buffer.from('%PDF-1.7\n'))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('validateImage', () => {
  it('accepts a real image and reports its size and type', async () => {
    expect(await validateImage(await jpeg())).toEqual({ ok: true, format: 'jpeg', width: 400, height: 300 });
  });

  it('refuses a text file renamed .png', async () => {
    const r = await validateImage(Buffer.from('Isto é uma redação em texto puro, não uma imagem.\n', 'utf8'));
    expect(r).toEqual({ ok: false, code: 'not_an_image', message: VALIDATION_MESSAGES.not_an_image });
    expect(VALIDATION_MESSAGES.not_an_image).toMatch(/não é uma imagem.*JPG, JPEG, PNG, GIF ou WEBP/);
  });

  it('refuses an empty file', async () => {
    expect(await validateImage(Buffer.alloc(0))).toEqual({
      ok: false,
      code: 'empty_file',
      message: 'O arquivo enviado está vazio.',
    });
  });

  it('refuses a corrupted (truncated) JPEG whose header is intact', async () => {
    const full = await jpeg();
    const r = await validateImage(full.subarray(0, Math.floor(full.length / 2)));
    expect(r).toMatchObject({ ok: false, code: 'corrupted_image' });
    expect(r.ok || r.message).toMatch(/corrompida/);
    // Garbage after a valid signature.
    expect(
      await validateImage(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)])),
    ).toMatchObject({ code: 'corrupted_image' });
  });

  it('refuses a file over 20 MB with the spec message', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(21 * 1024 * 1024)]);
    expect(await validateImage(big)).toEqual({
      ok: false,
      code: 'file_too_large',
      message: 'O arquivo deve ter no máximo 20MB',
    });
  });

  it('refuses unsupported types (BMP, PDF), naming them', async () => {
    const bmp = Buffer.concat([Buffer.from('BM'), Buffer.alloc(100)]);
    const bmpResult = await validateImage(bmp);
    expect(bmpResult).toMatchObject({ ok: false, code: 'unsupported_type' });
    expect(bmpResult.ok || bmpResult.message).toBe(
      'Formato BMP não suportado. Envie uma imagem JPG, JPEG, PNG, GIF ou WEBP.',
    );
    const pdf = await validateImage(Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'));
    expect(pdf.ok || pdf.message).toBe('Formato PDF não suportado. Envie uma imagem JPG, JPEG, PNG, GIF ou WEBP.');
  });
});

describe('createOcrEngine', () => {
  it('fails fast with engine_init_failed when the Portuguese model is missing (no hang)', async () => {
    const err = await createOcrEngine({ poolSize: 1, langPath: '/nonexistent/tessdata' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OcrError);
    expect(err).toMatchObject({ code: 'engine_init_failed', retryable: false });
  });
});
