import { Button, Field, Heading, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { LuCoins } from 'react-icons/lu';
import { FieldError, FormAlert, useFocusFirstInvalid } from '@/components/FormField';
import { notify } from '@/components/ui/toaster';
import { profileKey } from '@/features/auth/api';
import { errorMessage } from '@/lib/api';
import { refetchAfterWrite } from '@/lib/queryClient';
import { useAuth } from '@/stores/auth';
import { addCredits, adminKeys, type AddCredits } from './api';
import { validateAddCredits, type CreditsErrors, type CreditsForm } from './validation';

type Target = { id: number; nome: string; email: string } | null;

/** Spec 2.12 Créditos: add credits to a user (usuario id ≥ 1, quantidade ≥ 1, descricao optional). */
export function CreditsTab({ target }: { target: Target }) {
  const qc = useQueryClient();
  const [form, setForm] = useState<CreditsForm>({
    usuario_id: target ? String(target.id) : '',
    quantidade: '',
    descricao: '',
  });
  const [errors, setErrors] = useState<CreditsErrors>({});
  const [last, setLast] = useState<{ usuario_id: number; creditos_disponiveis: number } | null>(null);
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const named = target && String(target.id) === form.usuario_id.trim() ? target : null;

  const add = useMutation({
    mutationFn: (c: AddCredits) => addCredits(c),
    onSuccess: (data) => {
      notify.success('Créditos adicionados com sucesso!');
      setLast(data);
      setForm((f) => ({ ...f, quantidade: '', descricao: '' }));
      // Credits given to oneself show at once in the nav/dashboards.
      const self = data.usuario_id === useAuth.getState().user?.id;
      void refetchAfterWrite(qc, adminKeys.all, ...(self ? [profileKey] : []));
    },
    onError: (e) => notify.error('Erro ao adicionar créditos', { description: errorMessage(e, '') || undefined }),
  });

  const set = (k: keyof CreditsForm) => (value: string) => {
    setForm((f) => ({ ...f, [k]: value }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    const r = validateAddCredits(form);
    if (!r.ok) {
      setErrors(r.errors);
      return focusFirstInvalid();
    }
    setLast(null);
    add.mutate(r.data);
  }

  return (
    <Stack bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: '4', md: '6' }} gap="4" maxW="2xl">
      <Stack gap="1">
        <Heading size="md">Adicionar créditos</Heading>
        <Text color="fg.muted" fontSize="sm">
          Informe o ID do usuário (veja na aba Usuários) e a quantidade de créditos.
        </Text>
      </Stack>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormAlert
            message={add.isError ? errorMessage(add.error, 'Erro ao adicionar créditos') : null}
            testId="credits-error"
          />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Field.Root invalid={Boolean(errors.usuario_id)} required>
              <Field.Label>
                ID do usuário <Field.RequiredIndicator />
              </Field.Label>
              <Input
                name="usuario_id"
                type="number"
                min={1}
                step={1}
                inputMode="numeric"
                value={form.usuario_id}
                onChange={(e) => set('usuario_id')(e.target.value)}
              />
              {named && (
                <Field.HelperText data-testid="credit-target">{`${named.nome} (${named.email})`}</Field.HelperText>
              )}
              <FieldError>{errors.usuario_id}</FieldError>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.quantidade)} required>
              <Field.Label>
                Quantidade <Field.RequiredIndicator />
              </Field.Label>
              <Input
                name="quantidade"
                type="number"
                min={1}
                step={1}
                inputMode="numeric"
                value={form.quantidade}
                onChange={(e) => set('quantidade')(e.target.value)}
              />
              <FieldError>{errors.quantidade}</FieldError>
            </Field.Root>
          </SimpleGrid>
          <Field.Root invalid={Boolean(errors.descricao)}>
            <Field.Label>Descrição (opcional)</Field.Label>
            <Textarea
              name="descricao"
              rows={2}
              maxLength={200}
              placeholder="Ex.: bônus da turma de março"
              value={form.descricao}
              onChange={(e) => set('descricao')(e.target.value)}
            />
            <FieldError>{errors.descricao}</FieldError>
          </Field.Root>
          <Button type="submit" colorPalette="brand" loading={add.isPending} alignSelf="flex-start">
            <LuCoins /> Adicionar créditos
          </Button>
          {last && (
            <Text fontSize="sm" color="green.fg" data-testid="credit-result">
              Saldo atual do usuário {last.usuario_id}: {last.creditos_disponiveis} créditos.
            </Text>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
