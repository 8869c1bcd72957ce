import { Box, Card, Flex, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { COMPETENCY_MAX, COMPETENCY_NAMES, competencyColor } from '@argumenta/contracts';
import { STALE } from '@/lib/queryClient';
import { getCompetencies, salaKeys } from './api';
import { formatNumber } from '@/lib/format';

const KEYS = ['c1', 'c2', 'c3', 'c4', 'c5'] as const;

/**
 * Our addition to the spec: the room's average per ENEM competency over its corrected submissions,
 * weakest first, so a teacher sees at a glance where the class needs work.
 */
export function CompetencyPanel({ salaId }: { salaId: number }) {
  const q = useQuery({
    queryKey: salaKeys.competencies(salaId),
    queryFn: () => getCompetencies(salaId),
    staleTime: STALE.lists,
  });
  if (q.isLoading || q.isError || !q.data) return null;
  const { total_corrigidas, media } = q.data;
  const rows = KEYS.map((k, i) => ({ n: i + 1, nota: media[k] })).filter(
    (r): r is { n: number; nota: number } => r.nota !== null,
  );
  const weakest = rows.length ? rows.reduce((a, b) => (b.nota < a.nota ? b : a)) : null;
  return (
    <Card.Root data-testid="competency-panel">
      <Card.Header>
        <Flex justify="space-between" align="baseline" gap="2" wrap="wrap">
          <Heading size="md">Desempenho da turma por competência</Heading>
          <Text fontSize="sm" color="fg.muted">
            {total_corrigidas} {total_corrigidas === 1 ? 'redação corrigida' : 'redações corrigidas'}
            {media.total !== null && ` · média geral ${formatNumber(media.total)}/1000`}
          </Text>
        </Flex>
      </Card.Header>
      <Card.Body pt="2">
        {!rows.length ? (
          <Text color="fg.muted">As médias aparecem quando houver redações corrigidas nas atividades desta sala.</Text>
        ) : (
          <Stack gap="3">
            {rows.map((r) => (
              <Box key={r.n} data-testid={`competency-avg-${r.n}`}>
                <Flex justify="space-between" fontSize="sm" gap="2">
                  <Text truncate title={COMPETENCY_NAMES[r.n as 1 | 2 | 3 | 4 | 5]}>
                    <b>C{r.n}</b> · {COMPETENCY_NAMES[r.n as 1 | 2 | 3 | 4 | 5]}
                  </Text>
                  <Text fontWeight="bold" color={`${competencyColor(r.nota)}.fg`} flexShrink={0}>
                    {formatNumber(r.nota)}/{COMPETENCY_MAX}
                  </Text>
                </Flex>
                <Progress.Root
                  value={(r.nota / COMPETENCY_MAX) * 100}
                  size="sm"
                  colorPalette={competencyColor(r.nota)}
                  mt="1"
                >
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              </Box>
            ))}
            {weakest && (
              <Text fontSize="sm" color="fg.muted" data-testid="competency-weakest">
                Ponto de atenção: a competência {weakest.n} tem a menor média da turma.
              </Text>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
