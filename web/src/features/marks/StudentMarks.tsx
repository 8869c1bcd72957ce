import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { MarksView } from '@argumenta/contracts';
import { MarkedText } from './MarkedText';
import { markItemId, MarksList, tallyText } from './MarksList';

/**
 * The student's essay with the marks the teacher left (issue 51): the teacher's and the confirmed ones solid, the
 * engine's not yet reviewed dashed and labelled automatic; struck ones are gone. Replaces the plain highlighted text.
 */
export function StudentMarkedEssay({ text, view }: { text: string; view: MarksView }) {
  const [activeId, setActiveId] = useState<number | null>(null);
  const automatic = view.marcacoes.some((m) => m.automatica);
  return (
    <Stack gap="3" data-testid="student-marks">
      <HStack gap="3" wrap="wrap" fontSize="xs" color="fg.muted">
        <HStack gap="1">
          <Box w="5" h="3" bg="red.subtle" borderBottomWidth="2px" borderColor="red.solid" />
          <Text>Marcado ou confirmado pelo professor</Text>
        </HStack>
        {automatic && (
          <HStack gap="1">
            <Box w="5" h="3" borderBottomWidth="2px" borderBottomStyle="dashed" borderColor="red.solid" />
            <Text>Automática (ainda não revisada pelo professor)</Text>
          </HStack>
        )}
      </HStack>
      <Text fontSize="sm" fontWeight="semibold" data-testid="student-c1-tally">
        {tallyText(view.desvios_c1)}
      </Text>
      <MarkedText
        text={text}
        marks={view.marcacoes}
        activeId={activeId}
        label="Sua redação com as marcações"
        onPick={(id) => {
          setActiveId(id);
          document.getElementById(markItemId(id))?.scrollIntoView({ behavior: 'smooth', block: 'center' });
        }}
      />
      <MarksList marks={view.marcacoes} activeId={activeId} onPick={setActiveId} />
    </Stack>
  );
}
