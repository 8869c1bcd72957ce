import { z } from './zod.js';
import { API_OPERATIONS, type ApiOperation } from './api.js';
import { errorEnvelopeSchema } from './envelope.js';

type Json = Record<string, unknown>;

/** Express `:id` → OpenAPI `{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The input a client sends (before the contract's own transforms), as JSON Schema 2020-12 — OpenAPI 3.1's dialect. */
function schemaOf(schema: z.ZodType): Json {
  const out = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  delete out.$schema;
  return out;
}

const ERROR_RESPONSES: Record<string, string> = {
  '400': 'Dados inválidos (mensagem em português; `error.fields` por campo)',
  '401': 'Sem sessão, token inválido, expirado ou encerrado',
  '403': 'Sem permissão para esta ação',
  '404': 'Não encontrado (ou não visível para este usuário)',
  '429': 'Muitas requisições (Retry-After)',
  '503': 'Serviço temporariamente indisponível',
};

function operation(o: ApiOperation): Json {
  const params = [...o.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema:
      name === 'token' || name === 'role'
        ? { type: 'string' }
        : { type: 'integer', minimum: o.path.includes(`:${name}`) && name === 'i' ? 0 : 1 },
  }));
  const query = o.query
    ? Object.entries((schemaOf(o.query).properties ?? {}) as Record<string, Json>).map(([name, schema]) => ({
        name,
        in: 'query',
        required: false,
        schema,
      }))
    : [];
  const body = o.json
    ? { required: true, content: { 'application/json': { schema: schemaOf(o.json) } } }
    : o.multipart
      ? (() => {
          const fields = schemaOf(o.multipart.fields);
          const properties = { ...((fields.properties ?? {}) as Json) };
          for (const f of o.multipart.files) {
            const file = { type: 'string', contentMediaType: 'application/octet-stream', description: f.tipos };
            properties[f.name] = f.maxCount > 1 ? { type: 'array', maxItems: f.maxCount, items: file } : file;
          }
          return {
            required: true,
            content: { 'multipart/form-data': { schema: { ...fields, type: 'object', properties } } },
          };
        })()
      : undefined;
  const data = o.response ? schemaOf(o.response) : {};
  const success = o.binary
    ? { description: 'Conteúdo', content: { [o.binary]: {} } }
    : {
        description: 'Sucesso',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['success', 'data'],
              properties: { success: { const: true }, data, message: { type: 'string' } },
            },
          },
        },
      };
  const errors = Object.fromEntries(
    Object.entries(ERROR_RESPONSES)
      .filter(([code]) => o.auth !== 'publico' || code !== '401')
      .map(([code, description]) => [
        code,
        { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Erro' } } } },
      ]),
  );
  return {
    tags: [o.tag],
    summary: o.summary,
    operationId: `${o.method.toLowerCase()}${o.path.replace(/^\/api/, '').replace(/[/:-](\w)/g, (_, c: string) => c.toUpperCase())}`,
    ...(o.auth === 'publico' ? { security: [] } : {}),
    ...(o.roles ? { 'x-papeis': o.roles } : {}),
    parameters: [...params, ...query],
    ...(body ? { requestBody: body } : {}),
    responses: { [String(o.status)]: success, ...errors },
  };
}

/** The OpenAPI 3.1 document of the public API, generated from API_OPERATIONS and their zod contracts. */
export function openApiDocument(opts: { version?: string; serverUrl?: string } = {}): Json {
  const paths: Record<string, Json> = {};
  for (const o of API_OPERATIONS) (paths[openApiPath(o.path)] ??= {})[o.method.toLowerCase()] = operation(o);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Argumenta API',
      version: opts.version ?? '1.0.0',
      description:
        'API pública do Argumenta (correção de redações do ENEM). Respostas no envelope `{ success, data, message }`; erros em `{ success: false, message, error: { code, message, fields } }`, com mensagens em português. Autenticação: `Authorization: Bearer <token>` obtido em /api/auth/login.',
    },
    servers: [{ url: opts.serverUrl ?? '/' }],
    security: [{ bearer: [] }],
    tags: [...new Set(API_OPERATIONS.map((o) => o.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Erro: schemaOf(errorEnvelopeSchema) },
    },
  };
}
