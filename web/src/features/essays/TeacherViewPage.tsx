import { Box, Button, Card, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { LuDownload } from 'react-icons/lu';
import { essayTitle } from '@argumenta/contracts';
import { notify } from '@/components/ui/toaster';
import { api, apiBlob, ApiError, errorMessage, saveBlob } from '@/lib/api';
import { isTeacherCorrection } from '@/features/activities/api';
import { BackLink, ErrorState } from '@/features/classrooms/ui';
import type { FeedbackResponse } from './api';
import { FeedbackView } from './FeedbackView';
import { ShareButton, ShareLinkBox, useShareLink } from './share';
import { changedWords, diffWords } from './textDiff';
import { DiffText } from './DiffText';
import { AppealsPanel } from './AppealsPanel';
import { EssayIntegrityPanel, IntegrityToggle } from '@/features/integrity/IntegrityPanels';
import { GradeCard, type TeacherReview } from './GradeCard';
import { parseAnalysis } from './analysis';
import { WritingProcessPanel } from '@/features/drafts/WritingProcessPanel';
import { SubmissionNav } from './SubmissionNav';
import { TeacherMarksPanel } from '@/features/marks/TeacherMarksPanel';
import { PhotoGroundTruth, type PhotoSummary } from './PhotoGroundTruth';

type SubmissionFeedback = Omit<FeedbackResponse, 'correcao'> & {
  correcao: FeedbackResponse['correcao'] | null;
  estudante: { id: number; nome: string; email: string } | null;
  atividade: { id: number; titulo: string; sala_id: number; sala_nome: string } | null;
  revisao: TeacherReview;
  /** What OCR read when the essay came from a photo (the submitted text may have been edited since). */
  texto_ocr: string | null;
  /** Issue 49: the photo the essay came from (null: typed or PDF). */
  foto?: PhotoSummary | null;
  revisao_pendente: { motivo: string | null } | null;
};

const positiveInt = (v: string | undefined) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** /essays/{id}/teacher-view (spec 2.10): a student's submission, its AI correction and the teacher's review. */
export default function TeacherViewPage() {
  const id = positiveInt(useParams().id);
  const q = useQuery({
    queryKey: ['redacoes', id, 'submission-feedback'],
    queryFn: () =>
      api<SubmissionFeedback>(`/redacoes/${id}/submission-feedback`, {
        headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
      }),
    enabled: id !== null,
  });
  const link = useShareLink(id);
  const pdf = useMutation({
    mutationFn: async () =>
      saveBlob(
        await apiBlob(`/redacoes/${id}/download`),
        `redacao_${(q.data?.estudante?.nome ?? `redacao-${id}`).replace(/\s+/g, '_')}.pdf`,
      ),
    onSuccess: () => notify.success('PDF baixado com sucesso'),
    onError: (e) => notify.error(errorMessage(e, 'Erro ao baixar PDF')),
  });

  if (id === null) return <ErrorState title="ID da redação inválido" action={{ to: '/activities', label: 'Voltar' }} />;
  if (q.isError) {
    const notFound = q.error instanceof ApiError && q.error.status === 404;
    return (
      <ErrorState
        title={notFound ? 'Submissão não encontrada' : 'Erro ao carregar feedback da submissão'}
        description={notFound ? undefined : errorMessage(q.error, 'Tente novamente.')}
        action={{ to: '/activities', label: 'Voltar' }}
      />
    );
  }
  if (!q.data) return <Skeleton h="60" rounded="xl" />;
  const d = q.data;
  const aiGrades = d.correcao ? parseAnalysis(d.correcao.analise_detalhada).competencias.map((c) => c.nota) : null;

  return (
    <Stack gap="6">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <BackLink to={d.atividade ? `/activities/${d.atividade.id}/submissions` : '/activities'} />
        {d.atividade && <SubmissionNav atividadeId={d.atividade.id} redacaoId={d.redacao.id} />}
      </Flex>
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Box minW="0">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} data-testid="teacher-view-title">
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
        <HStack gap="2" wrap="wrap">
          <ShareButton link={link} disabled={!d.correcao} />
          <Button
            variant="outline"
            size="sm"
            onClick={() => pdf.mutate()}
            loading={pdf.isPending}
            disabled={!d.correcao}
          >
            <LuDownload /> Baixar PDF
          </Button>
        </HStack>
      </Flex>
      <ShareLinkBox link={link} />

      {/* Whose words are these (issue 52): fetched, and recorded in the audit trail, only when opened. */}
      <IntegrityToggle label="Integridade do texto" testId="essay-integrity-toggle">
        <EssayIntegrityPanel redacaoId={d.redacao.id} />
      </IntegrityToggle>

      {d.foto && <PhotoGroundTruth essayId={d.redacao.id} foto={d.foto} text={d.redacao.texto_original} />}
      {d.texto_ocr && <OcrChanges ocr={d.texto_ocr} submitted={d.redacao.texto_original} />}

      {(d.atividade || (d.revisao_pendente && d.correcao)) && (
        <GradeCard
          essayId={d.redacao.id}
          atividadeId={d.atividade?.id ?? null}
          review={d.revisao}
          held={d.correcao ? d.revisao_pendente : null}
          aiGrades={aiGrades}
        />
      )}

      <WritingProcessPanel redacaoId={d.redacao.id} forTeacher />

      {d.correcao && aiGrades && (
        <AppealsPanel redacaoId={d.redacao.id} mode="teacher" activityEssay={Boolean(d.atividade)} notas={aiGrades} />
      )}

      {d.redacao.texto_original && <TeacherMarksPanel essayId={d.redacao.id} text={d.redacao.texto_original} />}

      {d.correcao ? (
        <FeedbackView data={d as FeedbackResponse} essay={false} viewer="teacher" />
      ) : (
        <Card.Root>
          <Card.Body gap="2">
            <Text color="fg.muted" data-testid="not-corrected">
              {isTeacherCorrection(d.redacao.status)
                ? 'Atividade com correção manual: a redação não passou pela IA. Dê sua nota na revisão acima, ou use Corrigir nas submissões para pedir a correção da IA (1 crédito seu).'
                : 'Esta redação ainda não foi corrigida pela IA.'}
            </Text>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
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
