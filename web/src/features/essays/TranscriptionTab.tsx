import {
  Alert,
  Badge,
  Box,
  Button,
  Field,
  FileUpload,
  HStack,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Heading,
  Icon,
  Image,
} from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { LuImageUp, LuRows3, LuScanText } from 'react-icons/lu';
import { TRANSCRIPTION_MAX_BYTES, type TranscriptionResult, type TranscriptionPhase } from '@argumenta/contracts';
import { notify } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { creditCostNote } from '@/lib/credits';
import { useAuth } from '@/stores/auth';
import { watchJob } from '@/lib/jobWatch';
import { getSocket, waitConnected } from '@/lib/socket';
import { getTranscription, getTranscriptionImage, startTranscription } from './api';
import { countWords, extractedGuidance } from './guidance';
import { titleKeptApart } from './lineLayout';

// Issue 49: typing beside the photo, line by line — its own chunk, loaded when a photo's lines are shown.
const LineTyping = lazy(() => import('./LineTyping'));

export const IMAGE_ACCEPT = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
/** A scanned PDF (image only) of the handwritten page is transcribed like a photo (issue 49). */
const ACCEPT = [...IMAGE_ACCEPT, 'application/pdf'];
const IMAGE_EXT = /\.(jpe?g|png|gif|webp|pdf)$/i;
const isPdf = (f: File) => f.type === 'application/pdf' || /\.pdf$/i.test(f.name);
export const LOW_CONFIDENCE = 70;

export const TRANSCRIPTION_PHASES: Record<TranscriptionPhase, { percent: number; text: string }> = {
  preparing: { percent: 20, text: 'Preparando a imagem...' },
  sending: { percent: 40, text: 'Enviando a imagem...' },
  processing: { percent: 70, text: 'Reconhecendo o texto...' },
  finishing: { percent: 95, text: 'Finalizando a transcrição...' },
};
const QUALITY: Record<string, string> = { excelente: 'Excelente', boa: 'Boa', regular: 'Regular', ruim: 'Ruim' };
const QUALITY_COLOR: Record<string, string> = { excelente: 'green', boa: 'blue', regular: 'orange', ruim: 'red' };

export type TranscriptionValue = { text: string; ocrText: string; transcricaoId: number | null; file: File | null };

