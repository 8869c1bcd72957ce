// The tesseract.js engine: a pool of warm workers, sharp/JS preprocessing, single-block recognition, then a
// second look at any band of ink the page pass skipped (cursive lines are sometimes dropped whole).
import { access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { OcrError, OCR_MESSAGES, abortedError, noTextError } from './errors.js';
import { buildOutput, linesFromBlocks, median, type BlockLike, type Box, type OcrLine } from './layout.js';
import { Pool, type Slot } from './pool.js';
import { otsu, preprocess, type PreparedImage } from './preprocess.js';
import { readSheet } from './sheet.js';
import {
  outputMetadata,
  progressReporter,
  type Logger,
  type OcrEngine,
  type OcrOutput,
  type TranscribeOptions,
} from './types.js';
import { validateImage } from '@argumenta/essay-domain';
import { loadSpeller } from '@argumenta/corretor/speller';

const require = createRequire(import.meta.url);
const TESSERACT_VERSION: string = (require('tesseract.js/package.json') as { version: string }).version;

/** The Portuguese LSTM model shipped in npm (`@tesseract.js-data/por`): nothing is downloaded at run time. */
export function defaultLangPath(): string {
  return path.join(path.dirname(require.resolve('@tesseract.js-data/por/package.json')), '4.0.0_best_int');
}

export interface TesseractEngineOptions {
  poolSize?: number;
  logger?: Logger;
  /** Folder holding `por.traineddata.gz` (tests point it elsewhere to exercise the load failure). */
  langPath?: string;
  /** How long one worker may take to load the model before we give up (a load failure never settles). */
  initTimeoutMs?: number;
  /** Upper bound for one page; a wedged worker is replaced. */
  recognizeTimeoutMs?: number;
}

const silent: Logger = { info() {}, warn() {}, error() {} };

/** One worker per core, leaving a core to the event loop on big machines; 4 is where memory (~120 MB each) wins. */
export function defaultPoolSize(): number {
  const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  return Math.max(1, Math.min(4, cores > 2 ? cores - 1 : cores));
}

const PAGE_PARAMS = {
  // Essays are one column: single-block mode keeps tesseract's page layout from splitting a photo into columns
  // and dropping text (measured: printed photo 64.8 % CER with automatic layout, 1.6 % single block).
  tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
  // sharp writes no density; a fixed dpi skips tesseract's guess and its stderr warning.
  user_defined_dpi: '300',
  // Otsu on a flattened page measured best (Sauvola and adaptive lost on noise and photos).
  thresholding_method: '0',
};

type TWorker = Worker;

async function spawnWorker(
  slot: Slot<TWorker> | null,
  langPath: string,
  timeoutMs: number,
  log: Logger,
): Promise<TWorker> {
  try {
    await access(path.join(langPath, 'por.traineddata.gz'));
  } catch (cause) {
    throw new OcrError(
      'engine_init_failed',
      `${OCR_MESSAGES.engine_init_failed} (modelo por ausente em ${langPath})`,
      false,
      { cause },
    );
  }
  return new Promise<TWorker>((resolve, reject) => {
    let settled = false;
    const fail = (cause: unknown) => {
      if (settled) return log.error({ err: String(cause) }, 'tesseract worker error');
      settled = true;
      clearTimeout(timer);
      reject(new OcrError('engine_init_failed', OCR_MESSAGES.engine_init_failed, true, { cause }));
    };
    // A failed language load is reported only through errorHandler, and createWorker then never settles.
    const timer = setTimeout(() => fail(new Error(`tesseract worker not ready after ${timeoutMs} ms`)), timeoutMs);
    createWorker('por', OEM.LSTM_ONLY, {
      langPath,
      gzip: true,
      cacheMethod: 'none',
      logger: (m) => {
        if (m.status === 'recognizing text') slot?.onProgress?.(m.progress);
      },
      errorHandler: fail,
    })
      .then(async (w) => {
        await w.setParameters(PAGE_PARAMS);
        if (settled) return void w.terminate();
        settled = true;
        clearTimeout(timer);
        resolve(w);
      })
      .catch(fail);
  });
}

function withTimeout<T>(p: Promise<T>, ms: number, signal?: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new OcrError('timeout', OCR_MESSAGES.timeout, true)), ms);
    const onAbort = () => reject(abortedError(signal?.reason));
    signal?.addEventListener('abort', onAbort, { once: true });
    p.then(resolve, reject).finally(() => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    });
  });
}

