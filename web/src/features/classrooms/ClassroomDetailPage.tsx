import {
  Badge,
  Box,
  Button,
  Card,
  Code,
  Field,
  Flex,
  Heading,
  HStack,
  IconButton,
  Input,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { FieldError, useFocusFirstInvalid } from '@/components/FormField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  LuChartBar,
  LuClipboardList,
  LuCopy,
  LuPlus,
  LuRefreshCw,
  LuSettings,
  LuTrash2,
  LuUsers,
} from 'react-icons/lu';
import { AddStudentsButton } from './AddStudentsDialog';
import { ClassInsightPanel } from './ClassInsightPanel';
import type { Atividade, Sala } from '@argumenta/contracts';
import { notify } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api';
import { formatDate, formatDateTime } from '@/lib/dates';
import { STALE } from '@/lib/queryClient';
import { useAuth } from '@/stores/auth';
import { activityKeys, listRoomActivities } from '@/features/activities/api';
import {
  activityLevel,
  deleteSala,
  getSala,
  listStudents,
  refreshSalas,
  regenerateCode,
  removeStudent,
  salaKeys,
  updateSala,
} from './api';
import { deleteSalaQuestion } from './ClassroomsManagePage';
import { CompetencyPanel } from './CompetencyPanel';
import { GradeSheetButtons } from '@/features/activities/GradeSheetButtons';
import { DescriptionAndActive } from './SalaFormDialog';
import { useConfirm } from '@/components/dialogs';
import { STACKED_ON_PHONE } from '@/components/stackedTable';
import { BackLink, Empty, ErrorState, Person, SalaMeta, Tile } from './ui';
import { plural } from '@/lib/plural';
import { formatNumber } from '@/lib/format';

const positiveInt = (v: string | undefined) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** /classrooms/{id} (spec 2.8): activities for everyone; students and settings for who manages the room. */
export default function ClassroomDetailPage() {
  const id = positiveInt(useParams().id);
  const user = useAuth((s) => s.user);
  const [params, setParams] = useSearchParams();
  const sala = useQuery({ queryKey: salaKeys.one(id ?? 0), queryFn: () => getSala(id!), enabled: id !== null });
  const manager = user?.tipo === 'admin' || (user?.tipo === 'professor' && sala.data?.professor_id === user.id);
  const back = user?.tipo === 'estudante' ? '/classrooms/join' : '/classrooms/manage';

  if (id === null || sala.isError) {
    const status = sala.error instanceof ApiError ? sala.error.status : 404;
    return (
      <ErrorState
        title={
          status === 403
            ? 'Você não tem permissão para acessar esta sala.'
            : status === 404 || id === null
              ? 'Sala não encontrada'
              : 'Erro ao carregar sala'
        }
        description={
          status === 404 || id === null
            ? 'A sala não existe ou você não participa dela.'
            : errorMessage(sala.error, 'Tente novamente em alguns instantes.')
        }
        action={{ to: '/dashboard', label: 'Voltar ao painel' }}
      />
    );
  }
  if (!sala.data) return <Skeleton h="60" rounded="xl" />;
  const s = sala.data;
  const tab = params.get('aba') ?? 'atividades';

  return (
    <Stack gap="6">
      <BackLink to={back} />
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <Box>
          <HStack gap="3" wrap="wrap">
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }} data-testid="sala-title">
              {s.nome}
            </Heading>
            <Badge colorPalette={s.ativa ? 'green' : 'gray'}>{s.ativa ? 'Ativa' : 'Inativa'}</Badge>
          </HStack>
          {s.descricao && <Text color="fg.muted">{s.descricao}</Text>}
          <SalaMeta s={s} professor />
        </Box>
        {manager && (
          <HStack gap="2" wrap="wrap">
            <GradeSheetButtons of="salas" id={s.id} nome={s.nome} />
            <Button asChild colorPalette="brand">
              <RouterLink to={`/activities/new?sala=${s.id}`} data-testid="new-activity">
                <LuPlus /> Nova Atividade
              </RouterLink>
            </Button>
          </HStack>
        )}
      </Flex>

      {manager && <AccessCode sala={s} />}

      <Tabs.Root
        value={manager ? tab : 'atividades'}
        onValueChange={(e) => setParams(e.value === 'atividades' ? {} : { aba: e.value }, { replace: true })}
        lazyMount
      >
        {/* On a phone the tabs scroll inside their own strip; the page itself never gets wider than the screen. */}
        <Tabs.List overflowX="auto" overflowY="hidden" maxW="full" css={{ scrollbarWidth: 'thin' }}>
          <Tabs.Trigger value="atividades">
            <LuClipboardList /> Atividades
          </Tabs.Trigger>
          {manager && (
            <>
              <Tabs.Trigger value="estudantes">
                <LuUsers /> Estudantes
              </Tabs.Trigger>
              <Tabs.Trigger value="diagnostico">
                <LuChartBar /> Diagnóstico
              </Tabs.Trigger>
              <Tabs.Trigger value="configuracoes">
                <LuSettings /> Configurações
              </Tabs.Trigger>
            </>
          )}
        </Tabs.List>
        <Tabs.Content value="atividades">
          <ActivitiesTab sala={s} manager={manager} />
        </Tabs.Content>
        {manager && (
          <>
            <Tabs.Content value="estudantes">
              <StudentsTab salaId={s.id} />
            </Tabs.Content>
            <Tabs.Content value="diagnostico">
              <ClassInsightPanel path={`/salas/${s.id}/diagnostico`} />
            </Tabs.Content>
            <Tabs.Content value="configuracoes">
              <SettingsTab sala={s} />
            </Tabs.Content>
          </>
        )}
      </Tabs.Root>
    </Stack>
  );
}

