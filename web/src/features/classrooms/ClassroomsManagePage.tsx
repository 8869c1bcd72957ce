import { Button, Card, Code, IconButton, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { LuEye, LuPlus, LuSchool, LuSearch, LuSettings, LuTrash2 } from 'react-icons/lu';
import type { Sala } from '@argumenta/contracts';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { deleteSala, refreshSalas, useSalas } from './api';
import { SalaFormDialog } from './SalaFormDialog';
import { useConfirm } from '@/components/dialogs';
import { Empty, ErrorState, PageHeader, SalaHeading, SalaMeta } from './ui';
import { SearchAndFilter } from './SearchAndFilter';

type Filter = 'todas' | 'ativas' | 'inativas';

export const deleteSalaQuestion = (nome: string) =>
  `Tem certeza que deseja excluir a sala "${nome}"? Esta ação não pode ser desfeita.`;

/** /classrooms/manage (spec 2.8). */
export default function ClassroomsManagePage() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('todas');
  const creating = params.get('criar') === '1';
  const setCreating = (v: boolean) => setParams(v ? { criar: '1' } : {}, { replace: true });
  const salas = useSalas();
  const confirm = useConfirm();
  const remove = useMutation({
    mutationFn: (s: Sala) => deleteSala(s.id),
    onSuccess: ({ message }) => {
      notify.success(message ?? 'Sala excluída com sucesso!');
      refreshSalas(qc);
    },
    onError: (e) => notify.error('Erro ao excluir sala', { description: errorMessage(e, 'Tente novamente.') }),
  });

  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (salas.data ?? []).filter(
      (s) =>
        (filter === 'todas' || (filter === 'ativas') === s.ativa) &&
        (!q ||
          s.nome.toLowerCase().includes(q) ||
          (s.descricao ?? '').toLowerCase().includes(q) ||
          (s.codigo_acesso ?? '').toLowerCase().includes(q)),
    );
  }, [salas.data, search, filter]);

  return (
    <Stack gap="6">
      <PageHeader
        back="/dashboard"
        title="Gerenciar Salas de Aula"
        subtitle="Crie salas, compartilhe o código de acesso e acompanhe suas turmas."
        action={
          <Button colorPalette="brand" onClick={() => setCreating(true)} data-testid="open-create-sala">
            <LuPlus /> Nova Sala
          </Button>
        }
      />

      <SearchAndFilter
        search={search}
        onSearch={setSearch}
        placeholder="Buscar por nome, descrição ou código"
        searchLabel="Buscar salas"
        filter={filter}
        onFilter={setFilter}
        filterLabel="Filtrar salas"
        options={[
          ['todas', 'Todas'],
          ['ativas', 'Ativas'],
          ['inativas', 'Inativas'],
        ]}
      />

      {salas.isLoading ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Skeleton h="40" rounded="xl" />
          <Skeleton h="40" rounded="xl" />
        </SimpleGrid>
      ) : salas.isError ? (
        <ErrorState title="Erro ao carregar salas" description="Tente novamente em alguns instantes." />
      ) : !salas.data?.length ? (
        <Empty
          icon={LuSchool}
          title="Nenhuma sala criada"
          description="Crie sua primeira sala para convidar estudantes e propor atividades."
        >
          <Button colorPalette="brand" onClick={() => setCreating(true)}>
            Criar Primeira Sala
          </Button>
        </Empty>
      ) : !shown.length ? (
        <Empty icon={LuSearch} title="Nenhuma sala corresponde aos filtros" />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {shown.map((s) => (
            <Card.Root key={s.id} data-testid="sala-card" data-id={s.id}>
              <Card.Body gap="2">
                <SalaHeading s={s} />
                <SalaMeta s={s} />
                <Text fontSize="sm">
                  Código: <Code data-testid="sala-code">{s.codigo_acesso}</Code>
                </Text>
              </Card.Body>
              <Card.Footer gap="2">
                <Button asChild size="sm" colorPalette="brand">
                  <RouterLink to={`/classrooms/${s.id}`}>
                    <LuEye /> Ver
                  </RouterLink>
                </Button>
                <Button size="sm" variant="outline" onClick={() => navigate(`/classrooms/${s.id}?aba=configuracoes`)}>
                  <LuSettings /> Configurações
                </Button>
                <IconButton
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Excluir sala ${s.nome}`}
                  ml="auto"
                  onClick={() =>
                    confirm.ask(
                      'Excluir sala',
                      deleteSalaQuestion(s.nome),
                      () => remove.mutateAsync(s).catch(() => undefined),
                      'Excluir',
                    )
                  }
                >
                  <LuTrash2 />
                </IconButton>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}

      {salas.data && salas.data.length > 0 && (
        <Text fontSize="sm" color="fg.muted" data-testid="salas-footer">
          Total: {salas.data.length} {salas.data.length === 1 ? 'sala' : 'salas'} · Exibindo: {shown.length}
        </Text>
      )}
      <SalaFormDialog open={creating} onClose={() => setCreating(false)} />
      {confirm.dialog}
    </Stack>
  );
}
