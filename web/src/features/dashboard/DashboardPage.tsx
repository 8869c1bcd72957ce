import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Flex,
  type FlexProps,
  Heading,
  HStack,
  Icon,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect } from 'react';
import { creditsExplained, schoolPoolNote } from '@/lib/credits';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import type { IconType } from 'react-icons';
import { LuBookOpen, LuClipboardList, LuFilePen, LuFolderOpen, LuLogIn, LuSchool, LuUsers } from 'react-icons/lu';
import { totalColor, type Dashboard, type DashboardActivity } from '@argumenta/contracts';
import { PageLoader } from '@/components/PageLoader';
import { useAuth } from '@/stores/auth';
import { useMyCredits, useProfile } from '@/features/auth/api';
import { formatDate, formatDateTime } from '@/lib/dates';
import { Empty, ErrorState, SalaHeading, Section, Tile } from '@/features/classrooms/ui';
import { usePainel, type DashboardView } from './api';
import { InboxSummary } from '@/features/reviews/InboxSummary';
import { plural } from '@/lib/plural';

type Action = { label: string; description: string; to: string; icon: IconType };

// Spec 2.7 quick actions.
const STUDENT_ACTIONS: Action[] = [
  {
    label: 'Ingressar em sala',
    description: 'Use o código enviado pelo professor',
    to: '/classrooms/join',
    icon: LuLogIn,
  },
  { label: 'Corrigir redação', description: 'Envie um texto, PDF ou foto', to: '/essays/new', icon: LuFilePen },
  { label: 'Minhas redações', description: 'Histórico e evolução das notas', to: '/essays', icon: LuFolderOpen },
  { label: 'Propostas temáticas', description: 'Temas para praticar', to: '/propostas', icon: LuBookOpen },
];
const TEACHER_ACTIONS: Action[] = [
  {
    label: 'Gerenciar salas',
    description: 'Crie salas e compartilhe o código',
    to: '/classrooms/manage',
    icon: LuSchool,
  },
  {
    label: 'Gerenciar atividades',
    description: 'Atividades e prazos das turmas',
    to: '/activities/manage',
    icon: LuClipboardList,
  },
  { label: 'Corrigir redação', description: 'Envie um texto, PDF ou foto', to: '/essays/new', icon: LuFilePen },
  { label: 'Minhas redações', description: 'Histórico de correções', to: '/essays', icon: LuFolderOpen },
  { label: 'Propostas temáticas', description: 'Crie e consulte propostas', to: '/propostas', icon: LuBookOpen },
];

/** /dashboard, /dashboard/student, /dashboard/teacher (spec 2.7), from GET /api/painel. */
export default function DashboardPage({ view = 'auto' }: { view?: DashboardView }) {
  // A coordinator's home is their school's dashboard (issue 16).
  const tipo = useAuth((s) => s.user?.tipo);
  if (tipo === 'coordenador' && view === 'auto') return <Navigate to="/escola" replace />;
  // An admin's home is the platform's dashboard; their student and teacher views are /dashboard/student and /teacher.
  if (tipo === 'admin' && view === 'auto') return <Navigate to="/dashboard/admin" replace />;
  return <RoleDashboard view={view} />;
}

