import { Alert, Box, Button, Field, Flex, Heading, Input, Stack, Tabs, Text, Textarea } from '@chakra-ui/react';
import { FieldError, useFocusFirstInvalid } from '@/components/FormField';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { LuArrowLeft, LuFileText, LuImage, LuKeyboard, LuLock, LuSend } from 'react-icons/lu';
import type { AtividadeDetalhe } from '@argumenta/contracts';
import { PageLoader } from '@/components/PageLoader';
import { notify } from '@/components/ui/toaster';
import { useAuth } from '@/stores/auth';
import { creditCostNote } from '@/lib/credits';
import { activityKeys, getActivity } from '@/features/activities/api';
import { ProposalPicker } from '@/features/proposals/ProposalPicker';
import { getProposal, proposalKeys } from '@/features/proposals/api';
import { essayKeys, getEssay } from './api';
import { CorrectionOverlay } from './CorrectionOverlay';
import { validateEssayText } from './guidance';
import { PreviousFeedback } from './PreviousFeedback';
import { MarksFollowUp } from '@/features/marks/MarksFollowUp';
import { TextCounter } from './TextCounter';
import { PdfTab, type PdfValue } from './PdfTab';
import { TranscriptionTab, type TranscriptionValue } from './TranscriptionTab';
import { useCorrection } from './useCorrection';
import { DraftsList } from '@/features/drafts/DraftsList';
import { DraftStatusText } from '@/features/drafts/DraftStatusText';
import { DraftVersions } from '@/features/drafts/DraftVersions';
import { deviceKey, useDraft } from '@/features/drafts/useDraft';
import { useOfflineSubmit } from '@/features/drafts/useOfflineSubmit';
import { ExamPanel } from '@/features/exam/ExamPanel';
import { ExamSheet } from '@/features/exam/ExamSheet';
import { useExam } from '@/features/exam/useExam';

type Tab = 'texto' | 'pdf' | 'imagem';
/** A teacher's exam activity: the text is written here, not pasted. */
const blockPaste = (e: { preventDefault: () => void }) => {
  e.preventDefault();
  notify.warning('Colar texto está bloqueado nesta atividade de prova.', { id: 'colar-bloqueado' });
};

