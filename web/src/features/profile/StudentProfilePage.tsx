import { Alert, Badge, HStack, List, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LuFileText } from 'react-icons/lu';
import {
  ESSAY_STATUS_LABEL,
  TOTAL_MAX,
  type EssayListItem,
  type StudentProfile,
  type StudentProfileEssay,
} from '@argumenta/contracts';
import { STACKED_ON_PHONE } from '@/components/stackedTable';
import { api, ApiError, errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/dates';
import { plural } from '@/lib/plural';
import { Empty, ErrorState, PageHeader, Section, Tile } from '@/features/classrooms/ui';
import { ScoreChart } from '@/features/essays/ScoreChart';

const positiveInt = (v: string | undefined) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** The chart draws the history's items: the profile's essays in that shape. */
function asListItem(e: StudentProfileEssay): EssayListItem {
  const [c1_nota = null, c2_nota = null, c3_nota = null, c4_nota = null, c5_nota = null] = e.notas;
  return {
    id: e.id,
    titulo: e.titulo,
    nota_geral_enem: e.nota_geral_enem,
    nota_oficial: e.nota_geral_enem,
    origem_nota: e.origem_nota ?? null,
    nota_ia: null,
    data_correcao: null,
    data_envio: e.data_envio,
    is_favorita: false,
    tipo_submissao: 'texto',
    status: e.status,
    c1_nota,
    c2_nota,
    c3_nota,
    c4_nota,
    c5_nota,
    versao_anterior_id: null,
  };
}

/** /students/{id}/profile: a student as their teacher sees them, through the rooms they share (issue 36). */
export default function StudentProfilePage() {
  const id = positiveInt(useParams().id);
  const q = useQuery({
    queryKey: ['estudantes', id, 'perfil'],
    queryFn: () => api<StudentProfile>(`/estudantes/${id}/perfil`),
    enabled: id !== null,
  });
  if (id === null)
    return (
      <ErrorState title="ID do estudante inválido" action={{ to: '/classrooms/manage', label: 'Voltar às salas' }} />
    );
  if (q.isError) {
    const status = q.error instanceof ApiError ? q.error.status : 0;
    return (
      <ErrorState
        title={status === 403 || status === 404 ? 'Perfil indisponível' : 'Erro ao carregar o perfil'}
        description={errorMessage(q.error, 'Tente novamente.')}
        action={{ to: '/classrooms/manage', label: 'Voltar às salas' }}
      />
    );
  }
  if (!q.data) return <Skeleton h="60" rounded="xl" />;
  const p = q.data;
  const graded = p.redacoes.filter((e) => e.nota_geral_enem !== null);
  const average = graded.length ? Math.round(graded.reduce((s, e) => s + e.nota_geral_enem!, 0) / graded.length) : null;
  const open = p.pendencias.recursos.length + p.pendencias.revisoes.length;

  return (
    <Stack gap="6">
      <PageHeader back="/classrooms/manage" title={p.estudante.nome} subtitle={p.estudante.email} />
      <HStack gap="2" wrap="wrap" data-testid="profile-rooms">
        {p.salas.map((s) => (
          <Badge key={s.id} asChild colorPalette="brand" variant="subtle">
            <RouterLink to={`/classrooms/${s.id}`}>{s.nome}</RouterLink>
          </Badge>
        ))}
      </HStack>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Tile label="Redações nas suas salas" value={p.redacoes.length} testId="profile-essays" />
        <Tile label="Média" value={average ?? '—'} help={`de ${TOTAL_MAX}`} testId="profile-average" />
        <Tile label="Última nota" value={graded[0]?.nota_geral_enem ?? '—'} />
        <Tile label="Pendências" value={open} help="recursos e revisões" testId="profile-pending" />
      </SimpleGrid>

      {graded.length > 1 && <ScoreChart essays={graded.map(asListItem)} />}

      <Section title="Redações e notas por competência">
        {p.redacoes.length ? (
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" css={STACKED_ON_PHONE} data-testid="profile-essay-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Redação</Table.ColumnHeader>
                  {[1, 2, 3, 4, 5].map((n) => (
                    <Table.ColumnHeader key={n} textAlign="end">
                      C{n}
                    </Table.ColumnHeader>
                  ))}
                  <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
                  <Table.ColumnHeader>Situação</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {p.redacoes.map((e) => (
                  <Table.Row key={e.id} data-testid="profile-essay">
                    <Table.Cell>
                      <Stack gap="0">
                        <RouterLink to={`/essays/${e.id}/teacher-view`}>
                          <Text as="span" color="brand.fg" fontWeight="medium">
                            {e.titulo}
                          </Text>
                        </RouterLink>
                        <Text fontSize="xs" color="fg.muted">
                          {e.atividade_titulo} · {formatDate(e.data_envio)}
                        </Text>
                      </Stack>
                    </Table.Cell>
                    {[0, 1, 2, 3, 4].map((i) => (
                      <Table.Cell key={i} textAlign="end" data-label={`C${i + 1}`}>
                        {e.notas[i] ?? '—'}
                      </Table.Cell>
                    ))}
                    <Table.Cell textAlign="end" fontWeight="bold" data-label="Total">
                      {e.nota_geral_enem ?? '—'}
                    </Table.Cell>
                    <Table.Cell data-label="Situação">
                      <Badge>{ESSAY_STATUS_LABEL[e.status]}</Badge>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        ) : (
          <Empty icon={LuFileText} title="Nenhuma redação entregue nas suas atividades ainda." />
        )}
      </Section>

      <Section title="Recursos e revisões pendentes">
        {open ? (
          <List.Root gap="2" ps="5" data-testid="profile-pending-list">
            {p.pendencias.revisoes.map((r) => (
              <List.Item key={`rev-${r.redacao_id}`}>
                <RouterLink to={`/essays/${r.redacao_id}/teacher-view`}>
                  <Text as="span" color="brand.fg">
                    {r.titulo}
                  </Text>
                </RouterLink>{' '}
                — nota em revisão, aguardando você
              </List.Item>
            ))}
            {p.pendencias.recursos.map((r) => (
              <List.Item key={`rec-${r.id}`}>
                <RouterLink to={`/essays/${r.redacao_id}/teacher-view`}>
                  <Text as="span" color="brand.fg">
                    Recurso na competência {r.competencia}
                  </Text>
                </RouterLink>{' '}
                — aberto em {formatDate(r.criado_em)}
              </List.Item>
            ))}
          </List.Root>
        ) : (
          <Text color="fg.muted">Nenhum recurso ou revisão pendente.</Text>
        )}
      </Section>

      <Section title="O que o diagnóstico da turma diz">
        <Stack gap="3" data-testid="profile-insight">
          {p.diagnostico.sem_melhora && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>As três últimas notas nas suas atividades não subiram.</Alert.Title>
            </Alert.Root>
          )}
          {p.diagnostico.problemas.length ? (
            <List.Root gap="2" variant="plain">
              {p.diagnostico.problemas.slice(0, 8).map((pr) => (
                <List.Item key={pr.chave} display="block">
                  <Text fontWeight="medium">{pr.rotulo}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    Em {plural(pr.redacoes, 'redação', 'redações')} deste estudante ·{' '}
                    {pr.colegas === 0
                      ? 'só este estudante na turma'
                      : `também em ${plural(pr.colegas, 'colega', 'colegas')}`}
                  </Text>
                </List.Item>
              ))}
            </List.Root>
          ) : (
            <Text color="fg.muted">
              {graded.length
                ? 'Nenhum problema recorrente nas redações corrigidas.'
                : 'Sem redações corrigidas para diagnosticar.'}
            </Text>
          )}
        </Stack>
      </Section>
    </Stack>
  );
}
