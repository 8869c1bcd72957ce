import { Alert, Button, Checkbox, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuTimer } from 'react-icons/lu';
import { formatClock, PRACTICE_MINUTES, type useExam } from './useExam';

/**
 * Exam conditions on Nova Redação: a practice exam the student starts (length, auto-submit), or the teacher's exam
 * activity (its clock already running). Shows the countdown and what happens at the end.
 */
export function ExamPanel(props: {
  exam: ReturnType<typeof useExam>;
  /** The teacher set it (an exam activity): no choosing, no stopping. */
  imposed: boolean;
  pasteBlocked: boolean;
}) {
  const { exam, imposed } = props;
  const [minutes, setMinutes] = useState<number>(60);
  const [auto, setAuto] = useState(true);
  if (!exam.active)
    return (
      <Stack gap="3" borderWidth="1px" rounded="lg" p="4" data-testid="exam-setup">
        <Text fontWeight="medium">Treinar em condições de prova</Text>
        <Text fontSize="sm" color="fg.muted">
          Um cronômetro, a folha de 30 linhas do ENEM e os avisos de linhas mínimas e máximas.
        </Text>
        <Flex gap="3" wrap="wrap" align="center">
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              aria-label="Duração da prova"
              value={minutes}
              onChange={(e) => setMinutes(Number(e.target.value))}
            >
              {PRACTICE_MINUTES.map((m) => (
                <option key={m} value={m}>
                  {m} minutos
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Checkbox.Root checked={auto} onCheckedChange={(d) => setAuto(d.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Enviar automaticamente ao fim do tempo</Checkbox.Label>
          </Checkbox.Root>
          <Button size="sm" minH="11" onClick={() => exam.start(minutes, auto)} data-testid="exam-start">
            <LuTimer /> Começar prova
          </Button>
        </Flex>
      </Stack>
    );
  return (
    <Stack gap="2" data-testid="exam-panel">
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <Text
          fontSize="lg"
          fontWeight="bold"
          fontVariantNumeric="tabular-nums"
          color={exam.remainingMs !== null && exam.remainingMs < 5 * 60_000 ? 'fg.error' : undefined}
          role="timer"
          aria-label="Tempo restante"
          display="inline-flex"
          alignItems="center"
          gap="1.5"
        >
          <LuTimer aria-hidden />
          <span data-testid="exam-clock">{formatClock(exam.remainingMs ?? 0)}</span>
        </Text>
        {!imposed && (
          <Button size="sm" variant="ghost" minH="11" onClick={exam.stop}>
            Encerrar modo prova
          </Button>
        )}
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {imposed ? 'Atividade em condições de prova. ' : ''}
        {exam.autoSubmit
          ? 'Ao fim do tempo, a redação é enviada automaticamente.'
          : 'Ao fim do tempo, o envio continua possível.'}
        {props.pasteBlocked ? ' Colar texto está bloqueado.' : ''}
      </Text>
      {exam.timeUp && (
        <Alert.Root status="warning" role="alert" data-testid="exam-time-up">
          <Alert.Indicator />
          <Alert.Title>Tempo esgotado.</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
