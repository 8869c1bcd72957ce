import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT } from 'jose';
// @ts-expect-error -- oidc-provider ships no types; the parts used are typed in oidc-provider-types.ts.
import UntypedProvider from 'oidc-provider';
import type { OidcProviderClass } from './oidc-provider-types.js';

const Provider = UntypedProvider as OidcProviderClass;

/** What a "school identity provider" account says about a person (id token claims). */
export type IdpAccount = { email: string; email_verified?: boolean; name?: string } & Record<string, unknown>;
/** How the provider's token answer is altered on its way to the client (a forged or stale id token, properly signed). */
export type Tamper = 'none' | 'audience' | 'expired';

const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
const close = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/**
 * A real OpenID Connect provider (the `oidc-provider` package, with its development login and consent pages) on a free
 * port, behind a small pass-through proxy whose address is the issuer. The proxy can re-sign the id token of a token
 * response with the provider's own key after changing its audience or expiry: the client sees a correctly signed token
 * that it must still refuse.
 */
export async function startOidcProvider(opts: {
  clientId: string;
  clientSecret: string;
  redirectUri: () => string;
  accounts: Record<string, IdpAccount>;
}) {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'escola-1', alg: 'RS256', use: 'sig' };
  let tamper: Tamper = 'none';
  let backendPort = 0;

  const proxy = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const upstream = http.request(
        { host: '127.0.0.1', port: backendPort, method: req.method, path: req.url, headers: req.headers },
        (up) => {
          const body: Buffer[] = [];
          up.on('data', (c: Buffer) => body.push(c));
          up.on('end', () => {
            void (async () => {
              let out = Buffer.concat(body);
              if (tamper !== 'none' && req.url?.startsWith('/token') && up.statusCode === 200) {
                const json = JSON.parse(out.toString()) as { id_token: string };
                const claims = decodeJwt(json.id_token);
                const now = Math.floor(Date.now() / 1000);
                const changed =
                  tamper === 'audience'
                    ? { ...claims, aud: 'outro-cliente' }
                    : { ...claims, iat: now - 7200, exp: now - 3600 };
                json.id_token = await new SignJWT(changed)
                  .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
                  .sign(privateKey);
                out = Buffer.from(JSON.stringify(json));
              }
              const headers = { ...up.headers, 'content-length': String(out.length) };
              delete headers['transfer-encoding'];
              res.writeHead(up.statusCode ?? 502, headers);
              res.end(out);
            })();
          });
        },
      );
      upstream.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      upstream.end(Buffer.concat(chunks));
    });
  });
  const issuer = `http://127.0.0.1:${await listen(proxy)}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: [opts.redirectUri()],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['chave-de-teste-dos-cookies'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'escola_inep', 'papel'] },
    // The claims go in the id token itself (the client reads them there).
    conformIdTokenClaims: false,
    findAccount: (_ctx: unknown, id: string) => {
      const account = opts.accounts[id];
      if (!account) return undefined;
      return { accountId: id, claims: () => ({ sub: id, ...account }) };
    },
  });
  // Silences the provider's "development only" warnings in test output.
  provider.on('server_error', () => undefined);
  const backend = http.createServer(provider.callback());
  backendPort = await listen(backend);

  return {
    issuer,
    setTamper: (t: Tamper) => {
      tamper = t;
    },
    close: async () => {
      await close(proxy);
      await close(backend);
    },
  };
}

/** A browser for the code flow: follows redirects by hand with a cookie jar per origin and submits the provider's forms. */
export function browser() {
  const jars = new Map<string, Map<string, string>>();
  const jar = (url: URL) => jars.get(url.origin) ?? jars.set(url.origin, new Map()).get(url.origin)!;
  async function request(url: string, init: { method?: string; body?: string } = {}) {
    const u = new URL(url);
    const cookies = [...jar(u)].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(u, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        ...(cookies ? { cookie: cookies } : {}),
        ...(init.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: init.body,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, ...v] = pair!.split('=');
      const value = v.join('=');
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(c) || value === '') jar(u).delete(k!.trim());
      else jar(u).set(k!.trim(), value);
    }
    return {
      status: res.status,
      location: res.headers.get('location') ? new URL(res.headers.get('location')!, u).href : null,
      text: await res.text(),
    };
  }
  return {
    request,
    jar,
    /**
     * From the app's start URL through the provider's login (as `login`) and consent pages, up to the moment the
     * provider sends the browser back to the app's callback. Returns that callback URL without visiting it.
     */
    async untilCallback(startUrl: string, login: string, callbackPrefix: string): Promise<string> {
      let next = (await request(startUrl)).location;
      for (let step = 0; step < 20 && next; step++) {
        if (next.startsWith(callbackPrefix)) return next;
        const page = await request(next);
        if (page.location) {
          next = page.location;
          continue;
        }
        const action = /<form[^>]*action="([^"]+)"/.exec(page.text)?.[1];
        if (!action) throw new Error(`página do provedor sem formulário (${page.status}): ${page.text.slice(0, 300)}`);
        const fields: Record<string, string> = page.text.includes('name="login"')
          ? { prompt: 'login', login, password: 'qualquer' }
          : { prompt: 'consent' };
        next = (
          await request(new URL(action.replace(/&amp;/g, '&'), next).href, {
            method: 'POST',
            body: new URLSearchParams(fields).toString(),
          })
        ).location;
      }
      throw new Error(`o provedor não voltou para ${callbackPrefix} (parou em ${next})`);
    },
  };
}
