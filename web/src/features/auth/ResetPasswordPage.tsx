import { Button, Stack } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { PASSWORD_RESET_MESSAGES, RESET_TOKEN_PATTERN, type PasswordResetInput } from '@argumenta/contracts';
import { FormAlert, FormField } from '@/components/FormField';
import { PasswordInput } from '@/components/PasswordInput';
import { notify } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api';
import { useAuth } from '@/stores/auth';
import { resetPassword } from './api';
import { AuthCard, AuthNotice } from './AuthCard';
import { validateNewPassword, type FieldErrors } from './validation';

type Values = Pick<PasswordResetInput, 'password' | 'confirmPassword'>;

/** The page the mailed link opens (/redefinir-senha?token=…): a new password twice, then the login. */
export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [values, setValues] = useState<Values>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  // A link that cannot be used (malformed, unknown, used, expired): said once, with the way to a new one.
  const [linkError, setLinkError] = useState<string | null>(
    RESET_TOKEN_PATTERN.test(token) ? null : PASSWORD_RESET_MESSAGES.tokenInvalid,
  );
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const inputs = { password: useRef<HTMLInputElement>(null), confirmPassword: useRef<HTMLInputElement>(null) };

  const set = (key: keyof Values) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [key]: e.target.value }));
    if (errors[key]) setErrors((er) => ({ ...er, [key]: undefined }));
  };

  const showFieldErrors = (found: FieldErrors<Values>) => {
    setErrors(found);
    const first = (['password', 'confirmPassword'] as const).find((k) => found[k]);
    if (first) inputs[first].current?.focus();
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const checked = validateNewPassword({ token, ...values });
    if (!checked.ok) return showFieldErrors(checked.errors);
    setError(null);
    setLoading(true);
    try {
      const { message } = await resetPassword(checked.data);
      // Every session of the account was ended on the server: this browser's too.
      useAuth.getState().clear();
      notify.success(message ?? PASSWORD_RESET_MESSAGES.done);
      void navigate('/auth/login', { replace: true });
    } catch (err) {
      if (err instanceof ApiError && (err.status === 410 || err.fields?.token)) setLinkError(err.message);
      else if (err instanceof ApiError && err.fields) showFieldErrors(err.fields as FieldErrors<Values>);
      else setError(errorMessage(err, 'Não foi possível redefinir a senha. Tente novamente.'));
    } finally {
      setLoading(false);
    }
  }

  if (linkError) {
    return (
      <AuthNotice
        title="Redefinir senha"
        subtitle="Este link não pode mais ser usado."
        status="error"
        message={linkError}
        testId="reset-link-error"
      >
        <Button asChild colorPalette="brand">
          <RouterLink to="/auth/forgot-password">Pedir um novo link</RouterLink>
        </Button>
        <Button asChild variant="ghost">
          <RouterLink to="/auth/login">Voltar para o login</RouterLink>
        </Button>
      </AuthNotice>
    );
  }

  const field = (key: keyof Values, label: string, placeholder: string) => (
    <FormField label={label} name={key} error={errors[key]}>
      <PasswordInput
        ref={inputs[key]}
        name={key}
        autoComplete="new-password"
        placeholder={placeholder}
        value={values[key]}
        onChange={set(key)}
      />
    </FormField>
  );

  return (
    <AuthCard title="Redefinir senha" subtitle="Escolha uma nova senha para a sua conta.">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <FormAlert message={error} testId="reset-error" />
          {field('password', 'Nova senha', 'Mínimo de 6 caracteres')}
          {field('confirmPassword', 'Confirmar nova senha', 'Repita a nova senha')}
          <Button type="submit" colorPalette="brand" loading={loading} loadingText="Salvando...">
            Redefinir senha
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
