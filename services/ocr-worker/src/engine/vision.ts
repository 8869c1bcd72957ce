// OpenAI-compatible vision model as OCR engine: the option for real handwriting, which tesseract reads poorly.
// On a ruled answer sheet, one request per written line the sheet analysis found (cropped from the levelled page, so
// line i of the reading is line i of the sheet); on any other page, the whole page in one request (or one request per
// line crop when the caller gives the lines). Every
// request has its own deadline and is retried with backoff when the failure is passing (timeout, 5xx, 429 with
// its Retry-After); refusals, unreadable pages and malformed answers end in plain Portuguese errors or outcomes.
import OpenAI from 'openai';
import sharp from 'sharp';
import { OcrError, OCR_MESSAGES, abortedError, noTextError } from './errors.js';
import { assembleOutput, buildOutput, type OcrLine } from './layout.js';
import { assessLegibility } from './legibility.js';
import { attachReadings, readSheet } from './sheet.js';
import {
  outputMetadata,
  progressReporter,
  type LineCrop,
  type Logger,
  type OcrEngine,
  type OcrOutput,
  type TranscribeOptions,
} from './types.js';
import type { Sheet } from '@argumenta/contracts';
import { validateImage } from '@argumenta/essay-domain';
import { loadSpeller } from '@argumenta/corretor/speller';

export interface VisionEngineOptions {
  baseURL: string;
  apiKey: string;
  model: string;
  /** Deadline of one request (one attempt), body included; the SDK's default is 10 minutes. */
  timeoutMs?: number;
  /** Attempts per request (1 = no retry). Passing failures only: timeout, connection, 5xx, 429, malformed. */
  maxAttempts?: number;
  /** First wait between attempts; doubles each time (±20 % jitter) unless the server sends Retry-After. */
  backoffMs?: number;
  /**
   * Longest Retry-After honoured in place; a longer one ends the attempt with `rate_limited` (retryable: the queue
   * tries the job again later instead of holding a worker).
   */
  maxRetryAfterMs?: number;
  /** Line requests in flight at once in per-line mode. */
  lineConcurrency?: number;
  logger?: Logger;
}

/** The page has no writing at all. */
const NO_TEXT_MARK = 'SEM_TEXTO';
/** The model sees writing but cannot read it (the page goes to typing beside the photo, uncharged). */
const UNREADABLE_MARK = 'PAGINA_ILEGIVEL';
/** What the model writes in place of a word it cannot read; the gate counts it as an unread word. */
export const ILLEGIBLE_WORD = '[ilegível]';
/**
 * A word whose least likely token the model gave less than this probability (percent) is a guess: the gate counts
 * it as unread, as if the model had written [ilegível].
 */
export const GUESS_CONFIDENCE = 20;
/** Used when the provider returns no logprobs: a vision model gives no per-word score to report. */
export const VISION_NOMINAL_CONFIDENCE = 80;
/** Long side sent to the model: enough for handwriting, small enough to keep the request light. */
const MAX_SIDE = 2048;
/** Margin added around a line crop so ascenders and descenders are not cut. */
const LINE_PAD = 0.25;

const RULES =
  'sem corrigir ortografia, acentuação, pontuação ou gramática (a redação será avaliada como foi escrita). ' +
  'Não inclua comentários, explicações nem formatação Markdown. ' +
  `Cada palavra que você não consegue ler com segurança: escreva ${ILLEGIBLE_WORD} no lugar dela, sem adivinhar.`;

const PAGE_PROMPT =
  'Você é um transcritor de redações manuscritas em português do Brasil. Transcreva exatamente o texto da imagem, ' +
  `palavra por palavra, ${RULES} Junte as linhas de um mesmo parágrafo em uma só linha e separe os parágrafos com ` +
  'uma linha em branco. ' +
  `Se a imagem não tiver texto escrito, responda apenas ${NO_TEXT_MARK}. Se houver texto escrito mas você não ` +
  `conseguir ler a maior parte dele (letra ilegível, foto borrada ou escura), responda apenas ${UNREADABLE_MARK}.`;

const LINE_PROMPT =
  'Você é um transcritor de redações manuscritas em português do Brasil. A imagem é UMA linha de uma folha de ' +
  `redação. Transcreva exatamente o que está escrito nela, em uma única linha, ${RULES} ` +
  `Se a linha estiver em branco, responda apenas ${NO_TEXT_MARK}.`;

/** Phrases with which a model declines instead of transcribing ("Desculpe, não consigo ler…"). */
const DECLINE =
  /^(desculpe|sinto muito|lamento|infelizmente|não (posso|consigo|é possível)|i'?m sorry|sorry|i can(not|'t|’t)|i am unable|unable to)\b/iu;
