import { Badge, Box, Button, HStack, Input, InputGroup, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LuDownload, LuSearch, LuTrash2, LuUndo2 } from 'react-icons/lu';
import type { MembroEscola } from '@argumenta/contracts';
import { useConfirm } from '@/components/dialogs';
import { STACKED_ON_PHONE } from '@/components/stackedTable';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/dates';
import { refetchAfterWrite } from '@/lib/queryClient';
import { useDebounced } from '@/lib/useDebounced';
import { Person, Section } from '@/features/classrooms/ui';
import { exportPersonData } from '@/features/settings/ExportData';
import { cancelStudentDeletion, listMembers, scheduleStudentDeletion, schoolKeys } from './api';

/**
 * The school's students with their data-protection actions (issue 54, LGPD art. 18): export a student's data (the
 * ZIP the student would get) and delete the account after the configured grace period, or cancel that deletion.
 */
export function StudentsSection({ escolaId }: { escolaId: number }) {
  const qc = useQueryClient();
  const confirm = useConfirm();
  const [search, setSearch] = useState('');
  const busca = useDebounced(search.trim(), 300);
  const [exporting, setExporting] = useState<number | null>(null);
  const list = useQuery({
    queryKey: schoolKeys.membros(escolaId, 'estudante', busca),
    queryFn: () => listMembers(escolaId, { papel: 'estudante', busca }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void refetchAfterWrite(qc, schoolKeys.all);
  const remove = useMutation({
    mutationFn: (s: MembroEscola) => scheduleStudentDeletion(escolaId, s.id),
    onSuccess: (r) => {
      notify.success(r.message ?? 'Exclusão agendada.');
      refresh();
    },
    onError: (e) => notify.error(errorMessage(e, 'Erro ao excluir a conta')),
  });
  const cancel = useMutation({
    mutationFn: (s: MembroEscola) => cancelStudentDeletion(escolaId, s.id),
    onSuccess: (r) => {
      notify.success(r.message ?? 'Exclusão cancelada.');
      refresh();
    },
    onError: (e) => notify.error(errorMessage(e, 'Erro ao cancelar a exclusão')),
  });

  async function exportData(s: MembroEscola) {
    setExporting(s.id);
    try {
      await exportPersonData({ usuarioId: s.id, file: (id) => `argumenta-dados-estudante-${id}.zip` });
      notify.success(`Dados de ${s.nome} exportados.`);
    } catch (e) {
      notify.error(errorMessage(e, `Não foi possível exportar os dados de ${s.nome}. Tente novamente.`));
    } finally {
      setExporting(null);
    }
  }

  const grace = list.data?.prazo_exclusao_dias ?? 0;
  const askDelete = (s: MembroEscola) =>
    confirm.ask(
      'Excluir dados do estudante',
      <Stack gap="2" as="span">
        <Text as="span">
          A conta de <strong>{s.nome}</strong> ({s.email}) e os seus dados pessoais — redações, fotos, correções,
          recursos — serão apagados
          {grace > 0
            ? ` daqui a ${grace} ${grace === 1 ? 'dia' : 'dias'}. Até lá, você pode cancelar a exclusão nesta lista.`
            : ' agora. Não é possível desfazer.'}
        </Text>
        <Text as="span" color="fg.muted" fontSize="sm">
          As notas continuam, sem nome, nas médias da escola e das salas. Se precisar, exporte os dados antes.
        </Text>
      </Stack>,
      () => remove.mutateAsync(s).catch(() => undefined),
      'Excluir dados',
    );

  const students = list.data?.membros ?? [];
  return (
    <Section title="Estudantes e proteção de dados">
      <Stack gap="3">
        <InputGroup startElement={<LuSearch />} maxW="md">
          <Input
            aria-label="Buscar estudante"
            placeholder="Nome, email ou matrícula"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </InputGroup>
        {list.isPending ? (
          <Skeleton h="24" rounded="xl" />
        ) : list.isError ? (
          <Text color="fg.error">{errorMessage(list.error, 'Erro ao carregar os estudantes')}</Text>
        ) : !students.length ? (
          <Text color="fg.muted">{busca ? 'Nenhum estudante encontrado.' : 'Nenhum estudante nesta escola.'}</Text>
        ) : (
          <Box bg="bg.panel" borderWidth="1px" rounded="xl" overflow="hidden">
            <Table.ScrollArea>
              <Table.Root size="sm" css={STACKED_ON_PHONE} data-testid="school-students">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Estudante</Table.ColumnHeader>
                    <Table.ColumnHeader>Matrícula</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Dados pessoais</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {students.map((s) => (
                    <Table.Row key={s.id} data-testid="school-student" data-nome={s.nome}>
                      <Table.Cell data-label="Estudante">
                        <Person nome={s.nome} email={s.email} />
                        {s.exclusao_agendada_para && (
                          <Badge colorPalette="red" size="sm" data-testid="deletion-scheduled">
                            Exclusão em {formatDate(s.exclusao_agendada_para)}
                          </Badge>
                        )}
                      </Table.Cell>
                      <Table.Cell data-label="Matrícula">{s.matricula ?? '—'}</Table.Cell>
                      <Table.Cell data-label="Dados pessoais">
                        <HStack justify="flex-end" gap="1" wrap="wrap">
                          <Button
                            size="sm"
                            variant="outline"
                            loading={exporting === s.id}
                            disabled={exporting !== null}
                            onClick={() => void exportData(s)}
                            aria-label={`Exportar dados de ${s.nome}`}
                          >
                            <LuDownload /> Exportar
                          </Button>
                          {s.exclusao_agendada_para ? (
                            <Button
                              size="sm"
                              variant="outline"
                              onClick={() => cancel.mutate(s)}
                              aria-label={`Cancelar a exclusão de ${s.nome}`}
                            >
                              <LuUndo2 /> Cancelar exclusão
                            </Button>
                          ) : (
                            <Button
                              size="sm"
                              variant="outline"
                              colorPalette="red"
                              onClick={() => askDelete(s)}
                              aria-label={`Excluir dados de ${s.nome}`}
                            >
                              <LuTrash2 /> Excluir
                            </Button>
                          )}
                        </HStack>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </Box>
        )}
      </Stack>
      {confirm.dialog}
    </Section>
  );
}
