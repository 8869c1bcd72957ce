import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import { notify } from '@/components/ui/toaster';
import { formatDateTime } from '@/lib/dates';
import { deleteDraft, draftKeys, listDrafts } from './api';

/** The student's drafts, from any device: resume one, or delete it. Shown on Nova Redação. */
export function DraftsList({ excludeId }: { excludeId: number | null }) {
  const qc = useQueryClient();
  const drafts = useQuery({ queryKey: draftKeys.all, queryFn: listDrafts });
  const remove = useMutation({
    mutationFn: deleteDraft,
    onSuccess: () => {
      notify.success('Rascunho excluído');
      void qc.invalidateQueries({ queryKey: draftKeys.all });
    },
    onError: (e: Error) => notify.error(e.message),
  });
  const list = (drafts.data ?? []).filter((d) => d.id !== excludeId);
  if (list.length === 0) return null;
  return (
    <Stack gap="2" data-testid="drafts-list" as="section" aria-labelledby="drafts-heading">
      <Heading as="h2" size="sm" id="drafts-heading">
        Seus rascunhos
      </Heading>
      {list.map((d) => {
        const params = new URLSearchParams({ rascunho: String(d.id) });
        if (d.atividade_id) params.set('atividade', String(d.atividade_id));
        if (d.proposta_tematica_id) params.set('proposta', String(d.proposta_tematica_id));
        return (
          <Flex
            key={d.id}
            gap="3"
            align="center"
            justify="space-between"
            wrap="wrap"
            borderWidth="1px"
            rounded="md"
            p="3"
            data-testid="draft-item"
          >
            <Box minW="0" flex="1">
              <Text fontWeight="medium" truncate>
                {d.titulo || 'Sem título'}
              </Text>
              <Text fontSize="sm" color="fg.muted" lineClamp={1}>
                {d.trecho || 'Sem texto'}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {d.caracteres.toLocaleString('pt-BR')} caracteres · salvo em {formatDateTime(d.atualizado_em)}
              </Text>
            </Box>
            <Flex gap="2">
              <Button asChild size="sm" variant="outline" minH="11">
                <RouterLink to={`/essays/new?${params.toString()}`} data-testid="draft-resume">
                  <LuPencil /> Continuar
                </RouterLink>
              </Button>
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                minH="11"
                aria-label={`Excluir rascunho ${d.titulo || 'sem título'}`}
                loading={remove.isPending && remove.variables === d.id}
                onClick={() => remove.mutate(d.id)}
              >
                <LuTrash2 />
              </Button>
            </Flex>
          </Flex>
        );
      })}
    </Stack>
  );
}
