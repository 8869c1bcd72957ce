import {
  Badge,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  IconButton,
  Menu,
  Portal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LuClipboardList, LuEllipsisVertical, LuPencil, LuPlus, LuSearch, LuTrash2 } from 'react-icons/lu';
import type { Atividade } from '@argumenta/contracts';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/dates';
import { refetchAfterWrite, STALE } from '@/lib/queryClient';
import { refreshSalas, useSalas } from '@/features/classrooms/api';
import { Modal, useConfirm } from '@/components/dialogs';
import { Empty, ErrorState, PageHeader } from '@/features/classrooms/ui';
import { SearchAndFilter } from '@/features/classrooms/SearchAndFilter';
import {
  activityKeys,
  createActivity,
  deleteActivity,
  listAllActivities,
  TYPE_LABEL,
  updateActivity,
  type ActivityInput,
} from './api';
import { ActivityForm } from './ActivityForm';
import { plural } from '@/lib/plural';

type Filter = 'todas' | 'ativa' | 'finalizada';
export const DELETE_ACTIVITY_QUESTION = 'Tem certeza que deseja excluir esta atividade?';
/** The question when the activity has submissions: they go with it (the server asks for this confirmation). */
export const deleteActivityQuestion = (enviadas: number) =>
  enviadas > 0
    ? `Esta atividade tem ${enviadas} ${enviadas === 1 ? 'redação enviada' : 'redações enviadas'}, que deixarão de aparecer nela. Excluir mesmo assim?`
    : DELETE_ACTIVITY_QUESTION;

