import { Circle, Dialog, Portal, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { LuCheck, LuCircleCheck } from 'react-icons/lu';
import { announce } from '@/features/layout/Announcer';
import { COMPLETED_TEXT, type CorrectionState } from './useCorrection';

const STEPS = [
  { key: 'sending', title: 'Envio', from: 0 },
  { key: 'reading', title: 'Leitura', from: 10 },
  { key: 'competencies', title: 'Competências', from: 25 },
  { key: 'grades', title: 'Notas', from: 60 },
  { key: 'feedback', title: 'Feedback', from: 80 },
] as const;

/**
 * Full-screen progress of a correction, driven by the worker's phases. A modal dialog (focus stays in it, the form
 * behind is inert); each phase is said once through the app's polite live region, not by re-reading this card.
 */
export function CorrectionOverlay({ state }: { state: CorrectionState }) {
  const active = state.stage === 'processing' || state.stage === 'completing';
  const done = state.stage === 'completing';
  const spoken = !active ? null : done ? `${COMPLETED_TEXT} Abrindo o resultado.` : state.message;
  useEffect(() => {
    if (spoken) announce(spoken);
  }, [spoken]);
  if (!active) return null;
  const byPhase = STEPS.findIndex((s) => s.key === state.phase);
  const step = done ? STEPS.length : Math.max(0, byPhase);
  return (
    <Dialog.Root open placement="center" closeOnEscape={false} closeOnInteractOutside={false} trapFocus modal>
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.600" backdropFilter="blur(2px)" />
        <Dialog.Positioner px="4">
          <Dialog.Content data-testid="correction-overlay" rounded="2xl" p={{ base: '5', md: '8' }} maxW="lg" gap="6">
            <Stack gap="1" align="center" textAlign="center">
              {done && <LuCircleCheck size={40} color="var(--chakra-colors-green-500)" />}
              <Dialog.Title fontSize="lg">{done ? COMPLETED_TEXT : 'Corrigindo sua redação'}</Dialog.Title>
              <Text color="fg.muted" data-testid="correction-phase" data-phase={state.phase}>
                {done ? 'Abrindo o resultado...' : state.message}
              </Text>
            </Stack>
            <Progress.Root
              value={state.percent}
              colorPalette={done ? 'green' : 'brand'}
              striped={!done}
              animated={!done}
            >
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
                    <Circle
                      size="7"
                      fontSize="xs"
                      fontWeight="bold"
                      bg={state === 'todo' ? 'bg.muted' : state === 'done' ? 'brand.solid' : 'brand.subtle'}
                      color={state === 'done' ? 'brand.contrast' : 'fg'}
                      borderWidth={state === 'current' ? '2px' : '0'}
                      borderColor="brand.solid"
                    >
                      {state === 'done' ? <LuCheck /> : i + 1}
                    </Circle>
                    <Text fontSize="xs" color={state === 'todo' ? 'fg.muted' : 'fg'} textAlign="center">
                      {s.title}
                    </Text>
                  </Stack>
                );
              })}
            </SimpleGrid>
            <Text fontSize="xs" color="fg.muted" textAlign="center">
              A correção costuma levar poucos segundos. Não feche esta página.
            </Text>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
