import {
  Badge,
  Box,
  Button,
  Card,
  Collapsible,
  Flex,
  Heading,
  Link,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LuFingerprint } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import {
  INTEGRITY_COUNT_CAP,
  type ActivityIntegrity,
  type EssayIntegrity,
  type SimilarText,
} from '@argumenta/contracts';
import { api, errorMessage } from '@/lib/api';
import { ErrorState } from '@/features/classrooms/ui';

// Issue 52: whose words are these. Evidence for the essay's teachers — never a verdict: nothing here changes a grade.
// Fetched only when the teacher opens a panel (each opening is written to the audit trail).

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 0 });
const number = new Intl.NumberFormat('pt-BR');

const NOT_A_VERDICT =
  'Indícios para o professor, não um veredito: nada aqui muda a nota. Só a regra do ENEM entra na correção (trechos copiados dos textos motivadores não contam como palavras próprias).';

function Quote({ children, testId }: { children: string; testId?: string }) {
  return (
    <Box
      as="blockquote"
      borderStartWidth="3px"
      borderColor="border.emphasized"
      ps="3"
      py="1"
      fontSize="sm"
      whiteSpace="pre-wrap"
      data-testid={testId}
    >
      {children}
    </Box>
  );
}

function copyBadge(s: { possivel_copia: boolean; proporcao: number }) {
  return s.possivel_copia ? (
    <Badge colorPalette="red" data-testid="integrity-copy-badge">
      Possível cópia · {percent.format(s.proporcao)}
    </Badge>
  ) : (
    <Badge colorPalette="gray">{percent.format(s.proporcao)} em comum</Badge>
  );
}

const others = (n: number) =>
  n >= INTEGRITY_COUNT_CAP ? `${number.format(n)} ou mais redações` : `${number.format(n)} outras redações`;

