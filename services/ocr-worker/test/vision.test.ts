// The vision engine through the real openai SDK against the harness's local server speaking chat completions.
import sharp from 'sharp';
import { startFakeOpenAI, type FakeReply } from '@argumenta/testkit/fake-openai';
import {
  createEngineFromEnv,
  createVisionEngine,
  engineChoiceFromEnv,
  OcrError,
  OCR_MESSAGES,
  type OcrProgress,
  type VisionEngineOptions,
} from '../src/engine/index.js';
import { retryAfterMs, VISION_UNREADABLE_MESSAGE } from '../src/engine/vision.js';
import { ILLEGIBLE_MESSAGE } from '../src/engine/legibility.js';
import { markedLines, ruledPage } from '../src/fixtures/index.js';

type Body = { messages: { role: string; content: unknown }[]; model: string; logprobs?: boolean };
let respond: (body: Body, n: number) => FakeReply | Promise<FakeReply>;
let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;

beforeAll(async () => {
  fake = await startFakeOpenAI((body, n) => respond(body as unknown as Body, n));
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.received.length = 0;
});

const engineWith = (o: Partial<VisionEngineOptions> = {}) =>
  createVisionEngine({
    baseURL: fake.url,
    apiKey: 'sk-test',
    model: 'vision-test',
    timeoutMs: 5000,
    backoffMs: 20,
    ...o,
  });

