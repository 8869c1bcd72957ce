import { Alert, Box, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { LuSchool } from 'react-icons/lu';
import type { PainelRede } from '@argumenta/contracts';
import { formatNumber } from '@/lib/format';
import { useAuth } from '@/stores/auth';
import { Empty, Section, Tile } from '@/features/classrooms/ui';
import { Bars, CompetencyBars } from '@/features/schools/Bars';
import { PeriodForm } from '@/features/schools/PeriodForm';
import { dashboardFallback, DashboardHeader, useCsvExport } from '@/features/schools/DashboardFrame';
import type { Period } from '@/features/schools/api';
import { downloadNetworkCsv, useNetworkDashboard } from './api';

/** /rede: the first network the person coordinates. */
export function MyNetworkRedirect() {
  const redes = useAuth((s) => s.user?.redes);
  return redes?.length ? <Navigate to={`/redes/${redes[0]}/painel`} replace /> : <Navigate to="/dashboard" replace />;
}

const pct = (part: number, whole: number) => (whole ? `${Math.round((100 * part) / whole)}%` : '—');

/**
 * /redes/{id}/painel (issue 54): the network at a glance for its coordinators (and admins) — adoption, essays and
 * averages per school and competency, frequent problems compared between schools, credit use — with a CSV export.
 */
export default function NetworkDashboardPage() {
  const id = Number(useParams().id);
  const [period, setPeriod] = useState<Period>({ desde: '', ate: '' });
  const csv = useCsvExport();
  const painel = useNetworkDashboard(id, period);

  const fallback = dashboardFallback(id, painel, {
    notFound: 'Rede não encontrada',
    loading: 'Carregando painel da rede...',
    error: 'Erro ao carregar painel da rede',
  });
  if (fallback || !painel.data) return fallback;
  const d = painel.data;

  return (
    <Stack gap="6">
      <DashboardHeader
        title={d.rede.nome}
        subtitle={`Painel da rede · ${d.totais.escolas} escolas`}
        exporting={csv.exporting}
        onExport={() =>
          void csv.run(
            () => downloadNetworkCsv(id, period),
            `painel-rede-${id}-${d.periodo.desde}-a-${d.periodo.ate}.csv`,
          )
        }
        testId="export-network-csv"
      />

      <PeriodForm shown={d.periodo} onApply={setPeriod} />

      {d.indisponivel.length > 0 && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>Redações e médias estão indisponíveis no momento; o restante está atualizado.</Alert.Title>
        </Alert.Root>
      )}

      <SimpleGrid columns={{ base: 2, md: 3, lg: 6 }} gap="3">
        <Tile label="Escolas" value={d.totais.escolas} testId="network-schools" />
        <Tile
          label="Professores ativos"
          value={d.totais.professores_ativos}
          help={`de ${d.totais.professores} (${pct(d.totais.professores_ativos, d.totais.professores)})`}
        />
        <Tile
          label="Estudantes ativos"
          value={d.totais.estudantes_ativos}
          help={`de ${d.totais.estudantes} (${pct(d.totais.estudantes_ativos, d.totais.estudantes)})`}
        />
        <Tile label="Redações no período" value={d.totais.redacoes_periodo} testId="network-essays" />
        <Tile
          label="Nota média"
          value={d.totais.media.total ?? '—'}
          help={`${d.totais.redacoes_corrigidas} corrigidas`}
        />
        <Tile label="Créditos usados no período" value={d.totais.creditos_usados_periodo} />
      </SimpleGrid>

      {!d.escolas.length ? (
        <Empty
          icon={LuSchool}
          title="Nenhuma escola nesta rede"
          description="O administrador inclui as escolas da rede."
        />
      ) : (
        <Content d={d} />
      )}
    </Stack>
  );
}

function Content({ d }: { d: PainelRede }) {
  const graded = d.escolas.filter((e) => e.redacoes_corrigidas > 0);
  const name = new Map(d.escolas.map((e) => [e.id, e.nome]));
  return (
    <Stack gap="8">
      <Section title="Escolas">
        <Table.ScrollArea borderWidth="1px" rounded="xl">
          <Table.Root size="sm" data-testid="network-schools-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Escola</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Professores ativos</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Estudantes ativos</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Com redação</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Redações</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Nota média</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Créditos usados</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Saldo</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {d.escolas.map((e) => (
                <Table.Row key={e.id} data-testid="network-school-row" data-nome={e.nome}>
                  <Table.Cell>
                    <Text fontWeight="medium">{e.nome}</Text>
                    {e.codigo_inep && (
                      <Text fontSize="xs" color="fg.muted">
                        INEP {e.codigo_inep}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {e.professores_ativos} de {e.professores}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {e.estudantes_ativos} de {e.estudantes}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{pct(e.estudantes_com_redacao, e.estudantes)}</Table.Cell>
                  <Table.Cell textAlign="end">{e.redacoes_periodo}</Table.Cell>
                  <Table.Cell textAlign="end">{formatNumber(e.media.total)}</Table.Cell>
                  <Table.Cell textAlign="end">{e.creditos_usados_periodo}</Table.Cell>
                  <Table.Cell textAlign="end">{e.creditos}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <Text fontSize="xs" color="fg.muted" mt="2">
          Ativos: entraram na plataforma desde o início do período. Créditos usados: correções pagas pelo saldo da
          escola no período.
        </Text>
      </Section>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Section title="Nota média por escola">
          <Box bg="bg.panel" borderWidth="1px" rounded="xl" p="4">
            <Bars items={d.escolas.map((e) => ({ label: e.nome, value: e.media.total, max: 1000 }))} />
          </Box>
        </Section>
        {graded.length > 0 && (
          <Section title="Média por competência e escola">
            <Box bg="bg.panel" borderWidth="1px" rounded="xl" p="4">
              <CompetencyBars rows={graded.map((e) => ({ label: e.nome, media: e.media }))} />
            </Box>
          </Section>
        )}
      </SimpleGrid>

      <Section title="Problemas frequentes comparados">
        {d.problemas.length ? (
          <Table.ScrollArea borderWidth="1px" rounded="xl">
            <Table.Root size="sm" data-testid="network-problems">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Problema</Table.ColumnHeader>
                  {d.escolas.map((e) => (
                    <Table.ColumnHeader key={e.id} textAlign="end">
                      {e.nome}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {d.problemas.map((p) => (
                  <Table.Row key={p.chave}>
                    <Table.Cell>
                      C{p.competencia} · {p.rotulo}
                    </Table.Cell>
                    {d.escolas.map((e) => {
                      const s = p.por_escola.find((x) => x.escola_id === e.id);
                      return (
                        <Table.Cell
                          key={e.id}
                          textAlign="end"
                          title={s ? `${s.estudantes} estudantes de ${name.get(e.id)}` : undefined}
                        >
                          {s ? `${s.percentual}%` : '—'}
                        </Table.Cell>
                      );
                    })}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        ) : (
          <Text color="fg.muted">Nenhuma redação corrigida no período.</Text>
        )}
        <Text fontSize="xs" color="fg.muted" mt="2">
          Em cada escola, a parte dos estudantes com redação corrigida no período que teve o problema.
        </Text>
      </Section>
    </Stack>
  );
}
