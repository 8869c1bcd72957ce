import OpenAI from 'openai';
import { z } from 'zod';
import {
  analysisSchema,
  COMPETENCY_NAMES,
  COMPETENCY_SCHEMAS,
  snapToLevel,
  type Calibracao,
  type Analysis,
  type CompetencyAnalysis,
  type CorrectionEngine,
  type CorrectionInput,
  type ReportProgress,
} from '@argumenta/contracts';
import { describeCalibration, nearestReferences } from '@argumenta/corretor';
import { EngineError, FAILURE_MESSAGES } from './errors.js';
import { contextBlock, REFERENCE_EXAMPLES, referencesBlock, RUBRIC, SYSTEM_PROMPT } from './rubric.js';

export type OpenAIEngineOptions = {
  apiKey?: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
  maxRetries: number;
  temperature: number;
  seed?: number;
  stream: boolean;
};

const generalSchema = z.object({
  tese_identificada: z.string(),
  comentarios_gerais: z.string(),
  sugestoes_gerais: z.array(z.string()),
});

/**
 * The competency schema the model fills: everything but our own confidence field and the passages' offsets (a model
 * does not count characters; what it would put there is dropped, and its marks land on a passage's first occurrence).
 */
const modelSchemas = Object.fromEntries(
  Object.entries(COMPETENCY_SCHEMAS).map(([n, s]) => {
    const items = `pontos_a_melhorar_detalhados_c${n}`;
    const item = ((s as z.ZodObject).shape[items] as z.ZodArray<z.ZodObject>).element;
    const fields = Object.entries(item.shape).filter(([k]) => k !== `inicio_trecho_c${n}`);
    const schema = (s as z.ZodObject)
      .omit({ confianca: true })
      .extend({ [items]: z.array(z.object(Object.fromEntries(fields))) });
    return [n, schema];
  }),
) as Record<string, z.ZodObject>;

/** The provider's Retry-After (`retry-after-ms`, or `retry-after` in seconds or as an HTTP date), capped at 10 minutes. */
export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | undefined {
  const ms = Number(headers?.get('retry-after-ms'));
  if (Number.isFinite(ms) && ms > 0) return Math.min(ms, 600_000);
  const raw = headers?.get('retry-after');
  if (!raw) return undefined;
  const seconds = Number(raw);
  const wait = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(raw) - now;
  return Number.isFinite(wait) && wait > 0 ? Math.min(wait, 600_000) : undefined;
}

/** Maps SDK errors to the spec's failure kinds. Order matters: timeout is a subclass of connection error. */
export function mapOpenAIError(err: unknown): EngineError {
  if (err instanceof EngineError) return err;
  if (err instanceof OpenAI.APIUserAbortError)
    return new EngineError('ai_connection', FAILURE_MESSAGES.connection, true, { cause: err });
  if (err instanceof OpenAI.APIConnectionTimeoutError)
    return new EngineError('ai_connection', FAILURE_MESSAGES.connection, true, { cause: err });
  if (err instanceof OpenAI.APIConnectionError)
    return new EngineError('ai_connection', FAILURE_MESSAGES.connection, true, { cause: err });
  if (err instanceof OpenAI.RateLimitError)
    return new EngineError('ai_rate_limited', FAILURE_MESSAGES.rateLimited, true, {
      cause: err,
      retryAfterMs: retryAfterMs(err.headers),
    });
  // A provider 401/403 is our configuration (key), never the student's session.
  if (err instanceof OpenAI.AuthenticationError || err instanceof OpenAI.PermissionDeniedError)
    return new EngineError('engine_config', FAILURE_MESSAGES.configuration, false, { cause: err });
  if (err instanceof OpenAI.InternalServerError)
    return new EngineError('ai_server', FAILURE_MESSAGES.server, true, { cause: err });
  if (err instanceof OpenAI.APIError) {
    if ((err.status ?? 0) >= 500) return new EngineError('ai_server', FAILURE_MESSAGES.server, true, { cause: err });
    return new EngineError('engine_config', FAILURE_MESSAGES.configuration, false, { cause: err });
  }
  return new EngineError('internal', FAILURE_MESSAGES.internal, true, { cause: err });
}

/**
 * OpenAI-compatible engine (OpenAI, Azure OpenAI, Ollama, vLLM, LM Studio): one request per
 * competency in parallel, each forced by a JSON schema into that competency's part, plus one for the
 * general comments; progress advances as each evaluation actually arrives.
 */
