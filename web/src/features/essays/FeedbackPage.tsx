import { Alert, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LuArrowLeft, LuDownload, LuPencilLine, LuStar } from 'react-icons/lu';
import { ESSAY_MESSAGES, essayTitle, GRADE_SOURCE_LABEL, TOTAL_MAX } from '@argumenta/contracts';
import { PageLoader } from '@/components/PageLoader';
import { notify } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/dates';
import { refetchAfterWrite } from '@/lib/queryClient';
import { openFileInTab } from '@/lib/files';
import { announce } from '@/features/layout/Announcer';
import { essayKeys, getFeedback, toggleFavorite } from './api';
import { ShareButton, ShareLinkBox, useShareLink } from './share';
import { AppealsPanel } from './AppealsPanel';
import { FeedbackView } from './FeedbackView';
import { parseAnalysis } from './analysis';
import { VersionsPanel } from './VersionsPanel';
import { MarksFollowUp } from '@/features/marks/MarksFollowUp';
import { WritingProcessPanel } from '@/features/drafts/WritingProcessPanel';
import { useMarks } from '@/features/marks/api';
import { StudentMarkedEssay } from '@/features/marks/StudentMarks';

/** /essays/{id}/feedback (spec 2.10). */
export default function FeedbackPage() {
  const { id: raw = '' } = useParams();
  const id = /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const qc = useQueryClient();
  const link = useShareLink(id);
  const q = useQuery({
    queryKey: essayKeys.feedback(id ?? 0),
    queryFn: () => getFeedback(id!),
    enabled: id !== null,
    staleTime: 0,
  });
  const marks = useMarks(id ?? 0, q.isSuccess);
  const [favorite, setFavorite] = useState(false);
  useEffect(() => setFavorite(Boolean(q.data?.correcao.is_favorita)), [q.data]);
  // Arriving from the correction (or a link), the reader is told where they are and the grade: once per essay, not on refetches.
  const title = useRef<HTMLHeadingElement>(null);
  const loadedId = q.data?.redacao.id;
  const grade = q.data?.correcao.nota_geral_enem;
  useEffect(() => {
    if (loadedId === undefined) return;
    title.current?.focus();
    announce(`Correção aberta. Nota geral ${Number(grade) || 0} de ${TOTAL_MAX}.`);
  }, [loadedId]);

  const fav = useMutation({
    mutationFn: () => toggleFavorite(id!),
    onSuccess: ({ data }) => {
      setFavorite(data.favorita);
      notify.success(data.favorita ? 'Adicionada aos favoritos' : 'Removida dos favoritos');
      void refetchAfterWrite(qc, essayKeys.all);
    },
    onError: (e) => notify.error(errorMessage(e, 'Erro ao alterar favorito')),
  });

  async function openPdf() {
    // Spec 7: the PDF opens in a popup — shown from the fetched bytes, never a URL carrying the session token.
    try {
      if (!(await openFileInTab(`/api/redacoes/${id}/pdf`)))
        notify.error('Popup bloqueado. Permita popups para este site.');
    } catch (e) {
      notify.error(errorMessage(e, 'Erro ao gerar o PDF'));
    }
  }

  if (id === null) {
    return (
      <Alert.Root status="error" data-testid="invalid-id">
        <Alert.Indicator />
        <Alert.Title>
          {ESSAY_MESSAGES.invalidId}: {raw}
        </Alert.Title>
      </Alert.Root>
    );
  }
  if (q.isPending) return <PageLoader label="Carregando feedback..." />;
  if (q.isError) {
    // Spec 8: the feedback error comes from the server's `erro` field.
    const err = q.error instanceof ApiError ? q.error : null;
    const message =
      err?.erro || err?.message || (err?.status === 404 ? ESSAY_MESSAGES.notFound : 'Erro ao carregar feedback');
    // 409: corrected, but held for the room's teacher (teacher as third rater) — not an error for the student.
    const held = err?.status === 409;
    return (
      <Stack gap="4">
        <Alert.Root status={held ? 'info' : 'error'} data-testid={held ? 'held-for-review' : undefined}>
          <Alert.Indicator />
          <Alert.Title>{message === 'Request failed' ? 'Erro ao carregar feedback' : message}</Alert.Title>
        </Alert.Root>
        <Button asChild variant="outline" alignSelf="flex-start">
          <RouterLink to="/essays">Voltar para Minhas Redações</RouterLink>
        </Button>
      </Stack>
    );
  }
  if (!q.data) return <Text>Resposta vazia da API</Text>;
  const data = q.data;

  return (
    <Stack gap="6">
      <Flex
        justify="space-between"
        align={{ base: 'stretch', md: 'flex-end' }}
        gap="4"
        direction={{ base: 'column', md: 'row' }}
      >
        <Stack gap="1" minW="0">
          <Button asChild variant="plain" size="sm" px="0" alignSelf="flex-start" color="fg.muted">
            <RouterLink to="/essays">
              <LuArrowLeft /> Minhas Redações
            </RouterLink>
          </Button>
          <Heading
            as="h1"
            ref={title}
            tabIndex={-1}
            outline="none"
            size={{ base: 'xl', md: '2xl' }}
            data-testid="feedback-title"
          >
            {essayTitle(data.redacao)}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Corrigida em {formatDateTime(data.correcao.data_correcao ?? data.redacao.data_correcao)}
            {data.redacao.origem_nota && (
              <span data-testid="decided-by">
                {' '}
                · Nota oficial: {GRADE_SOURCE_LABEL[data.redacao.origem_nota]}
                {data.redacao.nota_ia != null && data.redacao.nota_ia !== data.correcao.nota_geral_enem && (
                  <> · a IA sugeriu {data.redacao.nota_ia}</>
                )}
              </span>
            )}
          </Text>
          {data.redacao.comentario_professor && (
            <Text fontSize="sm" data-testid="teacher-comment">
              Comentário do professor: {data.redacao.comentario_professor}
            </Text>
          )}
        </Stack>
        <HStack gap="2" wrap="wrap">
          <ShareButton link={link} />
          <Button
            variant={favorite ? 'subtle' : 'outline'}
            colorPalette={favorite ? 'yellow' : 'gray'}
            size="sm"
            onClick={() => fav.mutate()}
            loading={fav.isPending}
            aria-pressed={favorite}
            data-testid="favorite-button"
          >
            <LuStar fill={favorite ? 'currentColor' : 'none'} /> {favorite ? 'Favorita' : 'Favoritar'}
          </Button>
          <Button variant="outline" size="sm" onClick={() => void openPdf()}>
            <LuDownload /> Baixar PDF
          </Button>
          <Button asChild variant="outline" size="sm" data-testid="rewrite-button">
            <RouterLink to={`/essays/new?versao_anterior=${id}`}>
              <LuPencilLine /> Reescrever
            </RouterLink>
          </Button>
        </HStack>
      </Flex>

      <ShareLinkBox link={link} />

      {data.redacao.versao_anterior_id ? <VersionsPanel redacaoId={id} /> : null}
      {data.redacao.versao_anterior_id ? (
        <MarksFollowUp previousId={data.redacao.versao_anterior_id} text={data.redacao.texto_original ?? ''} />
      ) : null}

      <FeedbackView
        data={data}
        essay={
          marks.data?.marcacoes.length ? (
            <StudentMarkedEssay text={data.redacao.texto_original ?? ''} view={marks.data} />
          ) : undefined
        }
        struck={marks.data?.riscadas}
      />

      <AppealsPanel
        redacaoId={id}
        mode="student"
        activityEssay={Boolean(data.redacao.atividade_id)}
        notas={parseAnalysis(data.correcao.analise_detalhada).competencias.map((c) => c.nota)}
      />

      <WritingProcessPanel redacaoId={id} forTeacher={false} />
    </Stack>
  );
}
