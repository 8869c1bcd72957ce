import {
  Badge,
  Box,
  Button,
  Collapsible,
  Flex,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LuChartBar, LuDownload, LuUsers } from 'react-icons/lu';
import {
  ESSAY_STATUS_LABEL,
  GRADE_SOURCE_LABEL,
  PENDENCIA_LABEL,
  totalColor,
  type EssayStatus,
  type PendenciaTipo,
  type Submissao,
} from '@argumenta/contracts';
import { notify } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api';
import { STACKED_ON_TABLET } from '@/components/stackedTable';
import { formatNumber } from '@/lib/format';
import { usePendencias } from '@/features/reviews/inbox';
import { formatDateTime } from '@/lib/dates';
import { Empty, ErrorState, PageHeader, Person, Tile } from '@/features/classrooms/ui';
import { SearchAndFilter } from '@/features/classrooms/SearchAndFilter';
import { ClassInsightPanel } from '@/features/classrooms/ClassInsightPanel';
import { activityKeys, downloadSubmissions, getSubmissions, isTeacherCorrection } from './api';
import { GradeSheetButtons } from './GradeSheetButtons';
import { BatchBoard } from './BatchBoard';
import { ActivityIntegrityPanel, IntegrityToggle } from '@/features/integrity/IntegrityPanels';

type Filter = 'todas' | 'pendentes' | 'aguardando' | 'corrigidas' | 'revisadas' | 'atrasadas' | 'nao_enviadas';
const FILTERS: [Filter, string][] = [
  ['todas', 'Todas as enviadas'],
  ['pendentes', 'Pendentes (recursos, revisões, atrasadas)'],
  ['aguardando', 'Aguardando correção'],
  ['corrigidas', 'Corrigidas pela IA'],
  ['revisadas', 'Revisadas'],
  ['atrasadas', 'Entregues com atraso'],
  ['nao_enviadas', 'Não enviaram'],
];
const corrected = (s: Submissao) => s.correcao_id !== null && s.nota !== null;
function statusBadge(s: Submissao): [string, string] {
  // One label per state, the one the student's screens use (ESSAY_STATUS_LABEL): a held essay is not "Corrigida" here.
  if (s.status === 'em_revisao') return [ESSAY_STATUS_LABEL.em_revisao, 'orange'];
  if (corrected(s)) return [ESSAY_STATUS_LABEL.concluida, 'green'];
  if (isTeacherCorrection(s.status))
    return s.revisado
      ? [ESSAY_STATUS_LABEL.corrigida_professor, 'green']
      : [ESSAY_STATUS_LABEL.aguardando_professor, 'purple'];
  return [ESSAY_STATUS_LABEL[s.status as EssayStatus] ?? s.status, s.status === 'falhou' ? 'red' : 'blue'];
}
function StatusBadge({ s }: { s: Submissao }) {
  const [label, color] = statusBadge(s);
  return (
    <Badge colorPalette={color} data-testid="submission-status">
      {label}
    </Badge>
  );
}
const matches: Record<Exclude<Filter, 'nao_enviadas' | 'pendentes'>, (s: Submissao) => boolean> = {
  todas: () => true,
  aguardando: (s) => !corrected(s),
  corrigidas: corrected,
  revisadas: (s) => s.revisado,
  atrasadas: (s) => s.status_entrega === 'late',
};