/** An activity's essay answers the activity's theme and proposal: shown, not chosen (issue 46). */
function ActivityProposal({ activity }: { activity: AtividadeDetalhe | undefined }) {
  const proposal = useQuery({
    queryKey: proposalKeys.one(activity?.proposta_tematica_id ?? 0),
    queryFn: () => getProposal(activity!.proposta_tematica_id!),
    enabled: Boolean(activity?.proposta_tematica_id),
    retry: false,
  });
  return (
    <Box borderWidth="1px" rounded="lg" p="4" bg="bg.subtle" data-testid="activity-proposal">
      <Flex gap="2" align="center" mb="1">
        <LuLock aria-hidden />
        <Text fontSize="sm" color="fg.muted">
          Proposta da atividade (definida pelo professor)
        </Text>
      </Flex>
      {!activity ? (
        <Text color="fg.muted">Carregando…</Text>
      ) : (
        <Stack gap="1">
          <Text fontWeight="semibold" data-testid="activity-proposal-theme">
            {activity.proposta_tematica_id ? (proposal.data?.titulo ?? activity.tema) : activity.tema}
          </Text>
          {activity.proposta_tematica_id && activity.tema && proposal.data?.titulo !== activity.tema && (
            <Text fontSize="sm">{activity.tema}</Text>
          )}
          {activity.proposta_tematica_id && (
            <Button asChild size="xs" variant="outline" alignSelf="flex-start">
              <RouterLink to={`/proposals/${activity.proposta_tematica_id}`} target="_blank">
                Ver proposta e textos motivadores
              </RouterLink>
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
const positiveInt = (v: string | null | undefined) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** /essays/new and /essays/{id}/correct (spec 2.10). */
export default function NewEssayPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const essayId = positiveInt(id);
  // A rewrite (?versao_anterior=ID): a new essay that starts from the text of a corrected one.
  const previousId = essayId === null ? positiveInt(params.get('versao_anterior')) : null;
  const sourceId = essayId ?? previousId;
  // Resuming a draft (?rascunho=ID, from the list of drafts on any device).
  const draftId = essayId === null && previousId === null ? positiveInt(params.get('rascunho')) : null;
  const existing = useQuery({
    queryKey: essayKeys.detail(sourceId ?? 0),
    queryFn: () => getEssay(sourceId!),
    enabled: sourceId !== null,
  });
  const me = useAuth((s) => s.user?.id);
  if (sourceId !== null && existing.isPending) return <PageLoader label="Carregando redação..." />;
  return (
    <EssayForm
      key={essayId ?? (previousId ? `versao-${previousId}` : draftId ? `rascunho-${draftId}` : 'new')}
      essayId={essayId}
      draftId={draftId}
      previousId={previousId}
      initialTitle={existing.data?.titulo ?? ''}
      initialText={existing.data?.texto_original ?? ''}
      activityId={
        positiveInt(params.get('atividade') ?? params.get('activity')) ??
        (previousId ? null : (existing.data?.atividade_id ?? null))
      }
      proposalId={positiveInt(params.get('proposta')) ?? existing.data?.proposta_tematica_id ?? null}
      loadError={existing.isError}
      forStudent={Boolean(existing.data && me !== undefined && existing.data.usuario_id !== me)}
    />
  );
}

function EssayForm(props: {
  essayId: number | null;
  draftId: number | null;
  previousId: number | null;
  initialTitle: string;
  initialText: string;
  activityId: number | null;
  proposalId: number | null;
  loadError: boolean;
  forStudent: boolean;
}) {
  const { essayId, activityId } = props;
  const credits = useAuth((s) => s.user?.creditos_disponiveis);
  const [tab, setTab] = useState<Tab>('texto');
  const userId = useAuth((s) => s.user?.id);
  // A new essay (free or an activity's) is a draft, saved as it is typed; a re-correction or a rewrite is not.
  const drafting = essayId === null && props.previousId === null && !props.forStudent;
  const draft = useDraft({
    userId,
    draftId: props.draftId,
    activityId,
    proposalId: props.proposalId,
    enabled: drafting,
    initialTitle: props.initialTitle,
    initialText: props.initialText,
  });
  const { title, setTitle, text, setText } = draft;
  const [textError, setTextError] = useState<string | null>(null);
  const [pdf, setPdf] = useState<PdfValue>({ file: null, text: '', pages: 0 });
  const [img, setImg] = useState<TranscriptionValue>({ text: '', ocrText: '', transcricaoId: null, file: null });
  const [busy, setBusy] = useState(false);
  const [proposalId, setProposalIdState] = useState<number | null>(props.proposalId);
  const { setProposal, restored } = draft;
  const setProposalId = useCallback(
    (v: number | null) => {
      setProposalIdState(v);
      setProposal(v);
    },
    [setProposal],
  );
  useEffect(() => {
    if (restored?.proposalId) setProposalIdState(restored.proposalId);
  }, [restored]);
  const { state, submit } = useCorrection();
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  // An activity its teacher corrects (manual): the essay goes to the teacher, without AI and without a credit.
  const activity = useQuery({
    queryKey: activityKeys.one(activityId ?? 0),
    queryFn: () => getActivity(activityId!),
    enabled: activityId !== null,
  });
  const draftKey = drafting && userId !== undefined ? deviceKey(userId, props.draftId, activityId) : null;
  // Exam conditions: the teacher's exam activity (its clock, paste blocked) or the student's own practice exam.
  const examActivity = useMemo(
    () =>
      activity.data?.prova_minutos
        ? { minutes: activity.data.prova_minutos, autoSubmit: activity.data.prova_envio_automatico }
        : null,
    [activity.data],
  );
  const exam = useExam({
    draftKey,
    activity: drafting ? examActivity : null,
    onTimeUp: () => formRef.current?.requestSubmit(),
  });
  const pasteBlocked = drafting && examActivity !== null;
  const { finish, hold, release } = draft;
  const { stop: stopExam } = exam;
  const onAccepted = useCallback(async () => {
    stopExam();
    await finish();
  }, [finish, stopExam]);
  const offlineSubmit = useOfflineSubmit({ userId, submit, draftKey, hold, release, onAccepted });
  const manual = !props.forStudent && activity.data?.tipo_correcao === 'manual';

  const processing = state.stage === 'processing' || state.stage === 'completing';
  const retry = state.stage === 'error' && state.error.retryable;
  const pageTitle = essayId
    ? 'Corrigir Redação Novamente'
    : props.previousId
      ? 'Nova Versão da Redação'
      : activityId
        ? 'Responder Atividade'
        : 'Nova Redação';
  const backTo = activityId ? `/activities/${activityId}` : '/dashboard';
  const onBusy = useCallback((b: boolean) => setBusy(b), []);
  useEffect(() => setTextError(null), [text]);

  // Spec 5: disabled while processing/transcribing, with no text (non-PDF tabs) or no file (PDF tab).
  const disabled =
    processing ||
    busy ||
    !draft.ready ||
    Boolean(offlineSubmit.queued) ||
    (tab === 'pdf' ? !pdf.file : !(tab === 'texto' ? text : img.text).trim());

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (disabled) return;
    const common = {
      titulo: title.trim() || undefined,
      atividade_id: activityId,
      // An activity's essay answers the activity's proposal (the server decides it too).
      proposta_tematica_id: activityId ? (activity.data?.proposta_tematica_id ?? null) : proposalId,
      id: essayId,
      versao_anterior_id: props.previousId,
    };
    if (tab === 'texto') {
      const invalid = validateEssayText(text);
      if (invalid) {
        setTextError(invalid);
        focusFirstInvalid();
        return;
      }
      void offlineSubmit.send({ ...common, tipo_envio: 'texto', texto: text.trim() });
    } else {
      // Extracted and transcribed texts obey the same 500–4000 rule on the server: say so before sending.
      const invalid = validateEssayText(tab === 'pdf' ? pdf.text : img.text);
      if (invalid) {
        notify.error(invalid, {
          description:
            tab === 'pdf'
              ? 'O texto extraído do PDF não atende ao tamanho exigido.'
              : 'Revise o texto transcrito antes de enviar.',
        });
        return;
      }
      if (tab === 'pdf') void offlineSubmit.send({ ...common, tipo_envio: 'pdf', texto: pdf.text, arquivo: pdf.file });
      else
        void offlineSubmit.send({
          ...common,
          tipo_envio: 'imagem',
          texto: img.text.trim(),
          texto_ocr: img.ocrText || undefined,
          transcricao_id: img.transcricaoId,
        });
    }
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <CorrectionOverlay state={state} />
      <Stack gap="6" maxW="4xl" mx="auto">
        <Flex gap="3" align="flex-start" justify="space-between" wrap="wrap">
          <Stack gap="1">
            <Button asChild variant="plain" size="sm" px="0" alignSelf="flex-start" color="fg.muted">
              <RouterLink to={backTo}>
                <LuArrowLeft /> Voltar
              </RouterLink>
            </Button>
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
              {pageTitle}
            </Heading>
            <Text color="fg.muted">
              Escreva, envie um PDF ou fotografe sua redação. A correção segue as cinco competências do ENEM.
            </Text>
          </Stack>
          {credits !== undefined && (
            <Text fontSize="sm" color="fg.muted" data-testid="credits-left">
              Créditos disponíveis: <b>{credits}</b>
            </Text>
          )}
        </Flex>

        {drafting && <DraftsList excludeId={draft.serverId} />}

        {offlineSubmit.queued && (
          <Alert.Root status="warning" role="status" data-testid="submission-queued">
            <Alert.Indicator />
            <Alert.Title>
              Sem conexão: sua redação está na fila deste aparelho e será enviada para correção assim que a conexão
              voltar. Não feche o aplicativo.
            </Alert.Title>
          </Alert.Root>
        )}

        {props.loadError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>Erro ao carregar dados da redação</Alert.Title>
          </Alert.Root>
        )}

        {props.previousId && (
          <Alert.Root status="info" data-testid="rewrite-banner">
            <Alert.Indicator />
            <Alert.Title>
              Nova versão da redação #{props.previousId}: edite o texto e envie. A IA corrige esta versão sem ver a
              anterior, e o feedback mostra o que mudou.
            </Alert.Title>
          </Alert.Root>
        )}
        {props.previousId && <PreviousFeedback redacaoId={props.previousId} />}
        {props.previousId && <MarksFollowUp previousId={props.previousId} text={text} live />}

        {manual && (
          <Alert.Root status="info" data-testid="manual-correction">
            <Alert.Indicator />
            <Alert.Title>
              Esta atividade é corrigida pelo professor: sua redação vai direto para ele, sem correção da IA e sem
              gastar crédito.
            </Alert.Title>
          </Alert.Root>
        )}

        {props.forStudent && (
          <Alert.Root status="info" data-testid="teacher-recorrection">
            <Alert.Indicator />
            <Alert.Title>
              Você está corrigindo a redação de um estudante: o texto enviado por ele é mantido e o crédito é descontado
              da sua conta.
            </Alert.Title>
          </Alert.Root>
        )}

        <Stack gap="5" bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: '4', md: '6' }}>
          <Field.Root>
            <Field.Label>Título (opcional)</Field.Label>
            <Input
              name="titulo"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              placeholder="Ex.: Os desafios da mobilidade urbana no Brasil"
              maxLength={200}
            />
          </Field.Root>

          {activityId ? (
            <ActivityProposal activity={activity.data} />
          ) : (
            // Spec 2.10: dropdown with 300 ms search; Criar → /proposals?mode=create, Ver → /proposals/{id}.
            <ProposalPicker
              value={proposalId}
              onChange={setProposalId}
              help="A IA usa o tema e os textos motivadores da proposta na correção."
            />
          )}

          {drafting && tab === 'texto' && (
            <ExamPanel exam={exam} imposed={examActivity !== null} pasteBlocked={pasteBlocked} />
          )}

          <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value as Tab)} variant="enclosed" fitted>
            <Tabs.List>
              <Tabs.Trigger value="texto" disabled={processing}>
                <LuKeyboard /> <Box display={{ base: 'none', sm: 'inline' }}>Digitar</Box> Texto
              </Tabs.Trigger>
              <Tabs.Trigger value="pdf" disabled={processing}>
                <LuFileText /> <Box display={{ base: 'none', sm: 'inline' }}>Enviar</Box> PDF
              </Tabs.Trigger>
              <Tabs.Trigger value="imagem" disabled={processing}>
                <LuImage /> <Box display={{ base: 'none', sm: 'inline' }}>Transcrever</Box> Imagem
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="texto">
              <Field.Root invalid={Boolean(textError)}>
                <Field.Label>Texto da redação</Field.Label>
                <Textarea
                  name="texto"
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  onPaste={pasteBlocked ? blockPaste : draft.markPaste}
                  onDrop={pasteBlocked ? blockPaste : draft.markPaste}
                  readOnly={props.forStudent || !draft.ready || Boolean(offlineSubmit.queued)}
                  placeholder="Digite ou cole sua redação aqui. Separe os parágrafos com uma linha em branco."
                  minH={{ base: '72', md: '96' }}
                  fontFamily="essay"
                  fontSize="md"
                  lineHeight="1.8"
                  bg="paper"
                  data-testid="essay-text"
                />
                <Flex gap="3" justify="space-between" align="center" wrap="wrap">
                  <TextCounter text={text} />
                  <DraftStatusText status={draft.status} />
                </Flex>
                {exam.active && <ExamSheet text={text} />}
                <FieldError data-testid="text-error">{textError}</FieldError>
              </Field.Root>
            </Tabs.Content>
            <Tabs.Content value="pdf">
              <PdfTab value={pdf} onChange={setPdf} onBusyChange={onBusy} />
            </Tabs.Content>
            <Tabs.Content value="imagem">
              <TranscriptionTab
                value={img}
                onChange={setImg}
                onBusyChange={onBusy}
                onTitle={(t) => !title.trim() && setTitle(t)}
              />
            </Tabs.Content>
          </Tabs.Root>

          {drafting && draft.serverId !== null && (
            <DraftVersions draftId={draft.serverId} conflict={draft.conflict} onRestore={draft.restore} />
          )}

          {state.stage === 'error' && (
            <Alert.Root status="error" role="alert" data-testid="correction-error">
              <Alert.Indicator />
              <Alert.Title>{state.error.message}</Alert.Title>
            </Alert.Root>
          )}

          {!manual && credits !== undefined && (
            <Text fontSize="sm" color="fg.muted" textAlign="right" data-testid="credit-cost">
              {creditCostNote('correcao', credits)}
            </Text>
          )}
          <Flex justify="flex-end" gap="3" wrap="wrap">
            <Button asChild variant="outline">
              <RouterLink to={backTo}>Cancelar</RouterLink>
            </Button>
            <Button
              type="submit"
              colorPalette="brand"
              disabled={disabled}
              loading={processing}
              loadingText={manual ? 'Enviando...' : 'Corrigindo...'}
              data-testid="submit-essay"
            >
              <LuSend /> {retry ? 'Tentar Novamente' : manual ? 'Enviar para o Professor' : 'Enviar para Correção'}
            </Button>
          </Flex>
        </Stack>
      </Stack>
    </form>
  );
}
