import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SegmentGroup,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { FieldError, useFocusFirstInvalid } from '@/components/FormField';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LuArrowLeft, LuFileText, LuKeyboard, LuSave, LuScanText, LuX } from 'react-icons/lu';
import {
  PROPOSAL_MESSAGES,
  PROPOSAL_PDF_MAX_BYTES,
  PROPOSAL_SCAN_MAX_BYTES,
  VISIBILITIES,
  type Proposta,
  type Visibilidade,
} from '@argumenta/contracts';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { refetchAfterWrite } from '@/lib/queryClient';
import { profileKey } from '@/features/auth/api';
import { useSalas } from '@/features/classrooms/api';
import {
  createFromImage,
  createFromPdf,
  saveEditor,
  updateProposal,
  VIS_DETAIL,
  type ImageDraft,
  type ProposalMeta,
} from './api';
import { ContentEditor, type ContentValue } from './ContentEditor';
import { keepReferenced, markerPosition } from './markers';
import { ResultModal, useResultModal } from './ResultModal';

export type FormMode = 'create' | 'edit' | 'view';
/** texto: typed (with inline images); pdf: text extracted from a PDF; imagem: a photo/scan read by OCR. */
type InputMode = 'texto' | 'pdf' | 'imagem';
type Errors = Partial<Record<'titulo' | 'conteudo' | 'pdf' | 'imagem' | 'sala_id', string>>;

const VIS_HELP: Record<Visibilidade, string> = {
  publico: 'Todos os usuários podem ver e usar.',
  sala: 'Apenas o professor e os estudantes da sala escolhida.',
  privado: 'Somente você.',
};
const FALLBACK = 'Ocorreu um erro inesperado. Tente novamente.';

/** Spec 5 file rules for the proposal PDF. */
export function checkProposalPdf(file: File): string | null {
  if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf')) return PROPOSAL_MESSAGES.pdfOnly;
  if (file.size > PROPOSAL_PDF_MAX_BYTES) return PROPOSAL_MESSAGES.pdfTooLarge;
  return null;
}

const SCAN_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
/** The photo/scan for POST /propostas/transcricao: JPG, PNG, GIF or WEBP, at most 10 MB. */
export function checkProposalScan(file: File): string | null {
  if (!SCAN_TYPES.includes(file.type) && !/\.(jpe?g|png|gif|webp)$/i.test(file.name))
    return PROPOSAL_MESSAGES.imageType;
  if (file.size > PROPOSAL_SCAN_MAX_BYTES) return PROPOSAL_MESSAGES.scanTooLarge;
  return null;
}

/** One file for the PDF and photo modes: checked when picked (spec 5 wording), then shown with a remove button. */
function FilePicker(p: {
  file: File | null;
  onFile: (f: File | null) => void;
  check: (f: File) => string | null;
  onProblem: (message: string) => void;
  accept: string;
  name: string;
  icon: ReactNode;
  picked: string;
  removed: string;
  testId: string;
}) {
  function pick(file: File | undefined) {
    if (!file) return;
    const problem = p.check(file);
    if (problem) {
      p.onProblem(problem);
      notify.error(problem);
      return;
    }
    p.onFile(file);
    notify.success(p.picked);
  }
  if (!p.file)
    return (
      <Input
        type="file"
        accept={p.accept}
        p="1"
        name={p.name}
        data-testid={`${p.testId}-input`}
        onChange={(e) => (pick(e.target.files?.[0]), (e.target.value = ''))}
      />
    );
  return (
    <HStack borderWidth="1px" rounded="md" p="2" data-testid={`${p.testId}-selected`}>
      {p.icon}
      <Text flex="1" fontSize="sm" truncate>
        {p.file.name} ({(p.file.size / 1024 / 1024).toFixed(2)} MB)
      </Text>
      <Button size="xs" variant="ghost" onClick={() => (p.onFile(null), notify.info(p.removed))}>
        <LuX /> Remover
      </Button>
    </HStack>
  );
}

/** The two file modes: the photo/scan (OCR) and the PDF. */
const FILE_INPUT = {
  imagem: {
    label: 'Foto ou digitalização do texto de apoio (até 10MB)',
    help: 'O texto da imagem é reconhecido no servidor (JPG, PNG, GIF ou WEBP) e custa 1 crédito. A imagem fica guardada com a proposta; revise o texto transcrito depois de criar.',
    picker: {
      check: checkProposalScan,
      accept: SCAN_TYPES.join(','),
      icon: <LuScanText />,
      picked: 'Imagem selecionada com sucesso!',
      removed: 'Imagem removida',
      testId: 'proposal-scan',
    },
  },
  pdf: {
    label: 'Arquivo PDF (até 10MB)',
    help: 'O texto do PDF é extraído no servidor e usado pela IA na correção.',
    picker: {
      check: checkProposalPdf,
      accept: 'application/pdf,.pdf',
      icon: <LuFileText />,
      picked: 'PDF selecionado com sucesso!',
      removed: 'PDF removido',
      testId: 'proposal-pdf',
    },
  },
} satisfies Record<Exclude<InputMode, 'texto'>, { label: string; help: string; picker: object }>;

