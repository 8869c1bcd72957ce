import {
  Badge,
  Box,
  Button,
  EmptyState,
  Flex,
  Heading,
  HStack,
  Icon,
  Skeleton,
  Stack,
  Stat,
  Text,
  VStack,
} from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { IconType } from 'react-icons';
import { LuArrowLeft, LuClipboardList, LuTriangleAlert, LuUsers } from 'react-icons/lu';
import type { DashboardSala } from '@argumenta/contracts';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/dates';

export function BackLink({ to, label = 'Voltar' }: { to: string; label?: string }) {
  return (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start" px="2">
      <RouterLink to={to}>
        <LuArrowLeft /> {label}
      </RouterLink>
    </Button>
  );
}

/** Full-page error with the spec's title, an explanation and a way out. */
export function ErrorState({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: { to: string; label: string };
}) {
  return (
    <EmptyState.Root data-testid="error-state">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuTriangleAlert />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          {description && <EmptyState.Description>{description}</EmptyState.Description>}
        </VStack>
        {action && (
          <Button asChild variant="outline">
            <RouterLink to={action.to}>{action.label}</RouterLink>
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

export function Empty({
  icon,
  title,
  description,
  children,
}: {
  icon: IconType;
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="xl" bg="bg.panel">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <Icon as={icon} />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          {description && <EmptyState.Description>{description}</EmptyState.Description>}
        </VStack>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/**
 * An admin list's states before the list itself: a skeleton while it loads, the server's message (or
 * `errorText`) when it fails, an empty-state card when it is empty; otherwise `children` renders the list.
 */
export function ListStates<T>({
  query,
  errorText,
  empty,
  children,
}: {
  query: Pick<UseQueryResult<T[]>, 'isPending' | 'isError' | 'error' | 'data'>;
  errorText: string;
  empty: { icon: IconType; title: string };
  children: (list: T[]) => ReactNode;
}) {
  if (query.isPending) return <Skeleton h="40" rounded="xl" />;
  if (query.isError) return <Text color="fg.error">{errorMessage(query.error, errorText)}</Text>;
  if (!query.data?.length) return <Empty icon={empty.icon} title={empty.title} />;
  return <>{children(query.data)}</>;
}

export function Tile({
  label,
  value,
  help,
  testId,
}: {
  label: string;
  value: ReactNode;
  help?: string;
  testId?: string;
}) {
  return (
    <Stat.Root borderWidth="1px" rounded="xl" p="4" bg="bg.panel">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText data-testid={testId}>{value}</Stat.ValueText>
      {/* A definition of its own: a <dl> holds only terms and definitions (Chakra renders the help as a span). */}
      {help && <Stat.HelpText as="dd">{help}</Stat.HelpText>}
    </Stat.Root>
  );
}

export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Stack gap="3">
      <Box display="flex" justifyContent="space-between" alignItems="center" gap="2" flexWrap="wrap">
        <Heading size="lg">{title}</Heading>
        {actions}
      </Box>
      {children}
    </Stack>
  );
}

/** Room name, active badge and description. */
export function SalaHeading({ s }: { s: Pick<DashboardSala, 'nome' | 'ativa' | 'descricao'> }) {
  return (
    <>
      <Flex justify="space-between" gap="2">
        <Heading size="md">{s.nome}</Heading>
        <Badge colorPalette={s.ativa ? 'green' : 'gray'}>{s.ativa ? 'Ativa' : 'Inativa'}</Badge>
      </Flex>
      {s.descricao && (
        <Text color="fg.muted" lineClamp={2}>
          {s.descricao}
        </Text>
      )}
    </>
  );
}

/** Students, activities and creation date of a room, on one line. */
export function SalaMeta({
  s,
  professor,
}: {
  s: Pick<DashboardSala, 'estudantes_count' | 'total_atividades' | 'data_criacao' | 'professor_nome'>;
  professor?: boolean;
}) {
  return (
    <HStack fontSize="sm" color="fg.muted" gap="4" wrap="wrap">
      {professor && <Text>Prof. {s.professor_nome}</Text>}
      <HStack gap="1">
        <LuUsers /> {s.estudantes_count} {s.estudantes_count === 1 ? 'estudante' : 'estudantes'}
      </HStack>
      <HStack gap="1">
        <LuClipboardList /> {s.total_atividades} {s.total_atividades === 1 ? 'atividade' : 'atividades'}
      </HStack>
      <Text>Criada em {formatDate(s.data_criacao)}</Text>
    </HStack>
  );
}

/** Name over e-mail, for table cells. */
export function Person({ nome, email }: { nome: string; email: string | null }) {
  return (
    <>
      <Text fontWeight="medium">{nome}</Text>
      <Text fontSize="xs" color="fg.muted">
        {email}
      </Text>
    </>
  );
}

/** Back link, title, a line of context and an optional main action. */
export function PageHeader({
  back,
  title,
  subtitle,
  action,
}: {
  back: string;
  title: string;
  subtitle?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <>
      <BackLink to={back} />
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Box>
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {subtitle && <Text color="fg.muted">{subtitle}</Text>}
        </Box>
        {action}
      </Flex>
    </>
  );
}
