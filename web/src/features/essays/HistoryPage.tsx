import {
  Badge,
  Box,
  Button,
  EmptyState,
  Flex,
  Heading,
  HStack,
  IconButton,
  Input,
  InputGroup,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  VStack,
} from '@chakra-ui/react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LuDownload, LuEye, LuFilePen, LuRefreshCw, LuSearch, LuStar, LuTrash2 } from 'react-icons/lu';
import {
  classify,
  ESSAY_STATUS_LABEL,
  essayTitle,
  HISTORY_PAGE_SIZE,
  totalColor,
  type EssayListItem,
  type EssayStatus,
} from '@argumenta/contracts';
import { useConfirm } from '@/components/dialogs';
import { PrevNextPager } from '@/components/PrevNextPager';
import { useDebounced } from '@/lib/useDebounced';
import { notify } from '@/components/ui/toaster';
import { ApiError, errorMessage, saveBlob } from '@/lib/api';
import { formatDateTime } from '@/lib/dates';
import { refetchAfterWrite } from '@/lib/queryClient';
import { deleteEssay, downloadEssayPdf, essayKeys, listEssays } from './api';
import { groupVersions } from './versions';
import { ScoreChart } from './ScoreChart';

// The states without a grade to show; their words are the ones every screen uses (ESSAY_STATUS_LABEL).
const STATUS_COLOR: Partial<Record<EssayStatus, string>> = {
  pendente: 'gray',
  processando: 'blue',
  falhou: 'red',
  aguardando_professor: 'purple',
  corrigida_professor: 'purple',
  em_revisao: 'orange',
};
const STATUS_LABEL: Partial<Record<EssayStatus, { label: string; color: string }>> = Object.fromEntries(
  Object.entries(STATUS_COLOR).map(([status, color]) => [
    status,
    { label: ESSAY_STATUS_LABEL[status as EssayStatus], color },
  ]),
);
const TYPE_LABEL: Record<string, string> = { texto: 'Texto', pdf: 'PDF', imagem: 'Imagem' };
// The server caps a page at 50: the chart shows the latest 50 essays.
const CHART_LIMIT = 50;

/** /essays: history with filters, search, pagination and the score chart (spec 2.10). */
export default function HistoryPage() {
  const qc = useQueryClient();
  const [favorites, setFavorites] = useState(false);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const busca = useDebounced(search.trim(), 300);
  const confirm = useConfirm();
  const [downloading, setDownloading] = useState<number | null>(null);
  useEffect(() => setPage(1), [favorites, busca]);

  const list = useQuery({
    queryKey: essayKeys.list(favorites, page, busca),
    queryFn: () => listEssays({ favorites, page, limit: HISTORY_PAGE_SIZE, busca }),
    placeholderData: keepPreviousData,
  });
  const chart = useQuery({
    queryKey: essayKeys.chart,
    queryFn: () => listEssays({ favorites: false, page: 1, limit: CHART_LIMIT }),
  });

  useEffect(() => {
    if (list.isError)
      notify.error('Erro ao carregar redações', { description: errorMessage(list.error, ''), id: 'history-error' });
  }, [list.isError, list.error]);

  const remove = useMutation({
    mutationFn: (id: number) => deleteEssay(id),
    onSuccess: () => {
      notify.success('Redação excluída com sucesso');
      void refetchAfterWrite(qc, essayKeys.all);
    },
    onError: (e) => notify.error(errorMessage(e, 'Erro ao excluir redação')),
  });

  async function download(id: number) {
    setDownloading(id);
    try {
      saveBlob(await downloadEssayPdf(id), `redacao-${id}.pdf`);
      notify.success('PDF baixado com sucesso');
    } catch (e) {
      notify.error(errorMessage(e, 'Erro ao baixar PDF'));
    } finally {
      setDownloading(null);
    }
  }

  const items = list.data?.redacoes ?? [];
  const pages = Math.max(1, list.data?.paginacao.total_paginas ?? 1);
  const total = list.data?.paginacao.total ?? items.length;
  const errorText =
    list.error instanceof ApiError ? `Erro ${list.error.status}: ${list.error.message}` : list.error?.message;

  return (
    <Stack gap="6">
      <Flex
        justify="space-between"
        align={{ base: 'flex-start', sm: 'center' }}
        gap="3"
        direction={{ base: 'column', sm: 'row' }}
      >
        <Box>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            Minhas Redações
          </Heading>
          <Text color="fg.muted">Suas correções e a evolução das suas notas.</Text>
        </Box>
        <Button asChild colorPalette="brand">
          <RouterLink to="/essays/new">
            <LuFilePen /> Nova Redação
          </RouterLink>
        </Button>
      </Flex>

      {chart.data && <ScoreChart essays={chart.data.redacoes} />}

      <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }}>
        <HStack gap="1" bg="bg.muted" p="1" rounded="lg" alignSelf="flex-start" role="tablist" aria-label="Filtro">
          <Button
            size="sm"
            role="tab"
            aria-selected={!favorites}
            variant={!favorites ? 'solid' : 'ghost'}
            colorPalette={!favorites ? 'brand' : 'gray'}
            onClick={() => setFavorites(false)}
          >
            Todas
          </Button>
          <Button
            size="sm"
            role="tab"
            aria-selected={favorites}
            variant={favorites ? 'solid' : 'ghost'}
            colorPalette={favorites ? 'brand' : 'gray'}
            onClick={() => setFavorites(true)}
          >
            <LuStar /> Favoritas
          </Button>
        </HStack>
        <InputGroup startElement={<LuSearch />} flex="1">
          <Input
            placeholder="Buscar pelo título"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            aria-label="Buscar pelo título"
          />
        </InputGroup>
        <Button
          variant="outline"
          onClick={() => void qc.invalidateQueries({ queryKey: essayKeys.all })}
          loading={list.isFetching && !list.isPending}
          alignSelf="flex-start"
        >
          <LuRefreshCw /> Atualizar
        </Button>
      </Flex>

      {list.isPending ? (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h="40" rounded="xl" />
          ))}
        </SimpleGrid>
      ) : list.isError ? (
        <Text color="red.fg">{errorText}</Text>
      ) : items.length === 0 ? (
        <EmptyState.Root borderWidth="1px" rounded="xl" bg="bg.panel">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuFilePen />
            </EmptyState.Indicator>
            <VStack textAlign="center">
              <EmptyState.Title>
                {busca || favorites ? 'Nenhuma redação encontrada' : 'Você ainda não enviou nenhuma redação'}
              </EmptyState.Title>
              <EmptyState.Description>
                {favorites
                  ? 'Marque correções como favoritas para encontrá-las aqui.'
                  : 'Escreva sua primeira redação e receba a correção por competências.'}
              </EmptyState.Description>
            </VStack>
            <Button asChild colorPalette="brand">
              <RouterLink to="/essays/new">Escrever redação</RouterLink>
            </Button>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" data-testid="essay-list">
          {groupVersions(items).map(({ essay: e, earlier }) => (
            <EssayCard
              key={e.id}
              e={e}
              earlier={earlier}
              downloading={downloading === e.id}
              onDownload={() => void download(e.id)}
              onDelete={() =>
                confirm.ask(
                  'Excluir redação',
                  <>
                    Tem certeza que deseja excluir a redação <b>{e.titulo || `#${e.id}`}</b>? Esta ação não pode ser
                    desfeita.
                  </>,
                  () => remove.mutateAsync(e.id).catch(() => undefined),
                  'Excluir',
                )
              }
            />
          ))}
        </SimpleGrid>
      )}

      <PrevNextPager page={page} pages={pages} onChange={setPage}>{` · ${total} redações`}</PrevNextPager>

      {confirm.dialog}
    </Stack>
  );
}

