import { Box, Circle, Heading, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuCheck, LuCircleCheck } from 'react-icons/lu';
import { COMPLETED_TEXT, type CorrectionState } from './useCorrection';

const STEPS = [
  { key: 'sending', title: 'Envio', from: 0 },
  { key: 'reading', title: 'Leitura', from: 10 },
  { key: 'competencies', title: 'Competências', from: 25 },
  { key: 'grades', title: 'Notas', from: 60 },
  { key: 'feedback', title: 'Feedback', from: 80 },
] as const;

/** Full-screen progress of a correction, driven by the worker's phases. */
export function CorrectionOverlay({ state }: { state: CorrectionState }) {
  if (state.stage !== 'processing' && state.stage !== 'completing') return null;
  const done = state.stage === 'completing';
  const byPhase = STEPS.findIndex((s) => s.key === state.phase);
  const step = done ? STEPS.length : Math.max(0, byPhase);
  return (
    <Box position="fixed" inset="0" zIndex="overlay" bg="blackAlpha.600" backdropFilter="blur(2px)" display="flex" alignItems="center" justifyContent="center" p="4">
      <Stack role="status" aria-live="polite" data-testid="correction-overlay" bg="bg.panel" rounded="2xl" shadow="xl" p={{ base: '5', md: '8' }} w="full" maxW="lg" gap="6">
        <Stack gap="1" align="center" textAlign="center">
          {done && <LuCircleCheck size={40} color="var(--chakra-colors-green-500)" />}
          <Heading size="lg">{done ? COMPLETED_TEXT : 'Corrigindo sua redação'}</Heading>
          <Text color="fg.muted" data-testid="correction-phase" data-phase={state.phase}>
            {done ? 'Abrindo o resultado...' : state.message}
          </Text>
        </Stack>
        <Progress.Root value={state.percent} colorPalette={done ? 'green' : 'brand'} striped={!done} animated={!done}>
          <Stack direction="row" justify="space-between" mb="1">
            <Progress.Label>{done ? 'Concluído' : 'Progresso'}</Progress.Label>
            <Progress.ValueText data-testid="correction-percent">{Math.round(state.percent)}%</Progress.ValueText>
          </Stack>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <SimpleGrid columns={STEPS.length} gap="1" aria-label="Etapas da correção">
          {STEPS.map((s, i) => {
            const state = i < step ? 'done' : i === step ? 'current' : 'todo';
            return (
              <Stack key={s.key} align="center" gap="1" data-state={state}>
                <Circle size="7" fontSize="xs" fontWeight="bold" bg={state === 'todo' ? 'bg.muted' : state === 'done' ? 'brand.solid' : 'brand.subtle'} color={state === 'done' ? 'brand.contrast' : 'fg'} borderWidth={state === 'current' ? '2px' : '0'} borderColor="brand.solid">
                  {state === 'done' ? <LuCheck /> : i + 1}
                </Circle>
                <Text fontSize="xs" color={state === 'todo' ? 'fg.muted' : 'fg'} textAlign="center">
                  {s.title}
                </Text>
              </Stack>
            );
          })}
        </SimpleGrid>
        <Text fontSize="xs" color="fg.subtle" textAlign="center">
          A correção costuma levar poucos segundos. Não feche esta página.
        </Text>
      </Stack>
    </Box>
  );
}
