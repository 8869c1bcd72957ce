import { jest } from '@jest/globals';
import { analysisSchema, type CorrectionProgress } from '@argumenta/contracts';
import { startFakeOpenAI, validCompetencyReply, type FakeReply } from '@argumenta/testkit/fake-openai';
import { SAMPLE_ESSAY } from '@argumenta/testkit/essay';
import {
  closestPairMean,
  createOpenAIEngine,
  discrepant,
  EngineError,
  FAILURE_MESSAGES,
  withDoubleGrading,
} from '../src/index.js';

jest.setTimeout(30_000);

type Server = Awaited<ReturnType<typeof startFakeOpenAI>>;
const servers: Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

async function engineWith(
  respond: Parameters<typeof startFakeOpenAI>[0],
  opts: { stream?: boolean; timeoutMs?: number } = {},
) {
  const server = await startFakeOpenAI(respond);
  servers.push(server);
  const engine = createOpenAIEngine({
    baseURL: server.url,
    apiKey: 'teste',
    model: 'modelo-teste',
    timeoutMs: opts.timeoutMs ?? 5000,
    maxRetries: 0,
    temperature: 0,
    seed: 7,
    stream: opts.stream ?? false,
  });
  return { engine, server };
}
const lastUser = (body: { messages: { role: string; content: string }[] }) =>
  body.messages.filter((m) => m.role === 'user')[0]!.content;
const valid = (body: { messages: { role: string; content: string }[] }): FakeReply => ({
  kind: 'json',
  body: validCompetencyReply(lastUser(body)),
});

async function failureOf(p: Promise<unknown>): Promise<EngineError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(EngineError);
    return err as EngineError;
  }
  throw new Error('esperava uma falha');
}

describe('OpenAI-compatible engine through the real SDK', () => {
  it.each([false, true])(
    'valid replies (stream=%p): one request per competency plus one, snapped levels, ordered progress',
    async (stream) => {
      const { engine, server } = await engineWith(valid, { stream });
      const progress: CorrectionProgress[] = [];
      const analysis = await engine.correct(
        {
          texto: SAMPLE_ESSAY,
          proposta: { titulo: 'Violência contra a mulher', texto_apoio: 'Texto motivador sobre a Lei Maria da Penha.' },
        },
        (p) => {
          progress.push(p);
        },
      );
      expect(analysisSchema.parse(analysis).competencias.map((c) => c.nota_competencia)).toEqual([
        160, 160, 160, 160, 160,
      ]);
      expect(server.count()).toBe(6);
      const bodies = server.requests as {
        response_format: { type: string };
        seed: number;
        temperature: number;
        messages: { content: string }[];
        stream?: boolean;
      }[];
      expect(bodies.every((b) => b.response_format.type === 'json_schema' && b.seed === 7 && b.temperature === 0)).toBe(
        true,
      );
      expect(bodies.every((b) => Boolean(b.stream) === stream)).toBe(true);
      // the theme and the supporting text reach the model
      expect(bodies[0]!.messages[1]!.content).toContain('TEXTOS MOTIVADORES');
      expect(progress.map((p) => p.phase)).toEqual([
        'reading',
        'competencies',
        'competencies',
        'competencies',
        'competencies',
        'competencies',
        'grades',
        'feedback',
      ]);
      expect(analysis.motor).toBe('openai:modelo-teste');
    },
  );

  it("asks the model for no passage offsets, and drops one it invents (only the local engine's are kept)", async () => {
    const { engine, server } = await engineWith((body) => {
      const reply = validCompetencyReply(lastUser(body)) as Record<string, unknown>;
      const n = reply.numero_competencia;
      if (n === 1)
        reply.pontos_a_melhorar_detalhados_c1 = [
          {
            tipo_desvio_c1: 'acentuação',
            trecho_problematico_c1: 'violencia',
            inicio_trecho_c1: 'no começo',
            explicacao_erro_c1: 'Falta o acento.',
            sugestao_correcao_gramatical_c1: 'violência',
          },
        ];
      if (n === 4)
        reply.pontos_a_melhorar_detalhados_c4 = [
          {
            tipo_problema_coesao_c4: 'Repetição de conectivo',
            trecho_problematico_c4: 'Além disso',
            inicio_trecho_c4: 12,
            descricao_problema_c4: '"Além disso" aparece 2 vezes.',
            sugestao_melhoria_c4: 'Varie.',
          },
        ];
      return { kind: 'json', body: reply };
    });
    const analysis = await engine.correct({ texto: SAMPLE_ESSAY }, () => undefined);
    // No repair round: the invented offsets did not make the replies invalid.
    expect(server.count()).toBe(6);
    const schemas = (server.requests as { response_format: { json_schema: { schema: unknown } } }[]).map((b) =>
      JSON.stringify(b.response_format.json_schema.schema),
    );
    expect(schemas.filter((s) => s.includes('"trecho_problematico_c1"'))).toHaveLength(1);
    expect(schemas.filter((s) => s.includes('"trecho_problematico_c4"'))).toHaveLength(1);
    expect(schemas.some((s) => s.includes('inicio_trecho'))).toBe(false);
    const [c1, , , c4] = analysisSchema.parse(analysis).competencias;
    if (c1?.numero_competencia !== 1 || c4?.numero_competencia !== 4) throw new Error('competências fora de ordem');
    expect(c1.pontos_a_melhorar_detalhados_c1).toEqual([
      expect.objectContaining({ trecho_problematico_c1: 'violencia' }),
    ]);
    expect(c1.pontos_a_melhorar_detalhados_c1[0]).not.toHaveProperty('inicio_trecho_c1');
    expect(c4.pontos_a_melhorar_detalhados_c4[0]).toMatchObject({ trecho_problematico_c4: 'Além disso' });
    expect(c4.pontos_a_melhorar_detalhados_c4[0]).not.toHaveProperty('inicio_trecho_c4');
  });

  it('repairs one malformed reply, then maps a second one to the "A IA encontrou dificuldades" message', async () => {
    const seen = new Map<string, number>();
    const { engine } = await engineWith((body) => {
      const key = lastUser(body).slice(0, 200);
      const n = (seen.get(key) ?? 0) + 1;
      seen.set(key, n);
      return n === 1 ? { kind: 'text', content: '{"nota_competencia": 160, quebrado' } : valid(body);
    });
    const repaired = await engine.correct({ texto: SAMPLE_ESSAY }, () => undefined);
    expect(repaired.competencias).toHaveLength(5);

    const { engine: broken } = await engineWith(() => ({ kind: 'text', content: 'isto não é JSON' }));
    const err = await failureOf(broken.correct({ texto: SAMPLE_ESSAY }, () => undefined));
    expect(err.code).toBe('ai_malformed');
    expect(err.message.startsWith('A IA encontrou dificuldades')).toBe(true);
    expect(err.retryable).toBe(true);
  });

  it.each([
    [429, 'ai_rate_limited', FAILURE_MESSAGES.rateLimited, true],
    [500, 'ai_server', FAILURE_MESSAGES.server, true],
    [503, 'ai_server', FAILURE_MESSAGES.server, true],
    [401, 'engine_config', FAILURE_MESSAGES.configuration, false],
  ])('provider status %p → %p', async (status, code, message, retryable) => {
    const { engine } = await engineWith(() => ({ kind: 'status', status }));
    const err = await failureOf(engine.correct({ texto: SAMPLE_ESSAY }, () => undefined));
    expect({ code: err.code, message: err.message, retryable: err.retryable }).toEqual({ code, message, retryable });
  });

  it('a reply that never comes → connection problem (retryable), after the SDK timeout', async () => {
    const { engine } = await engineWith(() => ({ kind: 'hang' }), { timeoutMs: 400 });
    const err = await failureOf(engine.correct({ texto: SAMPLE_ESSAY }, () => undefined));
    expect(err.code).toBe('ai_connection');
    expect(err.message).toBe(FAILURE_MESSAGES.connection);
    expect(err.retryable).toBe(true);
  });

  it('the job abort signal cancels the requests', async () => {
    const { engine } = await engineWith(() => ({ kind: 'hang' }), { timeoutMs: 10_000 });
    const controller = new AbortController();
    const pending = engine.correct({ texto: SAMPLE_ESSAY }, () => undefined, controller.signal);
    controller.abort();
    const err = await failureOf(pending);
    expect(err.code).toBe('ai_connection');
  });
});

