import type { MyCredits, PasswordResetInput, Session, User } from '@argumenta/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api, ApiError, apiWithMessage } from '@/lib/api';
import { refetchAfterWrite, STALE } from '@/lib/queryClient';
import { useAuth } from '@/stores/auth';

export const profileKey = ['auth', 'perfil'] as const;

/** This browser's device token per account (the auth service's login guard): its own wrong passwords count apart. */
const DEVICES_KEY = 'argumenta:dispositivos';
function devices(): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(DEVICES_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

export async function login(email: string, password: string): Promise<Session> {
  const session = await api<Session>('/auth/login', {
    method: 'POST',
    json: { email, password, dispositivo: devices()[email] },
    skipAuthRedirect: true,
  });
  if (session.dispositivo)
    localStorage.setItem(DEVICES_KEY, JSON.stringify({ ...devices(), [email]: session.dispositivo }));
  return session;
}

/**
 * Ends the session on the server (the token is refused everywhere afterwards). Called with the token explicitly, as the
 * local session is cleared at once; a failure (offline) changes nothing for the user, who is logged out locally anyway.
 */
export const endSession = (token: string | null) =>
  token
    ? api<unknown>('/auth/logout', {
        method: 'POST',
        anonymous: true,
        skipAuthRedirect: true,
        headers: { Authorization: `Bearer ${token}` },
      }).catch(() => undefined)
    : Promise.resolve(undefined);

export const register = (v: { name: string; email: string; password: string; confirmPassword: string }) =>
  api<Session>('/auth/registrar', { method: 'POST', json: v, skipAuthRedirect: true });

/** "Esqueceu sua senha?": the answer is the same whether or not the address has an account. */
export const requestPasswordReset = (email: string) =>
  apiWithMessage<{ validade_minutos: number }>('/auth/esqueci-senha', {
    method: 'POST',
    json: { email },
    anonymous: true,
    skipAuthRedirect: true,
  });

/** The mailed link's token and the new password; ends every session of the account. */
export const resetPassword = (v: PasswordResetInput) =>
  apiWithMessage<{ redefinida: boolean }>('/auth/redefinir-senha', {
    method: 'POST',
    json: v,
    anonymous: true,
    skipAuthRedirect: true,
  });

/** The signed-in user; anything that is not a user (an interrupted answer) is an error, never stored as the session's user. */
export async function fetchProfile(): Promise<User> {
  const user = await api<User | null>('/auth/perfil');
  if (!user || typeof user !== 'object' || !user.tipo)
    throw new ApiError('Resposta incompleta do servidor. Tente novamente.', 200, 'invalid_response');
  return user;
}

/** Spec 7: profile stale after 30 s, refetched every 60 s, on focus and on visibility; only with a token. */
export function useProfile() {
  const token = useAuth((s) => s.token);
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  return useQuery({
    queryKey: profileKey,
    queryFn: async () => {
      const user = await fetchProfile();
      useAuth.getState().setUser(user);
      return user;
    },
    enabled: Boolean(token) && isAuthenticated,
    staleTime: STALE.profile,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

/** Spec 7: after login or registration the dashboard, profile and user caches are refreshed. */
export function refreshAfterLogin(qc: QueryClient) {
  void refetchAfterWrite(qc, ['auth'], ['painel']);
}

/** Issue 54: who pays the session's corrections — the school's pool (and the teacher's quota on it), then the person. */
export function useMyCredits(enabled = true) {
  const token = useAuth((st) => st.token);
  return useQuery({
    queryKey: ['creditos', 'meus'],
    queryFn: () => api<MyCredits>('/auth/creditos'),
    enabled: enabled && Boolean(token),
    staleTime: 30_000,
  });
}
