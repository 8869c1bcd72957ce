import { Button, Field, Stack, Text } from '@chakra-ui/react';
import { FieldError, useFocusFirstInvalid } from '@/components/FormField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Modal } from '@/components/dialogs';
import { PasswordInput } from '@/components/PasswordInput';
import { notify } from '@/components/ui/toaster';
import { endSession } from '@/features/auth/api';
import { apiWithMessage, ApiError } from '@/lib/api';
import { closeSocket } from '@/lib/socketSession';
import { getToken, useAuth } from '@/stores/auth';

export const DELETE_ACCOUNT_MESSAGES = {
  question: 'ATENÇÃO: Esta ação é irreversível. Tem certeza que deseja excluir sua conta?',
  explain:
    'Depois do prazo de carência, apagamos seu nome, e-mail, redações, fotos, transcrições, correções, recursos e participação nas salas. Notas sem identificação podem continuar nas estatísticas da escola. Para desistir dentro do prazo, basta entrar novamente.',
  failed: 'Não foi possível excluir a conta. Tente novamente.',
} as const;

/**
 * Settings › Excluir conta (issue 38): the password again, then the server schedules the erasure (or erases at once,
 * with no grace period) and this session ends: the person is taken out, with the server's message saying when.
 */
export function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [senha, setSenha] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const qc = useQueryClient();
  // Inside the modal dialog: no ref, the dialog is all the user can reach.
  const { focusFirstInvalid } = useFocusFirstInvalid();

  async function submit() {
    setBusy(true);
    setError(null);
    try {
      const { message } = await apiWithMessage<{ exclusao_agendada_para: string; excluida: boolean }>(
        '/auth/conta/exclusao',
        { method: 'POST', json: { senha }, skipAuthRedirect: true },
      );
      void endSession(getToken());
      useAuth.getState().clear();
      closeSocket();
      qc.clear();
      notify.success(message ?? DELETE_ACCOUNT_MESSAGES.failed, { duration: 15_000 });
      void navigate('/auth/login', { replace: true, flushSync: true });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : DELETE_ACCOUNT_MESSAGES.failed);
      focusFirstInvalid();
    } finally {
      setBusy(false);
    }
  }

  const close = () => {
    if (busy) return;
    onOpenChange(false);
    setSenha('');
    setError(null);
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title="Excluir conta"
      role="alertdialog"
      onSubmit={() => void submit()}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Cancelar
          </Button>
          <Button type="submit" colorPalette="red" loading={busy} data-testid="confirm-delete-account">
            Sim, excluir
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text>{DELETE_ACCOUNT_MESSAGES.question}</Text>
        <Text fontSize="sm" color="fg.muted">
          {DELETE_ACCOUNT_MESSAGES.explain}
        </Text>
        <Field.Root invalid={Boolean(error)} required>
          <Field.Label>
            Confirme sua senha <Field.RequiredIndicator />
          </Field.Label>
          <PasswordInput
            name="senha"
            autoComplete="current-password"
            value={senha}
            onChange={(e) => setSenha(e.target.value)}
            data-testid="delete-account-password"
          />
          <FieldError>{error}</FieldError>
        </Field.Root>
      </Stack>
    </Modal>
  );
}
