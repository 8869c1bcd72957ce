// The vision engine through the real openai SDK against a local server speaking chat completions.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import {
  createEngineFromEnv,
  createVisionEngine,
  engineChoiceFromEnv,
  OcrError,
  type OcrProgress,
} from '../src/engine/index.js';

type Handler = (body: Record<string, unknown>, res: http.ServerResponse) => void;
let handler: Handler;
let server: http.Server;
let baseURL: string;
const requests: Record<string, unknown>[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      requests.push({ ...body, url: req.url, auth: req.headers.authorization });
      handler(body, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});
beforeEach(() => (requests.length = 0));

const image = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer();

function completion(content: string, tokens?: { token: string; logprob: number }[]) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1,
    model: 'vision-test',
    choices: [
      {
        index: 0,
        finish_reason: 'stop',
        message: { role: 'assistant', content, refusal: null },
        logprobs: tokens ? { content: tokens.map((t) => ({ ...t, bytes: null, top_logprobs: [] })) } : null,
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

describe('vision engine', () => {
  it('transcribes from a valid reply, with word confidence from logprobs and phases in order', async () => {
    const reply = 'A educaçao transforma.\n\nSegundo parágrafo.';
    const tokens = [
      { token: 'A', logprob: -0.01 },
      { token: ' educaçao', logprob: -0.9 },
      { token: ' transforma.', logprob: -0.02 },
      { token: '\n\nSegundo', logprob: -0.05 },
      { token: ' parágrafo.', logprob: -0.03 },
    ];
    handler = (_b, res) => json(res, 200, completion(reply, tokens));
    const engine = createVisionEngine({ baseURL, apiKey: 'sk-test', model: 'vision-test', timeoutMs: 5000 });
    const events: OcrProgress[] = [];
    const out = await engine.transcribe(await image(), { onProgress: (p) => events.push(p) });

    expect(out.texto).toBe(reply);
    expect(out.metadados).toMatchObject({
      largura: 900,
      altura: 600,
      formato: 'jpeg',
      idioma: 'por',
      motor: 'vision:vision-test',
    });
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
    expect(events.map((e) => e.phase)).toEqual(['preparing', 'sending', 'processing', 'finishing']);

    const sent = requests[0] as { url: string; auth: string; model: string; messages: { content: unknown }[] };
    expect(sent.url).toBe('/v1/chat/completions');
    expect(sent.auth).toBe('Bearer sk-test');
    expect(sent.model).toBe('vision-test');
    expect(JSON.stringify(sent.messages[1].content)).toContain('data:image/jpeg;base64,');
  });

  it('maps a 500 to a retryable engine_unavailable error without retrying inside the SDK', async () => {
    handler = (_b, res) => json(res, 500, { error: { message: 'boom', type: 'server_error' } });
    const engine = createVisionEngine({ baseURL, apiKey: 'sk-test', model: 'vision-test', timeoutMs: 5000 });
    const err = await engine.transcribe(await image()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OcrError);
    expect(err).toMatchObject({ code: 'engine_unavailable', retryable: true });
    expect(requests).toHaveLength(1);
  });

  it('maps a server that never answers to a retryable timeout', async () => {
    handler = () => undefined; // keep the request hanging
    const engine = createVisionEngine({ baseURL, apiKey: 'sk-test', model: 'vision-test', timeoutMs: 300 });
    const err = await engine.transcribe(await image()).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'timeout', retryable: true });
  });

  it('turns a no-text reply into the no_text error', async () => {
    handler = (_b, res) => json(res, 200, completion('SEM_TEXTO'));
    const engine = createVisionEngine({ baseURL, apiKey: 'sk-test', model: 'vision-test', timeoutMs: 5000 });
    await expect(engine.transcribe(await image())).rejects.toMatchObject({ code: 'no_text' });
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

  it('builds the vision engine from the environment', async () => {
    const engine = await createEngineFromEnv({ ...vision, OCR_ENGINE: 'vision' });
    expect(engine.name).toBe('vision');
    await engine.close();
  });
});
