import { Button, Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { editUserSchema, SCHOOL_ROLES, type SchoolRole } from '@argumenta/contracts';
import { Modal } from '@/components/dialogs';
import { FormAlert } from '@/components/FormField';
import { RoleSelect } from '@/components/RoleSelect';
import { notify } from '@/components/ui/toaster';
import { apiWithMessage, errorMessage } from '@/lib/api';
import { refetchAfterWrite } from '@/lib/queryClient';
import { addMember, listSchools, schoolKeys } from '@/features/schools/api';
import { adminKeys, type AdminUser } from './api';

/**
 * Admin › Usuários › Editar (issue 54): corrects name, e-mail and matrícula, and moves the person to another school or
 * role. The server records each change in the audit trail (usuario.editado, usuario.movido / papel.alterado).
 */
export function EditUserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const qc = useQueryClient();
  const schools = useQuery({ queryKey: schoolKeys.list, queryFn: listSchools });
  const [form, setForm] = useState({
    nome: user.nome,
    email: user.email,
    matricula: user.matricula ?? '',
    escola: String(user.escola_id ?? ''),
    papel: (user.tipo === 'admin' ? 'estudante' : user.tipo) as SchoolRole,
  });
  const save = useMutation({
    mutationFn: async () => {
      const changes = {
        ...(form.nome !== user.nome ? { nome: form.nome } : {}),
        ...(form.email !== user.email ? { email: form.email } : {}),
        ...(form.matricula !== (user.matricula ?? '') ? { matricula: form.matricula } : {}),
      };
      if (Object.keys(changes).length) {
        const parsed = editUserSchema.safeParse(changes);
        if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Dados inválidos');
        await apiWithMessage(`/admin/usuarios/${user.id}`, { method: 'PATCH', json: parsed.data });
      }
      const moved = user.tipo !== 'admin' && (form.escola !== String(user.escola_id ?? '') || form.papel !== user.tipo);
      if (moved) await addMember(Number(form.escola), { usuario_id: user.id, papel: form.papel });
    },
    onSuccess: () => {
      notify.success('Usuário atualizado.');
      void refetchAfterWrite(qc, adminKeys.all);
      void refetchAfterWrite(qc, schoolKeys.all);
      onClose();
    },
  });
  const set = (k: keyof typeof form) => (v: string) => setForm((f) => ({ ...f, [k]: v }));

  return (
    <Modal
      open
      onClose={onClose}
      title={`Editar ${user.nome}`}
      testId="edit-user-dialog"
      onSubmit={() => save.mutate()}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" colorPalette="brand" loading={save.isPending}>
            Salvar
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <FormAlert message={save.isError ? errorMessage(save.error, 'Erro ao salvar') : null} />
        <Field.Root>
          <Field.Label>Nome</Field.Label>
          <Input name="nome" value={form.nome} onChange={(e) => set('nome')(e.target.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Email</Field.Label>
          <Input name="email" type="email" value={form.email} onChange={(e) => set('email')(e.target.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Matrícula</Field.Label>
          <Input name="matricula" value={form.matricula} onChange={(e) => set('matricula')(e.target.value)} />
        </Field.Root>
        {user.tipo !== 'admin' && (
          <>
            <Field.Root>
              <Field.Label>Escola</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field name="escola" value={form.escola} onChange={(e) => set('escola')(e.target.value)}>
                  {(schools.data ?? []).map((s) => (
                    <option key={s.id} value={String(s.id)}>
                      {s.nome}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root>
              <Field.Label>Papel na escola</Field.Label>
              <RoleSelect roles={SCHOOL_ROLES} value={form.papel} onChange={(v) => set('papel')(v)} />
            </Field.Root>
          </>
        )}
      </Stack>
    </Modal>
  );
}
