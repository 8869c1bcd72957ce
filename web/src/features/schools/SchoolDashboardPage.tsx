import { Alert, Badge, Box, Button, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { LuListChecks, LuSchool } from 'react-icons/lu';
import type { PainelEscola } from '@argumenta/contracts';
import { useAuth } from '@/stores/auth';
import { Empty, Person, Section, Tile } from '@/features/classrooms/ui';
import { Bars, CompetencyBars } from './Bars';
import { downloadDashboardCsv, useSchoolDashboard, type Period } from './api';
import { PeriodForm } from './PeriodForm';
import { dashboardFallback, DashboardHeader, useCsvExport } from './DashboardFrame';
import { StudentsSection } from './StudentsSection';
import { RetentionSection } from '@/features/privacy/RetentionSection';
import { SchoolCreditsSection } from './SchoolCreditsSection';
import { formatNumber } from '@/lib/format';

/** /escola: the coordinator's own school. */
export function MySchoolRedirect() {
  const escolaId = useAuth((s) => s.user?.escola_id);
  return escolaId ? <Navigate to={`/escolas/${escolaId}/painel`} replace /> : <Navigate to="/dashboard" replace />;
}

const PART_LABEL: Record<string, string> = { salas: 'salas e atividades', redacoes: 'redações e médias' };

/** /escolas/{id}/painel (issue 16): the school at a glance for its coordinator (and admins), with a CSV export. */
export default function SchoolDashboardPage() {
  const id = Number(useParams().id);
  const [period, setPeriod] = useState<Period>({ desde: '', ate: '' });
  const csv = useCsvExport();
  const painel = useSchoolDashboard(id, period);

  const fallback = dashboardFallback(id, painel, {
    notFound: 'Escola não encontrada',
    loading: 'Carregando painel da escola...',
    error: 'Erro ao carregar painel da escola',
  });
  if (fallback || !painel.data) return fallback;
  const d = painel.data;

  return (
    <Stack gap="6">
      <DashboardHeader
        title={d.escola.nome}
        subtitle={
          [d.escola.rede, d.escola.codigo_inep && `INEP ${d.escola.codigo_inep}`].filter(Boolean).join(' · ') ||
          'Painel da escola'
        }
        exporting={csv.exporting}
        onExport={() =>
          void csv.run(
            () => downloadDashboardCsv(id, period),
            `painel-escola-${id}-${d.periodo.desde}-a-${d.periodo.ate}.csv`,
          )
        }
        testId="export-csv"
        actions={
          <Button asChild variant="outline" data-testid="school-rules-link">
            <RouterLink to={`/escolas/${id}/regras`}>
              <LuListChecks /> Regras do corretor
            </RouterLink>
          </Button>
        }
      />

      <PeriodForm shown={d.periodo} onApply={setPeriod} />

      {d.indisponivel.length > 0 && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            Alguns dados estão indisponíveis no momento: {d.indisponivel.map((p) => PART_LABEL[p] ?? p).join(', ')}.
          </Alert.Title>
        </Alert.Root>
      )}

      <SimpleGrid columns={{ base: 2, md: 3, lg: 6 }} gap="3">
        <Tile label="Salas" value={d.totais.salas} testId="total-salas" />
        <Tile label="Professores" value={d.totais.professores} />
        <Tile label="Estudantes" value={d.totais.estudantes} />
        <Tile label="Redações no período" value={d.totais.redacoes_periodo} testId="total-redacoes" />
        <Tile label="Revisões pendentes" value={d.totais.revisoes_pendentes} />
        <Tile
          label="Créditos da escola"
          value={d.escola.creditos}
          help={`${d.escola.creditos_usados} ${d.escola.creditos_usados === 1 ? 'usado' : 'usados'}`}
        />
      </SimpleGrid>

      <Content d={d} />

      <SchoolCreditsSection escolaId={id} />

      <StudentsSection escolaId={id} />

      <RetentionSection escolaId={id} />
    </Stack>
  );
}

function Content({ d }: { d: PainelEscola }) {
  if (!d.salas.length)
    return (
      <Empty
        icon={LuSchool}
        title="Nenhuma sala nesta escola"
        description="As salas dos professores da escola aparecem aqui."
      />
    );
  const graded = d.salas.filter((s) => s.redacoes_corrigidas > 0);
  return (
    <Stack gap="8">
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Section title="Nota média por sala">
          <Box bg="bg.panel" borderWidth="1px" rounded="xl" p="4">
            <Bars
              testId="room-totals"
              items={d.salas.map((s) => ({
                label: s.nome,
                value: s.media.total,
                max: 1000,
                hint: `${s.nome} · Prof. ${s.professor_nome}`,
              }))}
            />
          </Box>
        </Section>
        <Section title="Problemas mais frequentes">
          <Box bg="bg.panel" borderWidth="1px" rounded="xl" p="4">
            {d.problemas.length ? (
              <Bars
                items={d.problemas
                  .slice(0, 10)
                  .map((p) => ({ label: p.rotulo, value: p.estudantes, max: Math.max(1, d.totais.estudantes) }))}
              />
            ) : (
              <Text color="fg.muted">Nenhuma redação corrigida no período.</Text>
            )}
            <Text fontSize="xs" color="fg.muted" mt="2">
              Quantos estudantes têm cada problema.
            </Text>
          </Box>
        </Section>
      </SimpleGrid>

      {graded.length > 0 && (
        <Section title="Média por competência e sala">
          <Box bg="bg.panel" borderWidth="1px" rounded="xl" p="4">
            <CompetencyBars rows={graded.map((s) => ({ label: s.nome, media: s.media }))} />
          </Box>
        </Section>
      )}

      <Section title="Atividades">
        <Table.ScrollArea borderWidth="1px" rounded="xl">
          <Table.Root size="sm" data-testid="activities-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Atividade</Table.ColumnHeader>
                <Table.ColumnHeader>Sala</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Corrigidas</Table.ColumnHeader>
                {['C1', 'C2', 'C3', 'C4', 'C5', 'Total'].map((c) => (
                  <Table.ColumnHeader key={c} textAlign="end">
                    {c}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {d.atividades.map((a) => (
                <Table.Row key={a.id}>
                  <Table.Cell>{a.titulo}</Table.Cell>
                  <Table.Cell>{a.sala_nome}</Table.Cell>
                  <Table.Cell textAlign="end">{a.redacoes_corrigidas}</Table.Cell>
                  {(
                    [a.media.c1, a.media.c2, a.media.c3, a.media.c4, a.media.c5, a.media.total] as (number | null)[]
                  ).map((v, i) => (
                    <Table.Cell key={i} textAlign="end">
                      {formatNumber(v)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Section>

      <Section title="Professores">
        <Table.ScrollArea borderWidth="1px" rounded="xl">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Professor</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Salas</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Revisões pendentes</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {d.professores.map((p) => (
                <Table.Row key={p.id}>
                  <Table.Cell>
                    <Person nome={p.nome} email={p.email} />
                  </Table.Cell>
                  <Table.Cell textAlign="end">{p.salas}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {p.revisoes_pendentes > 0 ? <Badge colorPalette="orange">{p.revisoes_pendentes}</Badge> : 0}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Section>
    </Stack>
  );
}
