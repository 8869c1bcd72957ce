import { Button, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { RETENTION_MAX_MONTHS, type RetentionStatus } from '@argumenta/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '@/components/ui/toaster';
import { api, apiWithMessage, errorMessage } from '@/lib/api';
import { Section } from '@/features/classrooms/ui';

const when = (iso: string) => new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' });

/**
 * The school's retention period (issue 38) on its panel: how many months after it was sent an essay (and its photo) is
 * kept, and what the retention job last erased. Empty = no limit.
 */
export function RetentionSection({ escolaId }: { escolaId: number }) {
  const path = `/escolas/${escolaId}/retencao`;
  const client = useQueryClient();
  const status = useQuery({ queryKey: ['retencao', escolaId], queryFn: () => api<RetentionStatus>(path) });
  const [draft, setDraft] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (meses: string) =>
      apiWithMessage<RetentionStatus>(path, {
        method: 'PUT',
        json: { retencao_meses: meses.trim() === '' ? null : Number(meses) },
      }),
    onSuccess: ({ data, message }) => {
      client.setQueryData(['retencao', escolaId], data);
      setDraft(null);
      notify.success(message ?? 'Prazo de retenção salvo.');
    },
    onError: (e) =>
      notify.error('Não foi possível salvar a retenção', { description: errorMessage(e, '') || undefined }),
  });
  if (!status.data) return null;
  const s = status.data;
  const value = draft ?? (s.retencao_meses === null ? '' : String(s.retencao_meses));

  return (
    <Section title="Retenção de dados">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(value);
        }}
      >
        <Flex gap="3" wrap="wrap" align="flex-end">
          <Field.Root w="auto">
            <Field.Label>Guardar redações e fotos por (meses após o envio)</Field.Label>
            <Input
              type="number"
              name="retencao_meses"
              min={1}
              max={RETENTION_MAX_MONTHS}
              placeholder="Sem prazo"
              value={value}
              onChange={(e) => setDraft(e.target.value)}
            />
            <Field.HelperText>
              Vazio: guardadas até a exclusão da conta. Depois do prazo, texto e fotos são apagados; notas e datas
              ficam.
            </Field.HelperText>
          </Field.Root>
          <Button type="submit" colorPalette="brand" loading={save.isPending}>
            Salvar prazo
          </Button>
        </Flex>
      </form>
      <Stack gap="1" color="fg.muted" fontSize="sm" data-testid="retention-report">
        <Text>
          {s.executada_em
            ? `Última verificação: ${when(s.executada_em)}.`
            : 'A retenção ainda não foi aplicada nesta escola.'}
        </Text>
        {s.ultima_remocao && (
          <Text>
            Última remoção em {when(s.ultima_remocao.em)}: {s.ultima_remocao.redacoes}{' '}
            {s.ultima_remocao.redacoes === 1 ? 'redação' : 'redações'} e {s.ultima_remocao.apagados.arquivos ?? 0}{' '}
            {s.ultima_remocao.apagados.arquivos === 1 ? 'arquivo' : 'arquivos'} apagados.
          </Text>
        )}
      </Stack>
    </Section>
  );
}
