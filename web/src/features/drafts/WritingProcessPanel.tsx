import { Badge, Box, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { WritingProcess } from '@argumenta/contracts';
import { getWritingProcess } from './api';

const minutes = (s: number) => (s < 60 ? `${s} s` : `${Math.round(s / 60)} min`);
const when = (at: string) =>
  new Date(at).toLocaleString('pt-BR', { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });
const pct = (part: number, all: number) => (all ? Math.round((part / all) * 100) : 0);

/** The length of the text over the writing time (the record's timeline), as a small line. */
function Timeline({ points }: { points: WritingProcess['linha_do_tempo'] }) {
  if (points.length < 2) return null;
  const t0 = Date.parse(points[0]!.em);
  const span = Math.max(1, Date.parse(points[points.length - 1]!.em) - t0);
  const top = Math.max(1, ...points.map((p) => p.caracteres));
  const d = points
    .map((p, k) => {
      const x = ((Date.parse(p.em) - t0) / span) * 300;
      const y = 60 - (p.caracteres / top) * 56;
      return `${k ? 'L' : 'M'}${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  return (
    <Box as="figure" m="0">
      <svg viewBox="0 0 300 62" width="100%" height="70" role="img" aria-label="Tamanho do texto ao longo do tempo">
        <path d={d} fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <Text as="figcaption" fontSize="xs" color="fg.muted">
        Tamanho do texto ao longo da escrita: de {when(points[0]!.em)} a {when(points[points.length - 1]!.em)}, até{' '}
        {top} caracteres. Um salto vertical é muito texto de uma vez.
      </Text>
    </Box>
  );
}

/**
 * How the essay's text came to be (issue 50), for its teachers and its author: time spent, writing sessions, typed vs
 * pasted characters, the largest pastes with their text, the length over time and the texts along the way. Nothing
 * for an essay written before the record existed, or sent from a PDF or photo.
 */
export function WritingProcessPanel({ redacaoId, forTeacher }: { redacaoId: number; forTeacher: boolean }) {
  const q = useQuery({ queryKey: ['redacoes', redacaoId, 'processo'], queryFn: () => getWritingProcess(redacaoId) });
  const p = q.data;
  if (!p) return null;
  const written = p.digitados + p.colados;
  return (
    <Card.Root data-testid="writing-process">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading size="md">Processo de escrita</Heading>
          <Text color="fg.muted" fontSize="sm">
            {forTeacher
              ? 'Como o texto foi escrito no editor do Argumenta, registrado pelo navegador do estudante: um ponto de partida para conversar, não uma prova.'
              : 'Como você escreveu este texto no editor. Seus professores também veem este registro; outros estudantes, nunca.'}
          </Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          <Badge size="lg" data-testid="process-time">
            Tempo escrevendo: {minutes(p.tempo_ativo_s)}
          </Badge>
          <Badge size="lg" data-testid="process-sessions">
            {p.sessoes.length} {p.sessoes.length === 1 ? 'sessão' : 'sessões'}
          </Badge>
          <Badge size="lg" colorPalette="green" data-testid="process-typed">
            Digitado: {p.digitados} caracteres ({pct(p.digitados, written)}%)
          </Badge>
          <Badge
            size="lg"
            colorPalette={pct(p.colados, written) >= 30 ? 'orange' : 'gray'}
            data-testid="process-pasted"
          >
            Colado: {p.colados} caracteres ({pct(p.colados, written)}%)
          </Badge>
          <Badge size="lg">Apagado: {p.apagados} caracteres</Badge>
        </HStack>
        {p.sessoes.length > 0 && (
          <Text fontSize="sm" color="fg.muted">
            Sessões: {p.sessoes.map((s) => `${when(s.inicio)} (${minutes(s.ativo_s)})`).join(' · ')}
          </Text>
        )}
        <Timeline points={p.linha_do_tempo} />
        {p.colagens.length > 0 && (
          <Stack gap="2" data-testid="process-pastes">
            <Heading size="sm">Maiores colagens</Heading>
            {p.colagens.map((c, k) => (
              <Box key={k} borderLeftWidth="3px" borderColor="orange.400" pl="3">
                <Text fontSize="xs" color="fg.muted">
                  {when(c.em)} · {c.caracteres} caracteres
                </Text>
                <Text fontSize="sm" whiteSpace="pre-wrap" data-testid="process-paste-text">
                  {c.texto}
                  {c.texto.length < c.caracteres ? '…' : ''}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
        {p.versoes.length > 1 && (
          <Box as="details">
            <Box as="summary" cursor="pointer" fontSize="sm" fontWeight="medium">
              O texto ao longo da escrita ({p.versoes.length} momentos)
            </Box>
            <Stack gap="3" mt="2">
              {p.versoes.map((v, k) => (
                <Box key={k}>
                  <Text fontSize="xs" color="fg.muted">
                    {when(v.em)} · {v.texto.length} caracteres
                  </Text>
                  <Text fontSize="sm" whiteSpace="pre-wrap">
                    {v.texto}
                  </Text>
                </Box>
              ))}
            </Stack>
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}