export function createOpenAIEngine(opts: OpenAIEngineOptions): CorrectionEngine {
  const client = new OpenAI({
    apiKey: opts.apiKey || 'sem-chave',
    baseURL: opts.baseURL,
    timeout: opts.timeoutMs,
    maxRetries: opts.maxRetries,
  });

  async function complete(
    messages: OpenAI.ChatCompletionMessageParam[],
    schemaName: string,
    schema: z.ZodType,
    signal?: AbortSignal,
  ): Promise<string> {
    const body = {
      model: opts.model,
      temperature: opts.temperature,
      ...(opts.seed !== undefined ? { seed: opts.seed } : {}),
      messages,
      response_format: {
        type: 'json_schema' as const,
        json_schema: {
          name: schemaName,
          schema: z.toJSONSchema(schema, { unrepresentable: 'any' }) as Record<string, unknown>,
          strict: false,
        },
      },
    };
    try {
      if (opts.stream) {
        const stream = await client.chat.completions.create({ ...body, stream: true }, { signal });
        let text = '';
        for await (const chunk of stream) text += chunk.choices[0]?.delta?.content ?? '';
        return text;
      }
      const res = await client.chat.completions.create(body, { signal });
      return res.choices[0]?.message?.content ?? '';
    } catch (err) {
      throw mapOpenAIError(err);
    }
  }

  /** Asks once, validates with zod, and gives the model one chance to repair a malformed reply. */
  async function ask<T>(prompt: string, schemaName: string, schema: z.ZodType<T>, signal?: AbortSignal): Promise<T> {
    const messages: OpenAI.ChatCompletionMessageParam[] = [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: prompt },
    ];
    let lastError = '';
    for (let attempt = 0; attempt < 2; attempt++) {
      const raw = await complete(messages, schemaName, schema, signal);
      const parsed = parseJson(raw, schema);
      if (parsed.ok) return parsed.value;
      lastError = parsed.error;
      messages.push(
        { role: 'assistant', content: raw.slice(0, 8000) },
        {
          role: 'user',
          content: `A resposta anterior não é um JSON válido para o esquema (${lastError}). Responda novamente apenas com o JSON corrigido.`,
        },
      );
    }
    throw new EngineError('ai_malformed', FAILURE_MESSAGES.malformed, true, { cause: new Error(lastError) });
  }

  return {
    name: 'openai',
    async correct(input: CorrectionInput, report: ReportProgress, signal?: AbortSignal): Promise<Analysis> {
      const context = contextBlock(input);
      // Calibration (issue 11): the model sees the proposal's graded references nearest to this essay, with their grades.
      const exemplos = input.referencias?.length
        ? nearestReferences(input.texto, input.referencias, REFERENCE_EXAMPLES.max)
        : [];
      await report({ phase: 'reading', percent: 10, message: 'Texto enviado para a análise das cinco competências.' });
      let done = 0;
      const competencies = await Promise.all(
        ([1, 2, 3, 4, 5] as const).map(async (n) => {
          const prompt = `${RUBRIC[n]}\n\nAvalie SOMENTE a competência ${n} da redação abaixo. Use numero_competencia = ${n}, nome_competencia = "${COMPETENCY_NAMES[n]}", justifique a nota citando o texto, liste pontos positivos em pontos_positivos_c${n} e problemas concretos com sugestões em pontos_a_melhorar_detalhados_c${n}.\n\n${context}${exemplos.length ? `\n\n${referencesBlock(exemplos, n)}` : ''}`;
          const c = (await ask(prompt, `competencia_${n}`, modelSchemas[n]!, signal)) as CompetencyAnalysis;
          done += 1;
          await report({
            phase: 'competencies',
            percent: 20 + done * 12,
            message: `Competência ${n} avaliada (${done}/5).`,
          });
          return {
            ...c,
            numero_competencia: n,
            nome_competencia: COMPETENCY_NAMES[n],
            nota_competencia: snapToLevel(c.nota_competencia),
          } as CompetencyAnalysis;
        }),
      );
      const general = await ask(
        `Com base na redação abaixo, identifique a tese (tese_identificada, literal ou parafraseada), escreva comentarios_gerais (3 a 5 frases) e sugestoes_gerais (3 a 5 ações concretas).\n\n${context}`,
        'comentarios_gerais',
        generalSchema,
        signal,
      );
      const total = competencies.reduce((s, c) => s + c.nota_competencia, 0);
      await report({ phase: 'grades', percent: 85, message: `Notas calculadas: total ${total}.` });
      const calibracao: Calibracao | undefined = exemplos.length
        ? { referencias: exemplos.length, descricao: describeCalibration(exemplos.length) }
        : undefined;
      const analysis = analysisSchema.parse({
        ...general,
        ...(calibracao
          ? { comentarios_gerais: `${general.comentarios_gerais.trim()} Notas ${calibracao.descricao}.`, calibracao }
          : {}),
        competencias: competencies,
        motor: `openai:${opts.model}`,
      });
      await report({ phase: 'feedback', percent: 95, message: 'Comentários e sugestões montados.' });
      return analysis;
    },
  };
}

function parseJson<T>(raw: string, schema: z.ZodType<T>): { ok: true; value: T } | { ok: false; error: string } {
  const cleaned = raw
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/```$/, '');
  let value: unknown;
  try {
    value = JSON.parse(cleaned);
  } catch (err) {
    return { ok: false, error: `JSON inválido: ${(err as Error).message}` };
  }
  const parsed = schema.safeParse(value);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : {
        ok: false,
        error: parsed.error.issues
          .slice(0, 3)
          .map((i) => `${i.path.join('.')}: ${i.message}`)
          .join('; '),
      };
}
