import { Router } from 'express';
import { openApiDocument } from '@argumenta/contracts';

type Json = Record<string, unknown>;
const esc = (s: unknown) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const pretty = (v: unknown) => `<pre>${esc(JSON.stringify(v, null, 2))}</pre>`;

/**
 * The API reference as one self-contained HTML page rendered on the server from the OpenAPI document: no script, no
 * CDN, no external asset, so it works offline and under the app's Content-Security-Policy.
 */
export function renderReference(doc: Json): string {
  const info = doc.info as { title: string; version: string; description: string };
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
    for (const [method, o] of Object.entries(methods)) {
      const tag = (o.tags as string[])[0]!;
      const params = (o.parameters as Json[])
        .map(
          (p) =>
            `<li><code>${esc(p.name)}</code> (${esc(p.in)}${p.required ? ', obrigatório' : ''})${p.description ? ` — ${esc(p.description)}` : ''}</li>`,
        )
        .join('');
      const body = o.requestBody
        ? Object.entries((o.requestBody as { content: Record<string, { schema: unknown }> }).content)
            .map(([type, c]) => `<h4>Corpo <code>${esc(type)}</code></h4>${pretty(c.schema)}`)
            .join('')
        : '';
      const responses = Object.entries(o.responses as Record<string, { description: string }>)
        .map(([code, r]) => `<li><b>${esc(code)}</b> ${esc(r.description)}</li>`)
        .join('');
      const auth =
        Array.isArray(o.security) && !o.security.length
          ? 'público'
          : `token${o['x-papeis'] ? ` — ${(o['x-papeis'] as string[]).join(', ')}` : ''}`;
      const html = `<details id="${esc(o.operationId)}"><summary><span class="m ${esc(method)}">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code> — ${esc(o.summary)}</summary>
<p class="auth">Acesso: ${esc(auth)}</p>${params ? `<h4>Parâmetros</h4><ul>${params}</ul>` : ''}${body}<h4>Respostas</h4><ul>${responses}</ul></details>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const sections = [...byTag]
    .map(([tag, ops]) => `<section><h2 id="${esc(tag)}">${esc(tag)}</h2>${ops.join('\n')}</section>`)
    .join('\n');
  const toc = [...byTag.keys()].map((t) => `<a href="#${esc(t)}">${esc(t)}</a>`).join(' · ');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(info.title)} — referência</title><style>
body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:0 auto;padding:1rem;color:#1a202c}
code,pre{font:13px ui-monospace,monospace}pre{background:#f7fafc;border:1px solid #e2e8f0;padding:.5rem;overflow:auto;max-height:24rem}
details{border:1px solid #e2e8f0;border-radius:6px;margin:.4rem 0;padding:.3rem .6rem}summary{cursor:pointer}
.m{display:inline-block;min-width:4.5em;font-weight:700}.get{color:#2b6cb0}.post{color:#2f855a}.put{color:#b7791f}.delete{color:#c53030}.auth{color:#4a5568}
</style></head><body><h1>${esc(info.title)} <small>${esc(info.version)}</small></h1><p>${esc(info.description)}</p>
<p>Documento OpenAPI 3.1: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a></p><nav>${toc}</nav>${sections}</body></html>`;
}

/** GET /docs (HTML reference) and /docs/openapi.json, mounted under /api; both public. */
export function docsRoutes(): Router {
  const doc = openApiDocument();
  const html = renderReference(doc);
  const r = Router();
  r.get('/docs/openapi.json', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(doc);
  });
  r.get('/docs', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').type('html').send(html);
  });
  return r;
}
