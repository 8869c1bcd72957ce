import { Button, Checkbox, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '@/components/FormField';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { createSala, refreshSalas } from './api';
import { Modal } from '@/components/dialogs';

/** Create-room modal (spec 5: nome non-empty after trimming, descricao optional, ativa checkbox). */
export function SalaFormDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated?: (id: number) => void;
}) {
  const qc = useQueryClient();
  const [nome, setNome] = useState('');
  const [descricao, setDescricao] = useState('');
  const [ativa, setAtiva] = useState(true);
  const reset = () => {
    setNome('');
    setDescricao('');
    setAtiva(true);
  };
  const create = useMutation({
    mutationFn: () => createSala({ nome: nome.trim(), descricao: descricao.trim(), ativa }),
    onSuccess: ({ data, message }) => {
      notify.success(message ?? 'Sala criada com sucesso!');
      refreshSalas(qc);
      reset();
      onClose();
      onCreated?.(data.id);
    },
    onError: (e) => notify.error(errorMessage(e, 'Erro ao criar sala. Tente novamente.')),
  });
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Nova sala"
      testId="create-sala-dialog"
      onSubmit={() => nome.trim() && create.mutate()}
      footer={
        <>
          <Button variant="outline" onClick={onClose} type="button">
            Cancelar
          </Button>
          <Button
            type="submit"
            colorPalette="brand"
            disabled={!nome.trim()}
            loading={create.isPending}
            data-testid="create-sala-submit"
          >
            Criar Sala
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <FormAlert
          message={create.isError ? errorMessage(create.error, 'Erro ao criar sala. Tente novamente.') : null}
          testId="create-sala-error"
        />
        <Field.Root required>
          <Field.Label>
            Nome da sala <Field.RequiredIndicator />
          </Field.Label>
          <Input
            value={nome}
            onChange={(e) => setNome(e.target.value)}
            placeholder="Ex.: 3º ano A — Redação"
            maxLength={120}
            name="nome"
          />
        </Field.Root>
        <DescriptionAndActive descricao={descricao} setDescricao={setDescricao} ativa={ativa} setAtiva={setAtiva} />
      </Stack>
    </Modal>
  );
}

/** The optional description and the "active" flag of a room (create dialog and settings tab). */
export function DescriptionAndActive(p: {
  descricao: string;
  setDescricao: (v: string) => void;
  ativa: boolean;
  setAtiva: (v: boolean) => void;
}) {
  return (
    <>
      <Field.Root>
        <Field.Label>Descrição</Field.Label>
        <Textarea
          value={p.descricao}
          onChange={(e) => p.setDescricao(e.target.value)}
          placeholder="Opcional"
          name="descricao"
        />
      </Field.Root>
      <Checkbox.Root checked={p.ativa} onCheckedChange={(e) => p.setAtiva(Boolean(e.checked))}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Sala ativa (aceita novos estudantes)</Checkbox.Label>
      </Checkbox.Root>
    </>
  );
}
