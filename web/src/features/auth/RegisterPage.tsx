import { Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { RegisterInput } from '@argumenta/contracts';
import { FormAlert, FormField, useFocusFirstInvalid } from '@/components/FormField';
import { PasswordInput } from '@/components/PasswordInput';
import { notify } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { useAuth } from '@/stores/auth';
import { refreshAfterLogin, register } from './api';
import { AuthCard } from './AuthCard';
import { validateRegister, type RegisterErrors } from './validation';

type Values = Record<keyof RegisterInput, string>;
const REDIRECT_MS = 1500;

export default function RegisterPage() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [values, setValues] = useState<Values>({ name: '', email: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  useEffect(() => () => clearTimeout(timer.current), []);

  const set = (key: keyof Values) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [key]: e.target.value }));
    // Spec 5: a field's message clears when it is edited.
    if (errors[key]) setErrors((er) => ({ ...er, [key]: undefined }));
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const result = validateRegister(values);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid();
      return;
    }
    setServerError(null);
    setLoading(true);
    try {
      const session = await register(result.data);
      useAuth.getState().setSession(session.user, session.token);
      refreshAfterLogin(qc);
      setDone(true);
      notify.success('Conta criada com sucesso! Redirecionando...');
      timer.current = setTimeout(() => navigate('/dashboard', { replace: true }), REDIRECT_MS);
    } catch (err) {
      if (err instanceof ApiError && err.fields) {
        setErrors(err.fields as RegisterErrors);
        focusFirstInvalid();
      }
      const msg =
        err instanceof ApiError && err.message && err.message !== 'Request failed'
          ? err.message
          : 'Erro ao criar conta. Tente novamente.';
      setServerError(msg);
      notify.error(msg);
    } finally {
      setLoading(false);
    }
  }

  const field = (key: keyof Values, label: string, input: React.ReactNode) => (
    <FormField label={label} error={errors[key]} name={key}>
      {input}
    </FormField>
  );

  return (
    <AuthCard title="Criar conta" subtitle="Comece a praticar a redação do ENEM com correção por competências.">
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <FormAlert message={serverError} testId="register-error" />
          {field(
            'name',
            'Nome completo',
            <Input
              name="name"
              autoComplete="name"
              placeholder="Seu nome completo"
              value={values.name}
              onChange={set('name')}
            />,
          )}
          {field(
            'email',
            'Email',
            <Input
              type="email"
              name="email"
              autoComplete="email"
              placeholder="seu@email.com"
              value={values.email}
              onChange={set('email')}
            />,
          )}
          {field(
            'password',
            'Senha',
            <PasswordInput
              name="password"
              autoComplete="new-password"
              placeholder="Mínimo de 6 caracteres"
              value={values.password}
              onChange={set('password')}
            />,
          )}
          {field(
            'confirmPassword',
            'Confirmar senha',
            <PasswordInput
              name="confirmPassword"
              autoComplete="new-password"
              placeholder="Repita a senha"
              value={values.confirmPassword}
              onChange={set('confirmPassword')}
            />,
          )}
          <Button
            type="submit"
            colorPalette="brand"
            loading={loading || done}
            loadingText={done ? 'Redirecionando...' : 'Criando conta...'}
          >
            Criar conta
          </Button>
          <Text textAlign="center" fontSize="sm" color="fg.muted">
            Ao criar a conta, você declara ter lido a{' '}
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to="/privacidade">Política de Privacidade</RouterLink>
            </Link>
            . Menores de idade: a conta deve ser criada pela escola ou com o responsável.
          </Text>
          <Text textAlign="center" fontSize="sm" color="fg.muted">
            Já tem uma conta?{' '}
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to="/auth/login">Entrar</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