function RoleDashboard({ view }: { view: DashboardView }) {
  const user = useAuth((s) => s.user);
  const setUser = useAuth((s) => s.setUser);
  useProfile();
  const painel = usePainel(view);
  const data = painel.data;
  // Only a teacher's panel says who pays (a student's activity essays are the school's business, not theirs to count).
  const myCredits = useMyCredits(user?.tipo === 'professor' || user?.tipo === 'admin');

  // Spec 4: the dashboard copies the server's credit figures into the local user when they differ.
  useEffect(() => {
    if (!user || !data || data.creditos_disponiveis === null) return;
    if (
      data.creditos_disponiveis !== user.creditos_disponiveis ||
      data.creditos_totais_usados !== user.creditos_totais_usados
    ) {
      setUser({
        ...user,
        creditos_disponiveis: data.creditos_disponiveis,
        creditos_totais_usados: data.creditos_totais_usados ?? user.creditos_totais_usados,
      });
    }
  }, [data, user, setUser]);

  if (!user) return <PageLoader />;
  const asTeacher = data
    ? data.visao === 'professor'
    : view === 'teacher' || (view === 'auto' && user.tipo === 'professor');
  const adminSuffix = user.tipo === 'admin' && view !== 'auto' ? ' (Visão Admin)' : '';
  const firstName = user.nome.split(' ')[0];
  const note = schoolPoolNote(myCredits.data);
  const poolNote = note && myCredits.data?.escola ? { note, creditos: myCredits.data.escola.creditos } : null;
  const credits = {
    available: data?.creditos_disponiveis ?? user.creditos_disponiveis,
    used: data?.creditos_totais_usados ?? user.creditos_totais_usados,
  };

  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <Box>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} data-testid="dashboard-title">
          {asTeacher ? 'Painel do Professor' : 'Painel do Estudante'}
          {adminSuffix}
        </Heading>
        <Text color="fg.muted" mt="1">
          Olá, {firstName}! {asTeacher ? 'Acompanhe suas turmas e correções.' : 'Que tal escrever uma redação hoje?'}
        </Text>
      </Box>

      {!asTeacher && <NextAction next={data?.pending_activities[0]} />}

      {painel.isError ? (
        <ErrorState title="Erro ao carregar o painel" description="Tente recarregar a página" />
      ) : (
        <>
          {data && data.indisponivel.length > 0 && (
            <Alert.Root status="warning" data-testid="dashboard-partial">
              <Alert.Indicator />
              <Alert.Title>
                Parte das informações está temporariamente indisponível. Os números podem estar incompletos.
              </Alert.Title>
            </Alert.Root>
          )}
          <Counters data={data} teacher={asTeacher} credits={credits} pool={asTeacher ? poolNote : null} />
          {asTeacher && poolNote && (
            <Text fontSize="sm" color="fg.muted" mt="-2" data-testid="credits-school-note">
              {poolNote.note}
            </Text>
          )}
          {!asTeacher && (
            <Text fontSize="sm" color="fg.muted" mt="-2" data-testid="credits-explained">
              {creditsExplained(credits.used, data?.stats.redacoes_corrigidas_ia, data?.stats.redacoes_transcritas)}
            </Text>
          )}
        </>
      )}

      {asTeacher && <InboxSummary />}

      <Section title="Ações rápidas">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: asTeacher ? 5 : 4 }} gap="4">
          {(asTeacher ? TEACHER_ACTIONS : STUDENT_ACTIONS).map((a) => (
            <Button
              key={a.to}
              asChild
              variant="outline"
              h="auto"
              p="4"
              justifyContent="flex-start"
              whiteSpace="normal"
              bg="bg.panel"
            >
              <RouterLink to={a.to}>
                <Flex gap="3" align="flex-start" textAlign="left">
                  <Icon as={a.icon} boxSize="5" color="brand.fg" mt="0.5" />
                  <Box>
                    <Text fontWeight="semibold">{a.label}</Text>
                    <Text fontSize="sm" color="fg.muted" fontWeight="normal">
                      {a.description}
                    </Text>
                  </Box>
                </Flex>
              </RouterLink>
            </Button>
          ))}
        </SimpleGrid>
      </Section>

      {!painel.isError &&
        (painel.isLoading || !data ? (
          <Skeleton h="40" rounded="xl" />
        ) : asTeacher ? (
          <TeacherLists data={data} />
        ) : (
          <StudentLists data={data} />
        ))}
    </Stack>
  );
}

/**
 * What a student does next, first on the page (a phone shows it without scrolling): the activity due soonest, or a new
 * essay when nothing is due. The figures come after it.
 */
