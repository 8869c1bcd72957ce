import { Badge, Button, EmptyState, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LuInbox } from 'react-icons/lu';
import { PENDENCIA_LABEL, type PendenciaTipo } from '@argumenta/contracts';
import { formatDateTime } from '@/lib/dates';
import { ErrorState } from '@/features/classrooms/ui';
import { SearchAndFilter } from '@/features/classrooms/SearchAndFilter';
import { usePendencias } from './inbox';

type Filter = 'todas' | PendenciaTipo;
const FILTERS: [Filter, string][] = [
  ['todas', 'Todas'],
  ['recurso', 'Recursos a decidir'],
  ['revisao', 'Notas retidas para revisão'],
  ['atrasada', 'Entregas atrasadas'],
];
const COLOR: Record<PendenciaTipo, string> = { recurso: 'red', revisao: 'orange', atrasada: 'yellow' };

/**
 * /reviews: the teacher's inbox across their rooms, oldest first — appeals to decide, grades held for review (the
 * student sees them only after the release) and late submissions not yet reviewed.
 */
export default function ReviewQueuePage() {
  const q = usePendencias();
  const [filter, setFilter] = useState<Filter>('todas');
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();
  const shown = (q.data?.itens ?? []).filter(
    (p) =>
      (filter === 'todas' || p.tipo === filter) &&
      (!term ||
        `${p.estudante?.nome ?? ''} ${p.titulo} ${p.atividade?.titulo ?? ''} ${p.atividade?.sala_nome ?? ''}`
          .toLowerCase()
          .includes(term)),
  );
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Revisões pendentes
        </Heading>
        <Text color="fg.muted">
          Recursos dos estudantes, notas em que a IA ficou incerta (o estudante só as vê depois que você liberar) e
          entregas atrasadas ainda não revisadas.
        </Text>
      </Stack>
      {q.data && q.data.contagens.total > 0 && (
        <SearchAndFilter
          search={search}
          onSearch={setSearch}
          placeholder="Buscar estudante, redação ou atividade"
          searchLabel="Buscar pendências"
          filter={filter}
          onFilter={setFilter}
          filterLabel="Filtrar por tipo"
          options={FILTERS.map(([k, label]) => [
            k,
            k === 'todas'
              ? `${label} (${q.data.contagens.total})`
              : `${label} (${q.data.contagens[k === 'recurso' ? 'recursos' : k === 'revisao' ? 'revisoes' : 'atrasadas']})`,
          ])}
        />
      )}
      {q.isError ? (
        <ErrorState title="Erro ao carregar as pendências" action={{ to: '/dashboard', label: 'Voltar' }} />
      ) : !q.data ? (
        <Skeleton h="40" rounded="xl" />
      ) : shown.length === 0 ? (
        <EmptyState.Root>
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuInbox />
            </EmptyState.Indicator>
            <EmptyState.Title>
              {q.data.contagens.total
                ? 'Nenhuma pendência corresponde aos filtros'
                : 'Nenhuma redação aguardando revisão'}
            </EmptyState.Title>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack gap="3" data-testid="review-queue">
          {shown.map((p) => (
            <Flex
              key={`${p.tipo}-${p.recurso_id ?? p.redacao_id}`}
              bg="bg.panel"
              borderWidth="1px"
              rounded="xl"
              p="4"
              gap="3"
              justify="space-between"
              align={{ base: 'stretch', md: 'center' }}
              direction={{ base: 'column', md: 'row' }}
              data-testid="review-item"
              data-tipo={p.tipo}
            >
              <Stack gap="1" minW="0">
                <Text fontWeight="semibold">
                  {p.estudante?.nome ?? 'Estudante'} · {p.titulo}
                </Text>
                {p.atividade && (
                  <Text fontSize="sm" color="fg.muted">
                    {p.atividade.titulo} · {p.atividade.sala_nome}
                  </Text>
                )}
                <Text fontSize="sm">{p.detalhe}</Text>
                <Text fontSize="xs" color="fg.muted">
                  Desde {formatDateTime(p.data)}
                </Text>
              </Stack>
              <Stack align={{ base: 'stretch', md: 'flex-end' }} gap="2" flexShrink={0}>
                <Badge colorPalette={COLOR[p.tipo]} data-testid="review-item-type">
                  {PENDENCIA_LABEL[p.tipo]}
                </Badge>
                <Button asChild size="sm" colorPalette="brand">
                  <RouterLink to={`/essays/${p.redacao_id}/teacher-view`}>
                    {p.tipo === 'recurso' ? 'Decidir recurso' : 'Revisar'}
                  </RouterLink>
                </Button>
              </Stack>
            </Flex>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