function AccessCode({ sala }: { sala: Sala }) {
  const qc = useQueryClient();
  const confirm = useConfirm();
  const regen = useMutation({
    mutationFn: () => regenerateCode(sala.id),
    onSuccess: ({ message }) => {
      notify.success(message ?? 'Novo código de acesso gerado!');
      refreshSalas(qc, sala.id);
    },
    onError: (e) => notify.error('Erro ao gerar novo código', { description: errorMessage(e, 'Tente novamente.') }),
  });
  return (
    <Card.Root variant="subtle">
      <Card.Body>
        <Flex justify="space-between" align="center" gap="4" wrap="wrap">
          <Box>
            <Text fontSize="sm" color="fg.muted">
              Código de acesso
            </Text>
            <Code fontSize="2xl" letterSpacing="widest" px="3" py="1" data-testid="access-code">
              {sala.codigo_acesso}
            </Code>
            <Text fontSize="sm" color="fg.muted" mt="1">
              Compartilhe este código com os estudantes para que entrem na sala
              {sala.ativa ? '.' : ' (a sala está inativa: novos estudantes não entram).'}
            </Text>
          </Box>
          <HStack>
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                navigator.clipboard?.writeText(sala.codigo_acesso ?? '').then(
                  () => notify.success('Código copiado!'),
                  () => notify.error('Não foi possível copiar o código'),
                )
              }
            >
              <LuCopy /> Copiar
            </Button>
            <Button
              variant="outline"
              size="sm"
              loading={regen.isPending}
              data-testid="regenerate-code"
              onClick={() =>
                confirm.ask(
                  'Gerar novo código',
                  'Gerar um novo código de acesso? O código atual deixará de funcionar.',
                  () => regen.mutateAsync().catch(() => undefined),
                  'Gerar novo código',
                )
              }
            >
              <LuRefreshCw /> Gerar novo código
            </Button>
          </HStack>
        </Flex>
      </Card.Body>
      {confirm.dialog}
    </Card.Root>
  );
}