function NextAction({ next }: { next: DashboardActivity | undefined }) {
  return (
    <Card.Root data-testid="next-action" borderColor="brand.muted" bg="brand.subtle">
      <Card.Body gap="3">
        <Box>
          <Text fontSize="sm" color="fg.muted">
            {next ? 'Próxima entrega' : 'Próximo passo'}
          </Text>
          <Heading as="h2" size="md">
            {next ? next.titulo : 'Escreva uma redação e receba a correção em segundos'}
          </Heading>
          {next && (
            <Text fontSize="sm" color="fg.muted">
              {next.sala_nome} · prazo {formatDateTime(next.data_limite)}
            </Text>
          )}
        </Box>
        <Button asChild colorPalette="brand" alignSelf="flex-start">
          <RouterLink to={next ? `/essays/new?activity=${next.id}` : '/essays/new'}>
            <LuFilePen /> {next ? 'Escrever para esta atividade' : 'Escrever redação'}
          </RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

function Counters({
  data,
  teacher,
  credits,
  pool,
}: {
  data: Dashboard | undefined;
  teacher: boolean;
  credits: { available: number; used: number };
  /** A teacher whose school's pool pays (issue 54): its balance comes first, the personal one is "Seus créditos". */
  pool: { creditos: number } | null;
}) {
  const s = data?.stats;
  const v = (n: number | undefined) => (n === undefined ? '…' : n);
  const tiles = teacher
    ? [
        ['Salas', v(s?.total_salas), 'stat-salas'],
        ['Atividades criadas', v(s?.total_atividades), 'stat-atividades'],
        ['Estudantes matriculados', v(s?.total_estudantes), 'stat-estudantes'],
        ['Redações corrigidas', v(s?.total_correcoes), 'stat-correcoes'],
        ['Imagens transcritas', v(s?.redacoes_transcritas), 'stat-transcritas'],
      ]
    : [
        ['Salas', v(s?.total_salas), 'stat-salas'],
        ['Atividades realizadas', v(s?.atividades_realizadas), 'stat-realizadas'],
        ['Redações corrigidas', v(s?.redacoes_corrigidas_ia), 'stat-correcoes'],
        ['Imagens transcritas', v(s?.redacoes_transcritas), 'stat-transcritas'],
      ];
  return (
    <SimpleGrid columns={{ base: 2, md: 3, lg: pool ? 4 : teacher ? 7 : 6 }} gap="4">
      {tiles.map(([label, value, id]) => (
        <Tile key={String(id)} label={String(label)} value={value} testId={String(id)} />
      ))}
      {pool && <Tile label="Créditos da escola" value={pool.creditos} testId="credits-school" />}
      <Tile
        label={pool ? 'Seus créditos' : 'Créditos disponíveis'}
        value={credits.available}
        testId="credits-available"
      />
      <Tile label="Créditos utilizados" value={credits.used} testId="credits-used" />
    </SimpleGrid>
  );
}

function ActivityRow({ a }: { a: DashboardActivity }) {
  const sent = a.minha_redacao_id !== null;
  return (
    <ListRow data-testid="dashboard-activity">
      <Box minW="0">
        <RouterLink to={`/activities/${a.id}`}>
          <Text fontWeight="medium" truncate>
            {a.titulo}
          </Text>
        </RouterLink>
        <Text fontSize="sm" color="fg.muted">
          {a.sala_nome} · prazo {formatDateTime(a.data_limite)}
        </Text>
      </Box>
      <HStack flexShrink={0}>
        <Badge colorPalette={sent ? 'green' : 'orange'}>{sent ? 'Enviada' : 'Pendente'}</Badge>
        {!sent && (
          <Button asChild size="xs" variant="outline">
            <RouterLink to={`/essays/new?activity=${a.id}`}>Enviar</RouterLink>
          </Button>
        )}
      </HStack>
    </ListRow>
  );
}

/** One line of a dashboard list: its text on the left, its badge and button on the right, a rule between lines. */
function ListRow(props: FlexProps) {
  return (
    <Flex
      justify="space-between"
      align="center"
      gap="3"
      py="2"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      {...props}
    />
  );
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card.Root>
      <Card.Header>
        <Heading size="md">{title}</Heading>
      </Card.Header>
      <Card.Body pt="2">{children}</Card.Body>
    </Card.Root>
  );
}

function StudentLists({ data }: { data: Dashboard }) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <Panel title="Atividades recentes">
        {data.recent_activities.length ? (
          data.recent_activities.map((a) => <ActivityRow key={a.id} a={a} />)
        ) : (
          <Text color="fg.muted">Nenhuma atividade recente.</Text>
        )}
      </Panel>
      <Panel title="Correções recentes">
        {data.recent_corrections.length ? (
          data.recent_corrections.map((c) => (
            <ListRow key={c.id} data-testid="dashboard-correction">
              <Box minW="0">
                <Text fontWeight="medium" truncate>
                  {c.redacao_titulo}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {c.sala_nome ? `${c.sala_nome} · ` : ''}
                  {formatDateTime(c.data_correcao)}
                </Text>
              </Box>
              <HStack flexShrink={0}>
                <Badge colorPalette={totalColor(c.pontuacao_total)} size="lg">
                  {c.pontuacao_total}/1000
                </Badge>
                <Button asChild size="xs" variant="outline">
                  <RouterLink to={`/essays/${c.redacao_id}/feedback`}>Ver detalhes</RouterLink>
                </Button>
              </HStack>
            </ListRow>
          ))
        ) : (
          <Text color="fg.muted">Nenhuma correção recente.</Text>
        )}
      </Panel>
      <Panel title="Atividades pendentes">
        {data.pending_activities.length ? (
          data.pending_activities.map((a) => <ActivityRow key={a.id} a={a} />)
        ) : (
          <Text color="fg.muted">Nenhuma atividade pendente.</Text>
        )}
      </Panel>
      <Panel title="Minhas salas">
        {data.salas.length ? (
          data.salas.map((s) => (
            <ListRow key={s.id}>
              <Box minW="0">
                <RouterLink to={`/classrooms/${s.id}`}>
                  <Text fontWeight="medium">{s.nome}</Text>
                </RouterLink>
                <Text fontSize="sm" color="fg.muted">
                  Prof. {s.professor_nome} · {s.estudantes_count}{' '}
                  {s.estudantes_count === 1 ? 'estudante' : 'estudantes'}
                </Text>
              </Box>
              <Button asChild size="xs" variant="ghost">
                <RouterLink to={`/classrooms/${s.id}`}>Acessar</RouterLink>
              </Button>
            </ListRow>
          ))
        ) : (
          <Text color="fg.muted">Você ainda não faz parte de nenhuma sala.</Text>
        )}
      </Panel>
    </SimpleGrid>
  );
}

