import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';
import { minutesLeft } from '@/lib/jwt';
import { closeSocket } from '@/lib/socketSession';
import { notify } from '@/components/ui/toaster';
import { TOKEN_KEY, useAuth } from '@/stores/auth';
import { fetchProfile, profileKey, useProfile } from './api';

const TOKEN_CHECK_MS = 10 * 60_000;
const WARNING_CHECK_MS = 5 * 60_000;
const WARNING_MINUTES = 30;
export const SESSION_ENDED = 'Sua sessão foi encerrada. Faça login novamente.';
export const sessionWarning = (n: number) => `Sua sessão expirará em ${n} minuto(s). Salve seu trabalho!`;

/** Spec 4: start-up token check, periodic re-check, cross-tab logout and the expiry warning. */
export function AuthLifecycle() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const token = useAuth((s) => s.token);
  const warned = useRef<string | null>(null);
  useProfile();

  // Start-up: expired token → clear; otherwise check it once (network errors keep it, 401 clears).
  useEffect(() => {
    const { token: t, setStatus, clear } = useAuth.getState();
    if (!t) {
      setStatus('ready');
      return;
    }
    const left = minutesLeft(t);
    if (left !== null && left < 0) {
      clear();
      setStatus('ready');
      return;
    }
    setStatus('checking');
    // Same key as useProfile(): the start-up check and the first query share one request.
    qc.fetchQuery({ queryKey: profileKey, queryFn: fetchProfile, retry: false, staleTime: 0 })
      .then((user) => useAuth.getState().setUser(user))
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.status === 401) useAuth.getState().clear();
      })
      .finally(() => {
        // A session that still has no user after the check cannot show any page: end it (RequireAuth sends to login).
        if (!useAuth.getState().user?.tipo) useAuth.getState().clear();
        useAuth.getState().setStatus('ready');
      });
  }, [qc]);

  useEffect(() => {
    if (!token) return;
    const id = setInterval(() => void qc.invalidateQueries({ queryKey: profileKey }), TOKEN_CHECK_MS);
    return () => clearInterval(id);
  }, [token, qc]);

  // Another tab logged out (or the token was removed by hand).
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== TOKEN_KEY && e.key !== null) return;
      if (localStorage.getItem(TOKEN_KEY)) return;
      if (!useAuth.getState().isAuthenticated) return;
      useAuth.getState().clear();
      closeSocket();
      qc.clear();
      notify.warning(SESSION_ENDED);
      void navigate('/auth/login', { replace: true });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [navigate, qc]);

  // Expiry warning, once per token.
  useEffect(() => {
    if (!token) return;
    const check = () => {
      const left = minutesLeft(token);
      if (left === null || left < 0 || left > WARNING_MINUTES || warned.current === token) return;
      warned.current = token;
      notify.warning(sessionWarning(Math.max(1, left)), { duration: 30_000 });
    };
    check();
    const id = setInterval(check, WARNING_CHECK_MS);
    return () => clearInterval(id);
  }, [token]);

  return null;
}
