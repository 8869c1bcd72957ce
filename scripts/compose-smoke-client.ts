// The user-facing half of `npm run smoke:compose` (scripts/compose-smoke.sh): drives a composed
// stack through its gateway only, as a browser would. Prints one line per check and, last,
// `SMOKE_CLIENT <passed> <failed>` for the shell script to add to its own checks.
//   node --import tsx scripts/compose-smoke-client.ts http://localhost:19080
import { recordJobEvents } from '@argumenta/testkit/realtime';
import { cer, PARAGRAPHS, renderPage, VARIANTS } from '@argumenta/ocr-worker/fixtures';

const BASE = (process.argv[2] ?? process.env.BASE_URL ?? 'http://localhost:19080').replace(/\/+$/, '');
const CORRECTION_TIMEOUT_MS = 180_000;
const STARTING_CREDITS = 50;

let passed = 0;
let failed = 0;
async function check(name: string, fn: () => Promise<string | void>): Promise<boolean> {
  const started = Date.now();
  try {
    const detail = await fn();
    passed++;
    console.log(`  \x1b[32m✓\x1b[0m ${name}${detail ? ` — ${detail}` : ''} (${Date.now() - started} ms)`);
    return true;
  } catch (err) {
    failed++;
    console.log(`  \x1b[31m✗\x1b[0m ${name} — ${err instanceof Error ? err.message : String(err)}`);
    return false;
  }
}

function assert(cond: unknown, message: string): asserts cond {
  if (!cond) throw new Error(message);
}

type Envelope<T> = { success: boolean; data: T; message?: string };
async function call<T>(
  method: string,
  path: string,
  opts: { token?: string; json?: unknown; form?: FormData } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers,
    body: opts.form ?? (opts.json === undefined ? undefined : JSON.stringify(opts.json)),
  });
  const text = await res.text();
  let body: Envelope<T>;
  try {
    body = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`${method} ${path}: HTTP ${res.status}, resposta não é JSON: ${text.slice(0, 120)}`);
  }
  return { status: res.status, body };
}

const essayText = PARAGRAPHS.join('\n\n');
let token = '';
let essayId = 0;
let realtime: Awaited<ReturnType<typeof recordJobEvents>> | undefined;

await check('gateway /readyz e a SPA em /', async () => {
  const ready = await fetch(`${BASE}/readyz`);
  assert(ready.ok, `/readyz HTTP ${ready.status}`);
  const page = await fetch(`${BASE}/`);
  const html = await page.text();
  assert(page.ok && html.includes('<div id="root">'), `GET / HTTP ${page.status} sem o app`);
  const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  assert(script, 'index.html não aponta para um bundle em /assets');
  const js = await (await fetch(`${BASE}${script}`)).text();
  assert(!js.includes('react-dom.development'), 'o bundle é o de desenvolvimento do React');
  return `bundle ${script}`;
});

const registered = await check('registro de estudante pelo gateway (201, token, 50 créditos)', async () => {
  const email = `smoke-${Date.now().toString(36)}@example.com`;
  const res = await call<{ token: string; user: { creditos_disponiveis?: number } }>('POST', '/api/auth/registrar', {
    json: { name: 'Estudante Smoke', email, password: 'segredo-smoke1', confirmPassword: 'segredo-smoke1' },
  });
  assert(res.status === 201 && res.body.data?.token, `HTTP ${res.status}: ${res.body.message}`);
  token = res.body.data.token;
  const profile = await call<{ creditos_disponiveis: number }>('GET', '/api/auth/perfil', { token });
  assert(
    profile.body.data?.creditos_disponiveis === STARTING_CREDITS,
    `créditos ${profile.body.data?.creditos_disponiveis}`,
  );
  return email;
});

