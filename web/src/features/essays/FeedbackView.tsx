import { Badge, Box, Button, Flex, Grid, Heading, HStack, List, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { Fragment, useMemo } from 'react';
import { LuCircleCheck, LuCircleX, LuCornerDownRight, LuQuote } from 'react-icons/lu';
import {
  classify,
  competencyColor,
  INTERVENTION_ELEMENTS,
  totalColor,
  TOTAL_MAX,
  COMPETENCY_MAX,
  nextLevel,
} from '@argumenta/contracts';
import { formatDateTime } from '@/lib/dates';
import { useAuth } from '@/stores/auth';
import {
  confidenceLabel,
  locateHighlights,
  parseAnalysis,
  segmentText,
  type CompetencyView,
  type Highlight,
} from './analysis';
import type { FeedbackResponse } from './api';

const ELEMENT_LABEL: Record<(typeof INTERVENTION_ELEMENTS)[number], string> = {
  agente: 'Agente',
  acao: 'Ação',
  meio_modo: 'Meio/modo',
  finalidade: 'Finalidade',
  detalhamento: 'Detalhamento',
};
const markId = (key: string) => `trecho-${key}`;
const commentId = (key: string) => `comentario-${key}`;

function jump(id: string) {
  const el = document.getElementById(id);
  if (!el) return;
  el.scrollIntoView({ behavior: 'smooth', block: 'center' });
  el.focus({ preventScroll: true });
}

/**
 * The whole correction, read-only; used by the student feedback page, the teacher's view and the public share page.
 * `essay` replaces the highlighted text (the teacher's marks, issue 51; false: no text column), `struck` the engine's
 * findings a teacher struck out (`c1:3`), left out of the lists; `viewer`: the teacher reads "Redação do estudante"
 * where the student reads "Sua redação".
 */
export function FeedbackView({
  data,
  essay,
  struck,
  viewer = 'student',
}: {
  data: FeedbackResponse;
  essay?: React.ReactNode | false;
  struck?: string[];
  viewer?: 'student' | 'teacher';
}) {
  const analysis = useMemo(
    () => parseAnalysis(data.correcao.analise_detalhada, struck),
    [data.correcao.analise_detalhada, struck],
  );
  const text = data.redacao.texto_original ?? '';
  const highlights = useMemo(() => locateHighlights(text, analysis.competencias), [text, analysis.competencias]);
  const placed = new Set(highlights.map((h) => h.key));
  const total = Number(data.correcao.nota_geral_enem) || 0;
  const color = totalColor(total);

  return (
    <Stack gap="6">
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' }} gap="4">
        <Stack
          bg={`${color}.subtle`}
          borderWidth="1px"
          borderColor={`${color}.muted`}
          rounded="xl"
          p="6"
          align="center"
          justify="center"
          gap="1"
          data-testid="total-score"
          data-color={color}
        >
          <Text fontSize="sm" color="fg.muted">
            Nota geral
          </Text>
          <Text fontSize="5xl" fontWeight="bold" lineHeight="1" color={`${color}.fg`} data-testid="total-value">
            {total}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            de {TOTAL_MAX}
          </Text>
          <Badge colorPalette={color} size="lg" mt="2" data-testid="classification">
            {classify(total)}
          </Badge>
        </Stack>
        <Stack bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: '4', md: '6' }} gap="3">
          {analysis.competencias.map((c) => (
            <Box key={c.n}>
              {/* The competency's full name wraps: on a phone it takes two or three lines, never the screen's width. */}
              <Flex justify="space-between" align="flex-start" fontSize="sm" gap="2">
                <Text minW="0">
                  <b>C{c.n}</b> · {c.nome}
                </Text>
                <Text fontWeight="bold" color={`${competencyColor(c.nota)}.fg`} flexShrink={0}>
                  {c.nota}/{COMPETENCY_MAX}
                </Text>
              </Flex>
              <Progress.Root
                value={(c.nota / COMPETENCY_MAX) * 100}
                colorPalette={competencyColor(c.nota)}
                size="xs"
                mt="1"
              >
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            </Box>
          ))}
          {analysis.anulacao && (
            <Text color="red.fg" fontSize="sm">
              Redação anulada: {analysis.anulacao}
            </Text>
          )}
        </Stack>
      </Grid>

      {analysis.tese && (
        <Section title="Tese identificada">
          <Flex gap="2">
            <LuQuote />
            <Text fontStyle="italic" data-testid="thesis">
              {analysis.tese}
            </Text>
          </Flex>
        </Section>
      )}

      <Grid
        templateColumns={{
          base: 'minmax(0, 1fr)',
          lg: essay === false ? 'minmax(0, 1fr)' : 'minmax(0, 5fr) minmax(0, 6fr)',
        }}
        gap="6"
        alignItems="start"
      >
        {essay !== false && (
          <Box position={{ lg: essay ? undefined : 'sticky' }} top={{ lg: '20' }}>
            <Section title={viewer === 'teacher' ? 'Redação do estudante' : 'Sua redação'}>
              {essay ?? (
                <>
                  <Text fontSize="xs" color="fg.muted" mb="2">
                    Trechos destacados têm um comentário: clique para ver.
                  </Text>
                  <EssayText text={text} highlights={highlights} />
                </>
              )}
            </Section>
          </Box>
        )}
        <Stack gap="4">
          {analysis.competencias.map((c) => (
            <CompetencyCard key={c.n} c={c} placed={placed} />
          ))}
        </Stack>
      </Grid>

      {analysis.comentarios && (
        <Section title="Comentários gerais">
          <Text whiteSpace="pre-wrap" data-testid="general-comments">
            {analysis.comentarios}
          </Text>
        </Section>
      )}
      {analysis.sugestoes.length > 0 && (
        <Section title="Sugestões">
          <List.Root gap="1" ps="5">
            {analysis.sugestoes.map((s, i) => (
              <List.Item key={i}>{s}</List.Item>
            ))}
          </List.Root>
        </Section>
      )}
      {data.correcao.data_correcao && (
        <Text fontSize="xs" color="fg.muted" textAlign="right">
          Corrigida em {formatDateTime(data.correcao.data_correcao)}
        </Text>
      )}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: '4', md: '6' }}>
      <Heading size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

