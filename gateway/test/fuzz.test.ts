import { jest } from '@jest/globals';
import fc from 'fast-check';
import pg from 'pg';
import { z } from 'zod';
import { API_OPERATIONS, type ApiOperation } from '@argumenta/contracts';
import { DATA_EXCEPTION_MESSAGE } from '@argumenta/platform';
import { api, testPool } from '@argumenta/testkit';
import { inDays, type Actor } from '@argumenta/testkit/actors';
import { form, PNG } from '@argumenta/testkit/files';
import { startStack, type Stack } from '@argumenta/testkit/stack';

/**
 * Property-based fuzzing (fast-check) of every JSON and multipart operation of the published API, with inputs generated
 * from its zod contract (valid-looking, one field made hostile, or anything at all), sent by a caller allowed to use
 * the route, through the real gateway and services. For every input: never a 5xx; no stack trace, file path or SQL
 * text in the answer; a rejection is the Portuguese error envelope and writes nothing (every table's contents are
 * hashed before and after). FUZZ_RUNS (default 12 per operation) bounds the run; a failure prints the seed and the
 * path to replay it (FUZZ_SEED).
 */
jest.setTimeout(600_000);

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2_147_483_647;
const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

// A private database: the "nothing written" check hashes whole tables, which other suites of the run must not touch.
const dbName = `argumenta_fuzz_${process.pid}_${Date.now().toString(36)}`;
const previousDb = process.env.DATABASE_URL;
let stack: Stack;
let world: {
  student: Actor;
  teacher: Actor;
  admin: Actor;
  sala: number;
  atividade: number;
  redacao: number;
  proposta: number;
};
let tables: string[];

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await adminQuery(`CREATE DATABASE ${dbName}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  process.env.DATABASE_URL = url.toString();
  stack = await startStack({ name: 'fuzz' });
  const [student, teacher, admin] = await Promise.all([
    stack.make('estudante'),
    stack.make('professor'),
    stack.make('admin'),
  ]);
  const as = (who: Actor, method: string, path: string, body?: unknown) =>
    api(stack.gateway.url, method, path, { token: who.token, body });
  const sala = (await as(teacher, 'POST', '/api/salas', { nome: 'Fuzz' })).body.data;
  await as(student, 'POST', '/api/salas/ingressar', { codigo_acesso: sala.codigo_acesso });
  const atividade = (
    await as(teacher, 'POST', '/api/atividades/criar', {
      sala_id: sala.id,
      titulo: 'Fuzz',
      tema: 'Tema',
      data_limite: inDays(3),
    })
  ).body.data;
  const proposta = (await as(teacher, 'POST', '/api/propostas', { titulo: 'Fuzz', texto_apoio_original: 'Texto.' }))
    .body.data;
  const redacao = (await as(student, 'POST', '/api/redacoes/submeter', form({ texto: 'x'.repeat(600) }))).body.data;
  world = {
    student,
    teacher,
    admin,
    sala: sala.id,
    atividade: atividade.id,
    redacao: redacao.redacao_id,
    proposta: proposta.id,
  };
  const { rows } = await testPool().query<{ t: string }>(
    `SELECT table_schema || '.' || table_name AS t FROM information_schema.tables
      WHERE table_schema IN ('auth', 'classroom', 'essay', 'proposal') AND table_type = 'BASE TABLE'
        AND table_name NOT LIKE '%migra%' AND table_name <> 'tentativas_login'`,
  );
  tables = rows.map((r) => r.t).sort();
  expect(tables.length).toBeGreaterThan(8);
});
afterAll(async () => {
  await stack?.close();
  process.env.DATABASE_URL = previousDb;
  await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
});

/**
 * Every table's contents as one hash per table (row count and content). Failed logins are recorded by design. A data
 * export accepted earlier in the run goes on in the background (its row's progress and file change by themselves), so
 * that table is compared by its rows' ids: a rejected request must still add or remove none.
 */
const BACKGROUND_UPDATED = new Set(['essay.exportacoes']);
async function snapshot(): Promise<Record<string, string>> {
  const cols = tables
    .map(
      (t) =>
        `(SELECT count(*) || ':' || coalesce(sum(hashtext(${BACKGROUND_UPDATED.has(t) ? 'x.id' : 'x'}::text)), 0) FROM ${t} x) AS "${t}"`,
    )
    .join(', ');
  return (await testPool().query<Record<string, string>>(`SELECT ${cols}`)).rows[0]!;
}

// --- inputs from the contracts ---------------------------------------------------------------------------------
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  oneOf?: Schema[];
  anyOf?: Schema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  maxItems?: number;
};

const HOSTILE = fc.oneof(
  fc.constantFrom(
    "' OR '1'='1' --",
    "'; DROP TABLE auth.usuarios; --",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '../../../../etc/passwd',
    'C:\\Windows\\win.ini',
    '\u0000\u0001\uFFFF',
    '𝕏'.repeat(300),
    '9'.repeat(400),
    '2147483648',
    '-1',
    '1e309',
    'NaN',
    'null',
    'true',
    '{"$gt":""}',
    '__proto__',
    '',
    ' ',
  ),
  fc.constantFrom(2 ** 31, 2 ** 53, -(2 ** 31) - 1, -1, 0, 1e308, -1e308, 0.5, Number.MAX_SAFE_INTEGER + 2),
  fc.constantFrom(
    null,
    true,
    false,
    [],
    {},
    [1, 2],
    { __proto__: { admin: true } },
    { constructor: { prototype: { admin: true } } },
  ),
  fc.string({ maxLength: 60 }),
  fc.string({ minLength: 3000, maxLength: 6000 }),
  fc.jsonValue({ maxDepth: 2 }),
);

function fromSchema(s: Schema): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const variants = s.oneOf ?? s.anyOf;
  if (variants) return fc.oneof(...variants.map(fromSchema));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return fc.string({
        minLength: s.minLength ?? 0,
        maxLength: Math.min(s.maxLength ?? 40, Math.max(s.minLength ?? 0, 40) + 20),
      });
    case 'integer': {
      const min = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : (s.minimum ?? -1000);
      return fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(s.maximum ?? 1000, 2 ** 31 - 1) });
    }
    case 'number':
      return fc.double({ noNaN: true, min: s.minimum ?? -1e6, max: s.maximum ?? 1e6 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? fromSchema(s.items) : fc.jsonValue({ maxDepth: 1 }), {
        maxLength: Math.min(s.maxItems ?? 3, 3),
      });
    case 'object': {
      const props = s.properties ?? {};
      if (!Object.keys(props).length)
        return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
      return fc.record(Object.fromEntries(Object.entries(props).map(([k, v]) => [k, fromSchema(v)])), {
        requiredKeys: s.required ?? [],
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Valid-looking bodies, the same with one field made hostile, unknown keys, or any JSON value at all. */
function bodies(contract: z.ZodType): fc.Arbitrary<unknown> {
  const schema = z.toJSONSchema(contract, { io: 'input', unrepresentable: 'any' }) as Schema;
  const valid = fromSchema(schema);
  const keys = Object.keys(schema.properties ?? schema.oneOf?.[0]?.properties ?? {});
  const oneHostile = keys.length
    ? fc
        .tuple(valid, fc.constantFrom(...keys), HOSTILE)
        .map(([v, k, h]) => ({ ...(v && typeof v === 'object' ? v : {}), [k]: h }))
    : HOSTILE;
  const extraKeys = fc
    .tuple(
      valid,
      fc.dictionary(
        fc.constantFrom(
          'id',
          'usuario_id',
          'tipo',
          'creditos_disponiveis',
          'professor_id',
          'role',
          '__proto__',
          'constructor',
        ),
        HOSTILE,
      ),
    )
    .map(([v, extra]) => ({ ...(v && typeof v === 'object' ? v : {}), ...extra }));
  return fc.oneof(
    { arbitrary: valid, weight: 2 },
    { arbitrary: oneHostile, weight: 3 },
    { arbitrary: extraKeys, weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  );
}

const NOT_AN_IMAGE = fc.oneof(
  fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)),
  fc.constant(Buffer.from('%PDF-1.4\n%%EOF')),
  fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
);
const FILE_BYTES = fc.oneof(NOT_AN_IMAGE, fc.constant(PNG));
// No OCR worker runs here: a real image sent to the proposal OCR would wait for one (that path is tested with a worker
// in services/proposal/test/transcription.test.ts), so that route gets everything but a valid image.
const WAITS_FOR_OCR = '/api/propostas/transcricao';
const FILE_NAME = fc.oneof(
  fc.constantFrom(
    '../../etc/passwd',
    '..\\..\\boot.ini',
    'foto.png',
    'a'.repeat(300) + '.png',
    'nome com espaço ç.pdf',
    '\u0000.png',
    '/abs/path.jpg',
  ),
  fc.string({ maxLength: 30 }),
);

function multipartBodies(o: ApiOperation): fc.Arbitrary<FormData> {
  const files = o.multipart!.files;
  const bytes = o.path === WAITS_FOR_OCR ? NOT_AN_IMAGE : FILE_BYTES;
  return fc
    .tuple(
      bodies(o.multipart!.fields),
      fc.array(fc.tuple(fc.constantFrom(...files.map((f) => f.name), 'inesperado'), bytes, FILE_NAME), {
        maxLength: 2,
      }),
    )
    .map(([fields, attached]) => {
      const flat: Record<string, string> = {};
      if (fields && typeof fields === 'object' && !Array.isArray(fields)) {
        for (const [k, v] of Object.entries(fields)) flat[k] = typeof v === 'string' ? v : (JSON.stringify(v) ?? '');
      }
      return form(
        flat,
        attached.map(([field, bytes, name]) => [field, bytes, name, 'application/octet-stream']),
      );
    });
}

// --- who calls, on what --------------------------------------------------------------------------------------
function callerFor(o: ApiOperation): Actor | undefined {
  if (o.auth === 'publico') return undefined;
  if (o.roles?.length === 1 && o.roles[0] === 'admin') return world.admin;
  if (
    o.roles?.includes('professor') ||
    o.path.startsWith('/api/propostas/:id') ||
    o.path.includes('/recursos/:recursoId')
  )
    return world.teacher;
  return world.student;
}
function pathFor(o: ApiOperation): string {
  const byPrefix: Record<string, number> = {
    '/api/salas': world.sala,
    '/api/atividades': world.atividade,
    '/api/redacoes': world.redacao,
    '/api/propostas': world.proposta,
  };
  const prefix = Object.keys(byPrefix).find((p) => o.path.startsWith(p));
  // An account action (suspend) on a real id, or a school placement whose generated usuario_id is one of the suite's
  // people (a role change), would end that person's sessions mid-suite: an id nobody has (404).
  if (o.path.startsWith('/api/admin/usuarios/:id') || o.path === '/api/escolas/:id/membros')
    return o.path.replace(':id', '2000000000');
  return o.path
    .replace(':redacaoId', String(world.redacao))
    .replace(':recursoId', '1')
    .replace(':sid', String(world.student.id))
    .replace(':id', String(prefix ? byPrefix[prefix] : 1));
}

const LEAK =
  /\bat [\w.<>$]+ \(|node_modules|\/work\/|\.ts:\d+|\bSELECT\b[\s\S]*\bFROM\b|INSERT INTO|\bUPDATE \w+\.\w+ SET|syntax error at|violates (foreign key|check|unique|not-null)|duplicate key value|relation "|column "|invalid input syntax|out of range for type|ECONNREFUSED/i;
const ENGLISH =
  /\b(Invalid input|expected|received|Too (big|small)|Required|must be|Unexpected token|Bad Request|Internal Server Error)\b/;

const targets = API_OPERATIONS.filter((o) => o.json || o.multipart);
// Writes that take no body. Any other POST/PUT must publish its input contract (json or multipart) to be fuzzed.
const BODILESS = [
  'POST /api/auth/logout',
  'POST /api/salas/:id/regenerar-codigo',
  'PUT /api/redacoes/:id/favorito',
  'POST /api/propostas/:id/duplicar',
  'POST /api/escolas/:id/membros/:usuarioId/exclusao',
  'POST /api/admin/usuarios/:id/senha-temporaria',
  'POST /api/notificacoes/:id/lida',
  'POST /api/notificacoes/lidas',
];
it('fuzzes every operation that takes a body', () => {
  const writes = API_OPERATIONS.filter((o) => o.method === 'POST' || o.method === 'PUT' || o.method === 'PATCH').map(
    (o) => `${o.method} ${o.path}`,
  );
  expect(writes.filter((k) => !BODILESS.includes(k) && !targets.some((o) => `${o.method} ${o.path}` === k))).toEqual(
    [],
  );
});

/** What was sent, readable in a failure (FormData shows its fields and file names). */
function shown(body: unknown): string {
  if (body instanceof FormData)
    return JSON.stringify(
      [...body.entries()].map(([k, v]) => [
        k,
        typeof v === 'string' ? v.slice(0, 200) : `<arquivo ${v.name} ${v.size} bytes>`,
      ]),
    );
  return JSON.stringify(body)?.slice(0, 1500) ?? String(body);
}

it.each(targets.map((o) => [`${o.method} ${o.path}`, o] as const))(
  '%s: no 5xx, no leak, Portuguese errors, nothing written on rejection',
  async (_name, o) => {
    const caller = callerFor(o);
    const path = pathFor(o);
    const arbitrary = o.json ? bodies(o.json) : multipartBodies(o);
    await fc.assert(
      fc.asyncProperty(arbitrary, async (body) => {
        const before = await snapshot();
        const res = await api(stack.gateway.url, o.method, path, {
          token: caller?.token,
          body: body instanceof FormData ? body : (body ?? null),
        });
        const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
        expect(res.status).toBeLessThan(500);
        expect(text).not.toMatch(LEAK);
        if (res.status >= 400) {
          expect(res.body).toMatchObject({ success: false, error: { message: expect.any(String) as string } });
          expect(res.body.error.message).not.toMatch(ENGLISH);
          expect(await snapshot()).toEqual(before);
        }
      }),
      {
        numRuns: RUNS,
        seed: SEED,
        endOnFailure: true,
        verbose: 1,
        reporter: (out) => {
          if (out.failed)
            throw new Error(
              `${o.method} ${path}: falhou com FUZZ_SEED=${out.seed} (caminho ${out.counterexamplePath}); contraexemplo: ${shown(out.counterexample?.[0])}\n${String(out.errorInstance).slice(0, 1500)}`,
            );
        },
      },
    );
  },
);

it('ids past PostgreSQL integer range, in paths and bodies, are refused in Portuguese before reaching the database', async () => {
  const big = 2 ** 31;
  const as = (who: Actor, method: string, path: string, body?: unknown) =>
    api(stack.gateway.url, method, path, { token: who.token, body });
  const answers = [
    await as(world.teacher, 'GET', `/api/salas/${big}`),
    await as(world.student, 'GET', `/api/redacoes/${big}/feedback`),
    await as(world.teacher, 'GET', `/api/propostas/${big}`),
    await as(world.teacher, 'POST', '/api/atividades/criar', {
      sala_id: big,
      titulo: 'T',
      tema: 'T',
      data_limite: inDays(2),
    }),
    await as(world.admin, 'POST', '/api/admin/creditos/adicionar', { usuario_id: big, quantidade: 1 }),
    await as(world.student, 'POST', '/api/redacoes/submeter', form({ texto: 'x'.repeat(600), atividade_id: big })),
    await as(world.student, 'POST', '/api/redacoes/submeter', form({ texto: 'x'.repeat(600), id: big })),
    await as(
      world.student,
      'POST',
      '/api/redacoes/submeter',
      form({ texto: 'x'.repeat(600), versao_anterior_id: big }),
    ),
    await as(world.teacher, 'POST', '/api/propostas', {
      titulo: 'T',
      texto_apoio_original: 'T',
      visibilidade: 'sala',
      sala_id: big,
    }),
  ];
  for (const res of answers) {
    // 400 for the number itself, or the 403/404 of a room or user that cannot exist; never the database's error.
    expect([400, 403, 404]).toContain(res.status);
    expect(res.body.error.message).not.toMatch(ENGLISH);
    expect(res.body.error.message).not.toBe(DATA_EXCEPTION_MESSAGE);
    expect(res.body.error.message).not.toMatch(LEAK);
  }
});
