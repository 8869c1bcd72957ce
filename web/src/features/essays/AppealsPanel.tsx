import {
  Badge,
  Button,
  Card,
  Field,
  Flex,
  Heading,
  HStack,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  APPEAL_MESSAGES,
  APPEAL_REASON_MAX,
  APPEAL_REASON_MIN,
  COMPETENCY_LEVELS,
  type Appeal,
  type AppealDecision,
} from '@argumenta/contracts';
import { FieldError, FormAlert } from '@/components/FormField';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/dates';
import { refetchAfterWrite } from '@/lib/queryClient';
import { appealKeys, createAppeal, decideAppeal, essayKeys, listAppeals } from './api';
import { LevelOptions } from './LevelOptions';

const STATUS: Record<Appeal['status'], { label: string; color: string }> = {
  pendente: { label: 'Em análise', color: 'yellow' },
  aceito: { label: 'Aceito', color: 'green' },
  rejeitado: { label: 'Nota mantida', color: 'gray' },
};

/**
 * Appeals of one essay: the student contests a competency (once each) and follows the decision; the room's teacher
 * decides the pending ones. `notas` are the current grades, C1…C5.
 */
export function AppealsPanel({
  redacaoId,
  mode,
  notas,
  activityEssay,
}: {
  redacaoId: number;
  mode: 'student' | 'teacher';
  notas: number[];
  activityEssay: boolean;
}) {
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: appealKeys.list(redacaoId),
    queryFn: () => listAppeals(redacaoId),
    refetchInterval: (query) =>
      query.state.data?.some((a) => a.status === 'pendente' && a.decide === 'ia') ? 3000 : false,
  });
  const refresh = () =>
    refetchAfterWrite(
      qc,
      appealKeys.list(redacaoId),
      essayKeys.feedback(redacaoId),
      ['redacoes', redacaoId, 'submission-feedback'],
      ['redacoes', 'pendencias'],
    );
  const appeals = q.data ?? [];
  const contested = new Set(appeals.map((a) => a.competencia));
  const open = [1, 2, 3, 4, 5].filter((c) => !contested.has(c as Appeal['competencia']));
  if (mode === 'teacher' && appeals.length === 0) return null;

  return (
    <Card.Root data-testid="appeals">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading size="md">Recursos</Heading>
          <Text color="fg.muted" fontSize="sm">
            {mode === 'student'
              ? activityEssay
                ? 'Discorda da nota de uma competência? Explique o motivo: o professor da sala decide. Cada competência pode ser contestada uma vez.'
                : 'Discorda da nota de uma competência? Explique o motivo: a IA reavalia a competência considerando o seu argumento. Cada competência pode ser contestada uma vez.'
              : 'O estudante contestou estas notas. Aceite com uma nova nota ou mantenha a nota, explicando a decisão.'}
          </Text>
        </Stack>
        {appeals.map((a) => (
          <AppealItem key={a.id} appeal={a} mode={mode} redacaoId={redacaoId} onDone={refresh} />
        ))}
        {mode === 'student' && open.length > 0 && (
          <NewAppeal redacaoId={redacaoId} competencias={open} notas={notas} onDone={refresh} />
        )}
      </Card.Body>
    </Card.Root>
  );
}

function AppealItem({
  appeal: a,
  mode,
  redacaoId,
  onDone,
}: {
  appeal: Appeal;
  mode: 'student' | 'teacher';
  redacaoId: number;
  onDone: () => unknown;
}) {
  const s = STATUS[a.status];
  return (
    <Stack borderWidth="1px" rounded="lg" p="3" gap="2" data-testid={`appeal-c${a.competencia}`}>
      <Flex justify="space-between" gap="2" wrap="wrap">
        <Text fontWeight="semibold">
          Competência {a.competencia} · nota contestada {a.nota_original}
          {a.status === 'aceito' && a.nota_nova !== null ? ` → ${a.nota_nova}` : ''}
        </Text>
        <HStack>
          {a.status === 'pendente' && a.decide === 'ia' && <Badge colorPalette="blue">Reavaliando com IA…</Badge>}
          <Badge colorPalette={s.color} data-testid="appeal-status">
            {s.label}
          </Badge>
        </HStack>
      </Flex>
      <Text fontSize="sm">
        <b>Motivo:</b> {a.motivo}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        Enviado em {formatDateTime(a.criado_em)}
      </Text>
      {a.comentario && (
        <Text fontSize="sm" bg="bg.muted" p="2" rounded="md" data-testid="appeal-comment">
          <b>{a.decidido_por === 'ia' ? 'Reavaliação da IA' : 'Decisão do professor'}:</b> {a.comentario}
        </Text>
      )}
      {mode === 'teacher' && a.status === 'pendente' && a.decide === 'professor' && (
        <DecideAppeal appeal={a} redacaoId={redacaoId} onDone={onDone} />
      )}
    </Stack>
  );
}