describe("calibration with the proposal's graded references", () => {
  // A reference about the same theme as the sample essay (shares its vocabulary) and five about other themes.
  const near = {
    texto: SAMPLE_ESSAY.replace('No Brasil,', 'Hoje, no Brasil,').replace('Portanto,', 'Dessa forma,'),
    notas: [200, 160, 120, 80, 40] as [number, number, number, number, number],
  };
  const far = Array.from({ length: 5 }, (_, i) => ({
    texto: `A mobilidade urbana nas grandes cidades ${i}\n\nO trânsito das metrópoles brasileiras consome horas da população todos os dias. ${'Os ônibus lotados e as ciclovias escassas mostram o descaso do poder público com o transporte coletivo. '.repeat(20 + i)}`,
    notas: [40, 40, 40, 40, 40] as [number, number, number, number, number],
  }));

  it('each competency request carries the nearest references, shortened, with their grades; the feedback says it was calibrated', async () => {
    const { engine, server } = await engineWith(valid);
    const analysis = await engine.correct(
      { texto: SAMPLE_ESSAY, referencias: [...far, near, { texto: SAMPLE_ESSAY, notas: [0, 0, 0, 0, 0] }] },
      () => undefined,
    );
    const prompts = (server.requests as { messages: { role: string; content: string }[] }[]).map(lastUser);
    const perCompetency = prompts.filter((p) => /SOMENTE a competência \d/.test(p));
    expect(perCompetency).toHaveLength(5);
    for (const p of perCompetency) {
      const n = Number(/SOMENTE a competência (\d)/.exec(p)![1]);
      expect(p).toContain('REDAÇÕES DE REFERÊNCIA DESTA PROPOSTA');
      // At most three, the nearest first, with the five grades and this competency's grade.
      expect(p.match(/Referência \d — notas dos corretores/g)).toHaveLength(3);
      expect(p).toContain(
        `Referência 1 — notas dos corretores: C1 200, C2 160, C3 120, C4 80, C5 40 (total 600); nesta competência: ${near.notas[n - 1]}.`,
      );
      expect(p).toContain('Hoje, no Brasil,');
      // The essay itself is never one of its references (its grades 0 would be shown as "total 0").
      expect(p).not.toContain('(total 0)');
      // Shortened: the 2,000-character references arrive cut, with their conclusion.
      expect(p).toContain(' […] ');
      expect(p.length).toBeLessThan(SAMPLE_ESSAY.length + 3 * 1400 + 3000);
    }
    expect(analysis.calibracao).toEqual({
      referencias: 3,
      descricao: 'calibrada com 3 redações corrigidas desta proposta',
    });
    expect(analysis.comentarios_gerais).toMatch(/Notas calibrada com 3 redações corrigidas desta proposta\.$/);
    expect(analysisSchema.safeParse(analysis).success).toBe(true);
  });

  it('without references (absent or empty) nothing about calibration reaches the model or the feedback', async () => {
    for (const referencias of [undefined, []]) {
      const { engine, server } = await engineWith(valid);
      const analysis = await engine.correct({ texto: SAMPLE_ESSAY, referencias }, () => undefined);
      expect(
        (server.requests as { messages: { role: string; content: string }[] }[]).some((b) =>
          lastUser(b).includes('REFERÊNCIA'),
        ),
      ).toBe(false);
      expect(analysis.calibracao).toBeUndefined();
      expect(analysis.comentarios_gerais).not.toContain('calibrada');
    }
  });
});

