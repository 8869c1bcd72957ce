import { Button, Flex, Input, Table, Text } from '@chakra-ui/react';
import type { SchoolCredits, SchoolQuota } from '@argumenta/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '@/components/ui/toaster';
import { api, apiWithMessage, errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/dates';
import { Section } from '@/features/classrooms/ui';

const KIND: Record<SchoolCredits['movimentos'][number]['tipo'], string> = {
  inicial: 'Saldo inicial',
  reserva: 'Gasto',
  confirmacao: 'Confirmado',
  estorno: 'Devolvido',
  adicao: 'Adicionado',
};

/**
 * The school's credit pool as it is paid (issue 54), on its panel for the coordinator and admins: each teacher's month
 * on the pool with an optional monthly quota, and the ledger — who the credit was for, how much, when and for which
 * activity or batch (the reason names it).
 */
export function SchoolCreditsSection({ escolaId }: { escolaId: number }) {
  const credits = useQuery({
    queryKey: ['escolas', escolaId, 'creditos'],
    queryFn: () => api<SchoolCredits>(`/escolas/${escolaId}/creditos`),
  });
  if (!credits.data) return null;
  const c = credits.data;
  return (
    <Section title="Créditos da escola">
      <Text color="fg.muted" fontSize="sm">
        Saldo: <b>{c.creditos}</b> · {c.creditos_usados} usados. As correções das atividades e os lotes dos professores
        são pagos por este saldo; uma cota limita quanto cada professor usa dele por mês (vazia = sem limite).
      </Text>
      {c.professores.length > 0 && (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" data-testid="quota-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Professor</Table.ColumnHeader>
                <Table.ColumnHeader>Usados neste mês</Table.ColumnHeader>
                <Table.ColumnHeader>Cota mensal</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {c.professores.map((p) => (
                <QuotaRow key={p.usuario_id} escolaId={escolaId} p={p} />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {c.movimentos.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          Nenhum movimento no saldo ainda.
        </Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md" maxH="96">
          <Table.Root size="sm" stickyHeader data-testid="ledger-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Quando</Table.ColumnHeader>
                <Table.ColumnHeader>Movimento</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Créditos</Table.ColumnHeader>
                <Table.ColumnHeader>Quem</Table.ColumnHeader>
                <Table.ColumnHeader>Para quê</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {c.movimentos.map((m) => (
                <Table.Row key={m.id} data-testid="ledger-row">
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(m.criado_em)}</Table.Cell>
                  <Table.Cell>{KIND[m.tipo]}</Table.Cell>
                  <Table.Cell textAlign="end">{m.delta > 0 ? `+${m.delta}` : m.delta}</Table.Cell>
                  <Table.Cell>{m.usuario_nome ?? '—'}</Table.Cell>
                  <Table.Cell>{m.motivo ?? '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Section>
  );
}

function QuotaRow({ escolaId, p }: { escolaId: number; p: SchoolQuota }) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? (p.limite === null ? '' : String(p.limite));
  const save = useMutation({
    mutationFn: () =>
      apiWithMessage(`/escolas/${escolaId}/cotas/${p.usuario_id}`, {
        method: 'PUT',
        json: { limite: value.trim() === '' ? null : Number(value) },
      }),
    onSuccess: ({ message }) => {
      setDraft(null);
      notify.success(message ?? 'Cota salva.');
      void client.invalidateQueries({ queryKey: ['escolas', escolaId, 'creditos'] });
    },
    onError: (e) => notify.error('Não foi possível salvar a cota', { description: errorMessage(e, '') || undefined }),
  });
  return (
    <Table.Row data-testid="quota-row">
      <Table.Cell>{p.nome}</Table.Cell>
      <Table.Cell>{p.usados_mes}</Table.Cell>
      <Table.Cell>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate();
          }}
        >
          <Flex gap="2" align="center">
            <Input
              type="number"
              min={0}
              w="28"
              size="sm"
              placeholder="Sem cota"
              aria-label={`Cota mensal de ${p.nome}`}
              value={value}
              onChange={(e) => setDraft(e.target.value)}
            />
            <Button type="submit" size="sm" variant="outline" loading={save.isPending} disabled={draft === null}>
              Salvar
            </Button>
          </Flex>
        </form>
      </Table.Cell>
    </Table.Row>
  );
}