/** /activities/manage (spec 2.9). */
export default function ActivitiesManagePage() {
  const qc = useQueryClient();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('todas');
  const [editing, setEditing] = useState<Atividade | 'new' | null>(null);
  const confirm = useConfirm();
  const salas = useSalas();
  const list = useQuery({ queryKey: activityKeys.all, queryFn: listAllActivities, staleTime: STALE.lists });
  const refresh = (salaId?: number) => {
    void refetchAfterWrite(qc, activityKeys.all);
    refreshSalas(qc, salaId);
  };
  const save = useMutation({
    mutationFn: (v: ActivityInput) =>
      editing && editing !== 'new' ? updateActivity(editing.id, v) : createActivity(v),
    onSuccess: ({ data, message }) => {
      notify.success(
        message ?? (editing === 'new' ? 'Atividade criada com sucesso!' : 'Atividade atualizada com sucesso!'),
      );
      refresh(data.sala_id);
      setEditing(null);
    },
    onError: (e) =>
      notify.error(editing === 'new' ? 'Erro ao criar atividade' : 'Erro ao atualizar atividade', {
        description: errorMessage(e, 'Tente novamente.'),
      }),
  });
  const remove = useMutation({
    mutationFn: (a: Atividade) => deleteActivity(a.id, true),
    onSuccess: ({ message }, a) => {
      notify.success(message ?? 'Atividade excluída com sucesso!');
      refresh(a.sala_id);
    },
    onError: (e) => notify.error('Erro ao excluir atividade', { description: errorMessage(e, 'Tente novamente.') }),
  });

  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (list.data ?? []).filter(
      (a) =>
        (filter === 'todas' || a.status === filter) &&
        (!q || `${a.titulo} ${a.tema} ${a.sala_nome} ${a.descricao ?? ''}`.toLowerCase().includes(q)),
    );
  }, [list.data, search, filter]);
  const manageable = (salas.data ?? []).filter((s) => s.codigo_acesso !== null);

  return (
    <Stack gap="6">
      <PageHeader
        back="/dashboard"
        title="Gerenciar Atividades"
        subtitle="Todas as atividades das suas salas."
        action={
          <Button
            colorPalette="brand"
            onClick={() => setEditing('new')}
            disabled={!manageable.length}
            title={manageable.length ? undefined : 'Crie uma sala primeiro'}
          >
            <LuPlus /> Nova Atividade
          </Button>
        }
      />
      <SearchAndFilter
        search={search}
        onSearch={setSearch}
        placeholder="Buscar por título, tema ou sala"
        searchLabel="Buscar atividades"
        filter={filter}
        onFilter={setFilter}
        filterLabel="Filtrar por status"
        options={[
          ['todas', 'Todas'],
          ['ativa', 'Ativas'],
          ['finalizada', 'Finalizadas'],
        ]}
      />

      {list.isLoading ? (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          <Skeleton h="40" rounded="xl" />
          <Skeleton h="40" rounded="xl" />
        </SimpleGrid>
      ) : list.isError ? (
        <ErrorState title="Erro ao carregar atividades" description="Tente novamente em alguns instantes." />
      ) : !list.data?.length ? (
        <Empty
          icon={LuClipboardList}
          title="Nenhuma atividade criada"
          description={
            manageable.length
              ? 'Crie a primeira atividade para uma das suas salas.'
              : 'Crie uma sala antes de propor atividades.'
          }
        >
          {!manageable.length && (
            <Button asChild colorPalette="brand">
              <RouterLink to="/classrooms/manage?criar=1">Criar sala</RouterLink>
            </Button>
          )}
        </Empty>
      ) : !shown.length ? (
        <Empty icon={LuSearch} title="Nenhuma atividade corresponde aos filtros" />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {shown.map((a) => (
            <Card.Root key={a.id} data-testid="activity-manage-card">
              <Card.Body gap="2">
                <Flex justify="space-between" gap="2" align="flex-start">
                  <Heading size="md">
                    <RouterLink to={`/activities/${a.id}`}>{a.titulo}</RouterLink>
                  </Heading>
                  <Menu.Root>
                    <Menu.Trigger asChild>
                      <IconButton size="xs" variant="ghost" aria-label={`Ações de ${a.titulo}`}>
                        <LuEllipsisVertical />
                      </IconButton>
                    </Menu.Trigger>
                    <Portal>
                      <Menu.Positioner>
                        <Menu.Content>
                          <Menu.Item value="editar" onClick={() => setEditing(a)}>
                            <LuPencil /> Editar
                          </Menu.Item>
                          <Menu.Item
                            value="excluir"
                            color="fg.error"
                            onClick={() =>
                              confirm.ask(
                                'Excluir atividade',
                                deleteActivityQuestion(a.total_submissoes),
                                () => remove.mutateAsync(a).catch(() => undefined),
                                'Excluir',
                              )
                            }
                          >
                            <LuTrash2 /> Excluir
                          </Menu.Item>
                        </Menu.Content>
                      </Menu.Positioner>
                    </Portal>
                  </Menu.Root>
                </Flex>
                <HStack gap="2" wrap="wrap">
                  <Badge colorPalette={a.status === 'ativa' ? 'green' : 'gray'}>
                    {a.status === 'ativa' ? 'Ativa' : 'Finalizada'}
                  </Badge>
                  <Badge variant="outline">{TYPE_LABEL[a.tipo]}</Badge>
                  <Badge variant="subtle">{a.sala_nome}</Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                  {a.tema}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  Prazo: {formatDateTime(a.prazo_entrega)} · {plural(a.total_submissoes, 'submissão', 'submissões')} ·
                  até {a.pontuacao_maxima} pontos
                </Text>
              </Card.Body>
              <Card.Footer gap="2">
                <Button size="sm" colorPalette="brand" variant="outline" onClick={() => setEditing(a)}>
                  Gerenciar
                </Button>
                <Button asChild size="sm" variant="ghost">
                  <RouterLink to={`/activities/${a.id}/submissions`}>Submissões</RouterLink>
                </Button>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}

      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Nova atividade' : 'Editar atividade'}
        size="lg"
      >
        {editing !== null && (
          <ActivityForm
            key={editing === 'new' ? 'new' : editing.id}
            activity={editing === 'new' ? undefined : editing}
            salas={editing === 'new' ? manageable : undefined}
            submitLabel={editing === 'new' ? 'Criar Atividade' : 'Salvar alterações'}
            submitting={save.isPending}
            onSubmit={(v) => save.mutateAsync(v)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      {confirm.dialog}
    </Stack>
  );
}
