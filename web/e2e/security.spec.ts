import { expect, loginViaApi, test } from './fixtures';

// Issue 14: the web app's security headers and Content-Security-Policy, checked in Chromium itself — every page the
// app renders raises no CSP violation (scripts, styles, images, workers, sockets all allowed by the policy) — and
// logout ends the session on the server, whatever the spelling of the Authorization header.

const PAGES = ['/dashboard', '/essays/new', '/essays', '/proposals', '/classrooms/join', '/auth/forgot-password'];

test('security headers are sent and no page of the app violates the Content-Security-Policy', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const first = await page.goto('/auth/login');
  const headers = first!.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['x-powered-by']).toBeUndefined();
  // The API answers carry them too.
  const apiHeaders = (await page.request.get('/api/auth/perfil')).headers();
  expect(apiHeaders['x-content-type-options']).toBe('nosniff');
  expect(apiHeaders['content-security-policy']).toBeTruthy();

  await loginViaApi(page);
  for (const path of PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const violations = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
    expect({ path, violations }).toEqual({ path, violations: [] });
  }
});

test('the Sair button ends the session on the server: the old token is refused afterwards', async ({ page }) => {
  await loginViaApi(page);
  await page.goto('/dashboard');
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  expect(token).toBeTruthy();
  const auth = { Authorization: `Bearer ${token}` };
  expect((await page.request.get('/api/auth/perfil', { headers: auth })).status()).toBe(200);
  const logout = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
  await page.getByRole('button', { name: 'Sair' }).click();
  expect((await logout).status()).toBe(200);
  await expect(page.getByText('Logout realizado com sucesso!')).toBeVisible();
  const after = await page.request.get('/api/auth/perfil', { headers: auth });
  expect(after.status()).toBe(401);
  expect(((await after.json()) as { error: { message: string } }).error.message).toBe(
    'Sua sessão foi encerrada. Faça login novamente.',
  );
  // Issue 44: every spelling of the header HTTP allows is the same ended session.
  for (const authorization of [`bearer ${token}`, `BEARER ${token}`, `Bearer  ${token}`]) {
    expect({
      authorization: authorization.slice(0, 8),
      status: (await page.request.get('/api/auth/perfil', { headers: { Authorization: authorization } })).status(),
    }).toEqual({ authorization: authorization.slice(0, 8), status: 401 });
  }
});
