import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import LoginPage from './LoginPage';

// "Entrar com a conta da escola" (issue 16): shown only when the auth service says single sign-on is on; a failed
// school login comes back to /auth/login?erro_sso=… and its reason is shown.
const realFetch = globalThis.fetch;
function answer(habilitado: boolean) {
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    calls.push(String(input));
    // jsdom has no Response: the few members the API client reads.
    const body = { success: true, data: { habilitado, rotulo: 'Entrar com a conta da escola' } };
    return {
      ok: true,
      status: 200,
      headers: { get: () => 'application/json' },
      json: async () => body,
    } as unknown as Response;
  }) as typeof fetch;
  return calls;
}
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('login with the school account', () => {
  it('shows the button when single sign-on is on', async () => {
    const calls = answer(true);
    renderWithProviders(<LoginPage />, { route: '/auth/login' });
    expect(await screen.findByRole('button', { name: 'Entrar com a conta da escola' })).toBeInTheDocument();
    expect(calls).toEqual(['/api/auth/oidc/config']);
  });

  it('hides it when off, and shows the reason of a failed school login', async () => {
    const calls = answer(false);
    const reason = 'Sua escola ainda não está cadastrada no Argumenta. Peça à coordenação para cadastrá-la.';
    renderWithProviders(<LoginPage />, { route: `/auth/login?erro_sso=${encodeURIComponent(reason)}` });
    expect(await screen.findByTestId('login-error')).toHaveTextContent(reason);
    await screen.findByRole('button', { name: 'Entrar' });
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Entrar com a conta da escola' })).not.toBeInTheDocument();
  });
});