const image = (width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer();

const ESSAY =
  'A educação transforma a sociedade brasileira.\n\nPor isso, o Estado deve investir nas escolas públicas do país.';
const text = (content: string): FakeReply => ({ kind: 'text', content });
/** The image a request carries. */
const imageOf = (body: Body) =>
  Buffer.from(/data:image\/jpeg;base64,([^"]+)/.exec(JSON.stringify(body.messages[1].content))![1], 'base64');
const failure = async (p: Promise<unknown>) => (await p.catch((e: unknown) => e)) as OcrError;

describe('vision engine, per page', () => {
  it('transcribes a reply, with word confidence from logprobs, phases in order and the gate open', async () => {
    const reply = 'A educaçao transforma.\n\nSegundo parágrafo.';
    const logprobs = [
      { token: 'A', logprob: -0.01 },
      { token: ' educaçao', logprob: -0.9 },
      { token: ' transforma.', logprob: -0.02 },
      { token: '\n\nSegundo', logprob: -0.05 },
      { token: ' parágrafo.', logprob: -0.03 },
    ];
    respond = () => ({ kind: 'completion', content: reply, logprobs });
    const events: OcrProgress[] = [];
    const out = await engineWith().transcribe(await image(), { onProgress: (p) => events.push(p) });

    expect(out.texto).toBe(reply);
    expect(out.metadados).toMatchObject({ largura: 900, altura: 600, formato: 'jpeg', motor: 'vision:vision-test' });
    expect(out.estatisticas).toMatchObject({ palavras: 5, linhas: 2 });
    expect(out.palavras_confianca.map((w) => [w.texto, w.linha])).toEqual([
      ['A', 1],
      ['educaçao', 1],
      ['transforma.', 1],
      ['Segundo', 2],
      ['parágrafo.', 2],
    ]);
    expect(out.palavras_confianca[1].confianca).toBeCloseTo(40.7, 0); // e^-0.9: the doubtful word stands out
    expect(out.palavras_confianca[0].confianca).toBeGreaterThan(95);
    expect(out.legivel).toBe(true);
    expect(out.legibilidade.motivo).toBeNull();
    expect(events.map((e) => e.phase)).toEqual(['preparing', 'sending', 'processing', 'finishing']);

    const sent = fake.requests[0] as Body;
    expect(fake.received[0]).toMatchObject({ url: '/v1/chat/completions' });
    expect(fake.received[0].headers.authorization).toBe('Bearer sk-test');
    expect(sent).toMatchObject({ model: 'vision-test', logprobs: true });
    expect(JSON.stringify(sent.messages[1].content)).toContain('data:image/jpeg;base64,');
    expect(JSON.stringify(sent.messages[0].content)).toContain('[ilegível]');
  });

  it('strips a lead-in line and Markdown fences; without logprobs every word gets the nominal confidence', async () => {
    respond = () => text('Aqui está a transcrição:\n```\n' + ESSAY + '\n```');
    const out = await engineWith().transcribe(await image());
    expect(out.texto).toBe(ESSAY);
    expect(new Set(out.palavras_confianca.map((w) => w.confianca))).toEqual(new Set([80]));
    expect(out.legivel).toBe(true);
  });

  it('closes the gate when the model marks most words [ilegível]', async () => {
    respond = () =>
      text(
        'A [ilegível] [ilegível] a [ilegível] [ilegível].\n\nPor [ilegível], [ilegível] [ilegível] investir [ilegível].',
      );
    const out = await engineWith().transcribe(await image());
    expect(out.legivel).toBe(false);
    expect(out.legibilidade.motivo).toBe(ILLEGIBLE_MESSAGE);
    expect(out.palavras_confianca.find((w) => w.texto.startsWith('[ileg'))?.confianca).toBe(0);
  });

  it('keeps a page with one unread word legible, the mark left in the text for the student to fill', async () => {
    respond = () => text(ESSAY.replace('sociedade', '[ilegível]'));
    const out = await engineWith().transcribe(await image());
    expect(out.legivel).toBe(true);
    expect(out.texto).toContain('[ilegível]');
  });

  it('closes the gate when the logprobs say the model was guessing', async () => {
    const words = ESSAY.split(/(?=\s)/);
    respond = () => ({ kind: 'completion', content: ESSAY, logprobs: words.map((t) => ({ token: t, logprob: -2.5 })) });
    const out = await engineWith().transcribe(await image());
    expect(out.legibilidade.confianca_media).toBeLessThan(10);
    expect(out.legivel).toBe(false);
  });

  it.each([
    ['its unreadable mark', 'PAGINA_ILEGIVEL'],
    ['a sentence saying it cannot read the writing', 'Desculpe, não consigo ler a letra desta imagem.'],
  ])('turns %s into an unreadable page: no text, gate closed with the reason', async (_what, content) => {
    respond = () => text(content);
    const out = await engineWith().transcribe(await image());
    expect(out).toMatchObject({ texto: '', legivel: false, palavras_confianca: [] });
    expect(out.legibilidade).toMatchObject({ estimativa: 0, motivo: VISION_UNREADABLE_MESSAGE });
    expect(fake.count()).toBeGreaterThan(0);
  });

  it('turns a blank-page reply into the no_text error', async () => {
    respond = () => text('SEM_TEXTO');
    await expect(engineWith().transcribe(await image())).rejects.toMatchObject({ code: 'no_text' });
  });

  it.each([
    ['a structured refusal', { kind: 'completion', content: null, refusal: 'I cannot help with that.' } as FakeReply],
    ['a content filter stop', { kind: 'completion', content: '', finish_reason: 'content_filter' } as FakeReply],
    ['a refusal in words', text('Desculpe, não posso ajudar com esse pedido.')],
  ])('maps %s to a final refused error, in one request', async (_what, reply) => {
    respond = () => reply;
    const err = await failure(engineWith().transcribe(await image()));
    expect(err).toMatchObject({ code: 'refused', retryable: false, message: OCR_MESSAGES.refused });
    expect(fake.requests).toHaveLength(1);
  });
});

describe('vision engine, failures and retries', () => {
  it('retries a 500 with backoff and reads the page on the third attempt', async () => {
    const at: number[] = [];
    respond = (_b, n) => {
      at.push(performance.now());
      return n < 2 ? { kind: 'status', status: 500 } : text(ESSAY);
    };
    const start = fake.count();
    respond = (
      (orig) => (b: Body, n: number) =>
        orig(b, n - start)
    )(respond);
    const out = await engineWith({ backoffMs: 100 }).transcribe(await image());
    expect(out.texto).toBe(ESSAY);
    expect(fake.requests).toHaveLength(3);
    // 100 ms then 200 ms (±20 %).
    expect(at[1] - at[0]).toBeGreaterThanOrEqual(75);
    expect(at[2] - at[1]).toBeGreaterThanOrEqual(155);
  });

  it('gives up after maxAttempts with a retryable engine_unavailable error', async () => {
    respond = () => ({ kind: 'status', status: 503 });
    const err = await failure(engineWith({ maxAttempts: 2 }).transcribe(await image()));
    expect(err).toMatchObject({
      code: 'engine_unavailable',
      retryable: true,
      message: OCR_MESSAGES.engine_unavailable,
    });
    expect(fake.requests).toHaveLength(2);
  });

  it('waits what a 429 Retry-After asks, then reads', async () => {
    const start = fake.count();
    const at: number[] = [];
    respond = (_b, n) => {
      at.push(performance.now());
      return n - start === 0
        ? { kind: 'status', status: 429, headers: { 'retry-after': '1' }, body: { error: { message: 'slow down' } } }
        : text(ESSAY);
    };
    const out = await engineWith({ backoffMs: 10 }).transcribe(await image());
    expect(out.texto).toBe(ESSAY);
    expect(at[1] - at[0]).toBeGreaterThanOrEqual(950);
  });

  it('hands a 429 asking for longer than the bound back to the queue at once (rate_limited, retryable)', async () => {
    let answeredAt = 0;
    respond = () => {
      answeredAt = performance.now();
      return { kind: 'status', status: 429, headers: { 'retry-after': '120' } };
    };
    const err = await failure(engineWith({ maxRetryAfterMs: 5000 }).transcribe(await image()));
    expect(err).toMatchObject({ code: 'rate_limited', retryable: true, message: OCR_MESSAGES.rate_limited });
    expect(fake.requests).toHaveLength(1);
    // Counted from the 429, not from the call: the sheet analysis before the request takes seconds on a loaded machine.
    expect(performance.now() - answeredAt).toBeLessThan(3000);
  });

  it('times out each attempt, retries, and ends with a retryable timeout', async () => {
    respond = () => ({ kind: 'hang' });
    const err = await failure(engineWith({ timeoutMs: 300, maxAttempts: 2 }).transcribe(await image()));
    expect(err).toMatchObject({ code: 'timeout', retryable: true, message: OCR_MESSAGES.timeout });
    expect(fake.requests).toHaveLength(2);
  });

  it('stops waiting as soon as the job is cancelled', async () => {
    const ctl = new AbortController();
    // Cancelled while the request is in flight (the sheet analysis before it takes a while on a loaded machine).
    respond = () => {
      setTimeout(() => ctl.abort(), 200);
      return { kind: 'hang' };
    };
    const err = await failure(engineWith({ timeoutMs: 10_000 }).transcribe(await image(), { signal: ctl.signal }));
    expect(err).toMatchObject({ code: 'aborted' });
    expect(fake.requests).toHaveLength(1);
  });

  it.each([
    [
      'an HTML page with status 200',
      { kind: 'raw', status: 200, body: '<html>proxy</html>', contentType: 'text/html' },
    ],
    ['truncated JSON', { kind: 'raw', status: 200, body: '{"choices": [' }],
    ['a completion without choices', { kind: 'raw', status: 200, body: '{"id":"x","object":"chat.completion"}' }],
    ['an answer cut by the token limit', { kind: 'completion', content: 'A educação', finish_reason: 'length' }],
  ] as [string, FakeReply][])('retries %s and ends with bad_answer', async (_what, reply) => {
    respond = () => reply;
    const err = await failure(engineWith({ maxAttempts: 2 }).transcribe(await image()));
    expect(err).toMatchObject({ code: 'bad_answer', retryable: true, message: OCR_MESSAGES.bad_answer });
    expect(fake.requests).toHaveLength(2);
  });

  it('recovers when a malformed answer is followed by a good one', async () => {
    const start = fake.count();
    respond = (_b, n) => (n - start === 0 ? { kind: 'raw', status: 200, body: '{"choices": [' } : text(ESSAY));
    expect((await engineWith().transcribe(await image())).texto).toBe(ESSAY);
  });

  it.each([
    [401, 'a wrong key'],
    [400, 'a model that takes no images'],
  ])('does not retry a %i (%s): final engine_failed', async (status) => {
    respond = () => ({ kind: 'status', status });
    const err = await failure(engineWith().transcribe(await image()));
    expect(err).toMatchObject({ code: 'engine_failed', retryable: false, message: OCR_MESSAGES.engine_failed });
    expect(fake.requests).toHaveLength(1);
  });

  it('reads Retry-After as seconds, as an HTTP date, and retry-after-ms', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs(new Headers({ 'retry-after': '3' }), now)).toBe(3000);
    expect(retryAfterMs(new Headers({ 'retry-after': 'Thu, 01 Jan 2026 00:00:05 GMT' }), now)).toBe(5000);
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '250', 'retry-after': '9' }), now)).toBe(250);
    expect(retryAfterMs(new Headers({}), now)).toBeNull();
  });
});

