import { Badge, Button, EmptyState, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { LuInbox } from 'react-icons/lu';
import type { ReviewQueueItem } from '@argumenta/contracts';
import { api } from '@/lib/api';
import { formatDateTime } from '@/lib/dates';
import { ErrorState } from '@/features/classrooms/ui';

export const reviewKeys = { queue: ['redacoes', 'revisoes'] as const };

/** /reviews: the teacher's review queue across their rooms, oldest first, with the reason each essay is held. */
export default function ReviewQueuePage() {
  const q = useQuery({
    queryKey: reviewKeys.queue,
    queryFn: () => api<{ redacoes: ReviewQueueItem[] }>('/redacoes/revisoes').then((d) => d.redacoes),
    refetchInterval: 30_000,
  });
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Revisões pendentes
        </Heading>
        <Text color="fg.muted">
          Redações de atividades com revisão do professor em que a IA ficou incerta. O estudante só vê a nota depois que
          você a liberar.
        </Text>
      </Stack>
      {q.isError ? (
        <ErrorState title="Erro ao carregar a fila de revisão" action={{ to: '/dashboard', label: 'Voltar' }} />
      ) : !q.data ? (
        <Skeleton h="40" rounded="xl" />
      ) : q.data.length === 0 ? (
        <EmptyState.Root>
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuInbox />
            </EmptyState.Indicator>
            <EmptyState.Title>Nenhuma redação aguardando revisão</EmptyState.Title>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack gap="3" data-testid="review-queue">
          {q.data.map((r) => (
            <Flex
              key={r.redacao_id}
              bg="bg.panel"
              borderWidth="1px"
              rounded="xl"
              p="4"
              gap="3"
              justify="space-between"
              align={{ base: 'stretch', md: 'center' }}
              direction={{ base: 'column', md: 'row' }}
              data-testid="review-item"
            >
              <Stack gap="1" minW="0">
                <Text fontWeight="semibold">
                  {r.estudante?.nome ?? 'Estudante'} · {r.titulo}
                </Text>
                {r.atividade && (
                  <Text fontSize="sm" color="fg.muted">
                    {r.atividade.titulo} · {r.atividade.sala_nome}
                  </Text>
                )}
                <Text fontSize="sm">{r.motivo}</Text>
                <Text fontSize="xs" color="fg.muted">
                  Enviada em {formatDateTime(r.data_envio)}
                </Text>
              </Stack>
              <Stack align={{ base: 'stretch', md: 'flex-end' }} gap="2" flexShrink={0}>
                {r.nota_ia !== null && <Badge colorPalette="purple">Nota da IA: {r.nota_ia}</Badge>}
                <Button asChild size="sm" colorPalette="brand">
                  <RouterLink to={`/essays/${r.redacao_id}/teacher-view`}>Revisar</RouterLink>
                </Button>
              </Stack>
            </Flex>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