/** Bands of ink between (or just above/below) the recognised lines that no line covers. */
export function missedBands(prep: Pick<PreparedImage, 'grey' | 'width' | 'height'>, lines: OcrLine[]): Box[] {
  if (lines.length === 0) return [];
  const sorted = [...lines].sort((a, b) => a.bbox.y0 - b.bbox.y0);
  const lineH = median(sorted.map((l) => l.bbox.y1 - l.bbox.y0));
  const xa = Math.max(0, Math.min(...sorted.map((l) => l.bbox.x0)));
  const xb = Math.min(prep.width, Math.max(...sorted.map((l) => l.bbox.x1)));
  const thr = otsu(prep.grey);
  const regions: [number, number][] = [[Math.max(0, sorted[0].bbox.y0 - 2 * lineH), sorted[0].bbox.y0]];
  for (let i = 1; i < sorted.length; i++) regions.push([sorted[i - 1].bbox.y1, sorted[i].bbox.y0]);
  regions.push([
    sorted[sorted.length - 1].bbox.y1,
    Math.min(prep.height, sorted[sorted.length - 1].bbox.y1 + 2 * lineH),
  ]);
  const bands: Box[] = [];
  for (const [top, bottom] of regions) {
    if (bottom - top < lineH * 0.6) continue;
    let start = -1;
    let lastInk = -1;
    const flush = () => {
      if (start >= 0 && lastInk - start + 1 >= lineH * 0.45) {
        const pad = Math.round(lineH * 0.25);
        bands.push({ x0: xa, y0: Math.max(top, start - pad), x1: xb, y1: Math.min(bottom, lastInk + 1 + pad) });
      }
      start = -1;
    };
    for (let y = Math.round(top); y < Math.round(bottom); y++) {
      let ink = 0;
      for (let x = xa; x < xb; x++) if (prep.grey[y * prep.width + x] < thr) ink++;
      if (ink > (xb - xa) * 0.01) {
        if (start < 0) start = y;
        lastInk = y;
      } else if (start >= 0 && y - lastInk > 2) flush();
    }
    flush();
  }
  return bands;
}