const HIGHLIGHT_BG: Record<number, string> = {
  1: 'red.subtle',
  2: 'purple.subtle',
  3: 'blue.subtle',
  4: 'orange.subtle',
  5: 'teal.subtle',
};
const HIGHLIGHT_BORDER: Record<number, string> = {
  1: 'red.solid',
  2: 'purple.solid',
  3: 'blue.solid',
  4: 'orange.solid',
  5: 'teal.solid',
};

function EssayText({ text, highlights }: { text: string; highlights: Highlight[] }) {
  const segments = segmentText(text, highlights);
  return (
    <Box
      fontFamily="essay"
      fontSize="md"
      lineHeight="1.9"
      whiteSpace="pre-wrap"
      bg="paper"
      p="4"
      rounded="md"
      data-testid="essay-body"
    >
      {segments.map((s, i) =>
        s.highlight ? (
          <Box
            as="mark"
            key={i}
            id={markId(s.highlight.key)}
            tabIndex={0}
            role="button"
            title={`Competência ${s.highlight.n}: clique para ver o comentário`}
            cursor="pointer"
            bg={HIGHLIGHT_BG[s.highlight.n]}
            color="inherit"
            borderBottomWidth="2px"
            borderColor={HIGHLIGHT_BORDER[s.highlight.n]}
            px="0.5"
            rounded="sm"
            onClick={() => jump(commentId(s.highlight!.key))}
            onKeyDown={(e: React.KeyboardEvent) =>
              (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), jump(commentId(s.highlight!.key)))
            }
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
            // The competency tag is decoration: kept out of the text so copying the essay stays clean.
            _after={{
              content: `"C${s.highlight.n}"`,
              fontSize: '2xs',
              fontFamily: 'body',
              fontWeight: 'bold',
              verticalAlign: 'super',
              ms: '0.5',
              color: HIGHLIGHT_BORDER[s.highlight.n],
            }}
          >
            {s.text}
          </Box>
        ) : (
          <Fragment key={i}>{s.text}</Fragment>
        ),
      )}
    </Box>
  );
}