describe('double grading', () => {
  it('applies the ENEM discrepancy rule', () => {
    expect(discrepant([160, 160, 160, 160, 160], [120, 120, 160, 160, 160])).toBe(false);
    expect(discrepant([200, 160, 160, 160, 160], [80, 160, 160, 160, 160])).toBe(true); // 120 in one competency
    expect(discrepant([160, 160, 160, 160, 160], [120, 120, 120, 160, 160])).toBe(true); // 120 in the total
    expect(
      closestPairMean([
        [200, 160],
        [80, 160],
        [160, 120],
      ]),
    ).toEqual([200, 160]);
  });

  it('asks a third scoring when the first two disagree and records the rule', async () => {
    const scores = [200, 40, 80];
    const seen = new Map<string, number>();
    const { engine } = await engineWith((body) => {
      const prompt = lastUser(body);
      // the k-th scoring of a competency gets scores[k] (scorings run concurrently, so count per prompt)
      const k = seen.get(prompt) ?? 0;
      seen.set(prompt, k + 1);
      return {
        kind: 'json',
        body: /SOMENTE a competência/.test(prompt)
          ? validCompetencyReply(prompt, scores[k] ?? 120)
          : validCompetencyReply(prompt),
      };
    });
    const doubled = withDoubleGrading(engine);
    const analysis = await doubled.correct({ texto: SAMPLE_ESSAY }, () => undefined);
    expect(analysis.dupla_correcao?.regra).toBe('terceira_correcao');
    const rows = analysis.dupla_correcao!.notas;
    expect(rows).toHaveLength(3);
    // concurrent scorings may interleave, but each competency got one 200, one 40 and one 80
    for (let c = 0; c < 5; c++) expect(rows.map((r) => r[c]).sort((a, b) => a! - b!)).toEqual([40, 80, 200]);
    // closest pair is 40/80 → mean 60, snapped to 80
    expect(analysis.competencias.map((c) => c.nota_competencia)).toEqual([80, 80, 80, 80, 80]);
  });

  it('an explanation written for another grade than the final one says so', async () => {
    // C1 is scored 120 and then 200 (the mean, 160, is neither scoring's); the others 120 twice.
    const seen = new Map<string, number>();
    const { engine } = await engineWith((body) => {
      const prompt = lastUser(body);
      const k = seen.get(prompt) ?? 0;
      seen.set(prompt, k + 1);
      const c1 = /SOMENTE a competência 1/.test(prompt);
      return {
        kind: 'json',
        body: /SOMENTE a competência/.test(prompt)
          ? validCompetencyReply(prompt, c1 && k === 1 ? 200 : 120)
          : validCompetencyReply(prompt),
      };
    });
    const analysis = await withDoubleGrading(engine).correct({ texto: SAMPLE_ESSAY }, () => undefined);
    expect(analysis.dupla_correcao?.regra).toBe('media');
    expect(analysis.competencias.map((c) => c.nota_competencia)).toEqual([160, 120, 120, 120, 120]);
    expect(analysis.competencias[0]!.justificativa_nota).toMatch(
      /^Nota 160, a média das duas correções mais próximas\. A correção automática sugeriu (120|200); /,
    );
    // A competency whose final grade one scoring gave keeps that scoring's explanation as it was.
    expect(analysis.competencias[1]!.justificativa_nota).toBe('Justificativa da competência 2.');
  });
});
