import { Alert, Button, Field, Input, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LuSchool } from 'react-icons/lu';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { PasswordInput } from '@/components/PasswordInput';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { useAuth } from '@/stores/auth';
import { login, refreshAfterLogin } from './api';
import { AuthCard } from './AuthCard';
import { validateLogin } from './validation';
import { fetchSsoConfig, SSO_START_URL } from '@/features/schools/api';

export default function LoginPage() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // A failed school login comes back here with its reason (?erro_sso=…).
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(params.get('erro_sso'));
  const sso = useQuery({ queryKey: ['auth', 'sso'], queryFn: fetchSsoConfig, staleTime: Infinity, retry: false });
  const [loading, setLoading] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const invalid = validateLogin(email, password);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    setLoading(true);
    try {
      const session = await login(email.trim().toLowerCase(), password);
      useAuth.getState().setSession(session.user, session.token);
      refreshAfterLogin(qc);
      notify.success('Login realizado com sucesso!');
      void navigate('/dashboard', { replace: true });
    } catch (err) {
      const msg = errorMessage(err, 'Erro ao fazer login');
      setError(msg);
      notify.error(msg);
    } finally {
      setLoading(false);
    }
  }

  return (
    <AuthCard title="Entrar" subtitle="Acesse sua conta para praticar e acompanhar suas redações.">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          {error && (
            <Alert.Root status="error" data-testid="login-error">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}
          <Field.Root>
            <Field.Label>Email</Field.Label>
            <Input type="email" name="email" autoComplete="email" placeholder="seu@email.com" value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Senha</Field.Label>
            <PasswordInput name="password" autoComplete="current-password" placeholder="Sua senha" value={password} onChange={(e) => setPassword(e.target.value)} />
          </Field.Root>
          <Link asChild alignSelf="flex-end" fontSize="sm" color="brand.fg">
            <RouterLink to="/auth/forgot-password">Esqueceu sua senha?</RouterLink>
          </Link>
          <Button type="submit" colorPalette="brand" loading={loading} loadingText="Entrando...">
            Entrar
          </Button>
          {sso.data?.habilitado && (
            <>
              <Separator />
              <Button variant="outline" onClick={() => window.location.assign(SSO_START_URL)} data-testid="sso-login">
                <LuSchool /> {sso.data.rotulo}
              </Button>
            </>
          )}
          <Text textAlign="center" fontSize="sm" color="fg.muted">
            Não tem uma conta?{' '}
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to="/auth/register">Cadastre-se</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