function TeacherLists({ data }: { data: Dashboard }) {
  if (!data.salas.length) {
    return (
      <Empty
        icon={LuSchool}
        title="Nenhuma sala criada"
        description="Crie sua primeira sala e compartilhe o código de acesso com os estudantes."
      >
        <Button asChild colorPalette="brand">
          <RouterLink to="/classrooms/manage?criar=1">Criar primeira sala</RouterLink>
        </Button>
      </Empty>
    );
  }
  return (
    <Stack gap="4">
      <Section
        title="Minhas salas"
        actions={
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/classrooms/manage">Ver todas</RouterLink>
          </Button>
        }
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {data.salas.map((s) => (
            <Card.Root key={s.id} asChild variant="outline" _hover={{ borderColor: 'brand.solid' }}>
              <RouterLink to={`/classrooms/${s.id}`} data-testid="dashboard-sala">
                <Card.Body gap="1">
                  <SalaHeading s={s} />
                  <HStack fontSize="sm" color="fg.muted" gap="4">
                    <HStack gap="1">
                      <LuUsers /> {s.estudantes_count} {s.estudantes_count === 1 ? 'estudante' : 'estudantes'}
                    </HStack>
                    <Text>Criada em {formatDate(s.data_criacao)}</Text>
                  </HStack>
                </Card.Body>
              </RouterLink>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Section>
      {data.pending_activities.length > 0 && (
        <Panel title="Atividades em andamento">
          {data.pending_activities.map((a) => (
            <Flex key={a.id} justify="space-between" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
              <RouterLink to={`/activities/${a.id}`}>
                <Text fontWeight="medium">{a.titulo}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {a.sala_nome} · prazo {formatDateTime(a.data_limite)}
                </Text>
              </RouterLink>
              <Badge>{plural(a.total_submissoes ?? 0, 'envio', 'envios')}</Badge>
            </Flex>
          ))}
        </Panel>
      )}
    </Stack>
  );
}
