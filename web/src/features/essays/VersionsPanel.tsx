import { Badge, Card, Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { appealKeys, getComparison } from './api';
import { DiffText } from './DiffText';
import { changedWords, diffWords } from './textDiff';

const signed = (n: number | null) => (n === null ? '—' : n > 0 ? `+${n}` : String(n));

/** A rewrite next to the version it rewrites: the versions, each competency's move and why, and the text diff. */
export function VersionsPanel({ redacaoId }: { redacaoId: number }) {
  const q = useQuery({ queryKey: appealKeys.comparison(redacaoId), queryFn: () => getComparison(redacaoId) });
  const parts = useMemo(() => (q.data ? diffWords(q.data.anterior.texto, q.data.atual.texto) : []), [q.data]);
  if (!q.data) return null;
  const d = q.data;
  const totalDelta =
    d.atual.nota_geral_enem !== null && d.anterior.nota_geral_enem !== null
      ? d.atual.nota_geral_enem - d.anterior.nota_geral_enem
      : null;
  return (
    <Card.Root data-testid="versions">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading size="md">Versões desta redação</Heading>
          <Text color="fg.muted" fontSize="sm">
            Cada versão é corrigida sem que a IA veja as anteriores. Total: {d.anterior.nota_geral_enem ?? '—'} →{' '}
            {d.atual.nota_geral_enem ?? '—'} ({signed(totalDelta)}).
          </Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          {d.versoes.map((v) => (
            <Link asChild key={v.id} fontSize="sm">
              <RouterLink to={`/essays/${v.id}/feedback`}>
                <Badge colorPalette={v.id === d.atual.id ? 'blue' : 'gray'}>
                  Versão {v.versao} · {v.nota_geral_enem ?? '—'}
                </Badge>
              </RouterLink>
            </Link>
          ))}
        </HStack>
        <Table.Root size="sm" variant="outline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Competência</Table.ColumnHeader>
              <Table.ColumnHeader>Antes</Table.ColumnHeader>
              <Table.ColumnHeader>Agora</Table.ColumnHeader>
              <Table.ColumnHeader>Por quê</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {d.competencias.map((c) => (
              <Table.Row key={c.competencia} data-testid={`version-c${c.competencia}`}>
                <Table.Cell>C{c.competencia}</Table.Cell>
                <Table.Cell>{c.antes ?? '—'}</Table.Cell>
                <Table.Cell>
                  {c.depois ?? '—'}{' '}
                  <Badge colorPalette={c.delta && c.delta > 0 ? 'green' : c.delta && c.delta < 0 ? 'red' : 'gray'}>
                    {signed(c.delta)}
                  </Badge>
                </Table.Cell>
                <Table.Cell fontSize="xs" color="fg.muted">
                  {c.mudanca ?? (c.delta ? c.justificativa_depois : 'Sem mudança nesta competência.')}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Stack gap="2">
          <Text fontWeight="semibold" fontSize="sm">
            O que mudou no texto ({changedWords(parts)} palavra(s)): riscado = versão anterior, destacado = esta versão
          </Text>
          <DiffText parts={parts} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
