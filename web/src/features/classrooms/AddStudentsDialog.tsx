import { Badge, Button, Checkbox, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LuUserPlus } from 'react-icons/lu';
import { Modal } from '@/components/dialogs';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { addStudents, listCandidates, refreshSalas, salaKeys } from './api';

/**
 * Issue 54: the room's teacher picks students of the school (search by name, e-mail or matrícula) and adds them at once —
 * no access code typed by each student. The server checks that they belong to the room's school.
 */
export function AddStudentsButton({ salaId }: { salaId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" colorPalette="brand" alignSelf="flex-start" onClick={() => setOpen(true)}>
        <LuUserPlus /> Adicionar estudantes
      </Button>
      {open && <AddStudentsDialog salaId={salaId} onClose={() => setOpen(false)} />}
    </>
  );
}

function AddStudentsDialog({ salaId, onClose }: { salaId: number; onClose: () => void }) {
  const qc = useQueryClient();
  const [typed, setTyped] = useState('');
  const [busca, setBusca] = useState('');
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  useEffect(() => {
    const t = setTimeout(() => setBusca(typed.trim()), 250);
    return () => clearTimeout(t);
  }, [typed]);
  const q = useQuery({ queryKey: salaKeys.candidates(salaId, busca), queryFn: () => listCandidates(salaId, busca) });
  const add = useMutation({
    mutationFn: () => addStudents(salaId, [...chosen]),
    onSuccess: ({ message }) => {
      notify.success(message ?? 'Estudantes adicionados à sala.');
      refreshSalas(qc, salaId);
      onClose();
    },
    onError: (e) => notify.error(errorMessage(e, 'Erro ao adicionar estudantes')),
  });
  const toggle = (id: number, on: boolean) =>
    setChosen((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Modal
      open
      onClose={onClose}
      title="Adicionar estudantes da escola"
      testId="add-students-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            colorPalette="brand"
            disabled={chosen.size === 0}
            loading={add.isPending}
            onClick={() => add.mutate()}
          >
            Adicionar {chosen.size > 0 ? chosen.size : ''}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Input
          placeholder="Buscar por nome, email ou matrícula"
          aria-label="Buscar estudantes"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoFocus
        />
        {q.isError && (
          <Text color="red.fg" fontSize="sm" role="alert">
            {errorMessage(q.error, 'Erro ao buscar estudantes')}
          </Text>
        )}
        {q.data?.length === 0 && (
          <Text color="fg.muted" fontSize="sm">
            Nenhum estudante da escola encontrado.
          </Text>
        )}
        <Stack gap="1" data-testid="candidate-list">
          {q.data?.map((c) => (
            <Checkbox.Root
              key={c.id}
              disabled={c.na_sala}
              checked={c.na_sala || chosen.has(c.id)}
              onCheckedChange={(d) => toggle(c.id, d.checked === true)}
              data-testid="candidate"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {c.nome}{' '}
                <Text as="span" color="fg.muted" fontSize="xs">
                  {c.email}
                  {c.matricula ? ` · matrícula ${c.matricula}` : ''}
                </Text>{' '}
                {c.na_sala && <Badge size="sm">já na sala</Badge>}
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
        {q.data?.length === 50 && (
          <Text color="fg.muted" fontSize="xs">
            Mostrando os 50 primeiros: refine a busca.
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
