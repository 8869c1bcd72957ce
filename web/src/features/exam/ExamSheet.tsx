import { Alert, Box, Stack, Text } from '@chakra-ui/react';
import {
  ANSWER_SHEET_CHARS_PER_LINE,
  ANSWER_SHEET_LINES,
  ANSWER_SHEET_MESSAGES,
  answerSheetLines,
  answerSheetWarning,
} from '@argumenta/contracts';
import { useMemo } from 'react';
import { useDebounced } from '@/lib/useDebounced';

/**
 * The text as it would fill the ENEM's 30-line answer sheet (line model in packages/contracts/src/answerSheet.ts),
 * with the line count and the ENEM's warnings: 7 lines or fewer annul the essay; past line 30 nothing is read.
 */
export function ExamSheet({ text }: { text: string }) {
  const settled = useDebounced(text, 250);
  const lines = useMemo(() => answerSheetLines(settled), [settled]);
  const warning = answerSheetWarning(lines.length);
  const rows = Math.max(ANSWER_SHEET_LINES, lines.length);
  return (
    <Stack gap="2" data-testid="exam-sheet">
      <Text fontSize="sm" fontWeight="medium" data-testid="exam-sheet-count">
        {lines.length} de {ANSWER_SHEET_LINES} linhas da folha de redação
        <Text as="span" color="fg.muted" fontWeight="normal">
          {' '}
          (cerca de {ANSWER_SHEET_CHARS_PER_LINE} caracteres por linha manuscrita)
        </Text>
      </Text>
      {warning && (
        <Alert.Root status={warning === 'overflow' ? 'error' : 'warning'} data-testid="exam-sheet-warning">
          <Alert.Indicator />
          <Alert.Title>{ANSWER_SHEET_MESSAGES[warning]}</Alert.Title>
        </Alert.Root>
      )}
      <Box
        as="ol"
        aria-label="Folha de redação"
        borderWidth="1px"
        rounded="md"
        bg="paper"
        fontFamily="essay"
        fontSize={{ base: '2xs', md: 'xs' }}
        overflowX="auto"
        maxH="md"
        overflowY="auto"
      >
        {Array.from({ length: rows }, (_, i) => (
          <Box
            as="li"
            key={i}
            display="flex"
            gap="2"
            borderBottomWidth="1px"
            borderColor={i === ANSWER_SHEET_LINES - 1 ? 'red.solid' : 'border.muted'}
            bg={i >= ANSWER_SHEET_LINES ? 'red.subtle' : undefined}
            minH="5"
            px="2"
          >
            <Text as="span" color="fg.muted" minW="6" textAlign="right" aria-hidden>
              {i + 1}
            </Text>
            <Text as="span" whiteSpace="pre">
              {lines[i] ?? ''}
            </Text>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
