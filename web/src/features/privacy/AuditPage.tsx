import { Alert, Badge, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { AuditRecord } from '@argumenta/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PageLoader } from '@/components/PageLoader';
import { api, ApiError } from '@/lib/api';
import { useAuth } from '@/stores/auth';
import { STACKED_ON_PHONE } from '@/components/stackedTable';

/** What each action means, in the words a coordinator reads. */
export const AUDIT_LABELS: Record<string, string> = {
  'redacao.lida_por_outro': 'Leu a redação de outra pessoa',
  'nota.alterada': 'Alterou a nota',
  'nota.liberada': 'Liberou a nota',
  'recurso.decidido': 'Decidiu um recurso',
  'creditos.adicionados': 'Adicionou créditos',
  'papel.alterado': 'Alterou papel ou escola',
  'dados.exportacao_pedida': 'Pediu a exportação de dados',
  'conta.exclusao_pedida': 'Pediu a exclusão da conta',
  'conta.exclusao_cancelada': 'Cancelou a exclusão da conta',
  'conta.excluida': 'Conta excluída',
  'retencao.alterada': 'Alterou o prazo de retenção da escola',
  'retencao.aplicada': 'Retenção aplicada: redações antigas apagadas',
  'marcacao.criada': 'Marcou um trecho da redação',
  'marcacao.alterada': 'Alterou, aceitou ou riscou uma marcação',
  'marcacao.removida': 'Removeu ou riscou uma marcação',
  'usuarios.importados': 'Importou usuários por CSV',
  'conta.suspensa': 'Suspendeu a conta',
  'conta.reativada': 'Reativou a conta',
  'senha.temporaria': 'Definiu uma senha temporária',
  'cota.definida': 'Definiu a cota de créditos de um professor',
  'regra_corretor.alterada': 'Ligou ou desligou uma regra do corretor na escola',
};

const when = (iso: string) => new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' });

/**
 * /auditoria (issue 38): the audit trail — an admin sees every school's, a coordinator their own school's — and, for
 * admins, whether the hash chain is intact.
 */
export default function AuditPage() {
  const user = useAuth((s) => s.user);
  const admin = user?.tipo === 'admin';
  const path = admin ? '/admin/auditoria?limite=200' : `/escolas/${user?.escola_id ?? 0}/auditoria?limite=200`;
  const trail = useQuery({
    queryKey: ['auditoria', path],
    queryFn: () => api<{ registros: AuditRecord[] }>(path),
    enabled: Boolean(user),
  });
  const chain = useQuery({
    queryKey: ['auditoria', 'verificacao'],
    queryFn: () =>
      api<{ ok: boolean; entradas: number; primeira_quebra: string | null }>('/admin/auditoria/verificacao'),
    enabled: admin,
  });

  useEffect(() => {
    document.title = 'Auditoria · Argumenta';
  }, []);

  if (trail.isLoading) return <PageLoader label="Carregando a auditoria..." />;
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          Auditoria
        </Heading>
        <Text color="fg.muted">
          Quem leu ou alterou dados de estudantes, quando e de onde{admin ? ', em todas as escolas' : ', na sua escola'}
          .
        </Text>
      </Stack>
      {chain.data && (
        <Alert.Root status={chain.data.ok ? 'success' : 'error'} role={chain.data.ok ? 'status' : 'alert'}>
          <Alert.Indicator />
          <Alert.Title>
            {chain.data.ok
              ? `Encadeamento íntegro (${chain.data.entradas} registros).`
              : `Registro adulterado a partir do nº ${chain.data.primeira_quebra}.`}
          </Alert.Title>
        </Alert.Root>
      )}
      {trail.error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>
            {trail.error instanceof ApiError ? trail.error.message : 'Não foi possível carregar a auditoria.'}
          </Alert.Title>
        </Alert.Root>
      )}
      <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} aria-label="Registros de auditoria">
        <Table.Root size="sm" css={STACKED_ON_PHONE} data-testid="audit-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Quando</Table.ColumnHeader>
              <Table.ColumnHeader>Quem</Table.ColumnHeader>
              <Table.ColumnHeader>O quê</Table.ColumnHeader>
              <Table.ColumnHeader>De quem</Table.ColumnHeader>
              <Table.ColumnHeader>Origem</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(trail.data?.registros ?? []).map((e) => (
              <Table.Row key={e.id}>
                <Table.Cell data-label="Quando">{when(e.criado_em)}</Table.Cell>
                <Table.Cell data-label="Quem">
                  <HStack>
                    <Text>{e.ator_id ? `Usuário ${e.ator_id}` : 'Sistema'}</Text>
                    {e.ator_papel && <Badge>{e.ator_papel}</Badge>}
                  </HStack>
                </Table.Cell>
                <Table.Cell data-label="O quê">
                  {AUDIT_LABELS[e.acao] ?? e.acao}
                  {e.recurso ? ` (${e.recurso})` : ''}
                </Table.Cell>
                <Table.Cell data-label="De quem">{e.alvo_usuario_id ? `Usuário ${e.alvo_usuario_id}` : '—'}</Table.Cell>
                <Table.Cell data-label="Origem">{e.ip ?? '—'}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {trail.data?.registros.length === 0 && <Text color="fg.muted">Nenhum registro.</Text>}
    </Stack>
  );
}
