import { Badge, Box, Button, Card, Field, Flex, Heading, HStack, Input, NativeSelect, SimpleGrid, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { LuDownload } from 'react-icons/lu';
import { ACTIVITY_MESSAGES, COMPETENCY_LEVELS, essayTitle } from '@argumenta/contracts';
import { notify } from '@/components/ui/toaster';
import { api, apiBlob, ApiError, errorMessage, saveBlob } from '@/lib/api';
import { formatDateTime } from '@/lib/dates';
import { refetchAfterWrite } from '@/lib/queryClient';
import { activityKeys, isTeacherCorrection, reviewSubmission } from '@/features/activities/api';
import { BackLink, ErrorState } from '@/features/classrooms/ui';
import type { FeedbackResponse } from './api';
import { FeedbackView } from './FeedbackView';
import { ShareButton, ShareLinkBox, useShareLink } from './share';
import { changedWords, diffWords } from './textDiff';
import { DiffText } from './DiffText';
import { AppealsPanel } from './AppealsPanel';
import { ReleaseCard } from './ReleaseCard';
import { parseAnalysis } from './analysis';

type SubmissionFeedback = Omit<FeedbackResponse, 'correcao'> & {
  correcao: FeedbackResponse['correcao'] | null;
  estudante: { id: number; nome: string; email: string } | null;
  atividade: { id: number; titulo: string; sala_id: number; sala_nome: string } | null;
  revisao: { nota_professor: number | null; notas_professor: number[] | null; comentario_professor: string | null; data_revisao: string | null; revisado: boolean };
  /** What OCR read when the essay came from a photo (the submitted text may have been edited since). */
  texto_ocr: string | null;
  revisao_pendente: { motivo: string | null } | null;
};

const positiveInt = (v: string | undefined) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** /essays/{id}/teacher-view (spec 2.10): a student's submission, its AI correction and the teacher's review. */
export default function TeacherViewPage() {
  const id = positiveInt(useParams().id);
  const q = useQuery({
    queryKey: ['redacoes', id, 'submission-feedback'],
    queryFn: () => api<SubmissionFeedback>(`/redacoes/${id}/submission-feedback`, { headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } }),
    enabled: id !== null,
  });
  const link = useShareLink(id);
  const pdf = useMutation({
    mutationFn: async () => saveBlob(await apiBlob(`/redacoes/${id}/download`), `redacao_${(q.data?.estudante?.nome ?? `redacao-${id}`).replace(/\s+/g, '_')}.pdf`),
    onSuccess: () => notify.success('PDF baixado com sucesso'),
    onError: (e) => notify.error(errorMessage(e, 'Erro ao baixar PDF')),
  });

  if (id === null) return <ErrorState title="ID da redação inválido" action={{ to: '/activities', label: 'Voltar' }} />;
  if (q.isError) {
    const notFound = q.error instanceof ApiError && q.error.status === 404;
    return <ErrorState title={notFound ? 'Submissão não encontrada' : 'Erro ao carregar feedback da submissão'} description={notFound ? undefined : errorMessage(q.error, 'Tente novamente.')} action={{ to: '/activities', label: 'Voltar' }} />;
  }
  if (!q.data) return <Skeleton h="60" rounded="xl" />;
  const d = q.data;

  return (
    <Stack gap="6">
      <BackLink to={d.atividade ? `/activities/${d.atividade.id}/submissions` : '/activities'} />
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Box>
          <Heading size="2xl" data-testid="teacher-view-title">
            {essayTitle(d.redacao)}
          </Heading>
          <Text color="fg.muted" data-testid="teacher-view-student">
            {d.estudante ? `${d.estudante.nome} · ${d.estudante.email}` : 'Estudante'}
          </Text>
          {d.atividade && (
            <Text color="fg.muted" data-testid="teacher-view-activity">
              Atividade: {d.atividade.titulo} · {d.atividade.sala_nome}
            </Text>
          )}
        </Box>
        <HStack gap="2">
          <ShareButton link={link} disabled={!d.correcao} />
          <Button variant="outline" size="sm" onClick={() => pdf.mutate()} loading={pdf.isPending} disabled={!d.correcao}>
            <LuDownload /> Baixar PDF
          </Button>
        </HStack>
      </Flex>
      <ShareLinkBox link={link} />

      {d.texto_ocr && <OcrChanges ocr={d.texto_ocr} submitted={d.redacao.texto_original} />}

      {d.revisao_pendente && d.correcao && (
        <ReleaseCard essayId={d.redacao.id} motivo={d.revisao_pendente.motivo} notas={parseAnalysis(d.correcao.analise_detalhada).competencias.map((c) => c.nota)} />
      )}

      {d.atividade && <ReviewForm essayId={d.redacao.id} atividadeId={d.atividade.id} review={d.revisao} />}

      {d.correcao && <AppealsPanel redacaoId={d.redacao.id} mode="teacher" activityEssay={Boolean(d.atividade)} notas={parseAnalysis(d.correcao.analise_detalhada).competencias.map((c) => c.nota)} />}

      {d.correcao ? (
        <FeedbackView data={d as FeedbackResponse} />
      ) : (
        <Card.Root>
          <Card.Body gap="2">
            <Text color="fg.muted" data-testid="not-corrected">
              {isTeacherCorrection(d.redacao.status)
                ? 'Atividade com correção manual: a redação não passou pela IA. Dê sua nota na revisão acima, ou use Corrigir nas submissões para pedir a correção da IA (1 crédito seu).'
                : 'Esta redação ainda não foi corrigida pela IA.'}
            </Text>
            <Text whiteSpace="pre-wrap">{d.redacao.texto_original}</Text>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}

const NO_GRADES = ['', '', '', '', ''];

function ReviewForm({ essayId, atividadeId, review }: { essayId: number; atividadeId: number; review: SubmissionFeedback['revisao'] }) {
  const qc = useQueryClient();
  const [nota, setNota] = useState(review.nota_professor?.toString() ?? '');
  // Grades per competency (issue 11): optional; when all five are given the total is their sum and, for an essay of a
  // thematic proposal, they calibrate the AI's grading of that proposal.
  const [notas, setNotas] = useState<string[]>(review.notas_professor?.map(String) ?? NO_GRADES);
  const [comentario, setComentario] = useState(review.comentario_professor ?? '');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setNota(review.nota_professor?.toString() ?? '');
    setNotas(review.notas_professor?.map(String) ?? NO_GRADES);
    setComentario(review.comentario_professor ?? '');
  }, [review]);
  const perCompetency = notas.every((v) => v !== '');
  const sum = notas.reduce((s, v) => s + Number(v || 0), 0);
  const save = useMutation({
    mutationFn: () =>
      reviewSubmission(atividadeId, essayId, perCompetency ? { notas_professor: notas.map(Number), comentario_professor: comentario.trim() } : { nota_professor: Number(nota), comentario_professor: comentario.trim() }),
    onSuccess: ({ message, data }) => {
      notify.success(data.referencia ? `${message ?? 'Revisão salva com sucesso!'} As notas por competência passam a calibrar a correção desta proposta.` : (message ?? 'Revisão salva com sucesso!'));
      void refetchAfterWrite(qc, ['redacoes', essayId, 'submission-feedback'], activityKeys.submissions(atividadeId));
    },
    onError: (e) => notify.error(errorMessage(e, 'Erro ao salvar revisão')),
  });
  return (
    <Card.Root borderColor="purple.muted" data-testid="review-form">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Heading size="md">Revisão do professor</Heading>
          {review.revisado ? (
            <Badge colorPalette="purple">Revisada em {formatDateTime(review.data_revisao)}</Badge>
          ) : (
            <Badge colorPalette="orange">Aguardando revisão</Badge>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (notas.some((v) => v !== '') && !perCompetency) return setError(ACTIVITY_MESSAGES.reviewGrades);
            const n = Number(nota);
            if (!perCompetency && (nota.trim() === '' || !Number.isInteger(n) || n < 0 || n > 1000)) return setError(ACTIVITY_MESSAGES.reviewRange);
            save.mutate();
          }}
        >
          <Stack gap="4">
            <Field.Root invalid={Boolean(error) && notas.some((v) => v !== '')}>
              <Field.Label>Notas por competência (opcional)</Field.Label>
              <SimpleGrid columns={{ base: 3, md: 5 }} gap="3" w="full">
                {notas.map((v, i) => (
                  <NativeSelect.Root key={i} size="sm">
                    <NativeSelect.Field
                      aria-label={`Competência ${i + 1}`}
                      name={`c${i + 1}`}
                      value={v}
                      onChange={(e) => {
                        setNotas(notas.map((x, j) => (j === i ? e.target.value : x)));
                        setError(null);
                      }}
                    >
                      <option value="">C{i + 1}: —</option>
                      {COMPETENCY_LEVELS.map((l) => (
                        <option key={l} value={l}>
                          C{i + 1}: {l}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                ))}
              </SimpleGrid>
              <Field.HelperText>
                Com as cinco notas, o total é a soma delas; se a atividade usa uma proposta temática, elas ensinam à IA o padrão de correção dessa proposta.
              </Field.HelperText>
            </Field.Root>
            <Field.Root invalid={Boolean(error)} maxW="48">
              <Field.Label>Nota do professor (0–1000)</Field.Label>
              <Input
                type="number"
                min={0}
                max={1000}
                name="nota_professor"
                value={perCompetency ? String(sum) : nota}
                readOnly={perCompetency}
                onChange={(e) => {
                  setNota(e.target.value);
                  setError(null);
                }}
              />
              <Field.ErrorText>{error}</Field.ErrorText>
            </Field.Root>
            <Field.Root>
              <Field.Label>Comentário para o estudante</Field.Label>
              <Textarea name="comentario_professor" value={comentario} onChange={(e) => setComentario(e.target.value)} rows={4} maxLength={5000} />
            </Field.Root>
            <Button type="submit" colorPalette="purple" alignSelf="flex-start" loading={save.isPending} data-testid="save-review">
              Salvar revisão
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

/** Integrity of photo submissions: what the student changed after the OCR read the page. */
function OcrChanges({ ocr, submitted }: { ocr: string; submitted: string }) {
  const parts = diffWords(ocr, submitted);
  const changed = changedWords(parts);
  return (
    <Card.Root data-testid="ocr-changes">
      <Card.Body gap="3">
        <Heading size="md">Texto transcrito da foto × texto enviado</Heading>
        <Text color="fg.muted" fontSize="sm">
          {changed === 0
            ? 'O estudante enviou exatamente o texto lido na foto.'
            : `${changed} palavra(s) alteradas depois da transcrição: riscado = lido na foto, destacado = enviado pelo estudante.`}
        </Text>
        {changed > 0 && <DiffText parts={parts} />}
      </Card.Body>
    </Card.Root>
  );
}
