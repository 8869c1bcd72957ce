import {
  Badge,
  Box,
  Card,
  EmptyState,
  Flex,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { LuChartBar } from 'react-icons/lu';
import { competencyColor, type ClassInsight } from '@argumenta/contracts';
import { api, errorMessage } from '@/lib/api';
import { ErrorState } from './ui';

/**
 * What a class gets wrong most (room or activity): the most frequent problems with how many students have each and
 * examples, how the essays spread over the ENEM levels per competency, and who has not improved lately.
 */
export function ClassInsightPanel({
  path,
}: {
  path: `/salas/${number}/diagnostico` | `/atividades/${number}/diagnostico`;
}) {
  const q = useQuery({ queryKey: ['diagnostico', path], queryFn: () => api<ClassInsight>(path) });
  if (q.isError)
    return (
      <ErrorState title="Erro ao carregar o diagnóstico" description={errorMessage(q.error, 'Tente novamente.')} />
    );
  if (!q.data) return <Skeleton h="40" rounded="xl" />;
  const d = q.data;
  if (d.total_redacoes === 0) {
    return (
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuChartBar />
          </EmptyState.Indicator>
          <EmptyState.Title>O diagnóstico aparece quando houver redações corrigidas</EmptyState.Title>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Stack gap="5" data-testid="class-insight">
      <Card.Root>
        <Card.Body gap="3">
          <Heading size="md">Problemas mais frequentes</Heading>
          <Text fontSize="sm" color="fg.muted">
            Agrupados dos comentários da correção de {d.total_redacoes} redação(ões): quantos estudantes têm cada
            problema, com exemplos.
          </Text>
          <Table.ScrollArea>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Problema</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Estudantes</Table.ColumnHeader>
                  <Table.ColumnHeader>Exemplos</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {d.problemas.map((p) => (
                  <Table.Row key={p.chave} data-testid="insight-problem">
                    <Table.Cell fontWeight="medium">{p.rotulo}</Table.Cell>
                    <Table.Cell textAlign="end">{p.estudantes}</Table.Cell>
                    <Table.Cell>
                      <HStack gap="2" wrap="wrap">
                        {p.exemplos.map((e) => (
                          <Link asChild key={e.redacao_id} fontSize="xs" title={e.trecho ?? undefined}>
                            <RouterLink to={`/essays/${e.redacao_id}/teacher-view`}>
                              {e.estudante_nome ?? `Redação #${e.redacao_id}`}
                            </RouterLink>
                          </Link>
                        ))}
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Card.Body>
      </Card.Root>

      <Card.Root>
        <Card.Body gap="3">
          <Heading size="md">Distribuição das notas por competência</Heading>
          <SimpleGrid columns={{ base: 1, md: 5 }} gap="4">
            {d.distribuicao.map((c) => {
              const max = Math.max(1, ...c.niveis.map((n) => n.redacoes));
              return (
                <Stack key={c.competencia} gap="1" data-testid={`distribution-c${c.competencia}`}>
                  <Text fontWeight="semibold" fontSize="sm">
                    C{c.competencia}
                  </Text>
                  {c.niveis.map((n) => (
                    <Flex key={n.nivel} align="center" gap="2" fontSize="xs">
                      <Text w="8" textAlign="end" color="fg.muted">
                        {n.nivel}
                      </Text>
                      <Box flex="1" bg="bg.muted" rounded="sm" h="3">
                        <Box
                          h="3"
                          rounded="sm"
                          bg={`${competencyColor(n.nivel)}.solid`}
                          w={`${(n.redacoes / max) * 100}%`}
                        />
                      </Box>
                      <Text w="6">{n.redacoes}</Text>
                    </Flex>
                  ))}
                </Stack>
              );
            })}
          </SimpleGrid>
        </Card.Body>
      </Card.Root>

      <Card.Root>
        <Card.Body gap="3">
          <Heading size="md">Sem melhora nas três últimas redações</Heading>
          {d.sem_melhora.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              Nenhum estudante com três redações corrigidas sem melhora.
            </Text>
          ) : (
            d.sem_melhora.map((s) => (
              <Flex key={s.estudante_id} justify="space-between" gap="2" data-testid="no-improvement">
                <Link asChild>
                  <RouterLink to={`/students/${s.estudante_id}/profile`}>
                    {s.estudante_nome ?? `Estudante #${s.estudante_id}`}
                  </RouterLink>
                </Link>
                <HStack gap="1">
                  {s.notas.map((n, i) => (
                    <Badge key={i} variant="outline">
                      {n}
                    </Badge>
                  ))}
                </HStack>
              </Flex>
            ))
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
