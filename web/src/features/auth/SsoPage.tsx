import { useQueryClient } from '@tanstack/react-query';
import { SSO_DISABLED, SSO_NOT_STARTED_HERE } from '@argumenta/contracts';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { PageLoader } from '@/components/PageLoader';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { TOKEN_KEY, useAuth } from '@/stores/auth';
import { fetchSsoConfig, takeSsoBrowserValue } from '@/features/schools/api';
import { fetchProfile, refreshAfterLogin } from './api';

/**
 * /auth/sso: where the school's identity provider login ends. The session token arrives in the URL fragment (never
 * sent to any server) beside the value this tab started the login with (startSsoLogin); a token without it is someone
 * else's login sent as a link (login CSRF) and is dropped, as is any token while single sign-on is off. Otherwise it is
 * kept, the profile read, and the fragment removed from the address bar and history.
 */
const SSO_OFF = new Error(SSO_DISABLED);

export default function SsoPage() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const started = useRef(false);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    const token = fragment.get('token');
    window.history.replaceState(null, '', window.location.pathname);
    const ours = takeSsoBrowserValue();
    if (!token) return setFailed('Login com a conta da escola não concluído. Tente novamente.');
    if (!ours || fragment.get('navegador') !== ours) return setFailed(SSO_NOT_STARTED_HERE);
    fetchSsoConfig()
      .then(({ habilitado }) => {
        if (!habilitado) throw SSO_OFF;
        localStorage.setItem(TOKEN_KEY, token);
        useAuth.setState({ token });
        return fetchProfile();
      })
      .then((user) => {
        useAuth.getState().setSession(user, token);
        refreshAfterLogin(qc);
        notify.success('Login realizado com sucesso!');
        void navigate('/dashboard', { replace: true });
      })
      .catch((e: unknown) => {
        useAuth.getState().clear();
        setFailed(
          e === SSO_OFF ? SSO_DISABLED : errorMessage(e, 'Não foi possível concluir o login com a conta da escola.'),
        );
      });
  }, [navigate, qc]);

  if (failed) return <Navigate to={`/auth/login?erro_sso=${encodeURIComponent(failed)}`} replace />;
  return <PageLoader label="Entrando com a conta da escola..." />;
}
