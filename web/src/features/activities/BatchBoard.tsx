import {
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Field,
  Flex,
  HStack,
  Input,
  NativeSelect,
  Progress,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { LuDownload, LuFileUp, LuPrinter, LuRotateCcw } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import {
  ENEM_ZERO_LABELS,
  totalColor,
  type BatchItemStatus,
  type BatchProblem,
  type BatchSeparator,
} from '@argumenta/contracts';
import { FormAlert } from '@/components/FormField';
import { notify } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api';
import { batchCostNote } from '@/lib/credits';
import { useMyCredits } from '@/features/auth/api';
import { getSocket } from '@/lib/socket';
import {
  activityKeys,
  batchKeys,
  downloadAnswerSheets,
  downloadBatch,
  getBatch,
  listBatches,
  retryBatch,
  sendBatch,
} from './api';

const STATUS: Record<BatchItemStatus, [string, string]> = {
  transcrevendo: ['Transcrevendo foto', 'purple'],
  pendente: ['Na fila', 'gray'],
  processando: ['Corrigindo', 'blue'],
  concluida: ['Corrigida', 'green'],
  em_revisao: ['Em revisão', 'purple'],
  falhou: ['Falhou', 'red'],
  ja_enviada: ['Já tinha enviado', 'orange'],
  zerada: ['Nota 0 (regra do ENEM)', 'gray'],
  aguardando_digitacao: ['Aguardando digitação', 'orange'],
};

/** "~3 min" for an estimated wait in seconds. */
export function waitLabel(seconds: number | null): string | null {
  if (seconds === null) return null;
  if (seconds < 60) return `~${Math.max(1, Math.round(seconds))} s`;
  if (seconds < 3600) return `~${Math.round(seconds / 60)} min`;
  return `~${(seconds / 3600).toFixed(1).replace('.', ',')} h`;
}

/**
 * The batch board on the activity's submissions page (issue 13): send a whole class at once (CSV, ZIP of photos/PDFs,
 * or one PDF scan split by the answer sheets), then follow it live — progress bar, each student's status with their
 * place in the queue, retry of failed items and the export when done.
 */
export function BatchBoard({ atividadeId }: { atividadeId: number }) {
  const qc = useQueryClient();
  const list = useQuery({ queryKey: batchKeys.ofActivity(atividadeId), queryFn: () => listBatches(atividadeId) });
  const [selected, setSelected] = useState<number | null>(null);
  const loteId = selected ?? list.data?.[0]?.id ?? null;
  const myCredits = useMyCredits();

  return (
    <Card.Root data-testid="batch-board">
      <Card.Header>
        <Flex justify="space-between" align="center" wrap="wrap" gap="2">
          <Card.Title>Correção em lote</Card.Title>
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              void downloadAnswerSheets(atividadeId).catch((e: unknown) =>
                notify.error(errorMessage(e, 'Erro ao gerar as folhas de resposta')),
              )
            }
          >
            <LuPrinter /> Folhas de resposta (PDF)
          </Button>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          Envie a turma inteira de uma vez: um CSV (email,titulo,texto), um ZIP de fotos ou PDFs com o e-mail ou o
          número de chamada do aluno no nome do arquivo, ou um único PDF digitalizado das folhas de resposta (pode ser
          só imagem: o QR code de cada folha identifica o aluno e a letra manuscrita passa pelo OCR).{' '}
          <span data-testid="batch-cost">{batchCostNote(myCredits.data)}</span>
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <UploadForm
            atividadeId={atividadeId}
            onSent={(id) => {
              setSelected(id);
              void qc.invalidateQueries({ queryKey: batchKeys.ofActivity(atividadeId) });
            }}
          />
          {list.data && list.data.length > 1 && (
            <NativeSelect.Root maxW="md">
              <NativeSelect.Field
                aria-label="Lote"
                value={String(loteId ?? '')}
                onChange={(e) => setSelected(Number(e.target.value))}
              >
                {list.data.map((b) => (
                  <option key={b.id} value={b.id}>
                    Lote {b.id} · {b.nome_arquivo} · {new Date(b.criado_em).toLocaleString('pt-BR')}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
          {loteId !== null && <BatchProgress loteId={loteId} atividadeId={atividadeId} />}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function UploadForm({ atividadeId, onSent }: { atividadeId: number; onSent: (loteId: number) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [separador, setSeparador] = useState<BatchSeparator>('codigo');
  const [paginas, setPaginas] = useState(1);
  const [substituir, setSubstituir] = useState(false);
  const [problems, setProblems] = useState<BatchProblem[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const isPdf = file?.name.toLowerCase().endsWith('.pdf');
  const send = useMutation({
    mutationFn: () => sendBatch(atividadeId, { arquivo: file!, separador, paginas_por_redacao: paginas, substituir }),
    onSuccess: ({ data, message }) => {
      setProblems(data.erros);
      notify.success(message ?? 'Lote recebido');
      setFile(null);
      if (input.current) input.current.value = '';
      onSent(data.lote_id);
    },
    onError: (e) => {
      // A file refused whole: its per-row/page problems come in the error's fields.
      const fields = e instanceof ApiError ? (e.fields ?? {}) : {};
      setProblems(Object.entries(fields).map(([local, mensagem]) => ({ local, mensagem: String(mensagem) })));
      notify.error(errorMessage(e, 'Erro ao enviar o lote'));
    },
  });
  return (
    <Stack gap="3" as="form" onSubmit={(e) => (e.preventDefault(), file && send.mutate())}>
      <FormAlert
        message={send.isError ? errorMessage(send.error, 'Erro ao enviar o lote') : null}
        testId="batch-error"
      />
      <Flex gap="3" wrap="wrap" align="flex-end">
        <Field.Root maxW="sm" invalid={send.isError}>
          <Field.Label>Arquivo do lote</Field.Label>
          <Input
            ref={input}
            type="file"
            accept=".csv,.zip,.pdf,text/csv,application/zip,application/pdf"
            aria-label="Arquivo do lote"
            data-testid="batch-file"
            onChange={(e) => (setFile(e.target.files?.[0] ?? null), send.reset())}
            p="1"
          />
        </Field.Root>
        {isPdf && (
          <>
            <Field.Root maxW="56">
              <Field.Label>Separar redações</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={separador} onChange={(e) => setSeparador(e.target.value as BatchSeparator)}>
                  <option value="codigo">Pelo código da folha de resposta</option>
                  <option value="paginas">A cada N páginas</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {separador === 'paginas' && (
              <Field.Root maxW="32">
                <Field.Label>Páginas por redação</Field.Label>
                <Input
                  type="number"
                  min={1}
                  max={10}
                  value={paginas}
                  onChange={(e) => setPaginas(Math.max(1, Number(e.target.value) || 1))}
                />
              </Field.Root>
            )}
          </>
        )}
        <Checkbox.Root checked={substituir} onCheckedChange={(e) => setSubstituir(Boolean(e.checked))}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Substituir envios que os alunos já fizeram</Checkbox.Label>
        </Checkbox.Root>
        <Button type="submit" colorPalette="brand" disabled={!file} loading={send.isPending}>
          <LuFileUp /> Enviar lote
        </Button>
      </Flex>
      {problems.length > 0 && (
        <Box
          borderWidth="1px"
          borderColor="orange.muted"
          bg="orange.subtle"
          rounded="md"
          p="3"
          data-testid="batch-problems"
        >
          <Text fontWeight="semibold" mb="1">
            {problems.length}{' '}
            {problems.length === 1 ? 'linha/página não foi aceita' : 'linhas/páginas não foram aceitas'} (não cobradas):
          </Text>
          <Stack gap="0" fontSize="sm" maxH="40" overflowY="auto">
            {problems.map((p) => (
              <Text key={p.local}>
                <b>{p.local}:</b> {p.mensagem}
              </Text>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}

function BatchProgress({ loteId, atividadeId }: { loteId: number; atividadeId: number }) {
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: batchKeys.one(loteId),
    queryFn: () => getBatch(loteId),
    // Positions in the queue move even when no item of this batch ends.
    refetchInterval: (query) => ((query.state.data?.pendentes ?? 1) > 0 ? 5000 : false),
  });
  // Live: each finished item of this batch re-reads the board (events are hints; the REST answer is the truth).
  useEffect(() => {
    const socket = getSocket();
    if (!socket) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onProgress = (e: { lote_id: number }) => {
      if (e.lote_id !== loteId) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        void qc.invalidateQueries({ queryKey: batchKeys.one(loteId) });
        void qc.invalidateQueries({ queryKey: activityKeys.submissions(atividadeId) });
      }, 300);
    };
    socket.on('lote:progress', onProgress);
    return () => {
      clearTimeout(timer);
      socket.off('lote:progress', onProgress);
    };
  }, [loteId, atividadeId, qc]);
  const retry = useMutation({
    mutationFn: (itens?: number[]) => retryBatch(loteId, itens),
    onSuccess: ({ message }) => {
      notify.success(message ?? 'Reenviado');
      void qc.invalidateQueries({ queryKey: batchKeys.one(loteId) });
    },
    onError: (e) => notify.error(errorMessage(e, 'Erro ao reenviar')),
  });
  const exporting = useMutation({
    mutationFn: (formato: 'csv' | 'zip') => downloadBatch(loteId, formato),
    onError: (e) => notify.error(errorMessage(e, 'Erro ao exportar o lote')),
  });

  const b = q.data;
  if (!b) return q.isError ? <Text color="fg.error">{errorMessage(q.error, 'Erro ao carregar o lote')}</Text> : null;
  const charged = b.total - b.ja_enviadas;
  const typing = b.itens.filter((i) => i.status === 'aguardando_digitacao');
  const ended = b.concluidas + b.falhas + (b.zeradas ?? 0) + typing.length;
  const percent = charged ? Math.round((ended / charged) * 100) : 100;
  const done = b.pendentes === 0;
  return (
    <Stack gap="3" data-testid="batch-progress">
      <Flex justify="space-between" align="center" wrap="wrap" gap="2">
        <Text fontWeight="semibold">
          Lote {b.id} · {b.nome_arquivo}
        </Text>
        <HStack gap="2" wrap="wrap">
          {b.falhas > 0 && (
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              onClick={() => retry.mutate(undefined)}
              loading={retry.isPending}
            >
              <LuRotateCcw /> Reenviar falhas ({b.falhas})
            </Button>
          )}
          <Button
            size="xs"
            variant="outline"
            disabled={!done}
            onClick={() => exporting.mutate('csv')}
            title={done ? undefined : 'Disponível quando o lote terminar'}
          >
            <LuDownload /> Exportar CSV
          </Button>
          <Button
            size="xs"
            variant="outline"
            disabled={!done}
            onClick={() => exporting.mutate('zip')}
            title={done ? undefined : 'Disponível quando o lote terminar'}
          >
            <LuDownload /> Exportar ZIP
          </Button>
        </HStack>
      </Flex>
      <Progress.Root
        value={percent}
        colorPalette={b.falhas ? 'orange' : 'green'}
        size="md"
        aria-label="Progresso do lote"
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" data-testid="batch-summary">
        {b.concluidas} de {charged} corrigidas · {b.falhas} com falha · {b.pendentes} na fila
        {b.ja_enviadas > 0 && ` · ${b.ja_enviadas} já tinham enviado`}
        {typing.length > 0 && ` · ${typing.length} aguardando digitação`}
        {!done && waitLabel(b.espera_estimada_s) && ` · término estimado em ${waitLabel(b.espera_estimada_s)}`}
      </Text>
      {typing.length > 0 && (
        <Text fontSize="sm" color="orange.fg" data-testid="batch-awaiting-typing">
          {typing.length === 1 ? 'Página ilegível' : 'Páginas ilegíveis'} para o reconhecimento automático, aguardando
          digitação (o aluno ou você digita o texto vendo a foto; não foram corrigidas nem cobradas):{' '}
          {typing.map((i) => `${i.aluno.nome} (nº ${i.aluno.numero})`).join(', ')}.
        </Text>
      )}
      <Table.ScrollArea borderWidth="1px" rounded="md" maxH="96">
        <Table.Root size="sm" stickyHeader>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Nº</Table.ColumnHeader>
              <Table.ColumnHeader>Aluno</Table.ColumnHeader>
              <Table.ColumnHeader>Origem</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Nota</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {b.itens.map((i) => {
              const [label, color] = STATUS[i.status];
              return (
                <Table.Row key={i.ordem} data-testid="batch-item">
                  <Table.Cell>{i.aluno.numero}</Table.Cell>
                  <Table.Cell>
                    <Text>{i.aluno.nome}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {i.aluno.email}
                    </Text>
                  </Table.Cell>
                  <Table.Cell fontSize="xs">{i.origem}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={color} data-testid="batch-item-status">
                      {label}
                    </Badge>
                    {i.posicao_fila !== null && (
                      <Text fontSize="xs" color="fg.muted">
                        {i.posicao_fila === 0 ? 'próxima da fila' : `${i.posicao_fila} na frente`}
                        {waitLabel(i.espera_estimada_s) && ` · ${waitLabel(i.espera_estimada_s)}`}
                      </Text>
                    )}
                    {i.motivo_zero && (
                      <Text fontSize="xs" color="fg.muted" data-testid="batch-item-zero">
                        {ENEM_ZERO_LABELS[i.motivo_zero]} · sem custo
                      </Text>
                    )}
                    {i.linhas_escritas != null && (
                      <Text fontSize="xs" color="fg.muted" data-testid="batch-item-linhas">
                        {i.motivo_zero && i.evidencia_folha
                          ? i.evidencia_folha
                          : `${i.linhas_escritas} ${i.linhas_escritas === 1 ? 'linha escrita' : 'linhas escritas'} na folha`}
                      </Text>
                    )}
                    {i.erro && (
                      <Text fontSize="xs" color="fg.error">
                        {i.erro}
                      </Text>
                    )}
                    {i.aviso && (
                      <Text fontSize="xs" color="fg.muted" data-testid="batch-item-aviso">
                        {i.aviso}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {i.nota_total !== null ? (
                      <Text color={`${totalColor(i.nota_total)}.fg`} fontWeight="bold">
                        {i.nota_total}
                      </Text>
                    ) : (
                      '—'
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <HStack justify="flex-end" gap="1">
                      {i.status === 'falhou' && (
                        <Button size="xs" variant="ghost" onClick={() => retry.mutate([i.ordem])}>
                          Reenviar
                        </Button>
                      )}
                      {i.redacao_id && (
                        <Button asChild size="xs" variant="ghost">
                          <RouterLink to={`/essays/${i.redacao_id}/teacher-view`}>Ver</RouterLink>
                        </Button>
                      )}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
