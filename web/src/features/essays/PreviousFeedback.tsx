import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { parseAnalysis, type CompetencyView } from './analysis';
import { essayKeys, getFeedback } from './api';

/** What a competency's correction asked for: its climb's steps, or else its first points to improve. */
export function askedOf(c: CompetencyView): string[] {
  if (c.climb && c.climb.proximo !== null) return c.climb.passos.slice(0, 2);
  if (c.climb) return [];
  return c.melhorias
    .slice(0, 2)
    .map((m) => m.fields.find((f) => /Sugest/.test(f.label))?.value ?? m.fields[0]?.value ?? '')
    .filter(Boolean);
}

/**
 * Beside a rewrite (issue 48): what the previous version's correction asked for, competency by competency, so the
 * student rewrites with it in view instead of in another tab.
 */
export function PreviousFeedback({ redacaoId }: { redacaoId: number }) {
  const q = useQuery({ queryKey: essayKeys.feedback(redacaoId), queryFn: () => getFeedback(redacaoId) });
  const analysis = useMemo(() => (q.data ? parseAnalysis(q.data.correcao.analise_detalhada) : null), [q.data]);
  if (!analysis?.competencias.length) return null;
  return (
    <Box borderWidth="1px" rounded="lg" p="4" data-testid="previous-feedback">
      <Heading size="sm" mb="1">
        O que a correção anterior pediu
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        Versão anterior: {q.data?.correcao.nota_geral_enem ?? '—'} pontos. Cada competência, com o que levaria ao
        próximo nível.
      </Text>
      <Stack gap="3">
        {analysis.competencias.map((c) => {
          const asked = askedOf(c);
          return (
            <Box key={c.n} data-testid={`previous-c${c.n}`}>
              <Text fontSize="sm" fontWeight="semibold">
                C{c.n} · {c.nota}/200
              </Text>
              {asked.length ? (
                <List.Root gap="1" ps="5" fontSize="sm">
                  {asked.map((a, i) => (
                    <List.Item key={i}>{a}</List.Item>
                  ))}
                </List.Root>
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  Nota máxima: mantenha o que fez.
                </Text>
              )}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
