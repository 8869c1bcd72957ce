import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AuthCard } from './AuthCard';

export default function ForgotPasswordPage() {
  return (
    <AuthCard title="Recuperar senha" subtitle="Esta funcionalidade ainda não está disponível.">
      <Stack gap="4">
        <Text>A recuperação de senha pelo site ainda não está disponível. Procure o seu professor ou o administrador da plataforma para redefinir a sua senha.</Text>
        <Button asChild variant="outline">
          <RouterLink to="/auth/login">Voltar para o login</RouterLink>
        </Button>
      </Stack>
    </AuthCard>
  );
}
