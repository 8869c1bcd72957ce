import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LuHistory, LuRotateCcw } from 'react-icons/lu';
import { formatDateTime } from '@/lib/dates';
import { draftKeys, draftVersions } from './api';

/** The draft's earlier versions (another device's text a later save replaced, and one every few minutes): restorable. */
export function DraftVersions(props: {
  draftId: number;
  conflict: boolean;
  onRestore: (v: { titulo: string; texto: string }) => void;
}) {
  const [open, setOpen] = useState(false);
  const shown = open || props.conflict;
  const versions = useQuery({
    queryKey: draftKeys.versions(props.draftId),
    queryFn: () => draftVersions(props.draftId),
    enabled: shown,
  });
  return (
    <Stack gap="2" data-testid="draft-versions">
      {props.conflict && (
        <Text fontSize="sm" color="fg.warning" role="status">
          Este rascunho também foi editado em outro aparelho ou aba: a outra versão ficou guardada abaixo.
        </Text>
      )}
      {!shown && (
        <Button size="sm" variant="ghost" alignSelf="flex-start" minH="11" onClick={() => setOpen(true)}>
          <LuHistory /> Versões anteriores
        </Button>
      )}
      {shown &&
        (versions.data ?? []).map((v) => (
          <Flex key={`${v.versao}-${v.salvo_em}`} gap="3" align="center" justify="space-between" wrap="wrap">
            <Text fontSize="sm" flex="1" minW="0" lineClamp={2} data-testid="draft-version-text">
              <b>{formatDateTime(v.salvo_em)}</b>
              {v.motivo === 'conflito' ? ' (outro aparelho)' : ''}: {v.texto.slice(0, 200) || 'Sem texto'}
            </Text>
            <Button size="sm" variant="outline" minH="11" onClick={() => props.onRestore(v)}>
              <LuRotateCcw /> Restaurar
            </Button>
          </Flex>
        ))}
    </Stack>
  );
}