describe('vision engine, per line', () => {
  // Boxes as a line finder gives them (full-width rows; the third ends short; a gap before the fourth).
  const lines = [
    { x0: 40, y0: 40, x1: 860, y1: 80 },
    { x0: 40, y0: 100, x1: 858, y1: 140 },
    { x0: 40, y0: 160, x1: 500, y1: 200 },
    { x0: 40, y0: 280, x1: 856, y1: 320 },
  ];
  const readings = [
    'A educação transforma a',
    'sociedade brasileira, e por isso o Es-',
    'tado deve agir.',
    'Conclui-se que sim.',
  ];

  /** The width of the crop a request carries (each line's box has its own width, so it names the line). */
  const cropWidth = async (body: Body) => (await sharp(imageOf(body)).metadata()).width;

  it('sends one request per line crop, a few at a time, and rebuilds paragraphs and hyphenation from the boxes', async () => {
    let inFlight = 0;
    let most = 0;
    respond = async (body) => {
      inFlight++;
      most = Math.max(most, inFlight);
      const w = await cropWidth(body);
      const line = lines.findIndex((l) => l.x1 - l.x0 === w);
      // Later lines answer first: the text must still come out in page order.
      await new Promise((r) => setTimeout(r, 80 - line * 20));
      inFlight--;
      return text(readings[line]);
    };
    const events: OcrProgress[] = [];
    const out = await engineWith({ lineConcurrency: 2 }).transcribe(await image(), {
      lines,
      onProgress: (p) => events.push(p),
    });
    expect(fake.requests).toHaveLength(4);
    expect(most).toBe(2);
    expect(JSON.stringify((fake.requests[0] as Body).messages[0].content)).toContain('UMA linha');
    expect(out.texto).toBe(
      'A educação transforma a sociedade brasileira, e por isso o Estado deve agir.\n\nConclui-se que sim.',
    );
    expect(out.estatisticas.linhas).toBe(4);
    expect(out.palavras_confianca.at(-1)).toMatchObject({ texto: 'sim.', linha: 4 });
    expect(out.legivel).toBe(true);
    expect(events.at(-1)?.phase).toBe('finishing');
    expect(events.filter((e) => e.phase === 'processing').length).toBeGreaterThanOrEqual(2);
  });

  it('leaves blank lines out and marks a line the model cannot read', async () => {
    let n = 0;
    respond = () => text(['A educação transforma a sociedade.', 'SEM_TEXTO', 'PAGINA_ILEGIVEL', 'Por isso.'][n++ % 4]);
    const out = await engineWith({ lineConcurrency: 1 }).transcribe(await image(), { lines });
    expect(out.texto).toContain('[ilegível]');
    expect(out.estatisticas.linhas).toBe(3);
  });

  it('is an unreadable page when no line could be read, and no_text when every line is blank', async () => {
    respond = () => text('PAGINA_ILEGIVEL');
    const out = await engineWith().transcribe(await image(), { lines });
    expect(out).toMatchObject({ legivel: false, texto: '' });
    respond = () => text('SEM_TEXTO');
    await expect(engineWith().transcribe(await image(), { lines })).rejects.toMatchObject({ code: 'no_text' });
  });

  it('fails the page when one line keeps failing, and retries only that line', async () => {
    let n = 0;
    respond = () => (n++ === 1 ? { kind: 'status', status: 500 } : text('linha lida'));
    const out = await engineWith({ lineConcurrency: 1 }).transcribe(await image(), { lines });
    expect(fake.requests).toHaveLength(5);
    expect(out.estatisticas.linhas).toBe(4);
    respond = () => ({ kind: 'status', status: 500 });
    fake.requests.length = 0;
    const err = await failure(engineWith({ lineConcurrency: 1, maxAttempts: 2 }).transcribe(await image(), { lines }));
    expect(err).toMatchObject({ code: 'engine_unavailable', retryable: true });
    expect(fake.requests).toHaveLength(2);
  });
});

