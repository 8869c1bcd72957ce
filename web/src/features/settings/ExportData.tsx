import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { ExportStatus } from '@argumenta/contracts';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { notify } from '@/components/ui/toaster';
import { api, apiBlob, ApiError, saveBlob } from '@/lib/api';

export const EXPORT_UI_MESSAGES = {
  done: 'Dados exportados com sucesso!',
  failed: 'Não foi possível exportar seus dados. Tente novamente.',
  working: 'Preparando seus dados...',
} as const;

const POLL_MS = 1_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Asks the server for an export (a background job) of one's own data or, for a school's coordinator, a student's
 * (`usuarioId`), follows its progress and saves the ZIP when it is ready.
 */
export async function exportPersonData(opts: {
  usuarioId?: number;
  file?: (usuarioId: number) => string;
  onProgress?: (p: { percent: number; message: string }) => void;
}) {
  let status = await api<ExportStatus>('/privacidade/exportacoes', {
    method: 'POST',
    json: opts.usuarioId ? { usuario_id: opts.usuarioId } : {},
  });
  while (status.status === 'pendente' || status.status === 'processando') {
    opts.onProgress?.(status.progresso ?? { percent: 0, message: EXPORT_UI_MESSAGES.working });
    await sleep(POLL_MS);
    status = await api<ExportStatus>(`/privacidade/exportacoes/${status.id}`);
  }
  if (status.status !== 'concluida') throw new Error(EXPORT_UI_MESSAGES.failed);
  saveBlob(
    await apiBlob(`/privacidade/exportacoes/${status.id}/arquivo`),
    opts.file?.(status.usuario_id) ?? `argumenta-meus-dados-${status.usuario_id}.zip`,
  );
}

/**
 * Settings › Exportar meus dados (issue 38): asks the server for the export (a background job), follows its progress
 * and downloads the ZIP (dados.json with every personal datum, redacoes.html, the photos) when it is ready.
 */
export function ExportData() {
  const [progress, setProgress] = useState<{ percent: number; message: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run() {
    setError(null);
    setProgress({ percent: 0, message: EXPORT_UI_MESSAGES.working });
    try {
      await exportPersonData({ onProgress: setProgress });
      notify.success(EXPORT_UI_MESSAGES.done);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : EXPORT_UI_MESSAGES.failed);
    } finally {
      setProgress(null);
    }
  }

  return (
    <Stack gap="3">
      <HStack>
        <Button
          variant="outline"
          alignSelf="flex-start"
          onClick={() => void run()}
          loading={progress !== null}
          loadingText="Exportando..."
        >
          <LuDownload /> Exportar meus dados
        </Button>
      </HStack>
      {progress && (
        <Progress.Root value={progress.percent} colorPalette="brand" maxW="md" aria-label="Progresso da exportação">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
          <Text fontSize="sm" color="fg.muted" mt="1" aria-live="polite">
            {progress.message}
          </Text>
        </Progress.Root>
      )}
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
