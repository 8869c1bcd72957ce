import { Button, Input, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LuSchool } from 'react-icons/lu';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { FormAlert, FormField, useFocusFirstInvalid } from '@/components/FormField';
import { PasswordInput } from '@/components/PasswordInput';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { useAuth } from '@/stores/auth';
import { login, refreshAfterLogin } from './api';
import { AuthCard } from './AuthCard';
import { validateLogin } from './validation';
import { fetchSsoConfig, startSsoLogin } from '@/features/schools/api';

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
  // Which fields the "preencha todos os campos" message is about.
  const [missing, setMissing] = useState({ email: false, password: false });
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const invalid = validateLogin(email, password);
    if (invalid) {
      setError(invalid);
      // Both filled in and still refused: the e-mail is what is wrong.
      setMissing({ email: !email.trim() || Boolean(password.trim()), password: !password.trim() });
      focusFirstInvalid();
      return;
    }
    setError(null);
    setMissing({ email: false, password: false });
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
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <FormAlert message={error} testId="login-error" />
          <FormField label="Email" invalid={missing.email}>
            <Input
              type="email"
              name="email"
              autoComplete="email"
              placeholder="seu@email.com"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setMissing((m) => ({ ...m, email: false }));
              }}
            />
          </FormField>
          <FormField label="Senha" invalid={missing.password}>
            <PasswordInput
              name="password"
              autoComplete="current-password"
              placeholder="Sua senha"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setMissing((m) => ({ ...m, password: false }));
              }}
            />
          </FormField>
          <Link asChild alignSelf="flex-end" fontSize="sm" color="brand.fg">
            <RouterLink to="/auth/forgot-password">Esqueceu sua senha?</RouterLink>
          </Link>
          <Button type="submit" colorPalette="brand" loading={loading} loadingText="Entrando...">
            Entrar
          </Button>
          {sso.data?.habilitado && (
            <>
              <Separator />
              <Button variant="outline" onClick={startSsoLogin} data-testid="sso-login">
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