function SimilarCard({ s }: { s: SimilarText }) {
  return (
    <Card.Root size="sm" data-testid="integrity-similar">
      <Card.Body gap="3">
        <Flex justify="space-between" gap="2" wrap="wrap" align="center">
          <Text fontWeight="semibold">{s.descricao}</Text>
          <Flex gap="2" wrap="wrap">
            {s.mesma_proposta === false && <Badge colorPalette="purple">Outra proposta</Badge>}
            {copyBadge(s)}
          </Flex>
        </Flex>
        {s.redacao_id !== null && (
          <Link asChild colorPalette="blue" alignSelf="flex-start" minH="11" display="inline-flex" alignItems="center">
            <RouterLink to={`/essays/${s.redacao_id}/teacher-view`}>Abrir a outra redação</RouterLink>
          </Link>
        )}
        {s.trechos.map((t) => (
          <SimpleGrid key={t.inicio} columns={{ base: 1, md: t.outro === null ? 1 : 2 }} gap="3">
            <Box>
              <Text fontSize="xs" color="fg.muted">
                Nesta redação · {number.format(t.palavras)} palavras
              </Text>
              <Quote testId="integrity-passage">{t.trecho}</Quote>
            </Box>
            {t.outro !== null && (
              <Box>
                <Text fontSize="xs" color="fg.muted">
                  No outro texto
                </Text>
                <Quote testId="integrity-passage-other">{t.outro}</Quote>
              </Box>
            )}
          </SimpleGrid>
        ))}
        {s.trechos.some((t) => t.outro === null) && (
          <Text fontSize="xs" color="fg.muted">
            O outro texto é de um estudante fora desta turma: só os trechos desta redação são mostrados.
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** A panel's report, read once per opening of the page (each read is an audited opening), with its loading and error. */
function Loaded<T>({ path, children }: { path: string; children: (data: T) => ReactNode }) {
  const q = useQuery({ queryKey: ['integridade', path], queryFn: () => api<T>(path), staleTime: Infinity });
  if (q.isError)
    return (
      <ErrorState title="Erro ao verificar a integridade" description={errorMessage(q.error, 'Tente novamente.')} />
    );
  if (!q.data) return <Skeleton h="40" rounded="xl" />;
  return <>{children(q.data)}</>;
}

/** The button that opens a panel where it is shown: nothing is asked (or audited) until the teacher opens it. */
export function IntegrityToggle({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Collapsible.Root lazyMount data-testid={testId}>
      <Collapsible.Trigger asChild>
        <Button variant="outline" size="sm" alignSelf="flex-start">
          <LuFingerprint /> {label}
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content pt="3">{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}

/** The integrity of one essay: similar texts with passages side by side, motivating-text copies, memorised passages. */
export function EssayIntegrityPanel({ redacaoId }: { redacaoId: number }) {
  return (
    <Loaded<EssayIntegrity> path={`/redacoes/${redacaoId}/integridade`}>{(d) => <EssayIntegrityView d={d} />}</Loaded>
  );
}

function EssayIntegrityView({ d }: { d: EssayIntegrity }) {
  return (
    <Stack gap="5" data-testid="essay-integrity">
      <Text fontSize="sm" color="fg.muted">
        {NOT_A_VERDICT}
      </Text>
      <Text data-testid="integrity-own-words">
        {number.format(d.palavras_proprias)} palavras próprias de {number.format(d.palavras)}
        {d.motivadores.palavras_copiadas > 0 &&
          ` (${number.format(d.motivadores.palavras_copiadas)} copiadas dos textos motivadores, descontadas como no ENEM)`}
      </Text>

      <Stack gap="3">
        <Heading size="sm">Textos semelhantes</Heading>
        {d.semelhancas.length ? (
          d.semelhancas.map((s, i) => <SimilarCard key={`${s.origem}-${s.redacao_id ?? i}`} s={s} />)
        ) : (
          <Text color="fg.muted" data-testid="integrity-none">
            Nenhum texto da turma, da escola, da rede ou do banco de temas tem trechos em comum com esta redação.
          </Text>
        )}
      </Stack>

      {d.motivadores.trechos.length > 0 && (
        <Stack gap="2" data-testid="integrity-motivating">
          <Heading size="sm">Copiado dos textos motivadores</Heading>
          <Text fontSize="sm" color="fg.muted">
            {percent.format(d.motivadores.proporcao)} do texto. Não conta como palavras próprias nem como semelhança com
            outras redações.
          </Text>
          {d.motivadores.trechos.map((t) => (
            <Quote key={t.inicio}>{t.trecho}</Quote>
          ))}
        </Stack>
      )}

      {d.pre_moldados.length > 0 && (
        <Stack gap="2" data-testid="integrity-templates">
          <Heading size="sm">Trechos pré-moldados</Heading>
          <Text fontSize="sm" color="fg.muted">
            Frases decoradas que aparecem em redações de outras propostas. Não são penalidade: servem de conversa com o
            estudante sobre escrever com as próprias palavras.
          </Text>
          {d.pre_moldados.map((t) => (
            <Box key={t.inicio}>
              <Quote>{t.trecho}</Quote>
              <Text fontSize="xs" color="fg.muted" ps="3">
                Também em {others(t.outras_redacoes)} de {number.format(t.propostas)} propostas
              </Text>
            </Box>
          ))}
        </Stack>
      )}

      <Stack gap="1" data-testid="integrity-writing-story">
        <Heading size="sm">A história da escrita</Heading>
        <Text fontSize="sm" color="fg.muted">
          {d.processo_escrita === null
            ? 'Sem registro do processo de escrita para esta redação (digitado × colado, tempo, maiores colagens e versões aparecem aqui quando a redação é escrita no editor da plataforma).'
            : writingStory(d.processo_escrita)}
        </Text>
      </Stack>
    </Stack>
  );
}

/** The record in one sentence; the teacher's view shows it whole (Processo de escrita). */
function writingStory(p: NonNullable<EssayIntegrity['processo_escrita']>): string {
  const written = p.digitados + p.colados;
  const pasted = written ? Math.round((100 * p.colados) / written) : 0;
  const biggest = Math.max(0, ...p.colagens.map((c) => c.caracteres));
  const minutes = Math.max(1, Math.round(p.tempo_ativo_s / 60));
  return (
    `${number.format(p.digitados)} caracteres digitados e ${number.format(p.colados)} colados (${pasted} %), ` +
    `${number.format(minutes)} min de escrita em ${p.sessoes.length} ${p.sessoes.length === 1 ? 'sessão' : 'sessões'}` +
    (biggest ? `; maior colagem: ${number.format(biggest)} caracteres.` : '; nenhuma colagem.') +
    ' O registro completo está em “Processo de escrita”.'
  );
}

/** The integrity of an activity: pairs of submissions with passages in common, and each essay's own words. */
export function ActivityIntegrityPanel({ atividadeId }: { atividadeId: number }) {
  return (
    <Loaded<ActivityIntegrity> path={`/atividades/${atividadeId}/integridade`}>
      {(d) => <ActivityIntegrityView d={d} />}
    </Loaded>
  );
}

function ActivityIntegrityView({ d }: { d: ActivityIntegrity }) {
  return (
    <Stack gap="5" data-testid="activity-integrity-panel">
      <Text fontSize="sm" color="fg.muted">
        {NOT_A_VERDICT}
      </Text>
      <Stack gap="3">
        <Heading size="sm">Pares de entregas com trechos em comum</Heading>
        {d.pares.length ? (
          d.pares.map((p) => (
            <Card.Root key={`${p.a.redacao_id}-${p.b.redacao_id}`} size="sm" data-testid="integrity-pair">
              <Card.Body gap="3">
                <Flex justify="space-between" gap="2" wrap="wrap" align="center">
                  <Text fontWeight="semibold">
                    {p.a.estudante} × {p.b.estudante}
                  </Text>
                  {copyBadge(p)}
                </Flex>
                <Collapsible.Root>
                  <Collapsible.Trigger asChild>
                    <Link as="button" colorPalette="blue" minH="11">
                      Ver os {number.format(p.trechos.length)} trechos lado a lado
                    </Link>
                  </Collapsible.Trigger>
                  <Collapsible.Content pt="2">
                    <Stack gap="3">
                      {p.trechos.map((t, i) => (
                        <SimpleGrid key={i} columns={{ base: 1, md: 2 }} gap="3">
                          <Box>
                            <Text fontSize="xs" color="fg.muted">
                              {p.a.estudante}
                            </Text>
                            <Quote>{t.a}</Quote>
                          </Box>
                          <Box>
                            <Text fontSize="xs" color="fg.muted">
                              {p.b.estudante}
                            </Text>
                            <Quote>{t.b}</Quote>
                          </Box>
                        </SimpleGrid>
                      ))}
                    </Stack>
                  </Collapsible.Content>
                </Collapsible.Root>
              </Card.Body>
            </Card.Root>
          ))
        ) : (
          <Text color="fg.muted">Nenhum par de entregas tem trechos relevantes em comum.</Text>
        )}
      </Stack>
      <Stack gap="2">
        <Heading size="sm">Entregas</Heading>
        {d.redacoes.map((r) => (
          <Flex
            key={r.redacao_id}
            justify="space-between"
            gap="2"
            wrap="wrap"
            borderWidth="1px"
            rounded="md"
            p="3"
            bg="bg.panel"
            data-testid="integrity-essay"
          >
            <Box>
              <Link asChild colorPalette="blue" minH="11" display="inline-flex" alignItems="center">
                <RouterLink to={`/essays/${r.redacao_id}/teacher-view`}>{r.estudante}</RouterLink>
              </Link>
              <Text fontSize="sm" color="fg.muted">
                {number.format(r.palavras_proprias)} palavras próprias
                {r.proporcao_motivadores > 0 && ` · ${percent.format(r.proporcao_motivadores)} dos textos motivadores`}
              </Text>
            </Box>
            {copyBadge({ possivel_copia: r.possivel_copia, proporcao: r.maior_semelhanca })}
          </Flex>
        ))}
      </Stack>
    </Stack>
  );
}