describe('vision engine, on a ruled answer sheet', () => {
  it('reads each written line from its own crop of the levelled page, in order; the title kept apart, lines past 30 flagged', async () => {
    // A school sheet (33 rules) photographed 2° askew: a title, then 31 written lines (the last two past line 30).
    const page = await ruledPage({ sheet: 'escola', written: 31, title: true, markers: true, seed: 4 });
    const photo = await sharp(page.image).rotate(2, { background: '#faf8f2' }).jpeg({ quality: 90 }).toBuffer();
    const truth = new Map(page.lines.map((l) => [l.numero, l.texto]));
    const seen: number[][] = [];
    respond = async (body) => {
      const found = await markedLines(imageOf(body));
      seen.push(found);
      // The fake reads the line the crop shows: a wrong crop gives the wrong words (or none).
      return text(found.length === 1 ? (truth.get(found[0]) ?? 'SEM_TEXTO') : 'SEM_TEXTO');
    };
    const out = await engineWith({ lineConcurrency: 1 }).transcribe(photo);

    const folha = out.folha!;
    expect(folha).toMatchObject({ pautada: true, linha_titulo: true, linhas_escritas: 29, alem_da_linha_30: 2 });
    expect(Math.abs(folha.inclinacao)).toBeGreaterThan(1);
    expect(folha.linhas.map((l) => l.numero)).toEqual(page.lines.map((l) => l.numero));
    // One request per written line, with the line prompt, each crop holding that line's marker and no other.
    expect(fake.requests).toHaveLength(page.lines.length);
    expect(JSON.stringify((fake.requests[0] as Body).messages[0].content)).toContain('UMA linha');
    expect(seen).toEqual(folha.linhas.map((l) => [l.numero]));
    // Each sheet line carries its own reading; the title's stays on its line, out of the text.
    expect(folha.linhas.map((l) => l.texto)).toEqual(page.lines.map((l) => l.texto));
    expect(folha.linhas[0]).toMatchObject({ titulo: true, texto: 'A violência contra a mulher', confiavel: true });
    const body = page.lines.filter((l) => !l.titulo).map((l) => l.texto);
    expect(out.texto.replace(/\s+/g, ' ')).toBe(body.join(' '));
    expect(out.texto).not.toContain('A violência contra a mulher');
    expect(out.estatisticas.linhas).toBe(body.length);
    // Lines past 30 are read and flagged: numbered past 30 on the sheet, and named in the evidence.
    expect(folha.linhas.filter((l) => l.numero > 30).map((l) => l.texto)).toEqual(body.slice(-2));
    expect(folha.evidencia).toContain('2 linhas passam da linha 30');
    expect(out.legivel).toBe(true);
    expect(out.metadados.motor).toBe('vision:vision-test');
  });

  it('holds a sheet whose lines the model cannot read for typing, its lines and the ENEM rule kept', async () => {
    const page = await ruledPage({ sheet: 'enem', written: 5, markers: true, seed: 2 });
    respond = () => text('PAGINA_ILEGIVEL');
    const out = await engineWith().transcribe(page.image);
    expect(fake.requests).toHaveLength(5);
    expect(out).toMatchObject({ legivel: false, texto: '' });
    expect(out.legibilidade.motivo).toBe(VISION_UNREADABLE_MESSAGE);
    expect(out.folha).toMatchObject({ pautada: true, linhas_escritas: 5, avaliacao_enem: 'texto_insuficiente' });
    expect(out.folha!.linhas.every((l) => l.texto === '[ilegível]' && !l.confiavel)).toBe(true);
  });

  it('reads a page without rules whole, in one request, the sheet found on it attached', async () => {
    const page = await ruledPage({ sheet: 'lisa', written: 12, seed: 3 });
    respond = () => text(ESSAY);
    const out = await engineWith().transcribe(page.image);
    expect(fake.requests).toHaveLength(1);
    expect(JSON.stringify((fake.requests[0] as Body).messages[0].content)).not.toContain('UMA linha');
    expect(out.texto).toBe(ESSAY);
    expect(out.folha).toMatchObject({ pautada: false });
  });
});