/** Spec 2.10 image tab: upload, overlay phases, editable result with the info panel. */
export function TranscriptionTab({
  value,
  onChange,
  onBusyChange,
  onTitle,
}: {
  value: TranscriptionValue;
  onChange: (v: TranscriptionValue) => void;
  onBusyChange: (busy: boolean) => void;
  /** The title line typed beside the photo (kept apart from the text). */
  onTitle?: (titulo: string) => void;
}) {
  const credits = useAuth((s) => s.user?.creditos_disponiveis);
  const [phase, setPhase] = useState<TranscriptionPhase | null>(null);
  const [result, setResult] = useState<TranscriptionResult | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [typing, setTyping] = useState(false);
  const stop = useRef<() => void>(undefined);

  useEffect(() => () => stop.current?.(), []);
  const [pageImage, setPageImage] = useState<Blob | null>(null);
  useEffect(() => {
    // A PDF has no picture of its own to show: the page the server rendered from it, once it is known.
    const shown = value.file && isPdf(value.file) ? pageImage : value.file;
    if (!shown) return setPreview(null);
    const url = URL.createObjectURL(shown);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value.file, pageImage]);

  const busy = phase !== null;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  function pick(files: File[]) {
    const file = files[0];
    if (!file) return;
    if (!ACCEPT.includes(file.type) && !IMAGE_EXT.test(file.name)) {
      notify.error('Formato não suportado. Envie uma imagem JPG, JPEG, PNG, GIF ou WEBP, ou um PDF digitalizado.');
      return;
    }
    if (file.size > TRANSCRIPTION_MAX_BYTES) {
      notify.error('A imagem deve ter no máximo 20MB.');
      return;
    }
    setResult(null);
    setPageImage(null);
    setTyping(false);
    onChange({ text: '', ocrText: '', transcricaoId: null, file });
  }

  function failed(e: unknown) {
    stop.current?.();
    setPhase(null);
    const network = e instanceof ApiError && (e.code === 'network' || e.status === 0);
    const msg = network
      ? 'Erro ao transcrever texto. Verifique sua conexão e tente novamente.'
      : (e instanceof ApiError ? e.erro || e.message : (e as { message?: string })?.message) ||
        'Erro ao transcrever texto';
    notify.error(msg === 'Request failed' ? 'Erro ao transcrever texto' : msg);
  }

  async function transcribe() {
    const file = value.file;
    if (!file) return;
    setResult(null);
    setPhase('preparing');
    const socket = getSocket();
    if (socket) await waitConnected(socket, 2500);
    setPhase('sending');
    let id: number;
    try {
      id = (await startTranscription(file)).transcricao_id;
    } catch (e) {
      failed(e);
      return;
    }
    setPhase('processing');
    const finish = async () => {
      setPhase('finishing');
      try {
        const st = await getTranscription(id);
        if (!st.resultado)
          throw new Error(typeof st.erro === 'string' ? st.erro : st.erro?.message || 'Erro ao transcrever texto');
        setResult(st.resultado);
        if (isPdf(file)) void getTranscriptionImage(id).then(setPageImage, () => undefined);
        if (st.resultado.legivel === false) {
          // Issue 49: an unreadable page's noise never reaches the editor; the student types looking at the photo,
          // line by line when its lines were found.
          onChange({ text: '', ocrText: '', transcricaoId: id, file });
          setTyping(Boolean(st.resultado.folha?.linhas.length));
          notify.warning(
            'Não conseguimos ler a letra desta foto. Digite o texto vendo a foto; o crédito foi devolvido.',
          );
        } else {
          onChange({ text: st.resultado.texto, ocrText: st.resultado.texto, transcricaoId: id, file });
          const title = titleKeptApart(st.resultado.texto, st.resultado.folha);
          if (title) onTitle?.(title);
          notify.success('Texto transcrito! Revise antes de enviar para correção.');
        }
      } catch (e) {
        failed(e);
        return;
      }
      setPhase(null);
    };
    stop.current = watchJob({
      socket,
      listen: (s, emit) => {
        const onProgress = (e: { transcricaoId: number; phase: string; percent: number; message: string }) => {
          if (e.transcricaoId === id)
            emit({ kind: 'progress', phase: e.phase, percent: e.percent, message: e.message });
        };
        const onCompleted = (e: { transcricaoId: number }) => e.transcricaoId === id && emit({ kind: 'completed' });
        const onFailed = (e: { transcricaoId: number; code: string; message: string; retryable: boolean }) =>
          e.transcricaoId === id && emit({ kind: 'failed', code: e.code, message: e.message, retryable: e.retryable });
        s.on('transcription:progress', onProgress);
        s.on('transcription:completed', onCompleted);
        s.on('transcription:failed', onFailed);
        return () => {
          s.off('transcription:progress', onProgress);
          s.off('transcription:completed', onCompleted);
          s.off('transcription:failed', onFailed);
        };
      },
      poll: async () => {
        const st = await getTranscription(id);
        if (st.status === 'concluida' || st.resultado) return { kind: 'completed' };
        if (st.status === 'falhou') {
          const erro =
            typeof st.erro === 'string'
              ? { code: 'internal', message: st.erro, retryable: true }
              : (st.erro ?? { code: 'internal', message: '', retryable: true });
          return { kind: 'failed', ...erro };
        }
        return null;
      },
      onUpdate: (u) => {
        if (u.kind === 'progress') {
          if (u.phase in TRANSCRIPTION_PHASES) setPhase(u.phase as TranscriptionPhase);
        } else if (u.kind === 'completed') void finish();
        else failed(new Error(u.message || 'Erro ao transcrever texto'));
      },
    });
  }

  const chars = value.text.length;
  const guide = extractedGuidance(chars);
  const illegible = result?.legivel === false;
  const doubtful = illegible ? [] : (result?.palavras_confianca ?? []).filter((w) => w.confianca < LOW_CONFIDENCE);
  const folha = result?.folha;
  const canTypeLines = Boolean(folha?.linhas.length && preview);

  return (
    <Stack gap="5">
      <FileUpload.Root accept={ACCEPT} maxFiles={1} onFileChange={(d) => pick(d.acceptedFiles)} disabled={busy}>
        <FileUpload.HiddenInput data-testid="image-input" />
        <FileUpload.Dropzone w="full" minH="32">
          <Icon as={LuImageUp} boxSize="8" color="fg.muted" />
          <FileUpload.DropzoneContent>
            <Text fontWeight="medium">Arraste a foto da redação ou clique para escolher</Text>
            <Text color="fg.muted" fontSize="sm">
              JPG, JPEG, PNG, GIF, WEBP ou PDF digitalizado · até 20MB
            </Text>
          </FileUpload.DropzoneContent>
        </FileUpload.Dropzone>
      </FileUpload.Root>

      {value.file && (
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ sm: 'center' }}>
          {preview && (
            <Image
              src={preview}
              alt="Pré-visualização da imagem"
              maxH="40"
              rounded="md"
              borderWidth="1px"
              objectFit="contain"
            />
          )}
          <Stack gap="2">
            <Text fontSize="sm" color="fg.muted">
              {value.file.name} · {(value.file.size / 1024).toFixed(0)} KB
            </Text>
            <Button
              onClick={transcribe}
              loading={busy}
              loadingText="Transcrevendo..."
              colorPalette="brand"
              variant="outline"
              alignSelf="flex-start"
            >
              <LuScanText /> Transcrever Imagem
            </Button>
            {credits !== undefined && (
              <Text fontSize="sm" color="fg.muted" data-testid="transcription-cost">
                {creditCostNote('transcricao', credits)}
              </Text>
            )}
          </Stack>
        </Stack>
      )}

      {phase && (
        <Box
          borderWidth="1px"
          rounded="lg"
          p="4"
          bg="brand.subtle"
          data-testid="transcription-overlay"
          role="status"
          aria-live="polite"
        >
          <Progress.Root value={TRANSCRIPTION_PHASES[phase].percent} colorPalette="brand" striped animated>
            <HStack justify="space-between" mb="1">
              <Progress.Label>{TRANSCRIPTION_PHASES[phase].text}</Progress.Label>
              <Progress.ValueText>{TRANSCRIPTION_PHASES[phase].percent}%</Progress.ValueText>
            </HStack>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Box>
      )}

      {result && illegible && (
        <Alert.Root status="warning" role="alert" data-testid="transcription-illegible">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Não conseguimos ler esta página com segurança</Alert.Title>
            <Alert.Description>
              O reconhecimento automático não entende bem a letra manuscrita desta foto: o texto que saiu teria mais
              erros do que acertos (estimativa de leitura {Math.round(result.legibilidade.estimativa * 100)}%). Por isso
              ele não foi colocado no editor e <strong>o crédito foi devolvido</strong>
              {result.creditos_restantes === undefined ? '' : ` (você tem ${result.creditos_restantes})`}. Digite a
              redação abaixo olhando a foto, linha por linha; a foto fica guardada com a redação para o professor.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {folha && (
        <Alert.Root
          status={folha.avaliacao_enem ? 'warning' : 'info'}
          data-testid="sheet-evidence"
          data-linhas={folha.linhas_escritas}
        >
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {folha.linhas_escritas} {folha.linhas_escritas === 1 ? 'linha escrita' : 'linhas escritas'} na foto
              {folha.pautada ? ' (folha pautada)' : ''}
            </Alert.Title>
            <Alert.Description>{folha.evidencia}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {canTypeLines && !typing && (
        <Button
          variant="outline"
          alignSelf="flex-start"
          onClick={() => setTyping(true)}
          data-testid="start-line-typing"
        >
          <LuRows3 /> Digitar vendo a foto, linha por linha
        </Button>
      )}

      {typing && folha && preview && (
        <Suspense fallback={<Text color="fg.muted">Preparando as linhas da foto…</Text>}>
          <LineTyping
            photo={preview}
            folha={folha}
            onCancel={() => setTyping(false)}
            onDone={(r) => {
              onChange({ ...value, text: r.texto, ocrText: r.leitura });
              if (r.titulo) onTitle?.(r.titulo);
              setTyping(false);
              notify.success('Texto montado a partir das linhas. Revise antes de enviar para correção.');
            }}
          />
        </Suspense>
      )}

      {result && !illegible && (
        <Stack gap="4" data-testid="transcription-result">
          <SimpleGrid columns={{ base: 2, md: 5 }} gap="3" borderWidth="1px" rounded="lg" p="4" bg="bg.muted">
            <Info label="Caracteres" value={String(result.estatisticas.caracteres)} />
            <Info label="Palavras" value={String(result.estatisticas.palavras)} />
            <Info
              label="Qualidade estimada"
              value={
                <Badge colorPalette={QUALITY_COLOR[result.qualidade_estimada] ?? 'gray'}>
                  {QUALITY[result.qualidade_estimada] ?? result.qualidade_estimada}
                </Badge>
              }
            />
            <Info label="Tempo" value={`${(result.metadados.tempo_processamento_ms / 1000).toFixed(1)} s`} />
            <Info
              label="Créditos restantes"
              value={result.creditos_restantes === undefined ? '—' : String(result.creditos_restantes)}
            />
          </SimpleGrid>
          {doubtful.length > 0 && (
            <Box borderWidth="1px" borderColor="orange.emphasized" rounded="lg" p="4" data-testid="low-confidence">
              <Heading size="sm" mb="2">
                Confira estas palavras ({doubtful.length})
              </Heading>
              <Text fontSize="sm" color="fg.muted" mb="3">
                O reconhecimento teve pouca certeza (abaixo de {LOW_CONFIDENCE}%) nos trechos marcados. Compare com a
                sua folha e corrija abaixo se necessário.
              </Text>
              <OcrPreview text={result.texto} doubtful={doubtful.map((w) => w.texto)} />
            </Box>
          )}
        </Stack>
      )}

      {(result || value.text) && !typing && (
        <SimpleGrid columns={{ base: 1, md: illegible ? 2 : 1 }} gap="4" alignItems="start">
          {illegible && preview && (
            <Box
              borderWidth="1px"
              rounded="md"
              overflow="auto"
              maxH={{ base: '60vh', md: '80vh' }}
              position={{ md: 'sticky' }}
              top="4"
              data-testid="typing-photo"
            >
              <Image src={preview} alt="Foto da redação, para digitar o texto olhando para ela" w="full" />
            </Box>
          )}
          <Field.Root>
            <Field.Label>
              {illegible ? 'Digite a redação vendo a foto' : 'Texto transcrito (você pode editar)'}
            </Field.Label>
            <Textarea
              value={value.text}
              onChange={(e) => onChange({ ...value, text: e.target.value })}
              minH="64"
              fontFamily="essay"
              fontSize="md"
              lineHeight="1.7"
              data-testid="transcribed-text"
            />
            <Field.HelperText>
              {chars} caracteres · {countWords(value.text)} palavras ·{' '}
              <Text as="span" color={`${guide.color}.fg`} fontWeight="medium">
                {guide.label}
              </Text>
            </Field.HelperText>
          </Field.Root>
        </SimpleGrid>
      )}
    </Stack>
  );
}

function Info({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Box fontWeight="semibold">{value}</Box>
    </Stack>
  );
}

/** The OCR text with doubtful words marked, word by word. */
function OcrPreview({ text, doubtful }: { text: string; doubtful: string[] }) {
  const set = new Set(doubtful.map((w) => w.toLowerCase()));
  const parts = text.split(/(\s+)/);
  return (
    <Box fontFamily="essay" fontSize="sm" lineHeight="1.8" whiteSpace="pre-wrap" maxH="48" overflowY="auto">
      {parts.map((p, i) =>
        set.has(p.toLowerCase()) ? (
          <Box
            as="mark"
            key={i}
            bg="orange.subtle"
            color="orange.fg"
            px="0.5"
            rounded="sm"
            title="Confira esta palavra"
          >
            {p}
          </Box>
        ) : (
          <span key={i}>{p}</span>
        ),
      )}
    </Box>
  );
}
