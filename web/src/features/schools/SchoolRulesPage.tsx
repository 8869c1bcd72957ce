import { Alert, Badge, Heading, Stack, Switch, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import type { SchoolRule, SchoolRules } from '@argumenta/contracts';
import { PageLoader } from '@/components/PageLoader';
import { STACKED_ON_PHONE } from '@/components/stackedTable';
import { notify } from '@/components/ui/toaster';
import { api, errorMessage } from '@/lib/api';

const pct = (p: number | null) => (p === null ? '—' : `${Math.round(p * 100)} %`);

/**
 * /escolas/:id/regras (issue 51): each C1 rule of the corrector with its precision among the school's teachers'
 * decisions, and the switch that turns off, for the school, a rule below the threshold (its coordinator, an admin).
 */
export default function SchoolRulesPage() {
  const id = Number(useParams().id);
  const key = ['escolas', id, 'regras-corretor'];
  const qc = useQueryClient();
  const q = useQuery({ queryKey: key, queryFn: () => api<SchoolRules>(`/escolas/${id}/regras-corretor`) });
  const toggle = useMutation({
    mutationFn: (v: { regra: string; ativa: boolean }) =>
      api<{ regra: SchoolRule }>(`/escolas/${id}/regras-corretor`, { method: 'PUT', json: v }),
    onSuccess: (r) => {
      notify.success(r.regra.ativa ? 'Regra religada para a escola.' : 'Regra desligada para a escola.');
      void qc.invalidateQueries({ queryKey: key });
    },
    onError: (e) => notify.error(errorMessage(e, 'Não foi possível alterar a regra.')),
  });

  if (q.isLoading) return <PageLoader label="Carregando as regras do corretor..." />;
  const limiar = q.data?.limiar;
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          Regras do corretor
        </Heading>
        <Text color="fg.muted">
          Para cada regra de desvios da C1, quantas das marcações automáticas os professores da escola aceitaram,
          editaram ou riscaram. Uma regra com precisão abaixo de {limiar ? limiar.precisionBelow * 100 : 50} % (com ao
          menos {limiar?.minDecisions ?? 3} decisões) pode ser desligada: suas marcações ainda não revisadas deixam de
          aparecer e de contar nas redações da escola. As notas não mudam.
        </Text>
      </Stack>
      {q.error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(q.error, 'Não foi possível carregar as regras.')}</Alert.Title>
        </Alert.Root>
      )}
      {q.data && !q.data.regras.length && (
        <Text color="fg.muted" data-testid="rules-empty">
          Nenhuma marcação automática da C1 foi decidida por professores da escola ainda.
        </Text>
      )}
      {!!q.data?.regras.length && (
        <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} aria-label="Regras do corretor">
          <Table.Root size="sm" css={STACKED_ON_PHONE} data-testid="rules-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Regra</Table.ColumnHeader>
                <Table.ColumnHeader>Precisão</Table.ColumnHeader>
                <Table.ColumnHeader>Aceitas</Table.ColumnHeader>
                <Table.ColumnHeader>Editadas</Table.ColumnHeader>
                <Table.ColumnHeader>Riscadas</Table.ColumnHeader>
                <Table.ColumnHeader>Na escola</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {q.data.regras.map((r) => (
                <Table.Row key={r.regra} data-testid="rule-row" data-rule={r.regra}>
                  <Table.Cell data-label="Regra">{r.regra}</Table.Cell>
                  <Table.Cell data-label="Precisão">
                    {pct(r.precisao)}{' '}
                    {r.pode_desligar && (
                      <Badge colorPalette="orange" variant="subtle">
                        abaixo do limiar
                      </Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell data-label="Aceitas">{r.aceitas}</Table.Cell>
                  <Table.Cell data-label="Editadas">{r.editadas}</Table.Cell>
                  <Table.Cell data-label="Riscadas">{r.riscadas}</Table.Cell>
                  <Table.Cell data-label="Na escola">
                    <Switch.Root
                      checked={r.ativa}
                      disabled={toggle.isPending || (r.ativa && !r.pode_desligar)}
                      onCheckedChange={(e) => toggle.mutate({ regra: r.regra, ativa: e.checked })}
                      colorPalette="brand"
                      name={`regra-${r.regra}`}
                      data-testid="rule-switch"
                    >
                      <Switch.HiddenInput />
                      <Switch.Control>
                        <Switch.Thumb />
                      </Switch.Control>
                      <Switch.Label fontWeight="normal">{r.ativa ? 'Ligada' : 'Desligada'}</Switch.Label>
                    </Switch.Root>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