function ActivitiesTab({ sala, manager }: { sala: Sala; manager: boolean }) {
  const q = useQuery({
    queryKey: activityKeys.room(sala.id),
    queryFn: () => listRoomActivities(sala.id),
    staleTime: STALE.lists,
  });
  if (q.isLoading) return <Skeleton h="32" rounded="xl" />;
  if (q.isError)
    return (
      <ErrorState
        title="Erro ao carregar atividades"
        description={errorMessage(q.error, 'Tente novamente em alguns instantes.')}
      />
    );
  const list = q.data ?? [];
  const sent = list.filter((a) => a.minha_redacao_id);
  return (
    <Stack gap="4">
      {manager ? (
        <>
          <SimpleGrid columns={{ base: 2, md: 3 }} gap="4">
            <Tile label="Atividades" value={list.length} />
            <Tile
              label="Submissões"
              value={list.reduce((n, a) => n + a.total_submissoes, 0)}
              testId="room-total-submissions"
            />
            <Tile label="Corrigidas" value={list.reduce((n, a) => n + a.redacoes_corrigidas, 0)} />
          </SimpleGrid>
          <CompetencyPanel salaId={sala.id} />
        </>
      ) : (
        <SimpleGrid columns={3} gap="4">
          <Tile label="Entregues" value={sent.length} testId="student-delivered" />
          <Tile label="Pendentes" value={list.length - sent.length} testId="student-pending" />
          <Tile label="Revisadas" value={list.filter((a) => a.revisado).length} testId="student-reviewed" />
        </SimpleGrid>
      )}
      {!list.length ? (
        <Empty
          icon={LuClipboardList}
          title="Nenhuma atividade nesta sala ainda."
          description={
            manager
              ? 'Crie a primeira atividade para seus estudantes.'
              : 'Quando o professor publicar uma atividade, ela aparecerá aqui.'
          }
        />
      ) : (
        <Stack gap="3">
          {list.map((a) => (
            <ActivityCard key={a.id} a={a} manager={manager} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function ActivityCard({ a, manager }: { a: Atividade; manager: boolean }) {
  const sent = Boolean(a.minha_redacao_id);
  return (
    <Card.Root size="sm" data-testid="activity-card" data-id={a.id}>
      <Card.Body>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Box minW="0">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold">{a.titulo}</Text>
              <Badge colorPalette={a.status === 'ativa' ? 'green' : 'gray'}>
                {a.status === 'ativa' ? 'Ativa' : 'Finalizada'}
              </Badge>
              {!manager && (
                <Badge colorPalette={sent ? (a.revisado ? 'purple' : 'blue') : 'orange'}>
                  {sent ? (a.revisado ? 'Revisada' : 'Entregue') : 'Pendente'}
                </Badge>
              )}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              Prazo: {formatDateTime(a.data_limite)}
              {manager &&
                ` · ${plural(a.total_submissoes, 'submissão', 'submissões')} · ${plural(a.redacoes_corrigidas, 'corrigida', 'corrigidas')}`}
            </Text>
          </Box>
          <Button asChild size="sm" variant={manager || sent ? 'outline' : 'solid'} colorPalette="brand">
            <RouterLink to={`/activities/${a.id}`}>{manager || sent ? 'Ver Detalhes' : 'Responder'}</RouterLink>
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

function StudentsTab({ salaId }: { salaId: number }) {
  const qc = useQueryClient();
  const confirm = useConfirm();
  const q = useQuery({ queryKey: salaKeys.students(salaId), queryFn: () => listStudents(salaId) });
  const remove = useMutation({
    mutationFn: (sid: number) => removeStudent(salaId, sid),
    onSuccess: ({ message }) => {
      notify.success(message ?? 'Estudante removido da sala.');
      refreshSalas(qc, salaId); // the students list is under ['salas', id]
    },
    onError: (e) => notify.error(errorMessage(e, 'Erro ao remover estudante')),
  });
  if (q.isLoading) return <Skeleton h="32" rounded="xl" />;
  if (q.isError)
    return (
      <ErrorState
        title="Erro ao carregar estudantes"
        description={errorMessage(q.error, 'Tente novamente em alguns instantes.')}
      />
    );
  if (!q.data?.length)
    return (
      <Stack gap="3">
        <AddStudentsButton salaId={salaId} />
        <Empty
          icon={LuUsers}
          title="Nenhum estudante nesta sala ainda."
          description="Adicione estudantes da escola ou compartilhe o código de acesso para que entrem."
        />
      </Stack>
    );
  return (
    <Stack gap="3">
      <AddStudentsButton salaId={salaId} />
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" striped css={STACKED_ON_PHONE}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Estudante</Table.ColumnHeader>
              <Table.ColumnHeader>Atividade</Table.ColumnHeader>
              <Table.ColumnHeader>Entrou em</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Submissões</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Concluídas</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Média</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {q.data.map((st) => {
              const level = activityLevel(st.ultima_atividade);
              return (
                <Table.Row key={st.id} data-testid="student-row">
                  <Table.Cell>
                    <Person nome={st.nome} email={st.email} />
                  </Table.Cell>
                  <Table.Cell data-label="Atividade">
                    <Badge colorPalette={level.color}>{level.label}</Badge>
                    <Text fontSize="xs" color="fg.muted">
                      {st.ultima_atividade ? formatDateTime(st.ultima_atividade) : 'sem registro'}
                    </Text>
                  </Table.Cell>
                  <Table.Cell data-label="Entrou em">{formatDate(st.data_entrada)}</Table.Cell>
                  <Table.Cell textAlign="end" data-label="Submissões">
                    {st.total_submissoes}
                  </Table.Cell>
                  <Table.Cell textAlign="end" data-label="Concluídas">
                    {st.total_atividades_concluidas}
                  </Table.Cell>
                  <Table.Cell textAlign="end" data-label="Média">
                    {formatNumber(st.media_notas)}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <Button asChild size="xs" variant="outline">
                      <RouterLink to={`/students/${st.id}/profile`}>Perfil</RouterLink>
                    </Button>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={`Remover ${st.nome}`}
                      onClick={() =>
                        confirm.ask(
                          'Remover estudante',
                          `Tem certeza que deseja remover ${st.nome} da sala?`,
                          () => remove.mutateAsync(st.id).catch(() => undefined),
                          'Remover',
                        )
                      }
                    >
                      <LuTrash2 />
                    </IconButton>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {confirm.dialog}
    </Stack>
  );
}

function SettingsTab({ sala }: { sala: Sala }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [nome, setNome] = useState(sala.nome);
  const [descricao, setDescricao] = useState(sala.descricao ?? '');
  const [ativa, setAtiva] = useState(sala.ativa);
  const [nameError, setNameError] = useState<string | null>(null);
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  useEffect(() => {
    setNome(sala.nome);
    setDescricao(sala.descricao ?? '');
    setAtiva(sala.ativa);
  }, [sala]);
  const save = useMutation({
    mutationFn: () => updateSala(sala.id, { nome: nome.trim(), descricao: descricao.trim(), ativa }),
    onSuccess: ({ message }) => {
      notify.success(message ?? 'Configurações atualizadas com sucesso!');
      refreshSalas(qc, sala.id);
    },
    onError: (e) =>
      notify.error('Erro ao atualizar configurações', { description: errorMessage(e, 'Tente novamente.') }),
  });
  const remove = useMutation({
    mutationFn: () => deleteSala(sala.id),
    onSuccess: ({ message }) => {
      notify.success(message ?? 'Sala excluída com sucesso!');
      refreshSalas(qc);
      void navigate('/classrooms/manage');
    },
    onError: (e) => notify.error('Erro ao excluir sala', { description: errorMessage(e, 'Tente novamente.') }),
  });
  return (
    <Stack gap="6" maxW="2xl">
      <Card.Root>
        <Card.Body>
          <form
            ref={formRef}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (!nome.trim()) {
                setNameError('Nome da sala é obrigatório');
                return focusFirstInvalid();
              }
              save.mutate();
            }}
          >
            <Stack gap="4">
              <Field.Root invalid={Boolean(nameError)} required>
                <Field.Label>Nome da sala</Field.Label>
                <Input
                  value={nome}
                  onChange={(e) => {
                    setNome(e.target.value);
                    setNameError(null);
                  }}
                  name="nome"
                />
                <FieldError data-testid="settings-name-error">{nameError}</FieldError>
              </Field.Root>
              <DescriptionAndActive
                descricao={descricao}
                setDescricao={setDescricao}
                ativa={ativa}
                setAtiva={setAtiva}
              />
              <Button
                type="submit"
                colorPalette="brand"
                alignSelf="flex-start"
                loading={save.isPending}
                data-testid="save-settings"
              >
                Salvar configurações
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
      <Card.Root borderColor="red.muted">
        <Card.Body gap="2">
          <Heading size="md" color="red.fg">
            Zona de perigo
          </Heading>
          <Text color="fg.muted">Excluir a sala remove também suas atividades e a lista de estudantes.</Text>
          <Button
            colorPalette="red"
            variant="outline"
            alignSelf="flex-start"
            onClick={() =>
              confirm.ask(
                'Excluir sala',
                deleteSalaQuestion(sala.nome),
                () => remove.mutateAsync().catch(() => undefined),
                'Excluir',
              )
            }
            data-testid="delete-sala"
          >
            <LuTrash2 /> Excluir sala
          </Button>
        </Card.Body>
      </Card.Root>
      {confirm.dialog}
    </Stack>
  );
}
