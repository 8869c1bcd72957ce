import { jest } from '@jest/globals';
import { API_OPERATIONS, openApiPath } from '@argumenta/contracts';
import { publicRoutes, routeKey } from '@argumenta/gateway';
import { startStack, type Stack } from '@argumenta/testkit/stack';

// The published API: generated from the contracts, served by the gateway, and exactly the routes the routers serve.
jest.setTimeout(120_000);

let stack: Stack;
let doc: {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        requestBody?: { content: Record<string, { schema: unknown }> };
        responses: Record<string, unknown>;
      }
    >
  >;
  components: unknown;
};
beforeAll(async () => {
  stack = await startStack({ name: 'openapi' });
  const res = await fetch(`${stack.gateway.url}/api/docs/openapi.json`);
  expect(res.status).toBe(200);
  doc = (await res.json()) as typeof doc;
});
afterAll(async () => {
  await stack.close();
});

it('is an OpenAPI 3.1 document listing every route the gateway serves, and only those', () => {
  expect(doc.openapi).toBe('3.1.0');
  const served = publicRoutes(stack.apps.gateway, stack.apps)
    .map((r) => `${r.method} ${openApiPath(r.path)}`)
    .sort();
  const documented = Object.entries(doc.paths)
    .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
    .sort();
  expect({
    undocumented: served.filter((k) => !documented.includes(k)),
    notServed: documented.filter((k) => !served.includes(k)),
  }).toEqual({ undocumented: [], notServed: [] });
  expect(served.length).toBe(publicRoutes(stack.apps.gateway, stack.apps).map(routeKey).length);
});

it('documents each body from its zod contract, with unique operation ids and resolvable references', () => {
  const ids = Object.values(doc.paths).flatMap((m) => Object.values(m).map((o) => o.operationId));
  expect(new Set(ids).size).toBe(ids.length);
  for (const o of API_OPERATIONS) {
    const documented = doc.paths[openApiPath(o.path)]![o.method.toLowerCase()]!;
    if (o.json) {
      const schema = documented.requestBody?.content['application/json']?.schema as Record<string, unknown>;
      expect(schema.type === 'object' || Array.isArray(schema.oneOf)).toBe(true);
    }
    if (o.multipart) {
      const schema = documented.requestBody!.content['multipart/form-data']!.schema as {
        properties: Record<string, unknown>;
      };
      for (const f of o.multipart.files) expect(schema.properties[f.name]).toBeDefined();
    }
    expect(documented.responses[String(o.status)]).toBeDefined();
  }
  // The login body's contract, as generated: the fields the client must send.
  const login = doc.paths['/api/auth/login']!.post!.requestBody!.content['application/json']!.schema as {
    properties: Record<string, unknown>;
  };
  expect(Object.keys(login.properties).sort()).toEqual(['dispositivo', 'email', 'password']);
  const text = JSON.stringify(doc);
  for (const [, ref] of text.matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g))
    expect((doc.components as { schemas: Record<string, unknown> }).schemas[ref!]).toBeDefined();
});

it('serves a browsable reference page that needs nothing from outside (no script, no CDN)', async () => {
  const res = await fetch(`${stack.gateway.url}/api/docs`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/text\/html/);
  expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  const html = await res.text();
  expect(html).not.toMatch(/<script|<link|src="http|href="http/i);
  for (const path of Object.keys(doc.paths)) expect(html).toContain(`<code>${path.replace(/&/g, '&#38;')}</code>`);
});
