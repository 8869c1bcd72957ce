import {
  Badge,
  Box,
  Button,
  Collapsible,
  DataList,
  Heading,
  HStack,
  Link,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CreditoCorpus, ReferenciaProposta } from '@argumenta/contracts';
import { errorMessage } from '@/lib/api';
import { proposalKeys, proposalReferences } from './api';

/** Theme bank proposals: where they come from, with the corpus's authors and licence (shown to everyone). */
export function CorpusCredit({ credito, promptId }: { credito: CreditoCorpus; promptId: number | null }) {
  return (
    <Box bg="bg.subtle" borderWidth="1px" rounded="xl" p="4" data-testid="proposal-corpus-credit">
      <HStack gap="2" mb="1">
        <Badge colorPalette="teal">Banco de temas</Badge>
        <Badge variant="outline">Licença {credito.licenca}</Badge>
      </HStack>
      <Text fontSize="sm">
        Proposta {promptId !== null ? `n.º ${promptId} ` : ''}do corpus {credito.fonte}: {credito.citacao}.{' '}
        <Link href={credito.url} target="_blank" rel="noreferrer" colorPalette="teal">
          Fonte
        </Link>
      </Text>
    </Box>
  );
}

const ORIGIN_LABEL: Record<ReferenciaProposta['origem'], string> = {
  corpus: 'Avaliadores do corpus',
  professor: 'Professor',
};

/**
 * Graded references of a proposal (teachers and admins): how many, their average grades, and the essays themselves —
 * a student's essay only for the teacher who graded it. The AI calibrates its grades for this proposal with them.
 */
export function ProposalReferences({ id }: { id: number }) {
  const q = useQuery({ queryKey: proposalKeys.references(id), queryFn: () => proposalReferences(id) });
  if (q.isPending) return <Skeleton h="24" rounded="xl" />;
  if (q.isError)
    return <Text color="red.fg">{errorMessage(q.error, 'Erro ao carregar as redações de referência')}</Text>;
  const r = q.data;
  return (
    <Stack bg="bg.panel" borderWidth="1px" rounded="xl" p="5" gap="3" data-testid="proposal-references">
      <Heading size="md">Redações de referência</Heading>
      {r.total === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          Nenhuma redação corrigida ainda. Ao revisar uma entrega desta proposta com as notas por competência, ela passa
          a calibrar a correção da IA; {r.faltam_para_calibrar} redações corrigidas já deixam a calibração perto do
          melhor que ela alcança.
        </Text>
      ) : (
        <>
          <Text fontSize="sm" data-testid="proposal-references-count">
            {r.total} {r.total === 1 ? 'redação corrigida' : 'redações corrigidas'} ({r.por_origem.corpus} do corpus,{' '}
            {r.por_origem.professor} de professores): a IA calibra as notas desta proposta com{' '}
            {r.usadas_na_correcao === r.total ? 'elas' : `${r.usadas_na_correcao} delas`}.
          </Text>
          <Text fontSize="sm" color="fg.muted" data-testid="proposal-references-missing">
            {r.faltam_para_calibrar === 0
              ? 'A calibração já tem redações corrigidas suficientes: outras ajudam pouco.'
              : `Corrigir mais ${r.faltam_para_calibrar} ${r.faltam_para_calibrar === 1 ? 'redação' : 'redações'} desta proposta, com as notas por competência, ainda melhora a calibração.`}
          </Text>
          {r.medias && (
            <DataList.Root orientation="horizontal" size="sm" data-testid="proposal-references-means">
              {(['c1', 'c2', 'c3', 'c4', 'c5'] as const).map((c, i) => (
                <DataList.Item key={c}>
                  <DataList.ItemLabel>Média C{i + 1}</DataList.ItemLabel>
                  <DataList.ItemValue>{r.medias![c]}</DataList.ItemValue>
                </DataList.Item>
              ))}
              <DataList.Item>
                <DataList.ItemLabel>Média total</DataList.ItemLabel>
                <DataList.ItemValue fontWeight="semibold">{r.medias.total}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          )}
          <Stack gap="2">
            {r.referencias.map((ref, i) => (
              <ReferenceItem key={ref.id} ref_={ref} n={i + 1} />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

function ReferenceItem({ ref_: ref, n }: { ref_: ReferenciaProposta; n: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Collapsible.Root open={open} onOpenChange={(e) => setOpen(e.open)} borderWidth="1px" rounded="md" p="2">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text fontSize="sm">
          #{n} · {ORIGIN_LABEL[ref.origem]}
          {ref.minha ? ' (sua)' : ''} · <b>{ref.total}</b> ({ref.notas.join(' · ')})
        </Text>
        {ref.texto ? (
          <Collapsible.Trigger asChild>
            <Button size="xs" variant="ghost">
              {open ? 'Ocultar' : 'Abrir redação'}
            </Button>
          </Collapsible.Trigger>
        ) : (
          <Text fontSize="xs" color="fg.muted">
            texto visível só ao professor que corrigiu
          </Text>
        )}
      </HStack>
      {ref.texto && (
        <Collapsible.Content>
          <Text whiteSpace="pre-wrap" fontSize="sm" mt="2">
            {ref.texto}
          </Text>
        </Collapsible.Content>
      )}
    </Collapsible.Root>
  );
}
