// OpenAI-compatible vision model as OCR engine: the option for real handwriting, which tesseract reads poorly.
import OpenAI from 'openai';
import sharp from 'sharp';
import { OcrError, OCR_MESSAGES, abortedError, noTextError } from './errors.js';
import { assembleOutput } from './layout.js';
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

export interface VisionEngineOptions {
  baseURL: string;
  apiKey: string;
  model: string;
  /** Whole request budget; the SDK's default is 10 minutes. */
  timeoutMs?: number;
  /** Retries inside the SDK; 0 by default because the queue retries the job (with backoff) anyway. */
  maxRetries?: number;
  logger?: Logger;
}

const NO_TEXT_MARK = 'SEM_TEXTO';
/** Used when the provider returns no logprobs: a vision model gives no per-word score to report. */
export const VISION_NOMINAL_CONFIDENCE = 80;
/** Long side sent to the model: enough for handwriting, small enough to keep the request light. */
const MAX_SIDE = 2048;

const PROMPT =
  'Você é um transcritor de redações manuscritas em português do Brasil. Transcreva exatamente o texto da imagem, ' +
  'palavra por palavra, sem corrigir ortografia, acentuação, pontuação ou gramática (a redação será avaliada como ' +
  'foi escrita). Junte as linhas de um mesmo parágrafo em uma só linha e separe os parágrafos com uma linha em ' +
  'branco. Não inclua título de seção, comentários ou formatação Markdown. Palavras ilegíveis: escreva [ilegível]. ' +
  `Se não houver texto legível na imagem, responda apenas ${NO_TEXT_MARK}.`;

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
  if (!tokens?.length)
    return spans.map((s) => ({ texto: s.texto, confianca: VISION_NOMINAL_CONFIDENCE, linha: s.linha }));
  const mins = spans.map(() => 1);
  let pos = 0;
  // Token text concatenates to the reply; trimming moved the start, so realign on the first token match.
  const full = tokens.map((t) => t.token).join('');
  const shift = full.indexOf(texto.slice(0, 20));
  pos = -Math.max(0, shift);
  for (const t of tokens) {
    const start = pos;
    const end = pos + t.token.length;
    pos = end;
    const p = Math.exp(t.logprob);
    spans.forEach((s, i) => {
      if (s.start < end && start < s.end) mins[i] = Math.min(mins[i], p);
    });
  }
  return spans.map((s, i) => ({ texto: s.texto, confianca: Math.round(mins[i] * 1000) / 10, linha: s.linha }));
}

function normaliseReply(s: string): string {
  return s
    .replace(/\r\n?/g, '\n')
    .replace(/^```[a-z]*\n?|```$/g, '')
    .split('\n')
    .map((l) => l.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
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
  if (err instanceof OpenAI.RateLimitError || err instanceof OpenAI.InternalServerError)
    return new OcrError('engine_unavailable', OCR_MESSAGES.engine_unavailable, true, { cause: err });
  return new OcrError('engine_failed', OCR_MESSAGES.engine_failed, false, { cause: err });
}

export function createVisionEngine(options: VisionEngineOptions): OcrEngine {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const client = new OpenAI({
    baseURL: options.baseURL,
    apiKey: options.apiKey,
    // Our own deadline (below) covers the whole call, body included; the SDK's is only a backstop.
    timeout: timeoutMs + 5_000,
    maxRetries: options.maxRetries ?? 0,
  });
  const motor = `vision:${options.model}`;
  const log = options.logger;
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
      const jpeg = await sharp(image)
        .autoOrient()
        .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 85 })
        .toBuffer();
      report('sending', 40);
      let reply;
      let timedOut = false;
      const deadline = new AbortController();
      const timer = setTimeout(() => {
        timedOut = true;
        deadline.abort();
      }, timeoutMs);
      try {
        const request = client.chat.completions.create(
          {
            model: options.model,
            temperature: 0,
            logprobs: true,
            messages: [
              { role: 'system', content: PROMPT },
              {
                role: 'user',
                content: [
                  { type: 'text', text: 'Transcreva a redação desta imagem.' },
                  { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${jpeg.toString('base64')}` } },
                ],
              },
            ],
          },
          { signal: signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal },
        );
        report('processing', 70);
        reply = await request;
      } catch (err) {
        const mapped = mapError(err, signal, timedOut);
        log?.warn({ err: String(err), code: mapped.code }, 'vision ocr request failed');
        throw mapped;
      } finally {
        clearTimeout(timer);
      }
      report('finishing', 95);
      const choice = reply.choices[0];
      const texto = normaliseReply(choice?.message?.content ?? '');
      if (!texto || texto === NO_TEXT_MARK || !/[\p{L}\p{N}]/u.test(texto)) throw noTextError();
      const linhas = texto.split('\n').filter((l) => l.trim()).length;
      return assembleOutput(
        texto,
        wordConfidences(texto, choice?.logprobs?.content),
        linhas,
        outputMetadata(valid, motor, t0),
        (await loadSpeller()).check,
      );
    },
    async close() {},
  };
}
