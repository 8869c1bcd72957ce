import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { LuCalendarClock, LuDownload, LuFilePen, LuPencil, LuTrash2, LuUsers } from 'react-icons/lu';
import { ESSAY_STATUS_LABEL, totalColor, type AtividadeDetalhe } from '@argumenta/contracts';
import { notify } from '@/components/ui/toaster';
import { Modal, useConfirm } from '@/components/dialogs';
import { ApiError, errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/dates';
import { formatNumber } from '@/lib/format';
import { useAuth } from '@/stores/auth';
import { BackLink, ErrorState, Tile } from '@/features/classrooms/ui';
import {
  activityKeys,
  CORRECTION_LABEL,
  deleteActivity,
  downloadSubmissions,
  fromLocalInput,
  getActivity,
  isTeacherCorrection,
  toLocalInput,
  TYPE_LABEL,
  updateActivity,
  type ActivityInput,
} from './api';
import { ActivityForm } from './ActivityForm';
import { deleteActivityQuestion } from './ActivitiesManagePage';
import { GradeSheetButtons } from './GradeSheetButtons';

const positiveInt = (v: string | undefined) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** /activities/{id} (spec 2.9): the activity, the student's own submission, or the teacher's entry points. */
export default function ActivityDetailPage() {
  const id = positiveInt(useParams().id);
  const user = useAuth((s) => s.user);
  const q = useQuery({ queryKey: activityKeys.one(id ?? 0), queryFn: () => getActivity(id!), enabled: id !== null });
  if (id === null || q.isError) {
    const notFound = id === null || (q.error instanceof ApiError && q.error.status === 404);
    return (
      <ErrorState
        title={notFound ? 'Atividade não encontrada' : 'Erro ao carregar atividade'}
        description={
          notFound
            ? 'A atividade não existe ou você não participa da sala dela.'
            : errorMessage(q.error, 'Tente novamente em alguns instantes.')
        }
        action={{ to: '/dashboard', label: 'Voltar ao painel' }}
      />
    );
  }
  if (!q.data) return <Skeleton h="60" rounded="xl" />;
  const a = q.data;
  const manager = user?.tipo === 'admin' || (user?.tipo === 'professor' && a.professor_id === user.id);
  const open = new Date(a.data_limite).getTime() > Date.now();

  return (
    <Stack gap="6" maxW="5xl">
      <BackLink to={a.sala_id ? `/classrooms/${a.sala_id}` : '/dashboard'} />
      <Box>
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} data-testid="activity-title">
            {a.titulo}
          </Heading>
          <Badge colorPalette={open ? 'green' : 'gray'} data-testid="activity-status">
            {open ? 'Ativa' : 'Encerrada'}
          </Badge>
        </HStack>
        <Text color="fg.muted">
          {a.sala_nome} · Prof. {a.professor_nome}
        </Text>
      </Box>

      <Card.Root>
        <Card.Body gap="3">
          <Box>
            <Text fontSize="sm" color="fg.muted">
              Tema
            </Text>
            <Text fontWeight="semibold" fontSize="lg" data-testid="activity-theme">
              {a.tema}
            </Text>
          </Box>
          {a.descricao && <Text whiteSpace="pre-wrap">{a.descricao}</Text>}
          {a.instrucoes_especiais && (
            <Alert.Root status="info" variant="subtle">
              <Alert.Content>
                <Alert.Title>Instruções especiais</Alert.Title>
                <Alert.Description whiteSpace="pre-wrap">{a.instrucoes_especiais}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="3" fontSize="sm">
            <Info label="Data limite" value={formatDateTime(a.data_limite)} />
            <Info label="Correção" value={CORRECTION_LABEL[a.tipo_correcao] ?? 'ENEM'} />
            <Info label="Entregas atrasadas" value={a.aceita_entregas_atrasadas ? 'Aceitas' : 'Não aceitas'} />
            <Info label="Tipo" value={`${TYPE_LABEL[a.tipo]} · até ${a.pontuacao_maxima} pontos`} />
          </SimpleGrid>
        </Card.Body>
      </Card.Root>

      {a.proposta_tematica_id && (
        <Alert.Root status="neutral">
          <Alert.Content>
            <Alert.Title>Esta atividade está vinculada a uma proposta temática.</Alert.Title>
            <Alert.Description>A IA usa a proposta para corrigir as redações.</Alert.Description>
          </Alert.Content>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={`/proposals/${a.proposta_tematica_id}`}>Ver Proposta</RouterLink>
          </Button>
        </Alert.Root>
      )}

      {manager ? <TeacherSection a={a} /> : <StudentSection a={a} open={open} />}
    </Stack>
  );
}

function Info({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text color="fg.muted">{label}</Text>
      <Text fontWeight="medium">{value}</Text>
    </Box>
  );
}

function TeacherSection({ a }: { a: AtividadeDetalhe }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<'editar' | 'prazo' | null>(null);
  const [prazo, setPrazo] = useState('');
  const download = useMutation({
    mutationFn: () => downloadSubmissions(a.id, a.titulo),
    onSuccess: () => notify.success('Download iniciado'),
    onError: (e) => notify.error(errorMessage(e, 'Erro ao baixar submissões')),
  });
  const save = useMutation({
    mutationFn: (v: Partial<ActivityInput>) => updateActivity(a.id, v),
    onSuccess: ({ message }) => {
      notify.success(message ?? 'Atividade atualizada com sucesso!');
      void qc.invalidateQueries({ queryKey: activityKeys.all });
      setEditing(null);
    },
    onError: (e) => notify.error('Erro ao atualizar atividade', { description: errorMessage(e, 'Tente novamente.') }),
  });
  const removed = () => {
    notify.success('Atividade excluída com sucesso!');
    void qc.invalidateQueries({ queryKey: activityKeys.all });
    void navigate(a.sala_id ? `/classrooms/${a.sala_id}` : '/dashboard');
  };
  // The server refuses (409) to delete an activity with submissions unless confirmed: the dialog says how many.
  const remove = () =>
    confirm.ask(
      'Excluir atividade',
      deleteActivityQuestion(a.total_redacoes),
      () =>
        deleteActivity(a.id, a.total_redacoes > 0)
          .then(removed)
          .catch((e: unknown) =>
            notify.error('Erro ao excluir atividade', { description: errorMessage(e, 'Tente novamente.') }),
          ),
      'Excluir',
    );
  return (
    <Stack gap="4">
      <Flex gap="2" wrap="wrap" data-testid="activity-actions">
        <Button size="sm" variant="outline" onClick={() => setEditing('editar')} data-testid="activity-edit">
          <LuPencil /> Editar
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            // A week after the current deadline, or from now when it has passed.
            const base = Math.max(Date.now(), new Date(a.data_limite).getTime());
            setPrazo(toLocalInput(new Date(base + 7 * 86_400_000).toISOString()));
            setEditing('prazo');
          }}
          data-testid="activity-extend"
        >
          <LuCalendarClock /> Prorrogar prazo
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" onClick={remove} data-testid="activity-delete">
          <LuTrash2 /> Excluir
        </Button>
      </Flex>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        <Tile label="Estudantes" value={a.total_estudantes} />
        <Tile label="Submissões" value={a.total_redacoes} testId="teacher-total-submissions" />
        <Tile label="Corrigidas" value={a.redacoes_corrigidas} />
        <Tile label="Média" value={a.media_nota === null ? '—' : formatNumber(a.media_nota)} />
      </SimpleGrid>
      <Flex gap="3" wrap="wrap">
        <Button asChild colorPalette="brand">
          <RouterLink to={`/activities/${a.id}/submissions`} data-testid="see-submissions">
            <LuUsers /> Ver todas as submissões
          </RouterLink>
        </Button>
        <Button
          variant="outline"
          onClick={() => download.mutate()}
          loading={download.isPending}
          disabled={!a.total_redacoes}
          data-testid="download-report"
        >
          <LuDownload /> Baixar relatório (.zip)
        </Button>
        <GradeSheetButtons of="atividades" id={a.id} nome={a.titulo} />
      </Flex>
      <Modal open={editing === 'editar'} onClose={() => setEditing(null)} title="Editar atividade" size="lg">
        {editing === 'editar' && (
          <ActivityForm
            activity={a}
            submitLabel="Salvar alterações"
            submitting={save.isPending}
            onSubmit={(v) => save.mutateAsync(v)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <Modal
        open={editing === 'prazo'}
        onClose={() => setEditing(null)}
        title="Prorrogar prazo"
        footer={
          <>
            <Button variant="outline" onClick={() => setEditing(null)}>
              Cancelar
            </Button>
            <Button
              colorPalette="brand"
              loading={save.isPending}
              disabled={!prazo}
              onClick={() => save.mutate({ data_limite: fromLocalInput(prazo) })}
              data-testid="activity-extend-save"
            >
              Salvar novo prazo
            </Button>
          </>
        }
      >
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted">
            Prazo atual: {formatDateTime(a.data_limite)}
          </Text>
          <Input
            type="datetime-local"
            aria-label="Novo prazo"
            value={prazo}
            onChange={(e) => setPrazo(e.target.value)}
            data-testid="activity-extend-input"
          />
        </Stack>
      </Modal>
      {confirm.dialog}
    </Stack>
  );
}

function StudentSection({ a, open }: { a: AtividadeDetalhe; open: boolean }) {
  const corrected = a.correcao_id != null && a.pontuacao_total != null;
  // Manual activities: the essay went to the teacher, not to the AI.
  const forTeacher = a.status_redacao ? isTeacherCorrection(a.status_redacao) : a.tipo_correcao === 'manual';
  const held = a.status_redacao === 'em_revisao';
  return (
    <Card.Root data-testid="my-submission">
      <Card.Header>
        <Heading size="lg">Minha entrega</Heading>
      </Card.Header>
      <Card.Body gap="4">
        {!a.tem_submissao ? (
          <Stack gap="3" data-testid="submission-none">
            <Text>Você ainda não enviou sua redação para esta atividade.</Text>
            {a.pode_enviar ? (
              <>
                {!open && (
                  <Text color="orange.fg">O prazo terminou, mas esta atividade ainda aceita entregas atrasadas.</Text>
                )}
                <Button asChild colorPalette="brand" alignSelf="flex-start">
                  <RouterLink to={`/essays/new?atividade=${a.id}`} data-testid="write-essay">
                    <LuFilePen /> Escrever Redação
                  </RouterLink>
                </Button>
              </>
            ) : (
              <Text color="red.fg">O prazo desta atividade terminou e ela não aceita entregas atrasadas.</Text>
            )}
          </Stack>
        ) : (
          <Stack gap="4">
            <Flex justify="space-between" gap="3" wrap="wrap">
              <Box>
                <Text fontWeight="semibold">{a.minha_redacao_titulo}</Text>
                <Text fontSize="sm" color="fg.muted">
                  Enviada em {formatDateTime(a.data_envio)}
                </Text>
              </Box>
              <Badge colorPalette={a.status_entrega === 'late' ? 'orange' : 'green'} data-testid="delivery-status">
                {a.status_entrega === 'late' ? 'Entregue com atraso' : 'Entregue no prazo'}
              </Badge>
            </Flex>
            {corrected ? (
              <Flex
                bg="bg.subtle"
                rounded="lg"
                p="4"
                justify="space-between"
                align="center"
                gap="3"
                wrap="wrap"
                data-testid="submission-corrected"
              >
                <Box>
                  <Text fontSize="sm" color="fg.muted">
                    Corrigida pela IA em {formatDateTime(a.data_correcao)}
                  </Text>
                  <Text
                    fontSize="2xl"
                    fontWeight="bold"
                    color={`${totalColor(a.pontuacao_total!)}.fg`}
                    data-testid="ai-score"
                  >
                    {a.pontuacao_total}/1000
                  </Text>
                  {a.feedback_geral && (
                    <Text fontSize="sm" lineClamp={3}>
                      {a.feedback_geral}
                    </Text>
                  )}
                </Box>
                <Button asChild variant="outline">
                  <RouterLink to={`/essays/${a.minha_redacao_id}/feedback`}>Ver Correção</RouterLink>
                </Button>
              </Flex>
            ) : forTeacher ? (
              !a.status_correcao_professor && (
                <Text color="fg.muted" data-testid="submission-awaiting">
                  Enviada — aguardando a correção do professor.
                </Text>
              )
            ) : (
              // One state, one label (ESSAY_STATUS_LABEL): a held essay reads "Em revisão pelo professor" here as in the history.
              <Text color="fg.muted" data-testid="submission-awaiting">
                {held
                  ? `${ESSAY_STATUS_LABEL.em_revisao}: a nota aparece quando o professor liberar.`
                  : `${ESSAY_STATUS_LABEL[a.status_redacao ?? 'pendente']}.`}
              </Text>
            )}
            {a.status_correcao_professor ? (
              <Box borderWidth="1px" borderColor="purple.muted" rounded="lg" p="4" data-testid="teacher-review">
                <Text fontSize="sm" color="purple.fg" fontWeight="semibold">
                  Revisada pelo professor
                </Text>
                <Text fontSize="xl" fontWeight="bold" data-testid="teacher-grade">
                  {a.nota_professor}/1000
                </Text>
                {a.notas_professor && (
                  <Text fontSize="sm" color="fg.muted" data-testid="teacher-grades">
                    {a.notas_professor.map((n, i) => `C${i + 1} ${n}`).join(' · ')}
                  </Text>
                )}
                {a.comentario_professor && (
                  <Text whiteSpace="pre-wrap" data-testid="teacher-comment">
                    {a.comentario_professor}
                  </Text>
                )}
              </Box>
            ) : (
              !forTeacher &&
              corrected && (
                <Text fontSize="sm" color="fg.muted" data-testid="awaiting-review">
                  Aguardando revisão do professor.
                </Text>
              )
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