describe('engine selection (OCR_ENGINE)', () => {
  const vision = { OCR_VISION_BASE_URL: 'http://127.0.0.1:1/v1', OCR_VISION_API_KEY: 'k' };
  it('auto picks vision only when it is configured', () => {
    expect(engineChoiceFromEnv({})).toBe('tesseract');
    expect(engineChoiceFromEnv({ ...vision })).toBe('vision');
    expect(engineChoiceFromEnv({ ...vision, OCR_ENGINE: 'tesseract' })).toBe('tesseract');
    expect(() => engineChoiceFromEnv({ OCR_ENGINE: 'vision' })).toThrow(/OCR_VISION_BASE_URL/);
    expect(() => engineChoiceFromEnv({ OCR_ENGINE: 'abc' })).toThrow(OcrError);
  });

  it('builds the vision engine from the environment, retry settings included', async () => {
    respond = () => ({ kind: 'status', status: 503 });
    const engine = await createEngineFromEnv({
      OCR_ENGINE: 'vision',
      OCR_VISION_BASE_URL: fake.url,
      OCR_VISION_API_KEY: 'k',
      OCR_VISION_MAX_ATTEMPTS: '2',
      OCR_VISION_BACKOFF_MS: '10',
    });
    expect(engine.name).toBe('vision');
    await expect(engine.transcribe(await image())).rejects.toMatchObject({ code: 'engine_unavailable' });
    expect(fake.requests).toHaveLength(2);
    await engine.close();
  });
});
