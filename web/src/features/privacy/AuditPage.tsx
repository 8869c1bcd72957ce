import {
  Alert,
  Badge,
  Button,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { AUDIT_ACTIONS, type AuditRecord } from '@argumenta/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { PageLoader } from '@/components/PageLoader';
import { useCsvExport } from '@/features/schools/DashboardFrame';
import { api, apiBlob, ApiError } from '@/lib/api';
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
  'rede.criada': 'Criou uma rede de escolas',
  'rede.escola_alterada': 'Incluiu ou retirou uma escola da rede',
  'rede.coordenacao_alterada': 'Atribuiu ou retirou a coordenação de uma rede',
  'usuario.editado': 'Corrigiu nome, email ou matrícula',
  'usuario.movido': 'Transferiu para outra escola',
};

const when = (iso: string) => new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' });

type Filters = { pessoa: string; acao: string; desde: string; ate: string };
const NO_FILTERS: Filters = { pessoa: '', acao: '', desde: '', ate: '' };
const who = (id: number | null | undefined, nome: string | null | undefined, none: string) =>
  id ? (nome ?? `Usuário ${id}`) : none;

/**
 * /auditoria (issue 38): the audit trail — an admin sees every school's, a coordinator their own school's — with the
 * names of who acted and whose data, filters (person, action, period), a CSV export and, for admins, whether the
 * hash chain is intact.
 */
export default function AuditPage() {
  const user = useAuth((s) => s.user);
  const admin = user?.tipo === 'admin';
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const csv = useCsvExport();
  const base = admin ? '/admin/auditoria' : `/escolas/${user?.escola_id ?? 0}/auditoria`;
  const query = (extra: Record<string, string>) => {
    const q = new URLSearchParams(extra);
    for (const [k, v] of Object.entries(filters)) if (v.trim()) q.set(k, v.trim());
    return `${base}?${q.toString()}`;
  };
  const path = query({ limite: '200' });
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

  const set = (k: keyof Filters) => (v: string) => setDraft((f) => ({ ...f, [k]: v }));

  if (trail.isLoading && !trail.data) return <PageLoader label="Carregando a auditoria..." />;
  return (
    <Stack gap="6">
      <Flex justify="space-between" gap="3" wrap="wrap" align="flex-end">
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            Auditoria
          </Heading>
          <Text color="fg.muted">
            Quem leu ou alterou dados de estudantes, quando e de onde
            {admin ? ', em todas as escolas' : ', na sua escola'}.
          </Text>
        </Stack>
        <Button
          variant="outline"
          onClick={() =>
            void csv.run(() => apiBlob(query({ formato: 'csv' }), { headers: { Accept: 'text/csv' } }), 'auditoria.csv')
          }
          loading={csv.exporting}
          data-testid="audit-export"
        >
          <LuDownload /> Exportar CSV
        </Button>
      </Flex>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setFilters(draft);
        }}
      >
        <Flex gap="3" wrap="wrap" align="flex-end">
          <Field.Root w={{ base: 'full', md: '64' }}>
            <Field.Label>Pessoa</Field.Label>
            <Input
              name="pessoa"
              placeholder="Nome ou email"
              value={draft.pessoa}
              onChange={(e) => set('pessoa')(e.target.value)}
            />
          </Field.Root>
          <Field.Root w={{ base: 'full', md: '72' }}>
            <Field.Label>Ação</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="acao" value={draft.acao} onChange={(e) => set('acao')(e.target.value)}>
                <option value="">Todas as ações</option>
                {AUDIT_ACTIONS.map((a) => (
                  <option key={a} value={a}>
                    {AUDIT_LABELS[a] ?? a}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root w="auto">
            <Field.Label>De</Field.Label>
            <Input type="date" name="desde" value={draft.desde} onChange={(e) => set('desde')(e.target.value)} />
          </Field.Root>
          <Field.Root w="auto">
            <Field.Label>Até</Field.Label>
            <Input type="date" name="ate" value={draft.ate} onChange={(e) => set('ate')(e.target.value)} />
          </Field.Root>
          <Button type="submit" colorPalette="brand">
            Filtrar
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setDraft(NO_FILTERS);
              setFilters(NO_FILTERS);
            }}
          >
            Limpar
          </Button>
        </Flex>
      </form>
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
              <Table.Row key={e.id} data-testid="audit-row">
                <Table.Cell data-label="Quando">{when(e.criado_em)}</Table.Cell>
                <Table.Cell data-label="Quem">
                  <HStack>
                    <Text>{who(e.ator_id, e.ator_nome, 'Sistema')}</Text>
                    {e.ator_papel && <Badge>{e.ator_papel}</Badge>}
                  </HStack>
                </Table.Cell>
                <Table.Cell data-label="O quê">
                  {AUDIT_LABELS[e.acao] ?? e.acao}
                  {e.recurso ? ` (${e.recurso})` : ''}
                </Table.Cell>
                <Table.Cell data-label="De quem">{who(e.alvo_usuario_id, e.alvo_nome, '—')}</Table.Cell>
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