function NewAppeal({
  redacaoId,
  competencias,
  notas,
  onDone,
}: {
  redacaoId: number;
  competencias: number[];
  notas: number[];
  onDone: () => unknown;
}) {
  const [competencia, setCompetencia] = useState(String(competencias[0]));
  const [motivo, setMotivo] = useState('');
  const length = motivo.trim().length;
  const m = useMutation({
    mutationFn: () => createAppeal(redacaoId, { competencia: Number(competencia), motivo: motivo.trim() }),
    onSuccess: (r) => {
      notify.success(r.message ?? 'Recurso enviado.');
      setMotivo('');
      void onDone();
    },
    onError: (e) => notify.error(errorMessage(e, 'Erro ao enviar o recurso')),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (length >= APPEAL_REASON_MIN && length <= APPEAL_REASON_MAX) m.mutate();
  };
  return (
    <Stack as="form" onSubmit={submit} gap="3" data-testid="new-appeal">
      <FormAlert message={m.isError ? errorMessage(m.error, 'Erro ao enviar o recurso') : null} testId="appeal-error" />
      <Field.Root>
        <Field.Label>Competência contestada</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field name="competencia" value={competencia} onChange={(e) => setCompetencia(e.target.value)}>
            {competencias.map((c) => (
              <option key={c} value={c}>
                Competência {c} (nota {notas[c - 1] ?? '—'})
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root invalid={length > APPEAL_REASON_MAX}>
        <Field.Label>Motivo</Field.Label>
        <Textarea
          name="motivo"
          value={motivo}
          onChange={(e) => setMotivo(e.target.value)}
          rows={3}
          placeholder="Ex.: minha proposta de intervenção tem agente, ação, meio e finalidade no último parágrafo."
        />
        <Field.HelperText>
          {length}/{APPEAL_REASON_MAX} caracteres (mínimo {APPEAL_REASON_MIN})
        </Field.HelperText>
        <FieldError>{APPEAL_MESSAGES.reasonLong}</FieldError>
      </Field.Root>
      <Button
        type="submit"
        alignSelf="flex-start"
        colorPalette="blue"
        loading={m.isPending}
        disabled={length < APPEAL_REASON_MIN || length > APPEAL_REASON_MAX}
      >
        Contestar nota
      </Button>
    </Stack>
  );
}

function DecideAppeal({ appeal, redacaoId, onDone }: { appeal: Appeal; redacaoId: number; onDone: () => unknown }) {
  const [nota, setNota] = useState(String(COMPETENCY_LEVELS.find((l) => l !== appeal.nota_original)));
  const [comentario, setComentario] = useState('');
  const m = useMutation({
    mutationFn: (body: AppealDecision) => decideAppeal(redacaoId, appeal.id, body),
    onSuccess: (r) => {
      notify.success(r.message ?? 'Recurso decidido.');
      void onDone();
    },
    onError: (e) => notify.error(errorMessage(e, 'Erro ao decidir o recurso')),
  });
  const ready = comentario.trim().length >= 5;
  return (
    <Stack gap="2" data-testid="decide-appeal">
      <Field.Root>
        <Field.Label>Comentário para o estudante</Field.Label>
        <Textarea value={comentario} onChange={(e) => setComentario(e.target.value)} rows={2} name="comentario" />
      </Field.Root>
      <Flex gap="2" wrap="wrap" align="flex-end">
        <Field.Root maxW="40">
          <Field.Label>Nova nota</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field name="nota_nova" value={nota} onChange={(e) => setNota(e.target.value)}>
              <LevelOptions except={appeal.nota_original} />
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button
          colorPalette="green"
          disabled={!ready}
          loading={m.isPending}
          onClick={() => m.mutate({ decisao: 'aceito', nota_nova: Number(nota), comentario: comentario.trim() })}
        >
          Aceitar com nova nota
        </Button>
        <Button
          variant="outline"
          disabled={!ready}
          loading={m.isPending}
          onClick={() => m.mutate({ decisao: 'rejeitado', comentario: comentario.trim() })}
        >
          Manter a nota
        </Button>
      </Flex>
    </Stack>
  );
}
