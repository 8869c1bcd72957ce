import {
  Badge,
  Box,
  Button,
  Flex,
  Heading,
  HStack,
  IconButton,
  Input,
  InputGroup,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LuBookOpen, LuEye, LuFilePen, LuPlus, LuRefreshCw, LuSearch, LuTrash2, LuUsers } from 'react-icons/lu';
import { PROPOSAL_SEARCH_DEBOUNCE_MS, PROPOSALS_PAGE_SIZE, type PropostaResumo } from '@argumenta/contracts';
import { useConfirm } from '@/components/dialogs';
import { PageLoader } from '@/components/PageLoader';
import { PrevNextPager } from '@/components/PrevNextPager';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/dates';
import { refetchAfterWrite } from '@/lib/queryClient';
import { useDebounced } from '@/lib/useDebounced';
import { Empty, ErrorState } from '@/features/classrooms/ui';
import { useAuth } from '@/stores/auth';
import { writable, writeHref } from './enemForm';
import {
  deleteProposal,
  getProposal,
  listProposals,
  loadErrorMessage,
  proposalKeys,
  SORTS,
  TYPE_LABEL,
  VIS_CARD,
  VIS_COLOR,
  type VisFilter,
} from './api';
import { ProposalForm } from './ProposalForm';
import { ResultModal, useResultModal } from './ResultModal';

const positiveInt = (v: string | null) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);

/**
 * /proposals and /propostas (spec 2.11): the list, or in its place the form view —
 * ?mode=create[&salaId=] to create, ?mode=view&id= to open one (edit for its creator, view-only otherwise).
 */
export default function ProposalsPage() {
  const [params, setParams] = useSearchParams();
  const mode = params.get('mode');
  const id = positiveInt(params.get('id'));
  const back = () => setParams({}, { replace: false });
  if (mode === 'create')
    return (
      <ProposalForm
        key="create"
        mode="create"
        salaId={positiveInt(params.get('salaId'))}
        onDone={back}
        onCancel={back}
      />
    );
  if ((mode === 'view' || mode === 'edit') && id) return <OpenProposal id={id} onBack={back} />;
  return (
    <ProposalList
      onOpen={(pid) => setParams({ mode: 'view', id: String(pid) })}
      onCreate={() => setParams({ mode: 'create' })}
    />
  );
}

function OpenProposal({ id, onBack }: { id: number; onBack: () => void }) {
  const qc = useQueryClient();
  const q = useQuery({ queryKey: proposalKeys.one(id), queryFn: () => getProposal(id) });
  if (q.isPending) return <PageLoader label="Carregando proposta..." />;
  if (q.isError)
    return (
      <ErrorState title={loadErrorMessage(q.error)} action={{ to: '/proposals', label: 'Voltar para propostas' }} />
    );
  const done = () => {
    void refetchAfterWrite(qc, proposalKeys.all);
    onBack();
  };
  return (
    <ProposalForm
      key={`${id}-${q.dataUpdatedAt}`}
      mode={q.data.pode_editar ? 'edit' : 'view'}
      proposal={q.data}
      onDone={done}
      onCancel={onBack}
    />
  );
}

function ProposalList({ onOpen, onCreate }: { onOpen: (id: number) => void; onCreate: () => void }) {
  const qc = useQueryClient();
  const [search, setSearch] = useState('');
  const [visibilidade, setVisibilidade] = useState<VisFilter>('todas');
  const [sort, setSort] = useState(SORTS[0].value);
  const [page, setPage] = useState(1);
  const busca = useDebounced(search.trim(), PROPOSAL_SEARCH_DEBOUNCE_MS);
  const confirm = useConfirm();
  const modal = useResultModal();
  useEffect(() => setPage(1), [busca, visibilidade, sort]);

  const query = { visibilidade, busca, sort, page };
  const list = useQuery({
    queryKey: proposalKeys.list(query),
    queryFn: () => listProposals(query),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: deleteProposal,
    onSuccess: () => {
      modal.succeed('Proposta Excluída!', 'A proposta foi removida com sucesso.');
      void refetchAfterWrite(qc, proposalKeys.all);
    },
    onError: (e) =>
      modal.setResult({
        state: 'error',
        title: 'Erro ao Excluir',
        message: errorMessage(e, 'Não foi possível excluir a proposta. Tente novamente.'),
      }),
  });

  const items = list.data?.propostas ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PROPOSALS_PAGE_SIZE));
  const filtered = Boolean(busca) || visibilidade !== 'todas';

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
            Propostas Temáticas
          </Heading>
          <Text color="fg.muted">Temas com textos motivadores que ajudam a IA a corrigir as redações.</Text>
        </Box>
        <Button colorPalette="brand" onClick={onCreate} data-testid="new-proposal">
          <LuPlus /> Nova Proposta
        </Button>
      </Flex>

      <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }}>
        <InputGroup startElement={<LuSearch />} flex="1">
          <Input
            placeholder="Buscar por título, descrição ou tema"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            aria-label="Buscar propostas"
            data-testid="proposal-search"
          />
        </InputGroup>
        <NativeSelect.Root w={{ md: '44' }}>
          <NativeSelect.Field
            aria-label="Visibilidade"
            value={visibilidade}
            onChange={(e) => setVisibilidade(e.target.value as VisFilter)}
            data-testid="proposal-visibility-filter"
          >
            <option value="todas">Todas</option>
            <option value="publico">Públicas</option>
            <option value="sala">Da sala</option>
            <option value="privado">Privadas</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root w={{ md: '44' }}>
          <NativeSelect.Field
            aria-label="Ordenar"
            value={sort}
            onChange={(e) => setSort(e.target.value)}
            data-testid="proposal-sort"
          >
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button
          variant="outline"
          onClick={() => void qc.invalidateQueries({ queryKey: proposalKeys.all })}
          loading={list.isFetching && !list.isPending}
        >
          <LuRefreshCw /> Atualizar
        </Button>
      </Flex>

      {!list.isPending && !list.isError && (
        <Text fontSize="sm" color="fg.muted" data-testid="proposal-count">
          {total} {total === 1 ? 'proposta encontrada' : 'propostas encontradas'}
        </Text>
      )}

      {list.isPending ? (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h="44" rounded="xl" />
          ))}
        </SimpleGrid>
      ) : list.isError ? (
        <Text color="red.fg" data-testid="proposal-list-error">
          Erro ao carregar propostas: {errorMessage(list.error, 'tente novamente em alguns instantes.')}
        </Text>
      ) : items.length === 0 ? (
        filtered ? (
          <Empty
            icon={LuSearch}
            title="Nenhuma proposta encontrada com os filtros aplicados"
            description="Mude a busca ou o filtro de visibilidade."
          />
        ) : (
          <Empty
            icon={LuBookOpen}
            title="Nenhuma proposta temática criada ainda"
            description="Crie uma proposta com textos motivadores para usar nas redações e atividades."
          >
            <Button colorPalette="brand" onClick={onCreate}>
              <LuPlus /> Criar primeira proposta
            </Button>
          </Empty>
        )
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" data-testid="proposal-list">
          {items.map((p) => (
            <ProposalCard
              key={p.id}
              p={p}
              onOpen={() => onOpen(p.id)}
              onDelete={() =>
                confirm.ask(
                  'Excluir proposta',
                  `Tem certeza que deseja excluir a proposta "${p.titulo}"? Esta ação não pode ser desfeita.`,
                  () => remove.mutateAsync(p.id).catch(() => undefined),
                  'Excluir',
                )
              }
            />
          ))}
        </SimpleGrid>
      )}

      <PrevNextPager page={page} pages={pages} onChange={setPage} />
      {confirm.dialog}
      <ResultModal result={modal.result} onClose={modal.close} />
    </Stack>
  );
}