const positiveInt = (v: string | undefined) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** /activities/{id}/submissions (spec 2.9), professor/admin. */
export default function ActivitySubmissionsPage() {
  const id = positiveInt(useParams().id);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('todas');
  const q = useQuery({
    queryKey: activityKeys.submissions(id ?? 0),
    queryFn: () => getSubmissions(id!),
    enabled: id !== null,
  });
  const download = useMutation({
    mutationFn: () => downloadSubmissions(id!, q.data!.atividade.titulo),
    onSuccess: () => notify.success('Download iniciado'),
    onError: (e) => notify.error(errorMessage(e, 'Erro ao baixar submissões')),
  });
  // The inbox of this activity: what waits for the teacher, per submission (badge and filter).
  const inbox = usePendencias({ atividade_id: id ?? 0 }, id !== null);
  const pending = new Map<number, PendenciaTipo[]>();
  for (const p of inbox.data?.itens ?? []) pending.set(p.redacao_id, [...(pending.get(p.redacao_id) ?? []), p.tipo]);
  const term = search.trim().toLowerCase();
  const byName = (nome: string, email: string | null) =>
    !term || nome.toLowerCase().includes(term) || (email ?? '').toLowerCase().includes(term);
  const shown =
    q.data && filter !== 'nao_enviadas'
      ? q.data.submissoes.filter(
          (s) =>
            (filter === 'pendentes' ? pending.has(s.id) : matches[filter](s)) &&
            byName(s.estudante_nome, s.estudante_email),
        )
      : [];
  const missing =
    q.data && filter === 'nao_enviadas'
      ? q.data.nao_enviaram.filter((s) => byName(s.estudante_nome, s.estudante_email))
      : [];

  if (id === null || q.isError) {
    const status = q.error instanceof ApiError ? q.error.status : 404;
    return (
      <ErrorState
        title={
          status === 403
            ? 'Você não tem permissão para acessar esta página.'
            : status === 404 || id === null
              ? 'Atividade não encontrada'
              : 'Erro ao carregar submissões'
        }
        description={
          status === 403 || status === 404 ? undefined : errorMessage(q.error, 'Tente novamente em alguns instantes.')
        }
        action={{ to: '/activities/manage', label: 'Ir para Gerenciar Atividades' }}
      />
    );
  }
  if (!q.data) return <Skeleton h="60" rounded="xl" />;
  const { atividade, estatisticas: st } = q.data;

  return (
    <Stack gap="6">
      <PageHeader
        back={`/activities/${atividade.id}`}
        title="Submissões"
        subtitle={`${atividade.titulo} · ${atividade.sala_nome} · prazo ${formatDateTime(atividade.data_limite)}`}
        action={
          <HStack gap="2" wrap="wrap">
            <Button
              variant="outline"
              onClick={() => download.mutate()}
              loading={download.isPending}
              disabled={!st.total_enviadas}
            >
              <LuDownload /> Baixar relatório (.zip)
            </Button>
            <GradeSheetButtons of="atividades" id={atividade.id} nome={atividade.titulo} />
          </HStack>
        }
      />

      <SimpleGrid columns={{ base: 2, md: 4, lg: 7 }} gap="4">
        <Tile label="Estudantes" value={st.total_estudantes} />
        <Tile label="Enviadas" value={st.total_enviadas} testId="stat-enviadas" />
        <Tile label="Corrigidas" value={st.total_corrigidas} testId="stat-corrigidas" />
        <Tile label="Revisadas" value={st.total_revisadas} testId="stat-revisadas" />
        <Tile label="Atrasadas" value={st.total_atrasadas} />
        <Tile label="Média" value={formatNumber(st.media_nota)} />
        <Tile label="Pendências" value={inbox.data?.contagens.total ?? '—'} testId="stat-pendencias" />
      </SimpleGrid>

      <BatchBoard atividadeId={atividade.id} />

      {/* Fetched only when opened: the diagnosis reads every corrected essay of the activity. */}
      <Collapsible.Root lazyMount data-testid="activity-insight">
        <Collapsible.Trigger asChild>
          <Button variant="outline" size="sm" alignSelf="flex-start">
            <LuChartBar /> Diagnóstico da atividade
          </Button>
        </Collapsible.Trigger>
        <Collapsible.Content pt="3">
          <ClassInsightPanel path={`/atividades/${atividade.id}/diagnostico`} />
        </Collapsible.Content>
      </Collapsible.Root>

      {/* Whose words are these (issue 52): fetched, and recorded in the audit trail, only when opened. */}
      <IntegrityToggle label="Integridade das entregas" testId="activity-integrity">
        <ActivityIntegrityPanel atividadeId={atividade.id} />
      </IntegrityToggle>

      <SearchAndFilter
        search={search}
        onSearch={setSearch}
        placeholder="Buscar estudante"
        searchLabel="Buscar estudante"
        filter={filter}
        onFilter={setFilter}
        filterLabel="Filtrar por status"
        options={FILTERS}
      />

      {filter === 'nao_enviadas' ? (
        missing.length ? (
          <Stack gap="2">
            {missing.map((s) => (
              <Flex key={s.estudante_id} justify="space-between" borderWidth="1px" rounded="md" p="3" bg="bg.panel">
                <Box>
                  <Person nome={s.estudante_nome} email={s.estudante_email} />
                </Box>
                <Badge colorPalette="orange">Não enviou</Badge>
              </Flex>
            ))}
          </Stack>
        ) : (
          <Empty icon={LuUsers} title="Todos os estudantes enviaram." />
        )
      ) : !shown.length ? (
        <Empty
          icon={LuUsers}
          title={q.data.submissoes.length ? 'Nenhuma submissão corresponde aos filtros' : 'Nenhuma submissão ainda'}
        />
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" css={STACKED_ON_TABLET}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Estudante</Table.ColumnHeader>
                <Table.ColumnHeader>Redação</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Nota oficial</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Professor</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.map((s) => (
                <Table.Row key={s.id} data-testid="submission-row">
                  <Table.Cell>
                    <Person nome={s.estudante_nome} email={s.estudante_email} />
                  </Table.Cell>
                  <Table.Cell data-label="Redação">
                    <Text>{s.titulo}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {formatDateTime(s.data_envio)}
                    </Text>
                  </Table.Cell>
                  <Table.Cell data-label="Status">
                    <HStack gap="1" wrap="wrap">
                      <StatusBadge s={s} />
                      {s.status_entrega === 'late' && <Badge colorPalette="orange">Atrasada</Badge>}
                      {s.revisado && <Badge colorPalette="purple">Revisada</Badge>}
                      {(pending.get(s.id) ?? [])
                        .filter((t) => t !== 'atrasada')
                        .map((t) => (
                          <Badge key={t} colorPalette="red" data-testid="submission-pending">
                            {PENDENCIA_LABEL[t]} pendente
                          </Badge>
                        ))}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell textAlign="end" data-label="Nota oficial">
                    {s.nota !== null ? (
                      <Box>
                        <Text color={`${totalColor(s.nota)}.fg`} fontWeight="bold" data-testid="submission-grade">
                          {s.nota}/1000
                        </Text>
                        {s.origem_nota && s.origem_nota !== 'ia' && (
                          <Text fontSize="xs" color="fg.muted">
                            {GRADE_SOURCE_LABEL[s.origem_nota]}
                            {s.nota_ia !== null && s.nota_ia !== undefined ? ` · a IA sugeriu ${s.nota_ia}` : ''}
                          </Text>
                        )}
                      </Box>
                    ) : (
                      '—'
                    )}
                  </Table.Cell>
                  <Table.Cell
                    textAlign="end"
                    data-label="Professor"
                    title={
                      s.notas_professor ? s.notas_professor.map((n, i) => `C${i + 1} ${n}`).join(' · ') : undefined
                    }
                  >
                    {s.nota_professor ?? '—'}
                    {s.notas_professor && (
                      <Text as="span" display="block" fontSize="xs" color="fg.muted">
                        {s.notas_professor.join(' · ')}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <HStack justify="flex-end" gap="1" wrap="wrap">
                      <Button asChild size="xs" colorPalette="brand">
                        <RouterLink to={`/essays/${s.id}/teacher-view`}>
                          {s.revisado ? 'Ver revisão' : 'Revisar'}
                        </RouterLink>
                      </Button>
                      {!corrected(s) && (
                        <Button asChild size="xs" variant="outline">
                          <RouterLink to={`/essays/${s.id}/correct`}>Corrigir</RouterLink>
                        </Button>
                      )}
                      <Button asChild size="xs" variant="ghost">
                        <RouterLink to={`/students/${s.estudante_id}/profile`}>Perfil</RouterLink>
                      </Button>
                    </HStack>
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
