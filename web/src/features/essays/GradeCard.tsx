import {
  Badge,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ACTIVITY_MESSAGES, ESSAY_STATUS_LABEL } from '@argumenta/contracts';
import { notify } from '@/components/ui/toaster';
import { apiWithMessage, errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/dates';
import { refetchAfterWrite } from '@/lib/queryClient';
import { activityKeys, reviewSubmission } from '@/features/activities/api';
import { LevelOptions } from './LevelOptions';

export type TeacherReview = {
  nota_professor: number | null;
  notas_professor: number[] | null;
  comentario_professor: string | null;
  data_revisao: string | null;
  revisado: boolean;
};

const NO_GRADES = ['', '', '', '', ''];

/**
 * The teacher's one way to grade an essay (issue 36): five grades per competency, a comment, one button. A grade held
 * for review is released to the student (POST /redacoes/{id}/liberacao); an activity's essay gets the teacher's review
 * (PUT /atividades/{id}/submissoes/{redacaoId}/revisao). The total is always the sum of the five.
 */
export function GradeCard(p: {
  essayId: number;
  atividadeId: number | null;
  review: TeacherReview;
  held: { motivo: string | null } | null;
  aiGrades: number[] | null;
}) {
  const qc = useQueryClient();
  const initial = () => p.review.notas_professor?.map(String) ?? p.aiGrades?.map(String) ?? NO_GRADES;
  const [notas, setNotas] = useState<string[]>(initial);
  const [comentario, setComentario] = useState(p.review.comentario_professor ?? '');
  const [error, setError] = useState<string | null>(null);
  const fields = useRef<(HTMLSelectElement | null)[]>([]);
  useEffect(() => {
    setNotas(initial());
    setComentario(p.review.comentario_professor ?? '');
  }, [p.review, p.aiGrades]);
  const missing = notas.map((v) => v === '');
  const total = notas.reduce((s, v) => s + Number(v || 0), 0);
  const save = useMutation({
    mutationFn: async () => {
      const grades = notas.map(Number);
      if (p.held)
        return apiWithMessage(`/redacoes/${p.essayId}/liberacao`, {
          method: 'POST',
          json: { notas: grades, comentario: comentario.trim() || undefined },
        });
      return reviewSubmission(p.atividadeId!, p.essayId, {
        notas_professor: grades,
        comentario_professor: comentario.trim(),
      });
    },
    onSuccess: ({ message, data }) => {
      const reference = Boolean((data as { referencia?: boolean } | undefined)?.referencia);
      notify.success(
        `${message ?? (p.held ? 'Nota liberada.' : 'Revisão salva com sucesso!')}${reference ? ' As notas por competência passam a calibrar a correção desta proposta.' : ''}`,
      );
      void refetchAfterWrite(
        qc,
        ['redacoes', p.essayId, 'submission-feedback'],
        ['redacoes', 'revisoes'],
        ['redacoes', 'pendencias'],
        ...(p.atividadeId ? [activityKeys.submissions(p.atividadeId)] : []),
      );
    },
    onError: (e) => notify.error(errorMessage(e, p.held ? 'Erro ao liberar a nota' : 'Erro ao salvar revisão')),
  });

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const first = missing.indexOf(true);
    if (first >= 0) {
      setError(ACTIVITY_MESSAGES.reviewGrades);
      // The first empty grade gets the focus: the error is read with it.
      fields.current[first]?.focus();
      return;
    }
    save.mutate();
  }

  return (
    <Card.Root
      borderColor={p.held ? 'orange.muted' : 'purple.muted'}
      data-testid={p.held ? 'release-card' : 'review-form'}
    >
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading size="md">Nota do professor</Heading>
          {p.held ? (
            <Badge colorPalette="orange">{ESSAY_STATUS_LABEL.em_revisao}</Badge>
          ) : p.review.revisado ? (
            <Badge colorPalette="purple">Revisada em {formatDateTime(p.review.data_revisao)}</Badge>
          ) : (
            <Badge colorPalette="orange">Aguardando revisão</Badge>
          )}
        </HStack>
        {p.held && (
          <Stack gap="1" mt="2">
            <Text fontSize="sm" fontWeight="medium">
              O estudante ainda não vê a nota.{p.held.motivo ? ` ${p.held.motivo}` : ''}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              Confira as notas da IA por competência, ajuste o que for preciso e libere. O estudante verá que a nota foi
              decidida por você.
            </Text>
          </Stack>
        )}
      </Card.Header>
      <Card.Body>
        <form noValidate onSubmit={submit}>
          <Stack gap="4">
            {error && (
              <Text role="alert" color="red.fg" fontSize="sm" id={`grade-error-${p.essayId}`}>
                {error}
              </Text>
            )}
            <SimpleGrid columns={{ base: 2, sm: 3, md: 5 }} gap="3">
              {notas.map((v, i) => (
                <Field.Root key={i} invalid={Boolean(error) && missing[i]}>
                  <Field.Label>C{i + 1}</Field.Label>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field
                      ref={(el) => {
                        fields.current[i] = el;
                      }}
                      name={`c${i + 1}`}
                      value={v}
                      aria-describedby={error && missing[i] ? `grade-error-${p.essayId}` : undefined}
                      onChange={(e) => {
                        setNotas(notas.map((x, j) => (j === i ? e.target.value : x)));
                        setError(null);
                      }}
                    >
                      <option value="">—</option>
                      <LevelOptions />
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
              ))}
            </SimpleGrid>
            <Text fontSize="sm" color="fg.muted" data-testid="grade-total">
              Total: <b>{total}</b> de 1000
              {p.atividadeId && !p.held
                ? ' · com uma proposta temática, as cinco notas ensinam à IA o padrão de correção dessa proposta.'
                : ''}
            </Text>
            <Field.Root>
              <Field.Label>Comentário para o estudante{p.held ? ' (opcional)' : ''}</Field.Label>
              <Textarea
                name="comentario_professor"
                value={comentario}
                onChange={(e) => setComentario(e.target.value)}
                rows={3}
                maxLength={5000}
              />
            </Field.Root>
            <Button
              type="submit"
              colorPalette={p.held ? 'orange' : 'purple'}
              alignSelf="flex-start"
              loading={save.isPending}
              data-testid={p.held ? 'release-grade' : 'save-review'}
            >
              {p.held ? `Liberar nota (${total})` : `Salvar revisão (${total})`}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
