import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ESSAY_MESSAGES, type CorrectionPhase } from '@argumenta/contracts';
import { notify } from '@/components/ui/toaster';
import { activityKeys } from '@/features/activities/api';
import { profileKey } from '@/features/auth/api';
import { ApiError } from '@/lib/api';
import { watchJob, type JobUpdate } from '@/lib/jobWatch';
import { refetchAfterWrite } from '@/lib/queryClient';
import { getSocket, waitConnected } from '@/lib/socket';
import { essayKeys, getEssayStatus, submitEssay, type SubmitFields } from './api';
import {
  CORRECTION_ERROR_MS,
  CORRECTION_ERROR_RETRY_MS,
  mapCorrectionError,
  RETRY_TIP,
  type CorrectionError,
} from './correctionErrors';

export const PHASE_TEXT: Record<CorrectionPhase, string> = {
  reading: 'Lendo sua redação...',
  competencies: 'Analisando as cinco competências...',
  grades: 'Calculando as notas...',
  feedback: 'Preparando o feedback...',
};
export const COMPLETED_TEXT = 'Correção Concluída!';
const REDIRECT_MS = 500;

export type CorrectionState =
  | { stage: 'idle' }
  | {
      stage: 'processing' | 'completing';
      percent: number;
      phase: CorrectionPhase | 'sending';
      message: string;
      redacaoId?: number;
    }
  | { stage: 'error'; error: CorrectionError };

/**
 * Submit → follow the worker's real progress (socket, or polling) → feedback page. An essay for an activity
 * its teacher corrects (manual) is only stored: no progress to follow, back to the activity.
 */
export function useCorrection() {
  const [state, setState] = useState<CorrectionState>({ stage: 'idle' });
  const navigate = useNavigate();
  const qc = useQueryClient();
  const stopRef = useRef<() => void>(undefined);
  const redirectRef = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(
    () => () => {
      stopRef.current?.();
      clearTimeout(redirectRef.current);
    },
    [],
  );

  const fail = useCallback((raw: unknown) => {
    stopRef.current?.();
    const error = mapCorrectionError(raw);
    setState({ stage: 'error', error });
    notify.error(
      error.message,
      error.retryable
        ? { description: RETRY_TIP, duration: CORRECTION_ERROR_RETRY_MS }
        : { duration: CORRECTION_ERROR_MS },
    );
  }, []);

  /**
   * Answers whether the server accepted the essay. `onNetworkError`: no connection reached the server — the caller
   * keeps the submission for later (offline queue) instead of showing an error.
   */
  const submit = useCallback(
    async (fields: SubmitFields, opts: { onNetworkError?: () => void } = {}): Promise<boolean> => {
      stopRef.current?.();
      setState({ stage: 'processing', percent: 5, phase: 'sending', message: 'Enviando sua redação...' });
      // Connect before submitting so no early event is lost; a dead socket falls back to polling.
      const socket = getSocket();
      if (socket) await waitConnected(socket, 2500);
      let redacaoId: number;
      try {
        const res = await submitEssay(fields);
        redacaoId = res.redacao_id;
        if (res.manual) {
          setState({ stage: 'idle' });
          notify.success(ESSAY_MESSAGES.sentToTeacher);
          void refetchAfterWrite(qc, essayKeys.all, activityKeys.all);
          void navigate(fields.atividade_id ? `/activities/${fields.atividade_id}` : '/essays');
          return true;
        }
      } catch (e) {
        if (opts.onNetworkError && e instanceof ApiError && e.code === 'network') {
          setState({ stage: 'idle' });
          opts.onNetworkError();
        } else fail(e);
        return false;
      }
      setState({
        stage: 'processing',
        percent: 15,
        phase: 'sending',
        message: 'Redação recebida. Aguardando a correção...',
        redacaoId,
      });

      const onUpdate = (u: JobUpdate) => {
        if (u.kind === 'progress') {
          const phase = (u.phase in PHASE_TEXT ? u.phase : 'reading') as CorrectionPhase;
          setState((s) => {
            const prev = s.stage === 'processing' ? s.percent : 0;
            return {
              stage: 'processing',
              percent: Math.max(prev, Math.min(99, u.percent)),
              phase,
              message: PHASE_TEXT[phase],
              redacaoId,
            };
          });
        } else if (u.kind === 'completed') {
          setState({ stage: 'completing', percent: 100, phase: 'feedback', message: COMPLETED_TEXT, redacaoId });
          void refetchAfterWrite(qc, essayKeys.all, profileKey);
          redirectRef.current = setTimeout(() => navigate(`/essays/${redacaoId}/feedback`), REDIRECT_MS);
        } else {
          fail({ code: u.code, message: u.message, retryable: u.retryable });
        }
      };

      stopRef.current = watchJob({
        socket,
        listen: (s, emit) => {
          const onProgress = (e: { redacaoId: number; phase: string; percent: number; message: string }) => {
            if (e.redacaoId === redacaoId)
              emit({ kind: 'progress', percent: e.percent, phase: e.phase, message: e.message });
          };
          const onCompleted = (e: { redacaoId: number }) => {
            if (e.redacaoId === redacaoId) emit({ kind: 'completed' });
          };
          const onFailed = (e: { redacaoId: number; code: string; message: string; retryable: boolean }) => {
            if (e.redacaoId === redacaoId)
              emit({ kind: 'failed', code: e.code, message: e.message, retryable: e.retryable });
          };
          s.on('correction:progress', onProgress);
          s.on('correction:completed', onCompleted);
          s.on('correction:failed', onFailed);
          return () => {
            s.off('correction:progress', onProgress);
            s.off('correction:completed', onCompleted);
            s.off('correction:failed', onFailed);
          };
        },
        poll: async () => {
          const st = await getEssayStatus(redacaoId);
          // em_revisao: corrected, held for the teacher; the feedback page says so.
          if (st.status === 'concluida' || st.status === 'em_revisao') return { kind: 'completed' };
          if (st.status === 'falhou')
            return {
              kind: 'failed',
              code: st.erro?.code ?? 'internal',
              message: st.erro?.message ?? '',
              retryable: st.erro?.retryable ?? true,
            };
          if (st.progresso)
            return {
              kind: 'progress',
              percent: st.progresso.percent,
              phase: st.progresso.phase,
              message: st.progresso.message,
            };
          return null;
        },
        onUpdate,
      });
      return true;
    },
    [fail, navigate, qc],
  );

  const reset = useCallback(() => {
    stopRef.current?.();
    setState({ stage: 'idle' });
  }, []);

  return { state, submit, reset };
}
