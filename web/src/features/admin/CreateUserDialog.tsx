import { Button, Field, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { DEFAULT_CREDITS, ROLES } from '@argumenta/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Modal } from '@/components/dialogs';
import { PasswordInput } from '@/components/PasswordInput';
import { RoleSelect } from '@/components/RoleSelect';
import { notify } from '@/components/ui/toaster';
import { FieldError, FormAlert, useFocusFirstInvalid } from '@/components/FormField';
import { errorMessage } from '@/lib/api';
import { refetchAfterWrite } from '@/lib/queryClient';
import { listSchools, schoolKeys } from '@/features/schools/api';
import { adminKeys, createUser, type NewUser } from './api';
import { validateNewUser, type NewUserErrors, type NewUserForm } from './validation';

const EMPTY: NewUserForm = {
  nome: '',
  email: '',
  senha: '',
  tipo: 'estudante',
  creditos: String(DEFAULT_CREDITS),
  escola_id: '',
};

/** Spec 5 Admin create user: nome, email, senha (min 6), tipo, creditos (default 50, min 0), escola (issue 54). */
export function CreateUserForm({ onCreated, onCancel }: { onCreated: () => void; onCancel?: () => void }) {
  const qc = useQueryClient();
  const [form, setForm] = useState<NewUserForm>(EMPTY);
  const [errors, setErrors] = useState<NewUserErrors>({});
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const schools = useQuery({ queryKey: schoolKeys.list, queryFn: listSchools });

  const create = useMutation({
    mutationFn: (u: NewUser) => createUser(u),
    onSuccess: () => {
      notify.success('Usuário criado com sucesso!');
      setForm(EMPTY);
      void refetchAfterWrite(qc, adminKeys.all);
      onCreated();
    },
    onError: (e) => notify.error('Erro ao criar usuário', { description: errorMessage(e, '') || undefined }),
  });

  const set = (k: keyof NewUserForm) => (value: string) => {
    setForm((f) => ({ ...f, [k]: value }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    const r = validateNewUser(form);
    if (!r.ok) {
      setErrors(r.errors);
      return focusFirstInvalid();
    }
    create.mutate(r.data);
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate id="create-user-form">
      <Stack gap="4">
        <FormAlert
          message={create.isError ? errorMessage(create.error, 'Erro ao criar usuário') : null}
          testId="create-user-error"
        />
        <Field.Root invalid={Boolean(errors.nome)} required>
          <Field.Label>
            Nome <Field.RequiredIndicator />
          </Field.Label>
          <Input name="nome" value={form.nome} onChange={(e) => set('nome')(e.target.value)} autoComplete="off" />
          <FieldError data-testid="error-nome">{errors.nome}</FieldError>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.email)} required>
          <Field.Label>
            Email <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="email"
            type="email"
            value={form.email}
            onChange={(e) => set('email')(e.target.value)}
            autoComplete="off"
          />
          <FieldError data-testid="error-email">{errors.email}</FieldError>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.senha)} required>
          <Field.Label>
            Senha <Field.RequiredIndicator />
          </Field.Label>
          <PasswordInput
            name="senha"
            value={form.senha}
            onChange={(e) => set('senha')(e.target.value)}
            autoComplete="new-password"
          />
          <Field.HelperText>Mínimo de 6 caracteres.</Field.HelperText>
          <FieldError data-testid="error-senha">{errors.senha}</FieldError>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root invalid={Boolean(errors.tipo)}>
            <Field.Label>Tipo</Field.Label>
            <RoleSelect roles={ROLES} name="tipo" value={form.tipo} onChange={set('tipo')} />
            <FieldError>{errors.tipo}</FieldError>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.creditos)}>
            <Field.Label>Créditos</Field.Label>
            <Input
              name="creditos"
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              value={form.creditos}
              onChange={(e) => set('creditos')(e.target.value)}
            />
            <FieldError data-testid="error-creditos">{errors.creditos}</FieldError>
          </Field.Root>
        </SimpleGrid>
        <Field.Root invalid={Boolean(errors.escola_id)} required={form.tipo === 'coordenador'}>
          <Field.Label>Escola {form.tipo === 'coordenador' && <Field.RequiredIndicator />}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="escola_id"
              value={form.escola_id}
              onChange={(e) => set('escola_id')(e.target.value)}
            >
              <option value="">Escola padrão (sem escola)</option>
              {(schools.data ?? [])
                .filter((e) => !e.padrao)
                .map((e) => (
                  <option key={e.id} value={String(e.id)}>
                    {e.nome}
                    {e.codigo_inep ? ` (INEP ${e.codigo_inep})` : ''}
                  </option>
                ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <FieldError data-testid="error-escola">{errors.escola_id}</FieldError>
        </Field.Root>
        <Stack direction="row" justify="flex-end" gap="2" pt="2">
          {onCancel && (
            <Button variant="outline" onClick={onCancel}>
              Cancelar
            </Button>
          )}
          <Button type="submit" colorPalette="brand" loading={create.isPending}>
            Criar usuário
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

export function CreateUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal open={open} onClose={() => onOpenChange(false)} title="Novo usuário" size="md">
      <CreateUserForm onCreated={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} />
    </Modal>
  );
}