function CompetencyCard({ c, placed }: { c: CompetencyView; placed: Set<string> }) {
  const color = competencyColor(c.nota);
  // Teachers and admins read the engine's confidence as a number; students (and share links) in words.
  const role = useAuth((s) => s.user?.tipo);
  const conf = confidenceLabel(
    c.confianca,
    c.nota,
    role === 'professor' || role === 'admin' ? 'professor' : 'estudante',
  );
  return (
    <Box
      bg="bg.panel"
      borderWidth="1px"
      borderTopWidth="4px"
      borderTopColor={`${color}.solid`}
      rounded="xl"
      p={{ base: '4', md: '5' }}
      data-testid={`competency-${c.n}`}
    >
      <Flex justify="space-between" align="flex-start" gap="3">
        <Box minW="0">
          <Text fontSize="xs" color="fg.muted" fontWeight="semibold" letterSpacing="wide">
            COMPETÊNCIA {c.n}
          </Text>
          <Heading size="sm">{c.nome}</Heading>
        </Box>
        <Badge colorPalette={color} size="lg" flexShrink={0} data-testid={`competency-${c.n}-score`} data-color={color}>
          {c.nota}/{COMPETENCY_MAX}
        </Badge>
      </Flex>
      {conf && (
        <Text
          fontSize="xs"
          color="fg.muted"
          mt="1"
          title="A correção automática indica a nota mais provável e a faixa em que ela pode estar"
        >
          {conf}
        </Text>
      )}
      {c.justificativa && <Text mt="3">{c.justificativa}</Text>}
      {c.climb && <ClimbBox climb={c.climb} nota={c.nota} />}

      {c.positivos.length > 0 && (
        <Box mt="4">
          <Text fontWeight="semibold" fontSize="sm" color="green.fg" mb="1">
            Pontos positivos
          </Text>
          <List.Root gap="1" variant="plain">
            {c.positivos.map((p, i) => (
              <List.Item key={i} alignItems="flex-start">
                <List.Indicator asChild color="green.fg" mt="1">
                  <LuCircleCheck />
                </List.Indicator>
                {p}
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}

      {c.melhorias.length > 0 && (
        <Box mt="4">
          <Text fontWeight="semibold" fontSize="sm" color="orange.fg" mb="2">
            Pontos a melhorar
          </Text>
          <Stack gap="3">
            {c.melhorias.map((m) => (
              <Box
                key={m.key}
                id={commentId(m.key)}
                tabIndex={-1}
                borderLeftWidth="3px"
                borderColor={HIGHLIGHT_BORDER[c.n]}
                ps="3"
                py="1"
                _focus={{ bg: 'bg.muted', outline: 'none' }}
                rounded="sm"
              >
                {m.trecho && (
                  <Text fontFamily="essay" fontStyle="italic" fontSize="sm" mb="1">
                    “{m.trecho}”
                  </Text>
                )}
                {m.fields.map((f) => (
                  <Text key={f.label} fontSize="sm">
                    <b>{f.label}:</b> {f.value}
                  </Text>
                ))}
                {m.trecho && placed.has(m.key) && (
                  <Button size="2xs" variant="ghost" mt="1" onClick={() => jump(markId(m.key))}>
                    <LuCornerDownRight /> Ver no texto
                  </Button>
                )}
              </Box>
            ))}
          </Stack>
        </Box>
      )}

      {c.intervencao && <InterventionTable ev={c.intervencao} />}
      {c.direitosHumanos && (
        <Text fontSize="sm" mt="3" color="fg.muted">
          <b>Direitos humanos:</b> {c.direitosHumanos}
        </Text>
      )}
    </Box>
  );
}

/** Where the competency stands in the ENEM's levels and what reaches the next one (at 200, why it is the top). */
function ClimbBox({ climb, nota }: { climb: NonNullable<CompetencyView['climb']>; nota: number }) {
  const top = climb.proximo === null;
  return (
    <Box mt="4" bg="bg.subtle" rounded="md" p="3" data-testid="competency-climb">
      <Text fontWeight="semibold" fontSize="sm" mb="1">
        {top ? 'Por que é nota máxima' : `Como passar de ${nota} para ${nextLevel(nota)}`}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {climb.nivel}
      </Text>
      {climb.proximo && (
        <Text fontSize="xs" color="fg.muted" mt="1">
          Próximo: {climb.proximo}
        </Text>
      )}
      <List.Root as="ol" gap="1" mt="2" ps="5" fontSize="sm">
        {climb.passos.map((p, i) => (
          <List.Item key={i}>{p}</List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

function InterventionTable({ ev }: { ev: NonNullable<CompetencyView['intervencao']> }) {
  return (
    <Box mt="4" data-testid="intervention-table">
      <Text fontWeight="semibold" fontSize="sm" mb="2">
        Avaliação da proposta de intervenção
      </Text>
      {/* Focusable: on a phone a long passage makes the table scroll sideways, and the keyboard must reach it. */}
      <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} aria-label="Avaliação da proposta de intervenção">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Elemento</Table.ColumnHeader>
              <Table.ColumnHeader>Presente</Table.ColumnHeader>
              <Table.ColumnHeader>Comentário</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {INTERVENTION_ELEMENTS.map((k) => {
              const el = ev[k];
              if (!el) return null;
              return (
                <Table.Row key={k}>
                  <Table.Cell fontWeight="medium">{ELEMENT_LABEL[k]}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="1" color={el.presente ? 'green.fg' : 'red.fg'}>
                      {el.presente ? <LuCircleCheck /> : <LuCircleX />}
                      <Text>{el.presente ? 'Sim' : 'Não'}</Text>
                    </HStack>
                  </Table.Cell>
                  <Table.Cell whiteSpace="normal">{el.descricao || '—'}</Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}
