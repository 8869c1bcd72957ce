import { Button, HStack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { activityKeys, getSubmissions } from '@/features/activities/api';

/**
 * Previous / next submission of the same activity, in the submissions list's order, so a teacher reviews a class
 * without going back to the list after each essay.
 */
export function SubmissionNav({ atividadeId, redacaoId }: { atividadeId: number; redacaoId: number }) {
  const q = useQuery({ queryKey: activityKeys.submissions(atividadeId), queryFn: () => getSubmissions(atividadeId) });
  const list = q.data?.submissoes ?? [];
  const i = list.findIndex((s) => s.id === redacaoId);
  if (i < 0 || list.length < 2) return null;
  const prev = list[i - 1];
  const next = list[i + 1];
  const to = (id: number) => `/essays/${id}/teacher-view`;
  return (
    <HStack gap="2" data-testid="submission-nav" aria-label="Navegar entre submissões" role="navigation">
      <Button asChild={Boolean(prev)} size="sm" variant="outline" disabled={!prev} data-testid="submission-prev">
        {prev ? (
          <RouterLink to={to(prev.id)} title={prev.estudante_nome}>
            <LuChevronLeft /> Anterior
          </RouterLink>
        ) : (
          <>
            <LuChevronLeft /> Anterior
          </>
        )}
      </Button>
      <Text fontSize="sm" color="fg.muted" data-testid="submission-position">
        {i + 1} de {list.length}
      </Text>
      <Button asChild={Boolean(next)} size="sm" variant="outline" disabled={!next} data-testid="submission-next">
        {next ? (
          <RouterLink to={to(next.id)} title={next.estudante_nome}>
            Próxima <LuChevronRight />
          </RouterLink>
        ) : (
          <>
            Próxima <LuChevronRight />
          </>
        )}
      </Button>
    </HStack>
  );
}