/** A decline that says the writing could not be read (an unreadable page, not a refusal of the content). */
const CANNOT_READ = /(ler|leg[íi]vel|ileg[íi]vel|decifrar|identificar|transcrever|read|legible|decipher|make out)/iu;
/** Lead-in lines some models add ("Aqui está a transcrição:"). */
const LEAD_IN = /^(aqui está|segue|transcrição|here is|here's)[^\n]*:\s*\n/iu;

type TokenLogprob = { token: string; logprob: number };

/** Per-word confidence from token logprobs: a word is as doubtful as its least likely token. */
export function wordConfidences(texto: string, tokens: TokenLogprob[] | null | undefined) {
  const spans: { start: number; end: number; texto: string; linha: number }[] = [];
  let linha = 0;
  for (const m of texto.matchAll(/[^\s]+|\n/g)) {
    if (m[0] === '\n') continue;
    spans.push({ start: m.index, end: m.index + m[0].length, texto: m[0], linha: 0 });
  }
  // Line numbers count non-empty lines, like the tesseract engine.
  let lineStart = 0;
  for (const line of texto.split('\n')) {
    if (line.trim()) {
      linha++;
      for (const s of spans) if (s.start >= lineStart && s.start < lineStart + line.length) s.linha = linha;
    }
    lineStart += line.length + 1;
  }
  const mins = spans.map(() => (tokens?.length ? 1 : VISION_NOMINAL_CONFIDENCE / 100));
  if (tokens?.length) {
    // Token text concatenates to the reply; trimming moved the start, so realign on the first token match.
    const full = tokens.map((t) => t.token).join('');
    let pos = -Math.max(0, full.indexOf(texto.slice(0, 20)));
    for (const t of tokens) {
      const start = pos;
      const end = pos + t.token.length;
      pos = end;
      const p = Math.exp(t.logprob);
      spans.forEach((s, i) => {
        if (s.start < end && start < s.end) mins[i] = Math.min(mins[i], p);
      });
    }
  }
  // The model's own "cannot read this word" is a word read with no confidence, whatever its tokens' logprobs.
  return spans.map((s, i) => ({
    texto: s.texto,
    confianca: isIllegibleMark(s.texto) ? 0 : Math.round(mins[i] * 1000) / 10,
    linha: s.linha,
  }));
}

const isIllegibleMark = (w: string) => /^\[?ileg[íi]vel\]?[.,;:!?]*$/iu.test(w);

function normaliseReply(s: string): string {
  return s
    .replace(/\r\n?/g, '\n')
    .trim()
    .replace(LEAD_IN, '')
    .replace(/^```[a-z]*\n?|```$/g, '')
    .split('\n')
    .map((l) => l.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Seconds or an HTTP date in Retry-After, or milliseconds in retry-after-ms (OpenAI's own header). */
export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | null {
  const ms = Number(headers?.get('retry-after-ms'));
  if (headers?.get('retry-after-ms') && Number.isFinite(ms) && ms >= 0) return ms;
  const raw = headers?.get('retry-after');
  if (!raw) return null;
  const secs = Number(raw);
  if (Number.isFinite(secs) && secs >= 0) return secs * 1000;
  const at = Date.parse(raw);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

function mapError(err: unknown, signal: AbortSignal | undefined, timedOut: boolean): OcrError {
  if (err instanceof OcrError) return err;
  if (timedOut) return new OcrError('timeout', OCR_MESSAGES.timeout, true, { cause: err });
  // Order matters: the timeout error is a subclass of the connection error.
  if (err instanceof OpenAI.APIUserAbortError || signal?.aborted) return abortedError(err);
  if (err instanceof OpenAI.APIConnectionTimeoutError)
    return new OcrError('timeout', OCR_MESSAGES.timeout, true, { cause: err });
  if (err instanceof OpenAI.APIConnectionError)
    return new OcrError('engine_unavailable', OCR_MESSAGES.engine_unavailable, true, { cause: err });
  if (err instanceof OpenAI.RateLimitError)
    return new OcrError('rate_limited', OCR_MESSAGES.rate_limited, true, { cause: err });
  if (err instanceof OpenAI.InternalServerError)
    return new OcrError('engine_unavailable', OCR_MESSAGES.engine_unavailable, true, { cause: err });
  // A body that is not a completion (a proxy's HTML page, truncated JSON) surfaces as a parse error.
  if ((err as { name?: unknown } | null)?.name === 'SyntaxError') return badAnswer(err);
  // 400 (the model takes no images, the request is too large), 401/403 (key), 404 (model): no retry helps.
  return new OcrError('engine_failed', OCR_MESSAGES.engine_failed, false, { cause: err });
}

const badAnswer = (cause?: unknown) => new OcrError('bad_answer', OCR_MESSAGES.bad_answer, true, { cause });

/** Waits `ms`, or rejects as soon as `signal` aborts. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortedError(signal.reason));
    const done = () => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortedError(signal?.reason));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** One request's reading: its text, token logprobs, or the model's own verdict on the image. */
type Reading =
  | { kind: 'text'; texto: string; tokens: TokenLogprob[] | null }
  | { kind: 'blank' }
  | { kind: 'unreadable'; said: string };

/** Checks the shape of a completion and classifies its answer. */
export function readCompletion(reply: unknown): Reading {
  const choice = (reply as { choices?: unknown[] } | null)?.choices?.[0] as
    | {
        message?: { content?: unknown; refusal?: unknown };
        finish_reason?: string;
        logprobs?: { content?: TokenLogprob[] | null } | null;
      }
    | undefined;
  if (!choice || typeof choice !== 'object' || !choice.message) throw badAnswer();
  const { content, refusal } = choice.message;
  if ((typeof refusal === 'string' && refusal.trim()) || choice.finish_reason === 'content_filter')
    throw new OcrError('refused', OCR_MESSAGES.refused, false);
  // Cut off by the token limit: the end of the essay would be silently missing.
  if (choice.finish_reason === 'length') throw badAnswer();
  if (content !== null && content !== undefined && typeof content !== 'string') throw badAnswer();
  const texto = normaliseReply(content ?? '');
  if (!texto || texto === NO_TEXT_MARK || !/[\p{L}\p{N}]/u.test(texto)) return { kind: 'blank' };
  if (texto === UNREADABLE_MARK) return { kind: 'unreadable', said: texto };
  if (DECLINE.test(texto) && texto.length < 400) {
    if (CANNOT_READ.test(texto)) return { kind: 'unreadable', said: texto };
    throw new OcrError('refused', OCR_MESSAGES.refused, false);
  }
  return { kind: 'text', texto, tokens: choice.logprobs?.content ?? null };
}

/** Shown when the model itself says the page cannot be read. */
export const VISION_UNREADABLE_MESSAGE =
  'Não conseguimos ler esta página com segurança: o modelo de reconhecimento informou que não consegue ler a ' +
  'letra desta foto. O texto não foi colocado no editor e o crédito não foi cobrado. Digite a redação olhando a foto.';

export function createVisionEngine(options: VisionEngineOptions): OcrEngine {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const maxAttempts = Math.max(1, options.maxAttempts ?? 3);
  const backoffMs = options.backoffMs ?? 1_000;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 30_000;
  const lineConcurrency = Math.max(1, options.lineConcurrency ?? 4);
  const client = new OpenAI({
    baseURL: options.baseURL,
    apiKey: options.apiKey,
    // Our own deadline (below) covers the whole call, body included; the SDK's is only a backstop.
    timeout: timeoutMs + 5_000,
    // Retries are ours: they honour Retry-After up to a bound and stop when the job is cancelled.
    maxRetries: 0,
  });
  const motor = `vision:${options.model}`;
  const log = options.logger;

  /** One attempt: the request under its own deadline. */
  async function attempt(prompt: string, ask: string, jpeg: Buffer, signal?: AbortSignal): Promise<Reading> {
    let timedOut = false;
    const deadline = new AbortController();
    const timer = setTimeout(() => {
      timedOut = true;
      deadline.abort();
    }, timeoutMs);
    try {
      const reply = await client.chat.completions.create(
        {
          model: options.model,
          temperature: 0,
          logprobs: true,
          messages: [
            { role: 'system', content: prompt },
            {
              role: 'user',
              content: [
                { type: 'text', text: ask },
                { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${jpeg.toString('base64')}` } },
              ],
            },
          ],
        },
        { signal: signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal },
      );
      return readCompletion(reply);
    } catch (err) {
      throw mapError(err, signal, timedOut);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Attempts until one answers or the failure is not passing; waits with backoff or as Retry-After asks. */
  async function request(prompt: string, ask: string, jpeg: Buffer, signal?: AbortSignal): Promise<Reading> {
    for (let n = 1; ; n++) {
      try {
        return await attempt(prompt, ask, jpeg, signal);
      } catch (err) {
        const e = err as OcrError;
        const asked = e.cause instanceof OpenAI.APIError ? retryAfterMs(e.cause.headers) : null;
        const last = n >= maxAttempts || !e.retryable || e.code === 'aborted';
        log?.warn(
          { err: String(e.cause ?? e), code: e.code, attempt: n, retryAfterMs: asked },
          'vision ocr request failed',
        );
        if (last) throw e;
        // Waiting longer than the bound would hold a worker: the queue retries the job later instead.
        if (asked !== null && asked > maxRetryAfterMs) throw e;
        const wait = asked ?? backoffMs * 2 ** (n - 1) * (0.8 + Math.random() * 0.4);
        await sleep(wait, signal);
      }
    }
  }

  async function readPage(jpeg: Buffer, signal?: AbortSignal) {
    return request(PAGE_PROMPT, 'Transcreva a redação desta imagem.', jpeg, signal);
  }

  /** Per-line mode: each crop read on its own, a few at a time; the readings come back in the crops' order. */
  async function readLines(
    page: Page,
    crops: LineCrop[],
    pad: number,
    o: {
      signal?: AbortSignal;
      onLine: () => void;
    },
  ) {
    const readings: Reading[] = new Array(crops.length);
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < crops.length; i = next++) {
        const jpeg = await cropLine(page, crops[i], pad);
        readings[i] = await request(LINE_PROMPT, 'Transcreva esta linha.', jpeg, o.signal);
        o.onLine();
      }
    };
    await Promise.all(Array.from({ length: Math.min(lineConcurrency, crops.length) }, worker));
    return readings;
  }

  return {
    name: 'vision',
    async transcribe(image: Buffer, opts: TranscribeOptions = {}): Promise<OcrOutput> {
      const t0 = performance.now();
      const { signal } = opts;
      const report = progressReporter(opts.onProgress);
      if (signal?.aborted) throw abortedError(signal.reason);
      report('preparing', 20);
      const valid = await validateImage(image);
      if (!valid.ok) throw new OcrError('invalid_image', valid.message, false);
      const metadados = () => outputMetadata(valid, motor, t0);
      const check = (await loadSpeller()).check;
      const given = (opts.lines ?? []).filter((l) => l.x1 > l.x0 && l.y1 > l.y0);
      // The page's written lines: given by the caller, or those of a ruled answer sheet, cropped from the page levelled
      // as the analysis levelled it (its boxes are fractions of that page). On another page, the whole page is read.
      const sheet = given.length ? undefined : await readSheet(image, log ?? quiet);
      if (signal?.aborted) throw abortedError(signal.reason);
      const ruled = sheet?.pautada && sheet.linhas.length ? sheet : undefined;
      if (given.length || ruled) {
        const page = await uprightPage(image, ruled?.inclinacao ?? 0);
        const crops = ruled ? ruled.linhas.map((l) => pixelBox(l, page)) : given;
        report('sending', 30);
        let done = 0;
        const readings = await readLines(page, crops, ruled ? 0 : LINE_PAD, {
          signal,
          onLine: () => report('processing', 30 + (60 * ++done) / crops.length),
        });
        report('finishing', 95);
        const texts = readings.map(lineText);
        const words = texts.map((texto, i) => lineWords(texto, readings[i]));
        // The title line is read but kept apart from the text (the sheet's line keeps its reading).
        const lines = texts.flatMap((texto, i) =>
          texto && !ruled?.linhas[i].titulo ? [ocrLine(words[i], crops[i])] : [],
        );
        const folha = ruled && sheetWithReadings(ruled, words, check);
        if (!texts.some(Boolean)) throw noTextError();
        if (texts.every((t) => !t || t.split(/\s+/).every(isIllegibleMark)))
          return withSheet(unreadable(metadados(), check), folha);
        if (!lines.length) throw noTextError();
        return withSheet(gateGuesses(buildOutput(lines, metadados(), check), check), folha);
      }

      const jpeg = await sharp(image)
        .autoOrient()
        .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 85 })
        .toBuffer();
      report('sending', 40);
      report('processing', 70);
      const r = await readPage(jpeg, signal);
      report('finishing', 95);
      if (r.kind === 'blank') throw noTextError();
      if (r.kind === 'unreadable') return withSheet(unreadable(metadados(), check), sheet);
      const linhas = r.texto.split('\n').filter((l) => l.trim()).length;
      return withSheet(
        gateGuesses(assembleOutput(r.texto, wordConfidences(r.texto, r.tokens), linhas, metadados(), check), check),
        sheet,
      );
    },
    async close() {},
  };
}

/** The model says it cannot read the page: no text for the editor, the gate closed with the model's reason. */
function unreadable(metadados: OcrOutput['metadados'], check: (w: string) => boolean): OcrOutput {
  const out = assembleOutput('', [], 0, metadados, check);
  return { ...out, legivel: false, legibilidade: { ...out.legibilidade, motivo: VISION_UNREADABLE_MESSAGE } };
}

/** The gate with the model's guesses (per its logprobs) counted as unread words. */
function gateGuesses(out: OcrOutput, check: (w: string) => boolean): OcrOutput {
  if (!out.palavras_confianca.some((w) => w.confianca < GUESS_CONFIDENCE)) return out;
  const words = out.palavras_confianca.map((w) =>
    w.confianca < GUESS_CONFIDENCE ? { ...w, texto: ILLEGIBLE_WORD } : w,
  );
  return { ...out, ...assessLegibility(words, check) };
}

/** A page image ready to crop: an encoded upright image, or the raw pixels of the levelled one. */
type Page = {
  data: Buffer;
  raw?: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
  width: number;
  height: number;
};

const quiet = { warn() {} };

/**
 * The EXIF-oriented page, rotated by `degrees` the way the sheet analysis levels it (sharp's rotate, white corners, the
 * canvas grown to hold the turned page), so the sheet's fractional boxes land on the same writing at full resolution.
 */
async function uprightPage(image: Buffer, degrees: number): Promise<Page> {
  const upright = await sharp(image).autoOrient().toBuffer({ resolveWithObject: true });
  if (!degrees) return { data: upright.data, width: upright.info.width, height: upright.info.height };
  const { data, info } = await sharp(upright.data)
    .rotate(degrees, { background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, raw: { width: info.width, height: info.height, channels: info.channels }, ...info };
}

/** A sheet line's box (fractions of the levelled page) in the page's pixels. */
const pixelBox = (l: LineCrop, page: Page): LineCrop => ({
  x0: l.x0 * page.width,
  y0: l.y0 * page.height,
  x1: l.x1 * page.width,
  y1: l.y1 * page.height,
});

/** What a line's reading puts in the text: its words on one line, the illegible mark, or nothing (blank). */
const lineText = (r: Reading) =>
  r.kind === 'text' ? r.texto.replace(/\s*\n\s*/g, ' ') : r.kind === 'unreadable' ? ILLEGIBLE_WORD : '';

/** A line's words as read alone, scored by the reading's logprobs (none for a blank line). */
const lineWords = (texto: string, r: Reading) =>
  texto ? wordConfidences(texto, r.kind === 'text' ? r.tokens : null) : [];

/** A line read alone as the layout's line: its words share its box. */
function ocrLine(read: ReturnType<typeof lineWords>, box: LineCrop): OcrLine {
  const words = read.map((w) => ({ text: w.texto, confidence: w.confianca, bbox: box }));
  return { words, bbox: box, confidence: words.reduce((s, w) => s + w.confidence, 0) / words.length };
}

/** The sheet with each line's reading (line i of the readings is line i of the sheet), scored as the sheet scores them. */
function sheetWithReadings(sheet: Sheet, words: ReturnType<typeof lineWords>[], check: (w: string) => boolean): Sheet {
  // Each line scored on its own (its words cannot land on an overlapping neighbour), as the sheet scores readings.
  const linhas = sheet.linhas.map((l, i) => {
    const yCenter = (l.y0 + l.y1) / 2;
    const placed = words[i].map((w) => ({ text: w.texto, confidence: w.confianca, yCenter }));
    return attachReadings({ ...sheet, linhas: [l] }, placed, check).linhas[0];
  });
  return { ...sheet, linhas };
}

const withSheet = (out: OcrOutput, folha: Sheet | undefined): OcrOutput => (folha ? { ...out, folha } : out);

/** One line's crop (padded above and below by `pad` of its height), as JPEG. */
async function cropLine(page: Page, box: LineCrop, pad: number) {
  const extra = Math.round((box.y1 - box.y0) * pad);
  const left = Math.max(0, Math.floor(box.x0));
  const top = Math.max(0, Math.floor(box.y0 - extra));
  const width = Math.min(page.width - left, Math.ceil(box.x1) - left);
  const height = Math.min(page.height - top, Math.ceil(box.y1 + extra) - top);
  if (width < 1 || height < 1)
    throw new OcrError('invalid_image', 'Uma das linhas indicadas está fora da imagem.', false);
  return sharp(page.data, page.raw ? { raw: page.raw } : {})
    .extract({ left, top, width, height })
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 90 })
    .toBuffer();
}
