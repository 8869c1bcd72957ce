import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { Route, Routes, useSearchParams } from 'react-router-dom';
import { SSO_DISABLED, SSO_NOT_STARTED_HERE } from '@argumenta/contracts';
import { renderWithProviders } from '../../../test/render';
import { TOKEN_KEY } from '@/stores/auth';
import SsoPage from './SsoPage';

// The school login's landing (issue 44): a token is taken only beside the value this tab started the login with, and
// only while single sign-on is on. A link carrying someone else's token (login CSRF) logs nobody in.
const realFetch = globalThis.fetch;
const user = { id: 7, nome: 'Ana Lima', email: 'ana@escola.br', tipo: 'estudante' };
function answer(habilitado: boolean) {
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    calls.push(String(input));
    const data = String(input).endsWith('/oidc/config') ? { habilitado, rotulo: 'Entrar com a conta da escola' } : user;
    return {
      ok: true,
      status: 200,
      headers: { get: () => 'application/json' },
      json: async () => ({ success: true, data }),
    } as unknown as Response;
  }) as typeof fetch;
  return calls;
}
function LoginError() {
  const [params] = useSearchParams();
  return <p data-testid="erro">{params.get('erro_sso')}</p>;
}
const land = (fragment: string) => {
  window.history.replaceState(null, '', `/auth/sso#${fragment}`);
  renderWithProviders(
    <Routes>
      <Route path="/auth/sso" element={<SsoPage />} />
      <Route path="/auth/login" element={<LoginError />} />
      <Route path="/dashboard" element={<p data-testid="painel">painel</p>} />
    </Routes>,
    { route: '/auth/sso' },
  );
};
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('/auth/sso', () => {
  it("refuses a token from a login this tab did not start (someone else's link)", async () => {
    const calls = answer(true);
    land('token=token-do-atacante&navegador=valor-do-atacante-123456');
    expect(await screen.findByTestId('erro')).toHaveTextContent(SSO_NOT_STARTED_HERE);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(calls).toEqual([]);
    expect(window.location.hash).toBe('');
  });

  it('refuses a token beside another value than the one this tab started with, and uses the value up', async () => {
    answer(true);
    sessionStorage.setItem('argumenta:sso-navegador', 'valor-desta-aba-1234567890');
    land('token=token-do-atacante&navegador=valor-do-atacante-123456');
    expect(await screen.findByTestId('erro')).toHaveTextContent(SSO_NOT_STARTED_HERE);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem('argumenta:sso-navegador')).toBeNull();
  });

  it('takes the token of its own login', async () => {
    const calls = answer(true);
    sessionStorage.setItem('argumenta:sso-navegador', 'valor-desta-aba-1234567890');
    land('token=meu-token&navegador=valor-desta-aba-1234567890');
    expect(await screen.findByTestId('painel')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('meu-token');
    expect(calls).toEqual(['/api/auth/oidc/config', '/api/auth/perfil']);
  });

  it('is off while single sign-on is off', async () => {
    answer(false);
    sessionStorage.setItem('argumenta:sso-navegador', 'valor-desta-aba-1234567890');
    land('token=meu-token&navegador=valor-desta-aba-1234567890');
    expect(await screen.findByTestId('erro')).toHaveTextContent(SSO_DISABLED);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
