import { Box, Button, Flex, Heading, Icon, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { IconType } from 'react-icons';
import { LuBookOpen, LuClipboardList, LuFilePen, LuFolderOpen, LuLogIn, LuSchool } from 'react-icons/lu';
import { PageLoader } from '@/components/PageLoader';
import { useAuth } from '@/stores/auth';
import { useProfile } from '@/features/auth/api';

type View = 'auto' | 'student' | 'teacher';
type Action = { label: string; description: string; to: string; icon: IconType };

// Spec 2.7 quick actions.
const STUDENT_ACTIONS: Action[] = [
  { label: 'Ingressar em sala', description: 'Use o código enviado pelo professor', to: '/classrooms/join', icon: LuLogIn },
  { label: 'Corrigir redação', description: 'Envie um texto, PDF ou foto', to: '/essays/new', icon: LuFilePen },
  { label: 'Minhas redações', description: 'Histórico e evolução das notas', to: '/essays', icon: LuFolderOpen },
  { label: 'Propostas temáticas', description: 'Temas para praticar', to: '/propostas', icon: LuBookOpen },
];
const TEACHER_ACTIONS: Action[] = [
  { label: 'Gerenciar salas', description: 'Crie salas e compartilhe o código', to: '/classrooms/manage', icon: LuSchool },
  { label: 'Gerenciar atividades', description: 'Atividades e prazos das turmas', to: '/activities/manage', icon: LuClipboardList },
  { label: 'Corrigir redação', description: 'Envie um texto, PDF ou foto', to: '/essays/new', icon: LuFilePen },
  { label: 'Minhas redações', description: 'Histórico de correções', to: '/essays', icon: LuFolderOpen },
  { label: 'Propostas temáticas', description: 'Crie e consulte propostas', to: '/propostas', icon: LuBookOpen },
];

/**
 * Dashboard from the profile alone. The classrooms work extends it with /api/painel
 * (counters, recent activities and corrections, classrooms).
 */
export default function DashboardPage({ view = 'auto' }: { view?: View }) {
  const user = useAuth((s) => s.user);
  useProfile();
  if (!user) return <PageLoader />;
  const asTeacher = view === 'teacher' || (view === 'auto' && user.tipo === 'professor');
  const adminSuffix = user.tipo === 'admin' && view !== 'auto' ? ' (Visão Admin)' : '';
  const actions = asTeacher ? TEACHER_ACTIONS : STUDENT_ACTIONS;
  const firstName = user.nome.split(' ')[0];

  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <Box>
        <Heading size={{ base: 'xl', md: '2xl' }} data-testid="dashboard-title">
          {asTeacher ? 'Dashboard do Professor' : 'Dashboard do Estudante'}
          {adminSuffix}
        </Heading>
        <Text color="fg.muted" mt="1">
          Olá, {firstName}! {asTeacher ? 'Acompanhe suas turmas e correções.' : 'Que tal escrever uma redação hoje?'}
        </Text>
      </Box>

      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        <Stat.Root borderWidth="1px" rounded="xl" p="4" bg="bg.panel">
          <Stat.Label>Créditos disponíveis</Stat.Label>
          <Stat.ValueText data-testid="credits-available">{user.creditos_disponiveis}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root borderWidth="1px" rounded="xl" p="4" bg="bg.panel">
          <Stat.Label>Créditos utilizados</Stat.Label>
          <Stat.ValueText data-testid="credits-used">{user.creditos_totais_usados}</Stat.ValueText>
        </Stat.Root>
      </SimpleGrid>

      <Stack gap="3">
        <Heading size="lg">Ações rápidas</Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: asTeacher ? 5 : 4 }} gap="4">
          {actions.map((a) => (
            <Button key={a.to} asChild variant="outline" h="auto" p="4" justifyContent="flex-start" whiteSpace="normal" bg="bg.panel">
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
      </Stack>
    </Stack>
  );
}
