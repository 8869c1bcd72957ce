import {
  IMAGE_MARKER,
  imageMetadataSchema,
  markerNumbers,
  PROPOSAL_IMAGE_MAX_BYTES,
  PROPOSAL_MAX_IMAGES,
  PROPOSAL_MESSAGES,
  type ImageMetadata,
} from '@argumenta/contracts';
import {
  AppError,
  badRequest,
  detectFileType,
  safeFileName,
  TOO_MANY_PIXELS_MESSAGE,
  tooManyPixels,
} from '@argumenta/platform';

export type UploadedFile = { buffer: Buffer; originalname: string; size: number };
export type NewImage = { numero: number; descricao: string | null; nome: string; mime: string; buffer: Buffer };
export type ImagePlan = {
  /** Images to insert (a file each). */
  add: NewImage[];
  /** Existing images whose description changes. */
  describe: { numero: number; descricao: string | null }[];
  /** Existing images whose marker left the text. */
  remove: number[];
};

/** `imagensMetadata` arrives as a JSON string in the multipart body. */
export function parseMetadata(raw: unknown): ImageMetadata[] {
  if (raw === undefined || raw === null || raw === '') return [];
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw badRequest(PROPOSAL_MESSAGES.metadataInvalid);
    }
  }
  const parsed = imageMetadataSchema.safeParse(value);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? PROPOSAL_MESSAGES.metadataInvalid);
  return parsed.data;
}

/**
 * Matches the text's [IMAGEM_n] markers with the proposal's images. Metadata entries naming an image
 * that already exists only update its description; the other entries take the uploaded files in
 * order. Every marker must have an image and every new image a marker; existing images whose marker
 * was removed are deleted (spec 2.11: removing an image removes its marker, and the reverse).
 */
export function planImages(input: {
  text: string;
  existing: number[];
  metadata: ImageMetadata[];
  files: UploadedFile[];
}): ImagePlan {
  const existing = new Set(input.existing);
  const ids = input.metadata.map((m) => m.id);
  const dup = ids.find((id, i) => ids.indexOf(id) !== i);
  if (dup !== undefined) throw badRequest(`imagensMetadata repete a imagem ${dup}`);
  const fresh = input.metadata.filter((m) => !existing.has(m.id));
  if (fresh.length !== input.files.length) throw badRequest(PROPOSAL_MESSAGES.metadataMismatch);

  const markers = markerNumbers(input.text);
  const known = new Set([...existing, ...fresh.map((m) => m.id)]);
  const missing = markers.find((n) => !known.has(n));
  if (missing !== undefined) throw badRequest(`A imagem [IMAGEM_${missing}] do texto não foi enviada`);
  const unplaced = fresh.find((m) => !markers.includes(m.id));
  if (unplaced) throw badRequest(`A imagem ${unplaced.id} não aparece no texto (marcador [IMAGEM_${unplaced.id}])`);
  if (markers.length > PROPOSAL_MAX_IMAGES) throw badRequest(PROPOSAL_MESSAGES.tooManyImages);

  const add = fresh.map((m, i): NewImage => {
    const file = input.files[i]!;
    if (file.size > PROPOSAL_IMAGE_MAX_BYTES) throw new AppError('payload_too_large', PROPOSAL_MESSAGES.imageTooLarge);
    const type = detectFileType(file.buffer);
    if (!type || type.format === 'pdf') throw new AppError('unsupported_media_type', PROPOSAL_MESSAGES.imageType);
    // Served back to every student's browser: a decompression bomb would freeze their tabs.
    if (tooManyPixels(file.buffer)) throw new AppError('unprocessable', TOO_MANY_PIXELS_MESSAGE);
    return {
      numero: m.id,
      descricao: m.descricao || null,
      nome: safeFileName(file.originalname, `imagem-${m.id}`),
      mime: type.mime,
      buffer: file.buffer,
    };
  });
  return {
    add,
    describe: input.metadata
      .filter((m) => existing.has(m.id))
      .map((m) => ({ numero: m.id, descricao: m.descricao || null })),
    remove: input.existing.filter((n) => !markers.includes(n)),
  };
}

/** For the AI: each marker becomes a readable mention of the image and its description. */
export function describeMarkers(text: string, descriptions: Map<number, string | null>): string {
  return text.replace(IMAGE_MARKER, (_m, n: string) => {
    const d = descriptions.get(Number(n));
    return d ? `[Imagem ${n}: ${d}]` : `[Imagem ${n}]`;
  });
}
