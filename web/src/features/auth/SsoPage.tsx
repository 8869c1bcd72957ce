import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { PageLoader } from '@/components/PageLoader';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { TOKEN_KEY, useAuth } from '@/stores/auth';
import { fetchProfile, refreshAfterLogin } from './api';

/**
 * /auth/sso: where the school's identity provider login ends. The session token arrives in the URL fragment (never
 * sent to any server); it is kept, the profile read, and the fragment removed from the address bar and history.
 */
export default function SsoPage() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const started = useRef(false);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
    window.history.replaceState(null, '', window.location.pathname);
    if (!token) return setFailed('Login com a conta da escola não concluído. Tente novamente.');
    localStorage.setItem(TOKEN_KEY, token);
    useAuth.setState({ token });
    fetchProfile()
      .then((user) => {
        useAuth.getState().setSession(user, token);
        refreshAfterLogin(qc);
        notify.success('Login realizado com sucesso!');
        void navigate('/dashboard', { replace: true });
      })
      .catch((e: unknown) => {
        useAuth.getState().clear();
        setFailed(errorMessage(e, 'Não foi possível concluir o login com a conta da escola.'));
      });
  }, [navigate, qc]);

  if (failed) return <Navigate to={`/auth/login?erro_sso=${encodeURIComponent(failed)}`} replace />;
  return <PageLoader label="Entrando com a conta da escola..." />;
}
