import { Badge, Box, Heading, HStack, List, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { followUpMarks } from '@argumenta/contracts';
import { essayKeys, getFeedback } from '../essays/api';
import { useMarks } from './api';

const SHOWN = 60;
const short = (s: string) => (s.length > SHOWN ? `${s.slice(0, SHOWN).replace(/\s+\S*$/, '')}…` : s);

/**
 * A rewrite against the previous version's marks (issue 51): each of the teacher's marks and the engine's marks they
 * accepted, as addressed (its passage is gone or changed) or still in the text (moved text counts). `text` is the new
 * version: the editor's text while rewriting (`live`), the submitted one in its feedback.
 */
export function MarksFollowUp({
  previousId,
  text,
  live = false,
}: {
  previousId: number;
  text: string;
  live?: boolean;
}) {
  const marks = useMarks(previousId);
  const previous = useQuery({ queryKey: essayKeys.feedback(previousId), queryFn: () => getFeedback(previousId) });
  const typed = useDeferredValue(text);
  const before = previous.data?.redacao.texto_original ?? null;
  const items = useMemo(
    () => (marks.data && before !== null ? followUpMarks(marks.data.marcacoes, before, typed) : []),
    [marks.data, before, typed],
  );
  if (!items.length) return null;
  const done = items.filter((i) => i.situacao === 'corrigida').length;
  return (
    <Box borderWidth="1px" rounded="lg" p="4" data-testid="marks-follow-up">
      <Heading size="sm" mb="1">
        {live ? 'Marcações do professor na versão anterior' : 'O que esta versão resolveu das marcações anteriores'}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3" data-testid="marks-follow-up-count">
        {done} de {items.length} {live ? 'já resolvida' : 'resolvida'}
        {done === 1 ? '' : 's'}: o trecho marcado saiu do texto ou mudou. Trecho apenas movido de lugar continua
        contando como presente.
      </Text>
      <List.Root gap="2" ps="0" listStyleType="none" fontSize="sm">
        {items.map(({ marcacao: m, situacao }) => (
          <List.Item key={m.id} data-testid="follow-up-mark" data-situacao={situacao}>
            <HStack gap="2" align="start" wrap="wrap">
              <Badge colorPalette={situacao === 'corrigida' ? 'green' : 'orange'} variant="subtle">
                {situacao === 'corrigida' ? 'Resolvida' : 'Ainda no texto'}
              </Badge>
              <Badge variant="outline">C{m.competencia}</Badge>
              <Text as="span" fontStyle="italic">
                “{short(m.trecho)}”
              </Text>
            </HStack>
            {m.comentario && (
              <Text color="fg.muted" mt="1">
                {m.comentario}
              </Text>
            )}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