const imagesOf = (p?: Proposta): ImageDraft[] =>
  (p?.imagens ?? []).map((i) => ({
    id: i.numero,
    file: null,
    posicao: Math.max(0, markerPosition(p!.texto_apoio_original, i.numero)),
    descricao: i.descricao ?? '',
    url: i.url,
    existing: true,
  }));

/**
 * Spec 2.11 proposal form: create, edit (creator) or view-only. Text mode with inline images or a
 * PDF; visibility with the room selector for sala; ativa and ativa_para_correcao; a result modal.
 */
export function ProposalForm(p: {
  mode: FormMode;
  proposal?: Proposta;
  salaId?: number | null;
  onDone: (saved?: Proposta) => void;
  onCancel: () => void;
}) {
  const readOnly = p.mode === 'view';
  const existing = p.proposal;
  const [titulo, setTitulo] = useState(existing?.titulo ?? '');
  const [descricao, setDescricao] = useState(existing?.descricao ?? '');
  const [inputMode, setInputMode] = useState<InputMode>(
    existing?.tipo_conteudo === 'pdf' || existing?.tipo_conteudo === 'imagem' ? existing.tipo_conteudo : 'texto',
  );
  const [content, setContent] = useState<ContentValue>({
    text: existing?.texto_apoio_original ?? '',
    images: imagesOf(existing),
  });
  const [pdf, setPdf] = useState<File | null>(null);
  const [scan, setScan] = useState<File | null>(null);
  const [visibilidade, setVisibilidade] = useState<Visibilidade>(
    existing?.visibilidade ?? (p.salaId ? 'sala' : 'privado'),
  );
  const [salaId, setSalaId] = useState<string>(String(existing?.sala_id ?? p.salaId ?? ''));
  const [ativa, setAtiva] = useState(existing?.ativa ?? true);
  const [paraCorrecao, setParaCorrecao] = useState(existing?.ativa_para_correcao ?? true);
  const [errors, setErrors] = useState<Errors>({});
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const salas = useSalas();
  const modal = useResultModal();
  const qc = useQueryClient();
  // Made from a file (PDF or transcribed image): its text is edited as plain text, the file stays.
  const fromFile = existing?.tipo_conteudo === 'pdf' || existing?.tipo_conteudo === 'imagem';
  const clear = (k: keyof Errors) => setErrors((e) => ({ ...e, [k]: undefined }));

  function validate(): Errors {
    const e: Errors = {};
    if (!titulo.trim()) e.titulo = PROPOSAL_MESSAGES.titleRequired;
    if (inputMode === 'texto' && !content.text.trim()) e.conteudo = PROPOSAL_MESSAGES.contentRequired;
    if (inputMode === 'pdf' && !existing && !pdf) e.pdf = PROPOSAL_MESSAGES.pdfRequired;
    if (pdf) e.pdf = checkProposalPdf(pdf) ?? undefined;
    if (inputMode === 'imagem' && !existing)
      e.imagem = scan ? (checkProposalScan(scan) ?? undefined) : PROPOSAL_MESSAGES.scanRequired;
    if (visibilidade === 'sala' && !salaId) e.sala_id = PROPOSAL_MESSAGES.roomRequired;
    return e;
  }

  async function onSubmit(ev: FormEvent) {
    ev.preventDefault();
    if (readOnly) return;
    const found = validate();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return focusFirstInvalid();
    const meta: ProposalMeta = {
      titulo: titulo.trim(),
      descricao: descricao.trim(),
      visibilidade,
      sala_id: visibilidade === 'sala' ? Number(salaId) : null,
      ativa,
      ativa_para_correcao: paraCorrecao,
    };
    const processing = inputMode !== 'texto' && !existing;
    const loading =
      processing && inputMode === 'imagem'
        ? { title: 'Transcrevendo imagem', message: 'Enviando a imagem e reconhecendo o texto...' }
        : processing
          ? { title: 'Processando PDF', message: 'Enviando o PDF e extraindo o texto...' }
          : { title: 'Salvando proposta', message: 'Enviando a proposta...' };
    modal.setResult({ state: 'loading', ...loading });
    try {
      // Images whose marker was deleted from the text are dropped (removing a marker removes its image).
      const images = keepReferenced(content.text, content.images).map((i) => ({
        ...i,
        posicao: markerPosition(content.text, i.id),
      }));
      const saved = processing
        ? inputMode === 'imagem'
          ? await createFromImage(meta, scan!)
          : await createFromPdf(meta, pdf!)
        : fromFile
          ? await updateProposal(existing.id, meta, content.text.trim() ? content.text : undefined)
          : await saveEditor(meta, content.text, images, existing?.id);
      // The transcription cost a credit: the header's balance is refreshed.
      if (processing && inputMode === 'imagem') void refetchAfterWrite(qc, profileKey);
      modal.succeed(
        existing ? 'Proposta Atualizada!' : 'Proposta Salva!',
        saved.message ?? 'Proposta salva com sucesso!',
        () => p.onDone(saved.data),
      );
    } catch (e) {
      modal.setResult({
        state: 'error',
        title: processing ? 'Erro ao Processar' : 'Erro ao Salvar',
        message: errorMessage(e, FALLBACK),
      });
    }
  }

  const title =
    p.mode === 'create' ? 'Nova Proposta Temática' : p.mode === 'edit' ? 'Editar Proposta' : 'Visualizar Proposta';
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate data-testid="proposal-form">
      <Stack gap="5" maxW="4xl">
        <Stack gap="1">
          <Button variant="plain" size="sm" px="0" alignSelf="flex-start" color="fg.muted" onClick={p.onCancel}>
            <LuArrowLeft /> Voltar para propostas
          </Button>
          <Heading size={{ base: 'xl', md: '2xl' }}>{title}</Heading>
        </Stack>

        {readOnly && existing && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Somente leitura</Alert.Title>
              <Alert.Description>Apenas o criador da proposta pode editá-la.</Alert.Description>
            </Alert.Content>
            <Button asChild size="sm" variant="outline">
              <RouterLink to={`/proposals/${existing.id}`}>Abrir detalhes</RouterLink>
            </Button>
          </Alert.Root>
        )}

        <Stack gap="5" bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: '4', md: '6' }}>
          <Field.Root invalid={Boolean(errors.titulo)} required>
            <Field.Label>
              Título <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="titulo"
              value={titulo}
              readOnly={readOnly}
              maxLength={200}
              onChange={(e) => (setTitulo(e.target.value), clear('titulo'))}
              placeholder="Ex.: Desafios para a valorização de comunidades tradicionais"
            />
            <FieldError>{errors.titulo}</FieldError>
          </Field.Root>
          <Field.Root>
            <Field.Label>Descrição</Field.Label>
            <Textarea
              name="descricao"
              value={descricao}
              readOnly={readOnly}
              maxLength={2000}
              rows={2}
              onChange={(e) => setDescricao(e.target.value)}
            />
          </Field.Root>

          {!existing && (
            <Field.Root>
              <Field.Label>Como enviar o conteúdo</Field.Label>
              <SegmentGroup.Root
                value={inputMode}
                onValueChange={(d) => d.value && setInputMode(d.value as InputMode)}
                aria-label="Modo de entrada"
              >
                <SegmentGroup.Indicator />
                <SegmentGroup.Items
                  items={[
                    {
                      value: 'texto',
                      label: (
                        <HStack>
                          <LuKeyboard /> Texto
                        </HStack>
                      ),
                    },
                    {
                      value: 'pdf',
                      label: (
                        <HStack>
                          <LuFileText /> PDF
                        </HStack>
                      ),
                    },
                    {
                      value: 'imagem',
                      label: (
                        <HStack>
                          <LuScanText /> Foto
                        </HStack>
                      ),
                    },
                  ]}
                />
              </SegmentGroup.Root>
            </Field.Root>
          )}

          {inputMode === 'texto' ? (
            <ContentEditor
              value={content}
              onChange={(v) => (setContent(v), clear('conteudo'))}
              readOnly={readOnly}
              invalid={Boolean(errors.conteudo)}
              error={errors.conteudo}
            />
          ) : existing ? (
            <Stack gap="3">
              {existing.arquivo && (
                <HStack>
                  {existing.tipo_conteudo === 'imagem' ? (
                    <Badge colorPalette="purple">Imagem</Badge>
                  ) : (
                    <Badge colorPalette="red">PDF</Badge>
                  )}
                  <Text fontSize="sm">{existing.arquivo.nome}</Text>
                </HStack>
              )}
              <Field.Root>
                <Field.Label>
                  {existing.tipo_conteudo === 'imagem' ? 'Texto transcrito da imagem' : 'Texto extraído do PDF'}
                </Field.Label>
                <Textarea
                  name="conteudo"
                  value={content.text}
                  readOnly={readOnly}
                  minH="48"
                  onChange={(e) => setContent({ text: e.target.value, images: [] })}
                />
                <Field.HelperText>É este texto que a IA usa na correção.</Field.HelperText>
              </Field.Root>
            </Stack>
          ) : (
            <Field.Root key={inputMode} invalid={Boolean(errors[inputMode])} required>
              <Field.Label>
                {FILE_INPUT[inputMode].label} <Field.RequiredIndicator />
              </Field.Label>
              <FilePicker
                {...FILE_INPUT[inputMode].picker}
                file={inputMode === 'imagem' ? scan : pdf}
                onFile={(f) => ((inputMode === 'imagem' ? setScan : setPdf)(f), clear(inputMode))}
                onProblem={(m) => setErrors((e) => ({ ...e, [inputMode]: m }))}
                name={inputMode}
              />
              <Field.HelperText>{FILE_INPUT[inputMode].help}</Field.HelperText>
              <FieldError>{errors[inputMode]}</FieldError>
            </Field.Root>
          )}

          <Flex gap="4" direction={{ base: 'column', md: 'row' }}>
            <Field.Root flex="1">
              <Field.Label>Visibilidade</Field.Label>
              <NativeSelect.Root disabled={readOnly}>
                <NativeSelect.Field
                  name="visibilidade"
                  value={visibilidade}
                  onChange={(e) => (setVisibilidade(e.target.value as Visibilidade), clear('sala_id'))}
                >
                  {VISIBILITIES.map((v) => (
                    <option key={v} value={v}>
                      {VIS_DETAIL[v]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.HelperText>{VIS_HELP[visibilidade]}</Field.HelperText>
            </Field.Root>
            {visibilidade === 'sala' && (
              <Field.Root flex="1" invalid={Boolean(errors.sala_id)} required>
                <Field.Label>
                  Sala <Field.RequiredIndicator />
                </Field.Label>
                <NativeSelect.Root disabled={readOnly || salas.isPending}>
                  <NativeSelect.Field
                    name="sala_id"
                    value={salaId}
                    onChange={(e) => (setSalaId(e.target.value), clear('sala_id'))}
                  >
                    <option value="">{salas.isPending ? 'Carregando salas...' : 'Selecione uma sala'}</option>
                    {(salas.data ?? []).map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.nome}
                      </option>
                    ))}
                    {existing?.sala && !(salas.data ?? []).some((s) => s.id === existing.sala!.id) && (
                      <option value={existing.sala.id}>{existing.sala.nome}</option>
                    )}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                {salas.isError && <Field.HelperText color="red.fg">Erro ao carregar salas</Field.HelperText>}
                <FieldError>{errors.sala_id}</FieldError>
              </Field.Root>
            )}
          </Flex>

          <Stack gap="2">
            <Checkbox.Root checked={ativa} disabled={readOnly} onCheckedChange={(e) => setAtiva(Boolean(e.checked))}>
              <Checkbox.HiddenInput name="ativa" />
              <Checkbox.Control />
              <Checkbox.Label>Proposta ativa (aparece na escolha de propostas)</Checkbox.Label>
            </Checkbox.Root>
            <Checkbox.Root
              checked={paraCorrecao}
              disabled={readOnly}
              onCheckedChange={(e) => setParaCorrecao(Boolean(e.checked))}
            >
              <Checkbox.HiddenInput name="ativa_para_correcao" />
              <Checkbox.Control />
              <Checkbox.Label>Disponível para correção (a IA usa os textos motivadores)</Checkbox.Label>
            </Checkbox.Root>
          </Stack>

          <Flex justify="flex-end" gap="3">
            <Button variant="outline" type="button" onClick={p.onCancel}>
              {readOnly ? 'Fechar' : 'Cancelar'}
            </Button>
            {!readOnly && (
              <Button
                type="submit"
                colorPalette="brand"
                loading={modal.result.state === 'loading'}
                data-testid="proposal-save"
              >
                <LuSave /> {p.mode === 'create' ? 'Criar Proposta' : 'Salvar Alterações'}
              </Button>
            )}
          </Flex>
          {Object.values(errors).some(Boolean) && (
            <Box fontSize="sm" color="red.fg">
              Corrija os campos destacados.
            </Box>
          )}
        </Stack>
      </Stack>
      <ResultModal result={modal.result} onClose={modal.close} />
    </form>
  );
}