if (registered) {
  await check('socket.io conectado com o token (websocket)', async () => {
    realtime = await recordJobEvents(BASE, token);
    return `id ${realtime.socket.id}`;
  });

  await check('redação enviada (202, job na fila)', async () => {
    const form = new FormData();
    form.set('titulo', 'Violência contra a mulher');
    form.set('texto', essayText);
    form.set('tipo_envio', 'texto');
    const res = await call<{ redacao_id: number; job_id: string; status: string }>('POST', '/api/redacoes/submeter', {
      token,
      form,
    });
    assert(res.status === 202 && res.body.data?.redacao_id, `HTTP ${res.status}: ${res.body.message}`);
    essayId = res.body.data.redacao_id;
    return `redação ${essayId}, ${res.body.data.job_id}`;
  });

  if (essayId && realtime) {
    const live = realtime;
    await check('progresso ao vivo até correction:completed', async () => {
      await live.until(
        (e) =>
          e['correction:completed'].some((c) => c.redacaoId === essayId) ||
          e['correction:failed'].some((f) => f.redacaoId === essayId),
        CORRECTION_TIMEOUT_MS,
      );
      const failure = live.events['correction:failed'].find((f) => f.redacaoId === essayId);
      assert(!failure, `correction:failed: ${failure?.message}`);
      const progress = live.events['correction:progress'].filter((p) => p.redacaoId === essayId);
      assert(progress.length > 0, 'nenhum correction:progress antes da conclusão');
      const done = live.events['correction:completed'].find((c) => c.redacaoId === essayId);
      return `${progress.length} eventos de progresso (${progress.map((p) => p.percent).join(', ')} %), nota ${done?.nota_geral_enem}`;
    });

    await check('feedback com as cinco competências', async () => {
      const res = await call<{
        correcao: { nota_geral_enem: number; analise_detalhada: { competencias: { nota_competencia: number }[] } };
      }>('GET', `/api/redacoes/${essayId}/feedback`, { token });
      assert(res.status === 200, `HTTP ${res.status}: ${res.body.message}`);
      const { nota_geral_enem: total, analise_detalhada: analysis } = res.body.data.correcao;
      const grades = analysis.competencias.map((c) => c.nota_competencia);
      assert(grades.length === 5, `${grades.length} competências`);
      assert(
        grades.reduce((a, b) => a + b, 0) === total && total >= 0 && total <= 1000,
        `nota ${total} ≠ soma ${grades.join('+')}`,
      );
      return `nota ${total} (${grades.join(' + ')})`;
    });

    await check('relatório PDF', async () => {
      const res = await fetch(`${BASE}/api/redacoes/${essayId}/pdf`, { headers: { Authorization: `Bearer ${token}` } });
      const bytes = Buffer.from(await res.arrayBuffer());
      assert(res.status === 200, `HTTP ${res.status}`);
      assert(
        res.headers.get('content-type')?.startsWith('application/pdf'),
        `content-type ${res.headers.get('content-type')}`,
      );
      assert(
        bytes.subarray(0, 5).toString() === '%PDF-' && bytes.length > 2000,
        `${bytes.length} bytes sem cabeçalho PDF`,
      );
      return `${(bytes.length / 1024).toFixed(1)} kB`;
    });
  }

  await check('transcrição de uma foto (OCR tesseract no contêiner)', async () => {
    const photo = await VARIANTS.photo(await renderPage('printed'));
    const form = new FormData();
    form.set('arquivo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'redacao.jpg');
    form.set('aguardar', 'true');
    const res = await call<{ texto: string; estatisticas: { confianca_media: number }; metadados: { motor: string } }>(
      'POST',
      '/api/transcricao',
      { token, form },
    );
    assert(res.status === 200, `HTTP ${res.status}: ${res.body.message}`);
    const error = cer(essayText, res.body.data.texto);
    assert(error < 0.1, `taxa de erro por caractere ${(error * 100).toFixed(1)} %`);
    return `${res.body.data.metadados.motor}, CER ${(error * 100).toFixed(1)} %, confiança ${res.body.data.estatisticas.confianca_media.toFixed(0)}`;
  });

  if (realtime) {
    const live = realtime;
    await check('transcription:completed recebido pelo socket', async () => {
      await live.until((e) => e['transcription:completed'].length > 0, 30_000);
    });
  }

  await check('créditos: um pela correção e um pela transcrição', async () => {
    const profile = await call<{ creditos_disponiveis: number }>('GET', '/api/auth/perfil', { token });
    const credits = profile.body.data?.creditos_disponiveis;
    assert(credits === STARTING_CREDITS - 2, `créditos ${credits}, esperado ${STARTING_CREDITS - 2}`);
    return `${credits} restantes`;
  });
}

realtime?.socket.close();
console.log(`SMOKE_CLIENT ${passed} ${failed}`);
process.exit(failed ? 1 : 0);
