import http from 'node:http';

export type FakeReply =
  | { kind: 'json'; body: unknown }
  | { kind: 'text'; content: string }
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  | { kind: 'hang' }
  /** A full completion choice: token logprobs, a structured refusal, a finish reason (`length`, `content_filter`). */
  | {
      kind: 'completion';
      content: string | null;
      logprobs?: { token: string; logprob: number }[];
      refusal?: string;
      finish_reason?: string;
    }
  /** Any body with any status and content type (a proxy's HTML page, a truncated JSON). */
  | { kind: 'raw'; status: number; body: string; contentType?: string };

/**
 * A local HTTP server that speaks the OpenAI chat-completions protocol (plain and `stream: true`
 * SSE), so the real `openai` SDK can be tested. `respond` decides each reply from the request body; a promise holds
 * the answer until it settles (a model that is slow until the test says so).
 */
export async function startFakeOpenAI(
  respond: (
    body: {
      messages: { role: string; content: string }[];
      stream?: boolean;
      response_format?: unknown;
      model: string;
      logprobs?: boolean;
    },
    n: number,
  ) => FakeReply | Promise<FakeReply>,
) {
  let count = 0;
  const requests: unknown[] = [];
  /** Each request's path and headers, in order (`authorization` shows the key the client sent). */
  const received: { url: string; headers: http.IncomingHttpHeaders }[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}');
      requests.push(body);
      received.push({ url: req.url ?? '', headers: req.headers });
      void Promise.resolve(respond(body, count++)).then((reply) => answer(reply, body, res));
    });
  });
  const answer = (reply: FakeReply, body: { model: string; stream?: boolean }, res: http.ServerResponse) => {
    if (reply.kind === 'hang') return; // never answers: the client's timeout must fire
    if (reply.kind === 'raw') {
      res.writeHead(reply.status, { 'content-type': reply.contentType ?? 'application/json' });
      res.end(reply.body);
      return;
    }
    if (reply.kind === 'completion') {
      res.writeHead(200, { 'content-type': 'application/json' });
      const logprobs = reply.logprobs
        ? { content: reply.logprobs.map((t) => ({ ...t, bytes: null, top_logprobs: [] })) }
        : null;
      const message = { role: 'assistant', content: reply.content, refusal: reply.refusal ?? null };
      const finish_reason = reply.finish_reason ?? 'stop';
      res.end(
        JSON.stringify({
          id: `chatcmpl-${count}`,
          object: 'chat.completion',
          created: 0,
          model: body.model,
          choices: [{ index: 0, message, logprobs, finish_reason }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
      return;
    }
    if (reply.kind === 'status') {
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(JSON.stringify(reply.body ?? { error: { message: `erro ${reply.status}`, type: 'server_error' } }));
      return;
    }
    const content = reply.kind === 'json' ? JSON.stringify(reply.body) : reply.content;
    const id = `chatcmpl-${count}`;
    if (body.stream) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      // Split the content into a few chunks, as a real server does.
      const parts = content.match(/[\s\S]{1,40}/g) ?? [''];
      for (const part of parts)
        res.write(
          `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 0, model: body.model, choices: [{ index: 0, delta: { content: part }, finish_reason: null }] })}\n\n`,
        );
      res.write(
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 0, model: body.model, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
      );
      res.end('data: [DONE]\n\n');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id,
        object: 'chat.completion',
        created: 0,
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
  };
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as import('node:net').AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    received,
    count: () => count,
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

/** A valid competency reply for the engine's per-competency request (reads the number from the prompt). */
export function validCompetencyReply(prompt: string, nota = 160): unknown {
  const match = /SOMENTE a competência (\d)/.exec(prompt);
  if (!match)
    return {
      tese_identificada: 'A violência contra a mulher persiste por herança patriarcal e falhas na aplicação das leis.',
      comentarios_gerais: 'Texto bem estruturado.',
      sugestoes_gerais: ['Aprofunde o segundo argumento.'],
    };
  const n = Number(match[1]);
  const base: Record<string, unknown> = {
    numero_competencia: n,
    nome_competencia: `Competência ${n}`,
    nota_competencia: Math.max(0, nota - 7), // off-level on purpose: the engine must snap it
    justificativa_nota: `Justificativa da competência ${n}.`,
    [`pontos_positivos_c${n}`]: ['Ponto positivo concreto.'],
    [`pontos_a_melhorar_detalhados_c${n}`]: [],
  };
  if (n === 5) {
    const el = (presente: boolean) => ({ presente, descricao: presente ? 'presente' : 'ausente' });
    base.avaliacao_proposta_intervencao = {
      acao: el(true),
      agente: el(true),
      meio_modo: el(true),
      finalidade: el(true),
      detalhamento: el(false),
    };
    base.respeito_direitos_humanos = { observacao_dh: 'Respeita os direitos humanos.' };
  }
  return base;
}
