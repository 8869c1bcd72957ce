import { Button, Progress, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LuCircleCheck, LuCircleX } from 'react-icons/lu';
import { Modal } from '@/components/dialogs';

/** Spec 4: loading (with progress), success, error, closed. */
export type Result =
  | { state: 'closed' }
  | { state: 'loading'; title: string; message: string }
  | { state: 'success'; title: string; message: string }
  | { state: 'error'; title: string; message: string };

/** Spec 4 default progress stages of the shared modal; 100 only when the server has answered. */
const STAGES = [10, 25, 50, 75, 85];
const STAGE_MS = 700;
/** Spec 9: the success modal resets after 0.8 s. */
export const SUCCESS_RESET_MS = 800;

export function useResultModal() {
  const [result, setResult] = useState<Result>({ state: 'closed' });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const close = useCallback(() => setResult({ state: 'closed' }), []);
  /** Shows success, then closes after 0.8 s and runs `after` (back to the list, refresh…). */
  const succeed = useCallback((title: string, message: string, after?: () => void) => {
    setResult({ state: 'success', title, message });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setResult({ state: 'closed' });
      after?.();
    }, SUCCESS_RESET_MS);
  }, []);
  return { result, setResult, succeed, close };
}

export function ResultModal({ result, onClose }: { result: Result; onClose: () => void }) {
  const [stage, setStage] = useState(0);
  const loading = result.state === 'loading';
  useEffect(() => {
    if (!loading) return;
    setStage(0);
    const t = setInterval(() => setStage((s) => Math.min(s + 1, STAGES.length - 1)), STAGE_MS);
    return () => clearInterval(t);
  }, [loading]);
  const open = result.state !== 'closed';
  const percent = result.state === 'success' ? 100 : STAGES[stage];
  return (
    <Modal
      open={open}
      onClose={() => !loading && onClose()}
      title={open ? result.title : ''}
      role={result.state === 'error' ? 'alertdialog' : 'dialog'}
      testId={`result-${result.state}`}
      footer={result.state === 'error' ? <Button onClick={onClose}>Fechar</Button> : undefined}
    >
      {open && (
        <Stack gap="4" align="center" textAlign="center" py="2">
          {result.state === 'success' && <LuCircleCheck size={40} color="var(--chakra-colors-green-solid)" />}
          {result.state === 'error' && <LuCircleX size={40} color="var(--chakra-colors-red-solid)" />}
          <Text data-testid="result-message">{result.message}</Text>
          {(loading || result.state === 'success') && (
            <Progress.Root
              value={percent}
              w="full"
              colorPalette={result.state === 'success' ? 'green' : 'brand'}
              striped={loading}
              animated={loading}
            >
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
              <Progress.ValueText mt="1">{percent}%</Progress.ValueText>
            </Progress.Root>
          )}
        </Stack>
      )}
    </Modal>
  );
}
