import { Box, Button, Flex, Heading, Icon, SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { IconType } from 'react-icons';
import { LuActivity, LuCoins, LuFileCheck, LuFileText, LuRefreshCw, LuUsers, LuWallet } from 'react-icons/lu';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/dates';
import { adminKeys, fetchStats, type AdminStats } from './api';

const number = new Intl.NumberFormat('pt-BR');

/** 'YYYY-MM-DD' is a calendar day: read it as local time, not as UTC midnight. */
function dayLabel(dia: string): string {
  const [y, m, d] = dia.split('-').map(Number);
  if (!y || !m || !d) return dia;
  return formatDate(new Date(y, m - 1, d)).slice(0, 5);
}

/** Spec 2.12: essays today is the last day of redacoes_ultimos_7_dias. */
export const essaysToday = (s: AdminStats) => s.redacoes_ultimos_7_dias.at(-1)?.total ?? 0;

function StatCard({
  label,
  value,
  help,
  icon,
  testId,
}: {
  label: string;
  value: number;
  help?: string;
  icon: IconType;
  testId: string;
}) {
  return (
    <Stat.Root bg="bg.panel" borderWidth="1px" rounded="xl" p="4" data-testid={testId}>
      {/* The icon inside the term: a <dl> holds only terms and definitions. */}
      <Stat.Label display="flex" justifyContent="space-between" alignItems="flex-start" gap="2" w="full">
        {label}
        <Icon as={icon} color="brand.fg" boxSize="5" />
      </Stat.Label>
      <Stat.ValueText fontSize="2xl">{number.format(value)}</Stat.ValueText>
      {help && (
        <Stat.HelpText as="dd" color="fg.muted">
          {help}
        </Stat.HelpText>
      )}
    </Stat.Root>
  );
}

function WeekChart({ days }: { days: AdminStats['redacoes_ultimos_7_dias'] }) {
  const max = Math.max(1, ...days.map((d) => d.total));
  const total = days.reduce((n, d) => n + d.total, 0);
  return (
    <Stack bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: '4', md: '6' }} gap="4" data-testid="week-chart">
      <Flex justify="space-between" align="baseline" gap="2" wrap="wrap">
        <Heading size="md">Redações nos últimos 7 dias</Heading>
        <Text color="fg.muted" fontSize="sm">
          {number.format(total)} no total
        </Text>
      </Flex>
      {days.length === 0 ? (
        <Text color="fg.muted">Sem dados de redações no momento.</Text>
      ) : (
        <Flex
          as="ol"
          align="flex-end"
          gap={{ base: '2', md: '4' }}
          h="44"
          listStyleType="none"
          aria-label="Redações por dia"
        >
          {days.map((d, i) => (
            <Flex
              as="li"
              key={d.dia}
              direction="column"
              align="center"
              justify="flex-end"
              flex="1"
              h="full"
              gap="1"
              aria-label={`${dayLabel(d.dia)}: ${d.total} redações`}
            >
              <Text fontSize="xs" fontWeight="semibold" aria-hidden>
                {d.total}
              </Text>
              <Box
                w="full"
                maxW="12"
                h={`${Math.max(2, (d.total / max) * 100)}%`}
                minH="1"
                bg={i === days.length - 1 ? 'brand.solid' : 'brand.emphasized'}
                roundedTop="md"
                aria-hidden
              />
              <Text fontSize="xs" color="fg.muted" aria-hidden>
                {i === days.length - 1 ? 'Hoje' : dayLabel(d.dia)}
              </Text>
            </Flex>
          ))}
        </Flex>
      )}
    </Stack>
  );
}

/** Spec 2.12 Estatísticas. */
export function StatsTab() {
  const stats = useQuery({ queryKey: adminKeys.stats, queryFn: fetchStats, staleTime: 30_000 });

  if (stats.isPending) {
    return (
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h="28" rounded="xl" />
        ))}
      </SimpleGrid>
    );
  }
  if (stats.isError) {
    return (
      <Stack bg="bg.panel" borderWidth="1px" rounded="xl" p="6" gap="3" align="flex-start">
        <Text color="red.fg" fontWeight="medium">
          Erro ao carregar estatísticas
        </Text>
        <Text color="fg.muted">{errorMessage(stats.error, 'Tente novamente em alguns instantes.')}</Text>
        <Button variant="outline" size="sm" onClick={() => void stats.refetch()}>
          <LuRefreshCw /> Tentar novamente
        </Button>
      </Stack>
    );
  }
  const s = stats.data;
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        <StatCard testId="stat-total-usuarios" label="Total de usuários" value={s.total_usuarios} icon={LuUsers} />
        <StatCard testId="stat-total-redacoes" label="Total de redações" value={s.total_redacoes} icon={LuFileText} />
        <StatCard
          testId="stat-creditos-sistema"
          label="Créditos no sistema"
          value={s.total_creditos_sistema}
          help="Soma dos créditos disponíveis"
          icon={LuWallet}
        />
        <StatCard
          testId="stat-usuarios-ativos"
          label="Usuários ativos"
          value={s.usuarios_ativos}
          help="Acessaram nos últimos 30 dias"
          icon={LuActivity}
        />
        <StatCard testId="stat-redacoes-hoje" label="Redações hoje" value={essaysToday(s)} icon={LuFileCheck} />
        <StatCard
          testId="stat-creditos-hoje"
          label="Créditos utilizados hoje"
          value={s.creditos_utilizados_hoje}
          icon={LuCoins}
        />
      </SimpleGrid>
      <WeekChart days={s.redacoes_ultimos_7_dias} />
    </Stack>
  );
}