function ProposalCard({ p, onOpen, onDelete }: { p: PropostaResumo; onOpen: () => void; onDelete: () => void }) {
  // A student reads the theme card (/proposals/:id) and starts writing in one tap; the form view is for teachers.
  const student = useAuth((s) => s.user?.tipo) === 'estudante';
  return (
    <Stack bg="bg.panel" borderWidth="1px" rounded="xl" p="4" gap="3" data-testid="proposal-card" data-id={p.id}>
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={VIS_COLOR[p.visibilidade]}>{VIS_CARD[p.visibilidade]}</Badge>
        {p.tipo_conteudo === 'pdf' && <Badge colorPalette="red">PDF</Badge>}
        {p.tipo_conteudo === 'imagem' && <Badge colorPalette="purple">Imagem</Badge>}
        {!p.ativa && <Badge colorPalette="gray">Inativa</Badge>}
        {p.enem_ano !== null && (
          <Badge colorPalette="orange" data-testid="proposal-enem-year">
            ENEM {p.enem_ano}
          </Badge>
        )}
      </HStack>
      <Heading size="sm" lineClamp={2}>
        {p.titulo}
      </Heading>
      {/* A theme bank proposal's description is the corpus's bookkeeping ("proposta 85 do corpus…"): its theme instead. */}
      {p.banco_prompt_id !== null || p.enem_ano !== null
        ? p.tema_principal &&
          p.tema_principal !== p.titulo && (
            <Text fontSize="sm" color="fg.muted" lineClamp={3}>
              {p.tema_principal}
            </Text>
          )
        : p.descricao && (
            <Text fontSize="sm" color="fg.muted" lineClamp={3}>
              {p.descricao}
            </Text>
          )}
      {p.sala && (
        <HStack fontSize="xs" color="fg.muted" gap="1">
          <LuUsers /> {p.sala.nome}
        </HStack>
      )}
      <HStack fontSize="xs" color="fg.muted" gap="3" wrap="wrap">
        <Text data-testid="proposal-usage">
          {p.total_usos} {p.total_usos === 1 ? 'uso' : 'usos'}
        </Text>
        {p.banco_prompt_id === null && p.enem_ano === null && <Text>Criada em {formatDate(p.data_criacao)}</Text>}
        <Badge variant="outline" size="sm">
          {TYPE_LABEL[p.tipo_conteudo]}
        </Badge>
      </HStack>
      <HStack gap="2" mt="auto">
        {student ? (
          <>
            <Button asChild size="sm" colorPalette="brand" variant="subtle" flex="1">
              <RouterLink to={`/proposals/${p.id}`}>
                <LuEye /> Ver
              </RouterLink>
            </Button>
            {writable(p) && (
              <Button asChild size="sm" colorPalette="brand" flex="1" data-testid="proposal-write">
                <RouterLink to={writeHref(p.id)}>
                  <LuFilePen /> Escrever
                </RouterLink>
              </Button>
            )}
          </>
        ) : (
          <Button size="sm" colorPalette="brand" variant="subtle" flex="1" onClick={onOpen}>
            <LuEye /> Ver
          </Button>
        )}
        {p.pode_editar && (
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
        )}
      </HStack>
    </Stack>
  );
}