function EssayCard({
  e,
  earlier,
  downloading,
  onDownload,
  onDelete,
}: {
  e: EssayListItem;
  earlier: EssayListItem[];
  downloading: boolean;
  onDownload: () => void;
  onDelete: () => void;
}) {
  const done = e.status === 'concluida' || (e.status === undefined && e.nota_geral_enem !== null);
  const score = e.nota_geral_enem;
  const status = STATUS_LABEL[e.status];
  return (
    <Stack bg="bg.panel" borderWidth="1px" rounded="xl" p="4" gap="3" data-testid="essay-card" data-id={e.id}>
      <Flex justify="space-between" gap="3" align="flex-start">
        <Box minW="0">
          <Heading size="sm" lineClamp={2}>
            {essayTitle(e)}
          </Heading>
          <Text fontSize="xs" color="fg.muted" mt="1">
            {formatDateTime(e.data_correcao ?? e.data_envio)} · {TYPE_LABEL[e.tipo_submissao] ?? e.tipo_submissao}
          </Text>
          {e.versao_anterior_id && (
            <Badge size="sm" colorPalette="purple" mt="1" data-testid="version-badge">
              Nova versão de #{e.versao_anterior_id}
            </Badge>
          )}
        </Box>
        {e.is_favorita && (
          <Box color="yellow.solid" aria-label="Favorita" title="Favorita">
            <LuStar fill="currentColor" />
          </Box>
        )}
      </Flex>
      {done && score !== null ? (
        <HStack gap="2">
          <Text fontSize="2xl" fontWeight="bold" color={`${totalColor(score)}.fg`}>
            {score}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            / 1000
          </Text>
          <Badge colorPalette={totalColor(score)}>{classify(score)}</Badge>
        </HStack>
      ) : (
        status && (
          <Badge colorPalette={status.color} alignSelf="flex-start">
            {status.label}
          </Badge>
        )
      )}
      {done && (
        <HStack gap="1" fontSize="xs" color="fg.muted" wrap="wrap">
          {([1, 2, 3, 4, 5] as const).map((n) => (
            <Badge key={n} variant="outline" size="sm">
              C{n} {e[`c${n}_nota`] ?? '—'}
            </Badge>
          ))}
        </HStack>
      )}
      {earlier.length > 0 && (
        <HStack gap="1" wrap="wrap" fontSize="xs" data-testid="earlier-versions">
          <Text color="fg.muted">Versões anteriores:</Text>
          {earlier.map((v, i) => (
            <Badge key={v.id} asChild variant="outline" size="sm">
              <RouterLink to={`/essays/${v.id}/feedback`}>
                v{earlier.length - i} · {v.nota_geral_enem ?? '—'}
              </RouterLink>
            </Badge>
          ))}
        </HStack>
      )}
      <HStack gap="2" mt="auto">
        <Button asChild size="sm" colorPalette="brand" variant="subtle" flex="1" disabled={!done}>
          <RouterLink to={`/essays/${e.id}/feedback`}>
            <LuEye /> Ver detalhes
          </RouterLink>
        </Button>
        <IconButton
          size="sm"
          variant="outline"
          aria-label="Baixar PDF"
          title="Baixar PDF"
          onClick={onDownload}
          loading={downloading}
          disabled={!done}
        >
          <LuDownload />
        </IconButton>
        <IconButton
          size="sm"
          variant="outline"
          colorPalette="red"
          aria-label="Excluir"
          title="Excluir"
          onClick={onDelete}
        >
          <LuTrash2 />
        </IconButton>
      </HStack>
    </Stack>
  );
}
