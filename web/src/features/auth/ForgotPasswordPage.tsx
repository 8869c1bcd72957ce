import { Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormAlert, FormField } from '@/components/FormField';
import { errorMessage } from '@/lib/api';
import { requestPasswordReset } from './api';
import { AuthCard, AuthNotice } from './AuthCard';
import { validateResetRequest } from './validation';

/** "Esqueceu sua senha?": an e-mail, then always the same confirmation (whether the address has an account is not said). */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const checked = validateResetRequest(email);
    if (!checked.ok) {
      setFieldError(checked.errors.email);
      input.current?.focus();
      return;
    }
    setError(null);
    setLoading(true);
    try {
      const { message } = await requestPasswordReset(checked.data.email);
      setSent(message ?? 'Se existir uma conta com este e-mail, enviamos para ele um link para redefinir a senha.');
    } catch (err) {
      setError(errorMessage(err, 'Não foi possível enviar o pedido. Tente novamente.'));
    } finally {
      setLoading(false);
    }
  }

  if (sent) {
    return (
      <AuthNotice
        title="Recuperar senha"
        subtitle="Pedido recebido."
        status="success"
        message={sent}
        testId="reset-requested"
      >
        <Button asChild colorPalette="brand">
          <RouterLink to="/auth/login">Voltar para o login</RouterLink>
        </Button>
        <Button variant="ghost" onClick={() => setSent(null)}>
          Não recebeu? Pedir outro link
        </Button>
      </AuthNotice>
    );
  }

  return (
    <AuthCard
      title="Recuperar senha"
      subtitle="Informe o e-mail da sua conta: enviaremos um link para você criar uma nova senha."
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <FormAlert message={error} testId="reset-request-error" />
          <FormField label="Email" name="email" error={fieldError}>
            <Input
              ref={input}
              type="email"
              name="email"
              autoComplete="email"
              placeholder="seu@email.com"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setFieldError(undefined);
              }}
            />
          </FormField>
          <Button type="submit" colorPalette="brand" loading={loading} loadingText="Enviando...">
            Enviar link
          </Button>
          <Text textAlign="center" fontSize="sm" color="fg.muted">
            Lembrou a senha?{' '}
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to="/auth/login">Entrar</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