export async function createTesseractEngine(options: TesseractEngineOptions = {}): Promise<OcrEngine> {
  const log = options.logger ?? silent;
  const langPath = options.langPath ?? defaultLangPath();
  const initTimeoutMs = options.initTimeoutMs ?? 60_000;
  const recognizeTimeoutMs = options.recognizeTimeoutMs ?? 90_000;
  const size = Math.max(1, Math.floor(options.poolSize ?? defaultPoolSize()));
  const started = Date.now();

  const slots: Slot<TWorker>[] = Array.from({ length: size }, () => ({ worker: undefined as unknown as TWorker }));
  const results = await Promise.allSettled(slots.map((s) => spawnWorker(s, langPath, initTimeoutMs, log)));
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) {
    await Promise.all(results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.terminate()] : [])));
    throw (failed as PromiseRejectedResult).reason;
  }
  results.forEach((r, i) => (slots[i].worker = (r as PromiseFulfilledResult<TWorker>).value));
  const pool = new Pool(slots);
  const motor = `tesseract.js ${TESSERACT_VERSION} (LSTM, por)`;
  log.info({ poolSize: size, ms: Date.now() - started }, 'ocr engine ready');

  async function recognizeLines(
    slot: Slot<TWorker>,
    img: Buffer,
    signal: AbortSignal | undefined,
    offset?: { x: number; y: number },
  ) {
    const job = slot.worker.recognize(img, {}, { text: true, blocks: true });
    slot.inflight = job.catch(() => undefined);
    const r = await withTimeout(job, recognizeTimeoutMs, signal);
    return linesFromBlocks(r.data.blocks as unknown as BlockLike[], offset);
  }

  /**
   * Re-reads skipped bands one by one. A one-line band goes in raw-line mode: tesseract's line finder is what
   * rejected it (measured: single-line and single-block modes return nothing for such a cursive line).
   */
  async function recoverLines(slot: Slot<TWorker>, prep: PreparedImage, lines: OcrLine[], signal?: AbortSignal) {
    const bands = missedBands(prep, lines);
    if (bands.length === 0) return [];
    const lineH = median(lines.map((l) => l.bbox.y1 - l.bbox.y0));
    const found: OcrLine[] = [];
    try {
      for (const b of bands) {
        const crop = await sharp(prep.png)
          .extract({ left: b.x0, top: b.y0, width: b.x1 - b.x0, height: b.y1 - b.y0 })
          .extend({ top: 10, bottom: 10, left: 10, right: 10, background: '#ffffff' })
          .png()
          .toBuffer();
        const single = b.y1 - b.y0 < lineH * 1.8;
        await slot.worker.setParameters({ tessedit_pageseg_mode: single ? PSM.RAW_LINE : PSM.SINGLE_BLOCK });
        found.push(...(await recognizeLines(slot, crop, signal, { x: b.x0 - 10, y: b.y0 - 10 })));
      }
    } finally {
      await slot.worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK });
    }
    if (found.length) log.info({ bands: bands.length, recovered: found.length }, 'ocr recovered skipped lines');
    return found;
  }

  async function replaceWorker(slot: Slot<TWorker>) {
    const old = slot.worker;
    void old.terminate().catch(() => undefined);
    pool.replace(slot, await spawnWorker(slot, langPath, initTimeoutMs, log));
  }

  return {
    name: 'tesseract',
    async transcribe(image: Buffer, opts: TranscribeOptions = {}): Promise<OcrOutput> {
      const t0 = performance.now();
      const report = progressReporter(opts.onProgress);
      const { signal } = opts;
      if (signal?.aborted) throw abortedError(signal.reason);
      report('preparing', 20);
      const valid = await validateImage(image);
      if (!valid.ok) throw new OcrError('invalid_image', valid.message, false);
      const prep = await preprocess(image);
      const slot = await pool.acquire(signal);
      let healthy = true;
      try {
        report('sending', 40);
        // tesseract reports 0..1 per recognize() call; the page pass maps onto 45..90 %.
        slot.onProgress = (p) => report('processing', 45 + 45 * p);
        report('processing', 45);
        const lines = await recognizeLines(slot, prep.png, signal);
        slot.onProgress = undefined;
        if (lines.length) lines.push(...(await recoverLines(slot, prep, lines, signal)));
        report('finishing', 95);
        const chars = lines.reduce(
          (n, l) => n + l.words.reduce((m, w) => m + w.text.replace(/[^\p{L}\p{N}]/gu, '').length, 0),
          0,
        );
        if (chars < 3) throw noTextError();
        const speller = await loadSpeller();
        const output = buildOutput(lines, outputMetadata(valid, motor, t0), speller.check);
        // The sheet is read on the photo levelled by the same angle, so the page fractions of both agree.
        const placed = lines.flatMap((l) =>
          l.words.map((w) => ({
            text: w.text,
            confidence: w.confidence,
            yCenter: (w.bbox.y0 + w.bbox.y1) / 2 / prep.height,
          })),
        );
        const folha = await readSheet(image, log, prep.skewDegrees, placed, speller.check);
        return folha ? { ...output, folha } : output;
      } catch (err) {
        if (err instanceof OcrError && err.code === 'timeout') healthy = false;
        if (err instanceof OcrError) throw err;
        healthy = false;
        log.error({ err: String(err) }, 'tesseract recognition failed');
        throw new OcrError('engine_failed', OCR_MESSAGES.engine_failed, true, { cause: err });
      } finally {
        slot.onProgress = undefined;
        if (healthy) void (slot.inflight ?? Promise.resolve()).then(() => pool.release(slot));
        else
          replaceWorker(slot).then(
            () => pool.release(slot),
            (e) => log.error({ err: String(e) }, 'could not replace tesseract worker'),
          );
      }
    },
    async close() {
      pool.close();
      await Promise.all(slots.map((s) => s.worker.terminate().catch(() => undefined)));
    },
  };
}
