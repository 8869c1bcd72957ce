import { Button, Card, Field, Heading, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { COMPETENCY_LEVELS } from '@argumenta/contracts';
import { notify } from '@/components/ui/toaster';
import { apiWithMessage, errorMessage } from '@/lib/api';
import { refetchAfterWrite } from '@/lib/queryClient';

/** A grade held for the teacher: keep or change the AI's grade per competency, then release it to the student. */
export function ReleaseCard({ essayId, motivo, notas }: { essayId: number; motivo: string | null; notas: number[] }) {
  const qc = useQueryClient();
  const [values, setValues] = useState(notas.map(String));
  const [comentario, setComentario] = useState('');
  const release = useMutation({
    mutationFn: () => apiWithMessage<{ nota_geral_enem: number }>(`/redacoes/${essayId}/liberacao`, { method: 'POST', json: { notas: values.map(Number), comentario: comentario.trim() || undefined } }),
    onSuccess: ({ message }) => {
      notify.success(message ?? 'Nota liberada.');
      void refetchAfterWrite(qc, ['redacoes', essayId, 'submission-feedback'], ['redacoes', 'revisoes']);
    },
    onError: (e) => notify.error(errorMessage(e, 'Erro ao liberar a nota')),
  });
  const total = values.reduce((s, v) => s + Number(v), 0);
  return (
    <Card.Root borderColor="orange.muted" data-testid="release-card">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading size="md">Em revisão: o estudante ainda não vê a nota</Heading>
          {motivo && <Text fontSize="sm">{motivo}</Text>}
          <Text fontSize="sm" color="fg.muted">
            Confira as notas da IA por competência, ajuste o que for preciso e libere. O estudante verá que a nota foi decidida por você.
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
          {values.map((v, i) => (
            <Field.Root key={i}>
              <Field.Label>C{i + 1}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field name={`c${i + 1}`} value={v} onChange={(e) => setValues(values.map((x, j) => (j === i ? e.target.value : x)))}>
                  {COMPETENCY_LEVELS.map((l) => (
                    <option key={l} value={l}>
                      {l}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          ))}
        </SimpleGrid>
        <Field.Root>
          <Field.Label>Comentário para o estudante (opcional)</Field.Label>
          <Textarea value={comentario} onChange={(e) => setComentario(e.target.value)} rows={2} />
        </Field.Root>
        <Button alignSelf="flex-start" colorPalette="orange" loading={release.isPending} onClick={() => release.mutate()} data-testid="release-grade">
          Liberar nota ({total})
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
