import {
  Button,
  Checkbox,
  Flex,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { FormAlert, FormField, useFocusFirstInvalid } from '@/components/FormField';
import { useState, type ReactNode } from 'react';
import {
  ACTIVITY_MESSAGES,
  ACTIVITY_TYPES,
  CORRECTION_TYPES,
  EXAM_MINUTES,
  type Atividade,
  type Sala,
} from '@argumenta/contracts';
import { ApiError, errorMessage } from '@/lib/api';
import { ProposalPicker } from '@/features/proposals/ProposalPicker';
import { CORRECTION_LABEL, fromLocalInput, toLocalInput, TYPE_LABEL, type ActivityInput } from './api';

type Values = {
  sala_id: string;
  titulo: string;
  tema: string;
  descricao: string;
  instrucoes_especiais: string;
  data_limite: string;
  aceita_entregas_atrasadas: boolean;
  tipo: Atividade['tipo'];
  tipo_correcao: Atividade['tipo_correcao'];
  pontuacao_maxima: string;
  proposta_tematica_id: string;
  /** Exam conditions: minutes, '' when the activity is not an exam. */
  prova_minutos: string;
  prova_envio_automatico: boolean;
};
type Errors = Partial<Record<keyof Values, string>>;

const initialValues = (a?: Partial<Atividade>, salaId?: number): Values => ({
  sala_id: String(a?.sala_id ?? salaId ?? ''),
  titulo: a?.titulo ?? '',
  tema: a?.tema ?? '',
  descricao: a?.descricao ?? '',
  instrucoes_especiais: a?.instrucoes_especiais ?? '',
  data_limite: toLocalInput(a?.data_limite),
  aceita_entregas_atrasadas: a?.aceita_entregas_atrasadas ?? false,
  tipo: a?.tipo ?? 'redacao',
  tipo_correcao: a?.tipo_correcao ?? 'automatica',
  // An ENEM essay is graded out of 1000.
  pontuacao_maxima: String(a?.pontuacao_maxima ?? 1000),
  proposta_tematica_id: a?.proposta_tematica_id ? String(a.proposta_tematica_id) : '',
  prova_minutos: a?.prova_minutos ? String(a.prova_minutos) : '',
  prova_envio_automatico: a?.prova_envio_automatico ?? false,
});

/** Spec 5 activity rules, same wording as the server. An unchanged past deadline is kept on edit. */
function validate(v: Values, opts: { needSala: boolean; originalDeadline?: string }): Errors {
  const e: Errors = {};
  if (opts.needSala && !/^\d+$/.test(v.sala_id)) e.sala_id = ACTIVITY_MESSAGES.roomRequired;
  if (!v.titulo.trim()) e.titulo = ACTIVITY_MESSAGES.titleRequired;
  if (!v.tema.trim()) e.tema = ACTIVITY_MESSAGES.themeRequired;
  if (!v.data_limite) e.data_limite = ACTIVITY_MESSAGES.deadlineRequired;
  else if (v.data_limite !== opts.originalDeadline && new Date(v.data_limite).getTime() <= Date.now())
    e.data_limite = ACTIVITY_MESSAGES.deadlineFuture;
  const score = Number(v.pontuacao_maxima);
  if (!Number.isInteger(score) || score < 1 || score > 1000) e.pontuacao_maxima = ACTIVITY_MESSAGES.scoreRange;
  if (v.proposta_tematica_id && !/^\d+$/.test(v.proposta_tematica_id)) e.proposta_tematica_id = 'Proposta inválida';
  const minutes = Number(v.prova_minutos);
  if (v.prova_minutos && (!Number.isInteger(minutes) || minutes < EXAM_MINUTES.min || minutes > EXAM_MINUTES.max))
    e.prova_minutos = `A prova deve durar de ${EXAM_MINUTES.min} a ${EXAM_MINUTES.max} minutos`;
  return e;
}

function toInput(v: Values, original?: string): ActivityInput {
  return {
    ...(v.sala_id ? { sala_id: Number(v.sala_id) } : {}),
    titulo: v.titulo.trim(),
    tema: v.tema.trim(),
    descricao: v.descricao.trim(),
    instrucoes_especiais: v.instrucoes_especiais.trim(),
    // On edit an unchanged deadline is not sent, so a closed activity can still be renamed.
    ...(v.data_limite !== original ? { data_limite: fromLocalInput(v.data_limite) } : {}),
    aceita_entregas_atrasadas: v.aceita_entregas_atrasadas,
    tipo: v.tipo,
    tipo_correcao: v.tipo_correcao,
    pontuacao_maxima: Number(v.pontuacao_maxima),
    proposta_tematica_id: v.proposta_tematica_id ? Number(v.proposta_tematica_id) : null,
    prova_minutos: v.prova_minutos ? Number(v.prova_minutos) : null,
    prova_envio_automatico: Boolean(v.prova_minutos) && v.prova_envio_automatico,
  };
}

export type ActivityFormProps = {
  activity?: Atividade;
  salaId?: number;
  /** Room picker (manage modal, create mode). */
  salas?: Sala[];
  sections?: boolean;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (input: ActivityInput) => Promise<unknown>;
  onCancel: () => void;
};

/** The activity fields (create page, and create/edit modal on /activities/manage). Errors clear when the field is edited. */
export function ActivityForm(p: ActivityFormProps) {
  const original = toLocalInput(p.activity?.data_limite);
  const [v, setV] = useState<Values>(() => initialValues(p.activity, p.salaId));
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const set = <K extends keyof Values>(k: K, value: Values[K]) => {
    setV((old) => ({ ...old, [k]: value }));
    setErrors((old) => ({ ...old, [k]: undefined }));
  };
  const field = (
    k: keyof Values,
    label: string,
    input: ReactNode,
    opts: { required?: boolean; help?: string } = {},
  ) => (
    <FormField label={label} error={errors[k]} name={k} required={opts.required} helper={opts.help}>
      {input}
    </FormField>
  );

  const basic = (
    <Stack gap="4">
      {p.salas &&
        field(
          'sala_id',
          'Sala',
          <NativeSelect.Root>
            <NativeSelect.Field value={v.sala_id} onChange={(e) => set('sala_id', e.target.value)} name="sala_id">
              <option value="">Selecione uma sala</option>
              {p.salas.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.nome}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>,
          { required: true },
        )}
      {field(
        'titulo',
        'Título',
        <Input name="titulo" value={v.titulo} onChange={(e) => set('titulo', e.target.value)} maxLength={200} />,
        { required: true },
      )}
      {field(
        'tema',
        'Tema',
        <Input
          name="tema"
          value={v.tema}
          onChange={(e) => set('tema', e.target.value)}
          maxLength={500}
          placeholder="Ex.: Desafios para a valorização de comunidades tradicionais"
        />,
        { required: true },
      )}
      {field(
        'descricao',
        'Descrição',
        <Textarea name="descricao" value={v.descricao} onChange={(e) => set('descricao', e.target.value)} rows={3} />,
      )}
      {field(
        'instrucoes_especiais',
        'Instruções especiais',
        <Textarea
          name="instrucoes_especiais"
          value={v.instrucoes_especiais}
          onChange={(e) => set('instrucoes_especiais', e.target.value)}
          rows={3}
        />,
        {
          help: 'A IA considera estas instruções ao corrigir.',
        },
      )}
      {/* Spec 2.9: Criar → /proposals?mode=create&salaId={id}; Ver → /proposals/{id}. */}
      <ProposalPicker
        value={v.proposta_tematica_id ? Number(v.proposta_tematica_id) : null}
        onChange={(id) => set('proposta_tematica_id', id ? String(id) : '')}
        salaId={/^\d+$/.test(v.sala_id) ? Number(v.sala_id) : null}
        help={errors.proposta_tematica_id ?? 'Vincule uma proposta para ajudar a IA na correção.'}
      />
    </Stack>
  );
  const settings = (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {field(
          'data_limite',
          'Data limite',
          <Input
            type="datetime-local"
            name="data_limite"
            value={v.data_limite}
            onChange={(e) => set('data_limite', e.target.value)}
          />,
          { required: true },
        )}
        {field(
          'pontuacao_maxima',
          'Pontuação máxima',
          <Input
            type="number"
            name="pontuacao_maxima"
            min={1}
            max={1000}
            value={v.pontuacao_maxima}
            onChange={(e) => set('pontuacao_maxima', e.target.value)}
          />,
        )}
        {field(
          'tipo',
          'Tipo',
          <NativeSelect.Root>
            <NativeSelect.Field
              value={v.tipo}
              onChange={(e) => set('tipo', e.target.value as Values['tipo'])}
              name="tipo"
            >
              {ACTIVITY_TYPES.map((t) => (
                <option key={t} value={t}>
                  {TYPE_LABEL[t]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>,
          { required: true },
        )}
        {field(
          'tipo_correcao',
          'Tipo de correção',
          <NativeSelect.Root>
            <NativeSelect.Field
              value={v.tipo_correcao}
              onChange={(e) => set('tipo_correcao', e.target.value as Values['tipo_correcao'])}
              name="tipo_correcao"
            >
              {CORRECTION_TYPES.map((t) => (
                <option key={t} value={t}>
                  {CORRECTION_LABEL[t]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>,
        )}
      </SimpleGrid>
      <Checkbox.Root
        checked={v.aceita_entregas_atrasadas}
        onCheckedChange={(e) => set('aceita_entregas_atrasadas', Boolean(e.checked))}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Aceitar entregas atrasadas</Checkbox.Label>
      </Checkbox.Root>
      {/* Exam conditions (issue 50): a countdown from the student's first opening, pasting blocked. */}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {field(
          'prova_minutos',
          'Condições de prova: duração (minutos)',
          <Input
            name="prova_minutos"
            type="number"
            inputMode="numeric"
            min={EXAM_MINUTES.min}
            max={EXAM_MINUTES.max}
            value={v.prova_minutos}
            onChange={(e) => set('prova_minutos', e.target.value)}
          />,
          { help: 'Vazio: sem cronômetro. Com duração, o aluno escreve contra o relógio e não pode colar texto.' },
        )}
        <Checkbox.Root
          alignSelf="flex-end"
          disabled={!v.prova_minutos}
          checked={v.prova_envio_automatico}
          onCheckedChange={(e) => set('prova_envio_automatico', Boolean(e.checked))}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Enviar automaticamente ao fim do tempo</Checkbox.Label>
        </Checkbox.Root>
      </SimpleGrid>
    </Stack>
  );

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const found = validate(v, {
          needSala: Boolean(p.salas) || !p.activity,
          originalDeadline: p.activity ? original : undefined,
        });
        setErrors(found);
        setServerError(null);
        if (Object.values(found).some(Boolean)) return focusFirstInvalid();
        try {
          await p.onSubmit(toInput(v, p.activity ? original : undefined));
        } catch (err) {
          // The server's per-field messages land under their fields.
          if (err instanceof ApiError && err.fields) {
            setErrors(err.fields as Errors);
            focusFirstInvalid();
          } else setServerError(errorMessage(err, 'Não foi possível salvar a atividade. Tente novamente.'));
        }
      }}
    >
      <Stack gap="6">
        <FormAlert message={serverError} testId="activity-error" />
        {p.sections ? (
          <>
            <Stack gap="3">
              <Heading size="md">Informações básicas</Heading>
              {basic}
            </Stack>
            <Stack gap="3">
              <Heading size="md">Configurações</Heading>
              {settings}
            </Stack>
          </>
        ) : (
          <>
            {basic}
            {settings}
          </>
        )}
        <Flex gap="3" justify="flex-end">
          <Button variant="outline" type="button" onClick={p.onCancel}>
            Cancelar
          </Button>
          <Button type="submit" colorPalette="brand" loading={p.submitting} data-testid="activity-submit">
            {p.submitLabel}
          </Button>
        </Flex>
        {Object.values(errors).some(Boolean) && (
          <Text fontSize="sm" color="red.fg">
            Corrija os campos destacados.
          </Text>
        )}
      </Stack>
    </form>
  );
}
