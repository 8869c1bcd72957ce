import {
  Alert,
  Badge,
  Box,
  Button,
  CloseButton,
  DataList,
  Flex,
  Heading,
  HStack,
  Image,
  SimpleGrid,
  Stack,
  Status,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { LuDownload, LuExternalLink, LuFilePen } from 'react-icons/lu';
import type { Proposta } from '@argumenta/contracts';
import { PageLoader } from '@/components/PageLoader';
import { notify } from '@/components/ui/toaster';
import { ApiError, errorMessage, saveBlob } from '@/lib/api';
import { openFileInTab, useFileUrl } from '@/lib/files';
import { formatDateTime } from '@/lib/dates';
import { ErrorState } from '@/features/classrooms/ui';
import { getProposal, loadErrorMessage, proposalFile, proposalKeys, TYPE_LABEL, VIS_COLOR, VIS_DETAIL } from './api';
import { ProposalContent } from './ProposalContent';
import { enemAssignment, themeOf, writable, writeHref } from './enemForm';
import { CorpusCredit, ProposalReferences } from './ProposalReferences';
import { useAuth } from '@/stores/auth';

/** /proposals/{id} (spec 2.11): the proposal, its original PDF or photo when created from one, and its figures. */
export default function ProposalDetailPage() {
  const { id: raw } = useParams();
  const id = raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const navigate = useNavigate();
  const q = useQuery({ queryKey: proposalKeys.one(id ?? 0), queryFn: () => getProposal(id!), enabled: id !== null });
  // A 403/404 is an answer, not a glitch: no retry.
  const notFound = id === null || (q.error instanceof ApiError && q.error.status === 404);
  if (notFound)
    return (
      <ErrorState
        title="Proposta não encontrada"
        description="Ela pode ter sido excluída ou o endereço está incorreto."
        action={{ to: '/proposals', label: 'Voltar para propostas' }}
      />
    );
  if (q.isPending) return <PageLoader label="Carregando proposta..." />;
  if (q.isError)
    return (
      <ErrorState title={loadErrorMessage(q.error)} action={{ to: '/proposals', label: 'Voltar para propostas' }} />
    );
  // "Close" closes the window when the page was opened as one, else returns to the list.
  const close = () => (window.opener ? window.close() : navigate('/proposals'));
  return <Detail p={q.data} onClose={close} />;
}

function Detail({ p, onClose }: { p: Proposta; onClose: () => void }) {
  // Graded references are for teachers and admins: to a student they would be model answers.
  const role = useAuth((s) => s.user?.tipo);
  // A student reads a theme card: the theme, its texts and a way to start writing; the corpus's bookkeeping, licence and
  // statistics are for teachers (the Essay-BR attribution is also on the landing page's credits).
  const student = role === 'estudante';
  const bank = p.banco_prompt_id !== null;
  const fields: [string, React.ReactNode][] = [
    ['Vezes utilizada', p.total_usos],
    ['Disponível para correção', p.ativa_para_correcao ? 'Sim' : 'Não'],
    ['Sala associada', p.sala?.nome ?? 'Geral'],
    ['Tipo de conteúdo', TYPE_LABEL[p.tipo_conteudo]],
    ['Atualizada em', formatDateTime(p.data_atualizacao)],
  ];
  return (
    <Stack gap="6" maxW="5xl" data-testid="proposal-detail">
      <Flex justify="space-between" align="flex-start" gap="3">
        <Stack gap="2" minW="0">
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={VIS_COLOR[p.visibilidade]} data-testid="proposal-visibility">
              {VIS_DETAIL[p.visibilidade]}
            </Badge>
            {p.tipo_conteudo === 'pdf' && <Badge colorPalette="red">PDF</Badge>}
            {p.tipo_conteudo === 'imagem' && <Badge colorPalette="purple">Imagem</Badge>}
            <Status.Root size="sm" colorPalette={p.ativa ? 'green' : 'gray'}>
              <Status.Indicator />
              {p.ativa ? 'Ativa' : 'Inativa'}
            </Status.Root>
          </HStack>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {p.titulo}
          </Heading>
          {!student && (
            <Text fontSize="sm" color="fg.muted">
              Criada por <b>{p.criado_por?.nome || 'Usuário desconhecido'}</b> em {formatDateTime(p.data_criacao)} ·{' '}
              <span data-testid="proposal-detail-usage">
                {p.total_usos} {p.total_usos === 1 ? 'uso' : 'usos'}
              </span>
            </Text>
          )}
          {writable(p) && (
            <Button asChild colorPalette="brand" size="sm" alignSelf="flex-start" data-testid="write-on-theme">
              <RouterLink to={writeHref(p.id)}>
                <LuFilePen /> Escrever sobre este tema
              </RouterLink>
            </Button>
          )}
        </Stack>
        <CloseButton aria-label="Fechar" onClick={onClose} />
      </Flex>

      <SimpleGrid columns={{ base: 1, lg: student ? 1 : 3 }} gap="6" alignItems="start">
        <Stack gap="5" gridColumn={{ lg: student ? undefined : 'span 2' }}>
          <Box bg="brand.subtle" borderWidth="1px" borderColor="brand.muted" rounded="xl" p={{ base: '4', md: '5' }}>
            <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
              {p.enem_ano !== null ? `Tema oficial do ENEM ${p.enem_ano}` : 'Proposta de redação'}
            </Text>
            <Text mt="1" data-testid="proposal-enem-assignment">
              {enemAssignment(themeOf(p))}
            </Text>
          </Box>
          {p.credito_corpus && !student && <CorpusCredit credito={p.credito_corpus} promptId={p.banco_prompt_id} />}
          {p.tema_principal && !student && (
            <Box>
              <Text fontSize="sm" color="fg.muted">
                Tema principal
              </Text>
              <Text fontWeight="medium">{p.tema_principal}</Text>
            </Box>
          )}
          {p.descricao && !(student && bank) && (
            <Box>
              <Text fontSize="sm" color="fg.muted">
                Descrição
              </Text>
              <Text>{p.descricao}</Text>
            </Box>
          )}
          {p.arquivo &&
            (p.arquivo.mime.startsWith('image/') ? (
              <OriginalImage url={p.arquivo.url} name={p.arquivo.nome} />
            ) : (
              <PdfViewer id={p.id} name={p.arquivo.nome} />
            ))}
          <Stack gap="2" bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: '4', md: '5' }}>
            <Heading size="md">
              {p.tipo_conteudo === 'imagem'
                ? 'Texto transcrito da imagem'
                : p.arquivo
                  ? 'Texto extraído do PDF'
                  : p.enem_ano !== null
                    ? 'Para contextualizar (texto da plataforma, não os textos motivadores da prova)'
                    : 'Textos motivadores'}
            </Heading>
            {p.texto_apoio_original ? (
              <ProposalContent text={p.texto_apoio_original} images={p.imagens} />
            ) : (
              <Text color="fg.muted">Sem texto de apoio.</Text>
            )}
          </Stack>
        </Stack>
        <Stack bg="bg.panel" borderWidth="1px" rounded="xl" p="5" gap="3" display={student ? 'none' : undefined}>
          <Heading size="md">Estatísticas</Heading>
          <DataList.Root orientation="horizontal" size="sm">
            {fields.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Stack>
      </SimpleGrid>
      {(role === 'professor' || role === 'admin') && <ProposalReferences id={p.id} />}
    </Stack>
  );
}

/** Opens the original in a new tab (from the fetched bytes). */
async function openImage(url: string) {
  try {
    if (!(await openFileInTab(url))) notify.error('Popup bloqueado. Permita popups para este site.');
  } catch (e) {
    notify.error(errorMessage(e, 'Erro ao carregar'));
  }
}

/** The photo or scan a transcribed proposal was made from (fetched with the session's header). */
function OriginalImage({ url, name }: { url: string; name: string }) {
  const [failed, setFailed] = useState(false);
  const file = useFileUrl(url);
  return (
    <Stack gap="2">
      <Flex justify="space-between" align="center">
        <Heading size="md">Imagem original</Heading>
        <Button size="sm" variant="outline" onClick={() => void openImage(url)}>
          <LuExternalLink /> Abrir
        </Button>
      </Flex>
      {failed || file.failed ? (
        <Text fontSize="sm" color="red.fg">
          Erro ao carregar
        </Text>
      ) : (
        <Image
          src={file.src}
          alt={`Imagem original: ${name}`}
          maxH="720px"
          objectFit="contain"
          alignSelf="flex-start"
          rounded="md"
          borderWidth="1px"
          onError={() => setFailed(true)}
          data-testid="proposal-original-image"
        />
      )}
    </Stack>
  );
}

/** The original PDF, fetched as a blob with the bearer token and shown in an iframe (spec 2.11). */
function PdfViewer({ id, name }: { id: number; name: string }) {
  const file = useQuery({
    queryKey: proposalKeys.file(id),
    queryFn: () => proposalFile(id),
    staleTime: Infinity,
    retry: false,
  });
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return (
    <Stack gap="2">
      <Flex justify="space-between" align="center">
        <Heading size="md">PDF original</Heading>
        <Button
          size="sm"
          variant="outline"
          disabled={!file.data}
          onClick={() => {
            saveBlob(file.data!, name);
            notify.info('Download iniciado');
          }}
        >
          <LuDownload /> Baixar
        </Button>
      </Flex>
      {file.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Erro ao carregar o PDF</Alert.Title>
            <Alert.Description>Não foi possível carregar o arquivo PDF</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : url ? (
        <Box
          as="iframe"
          {...{ src: url, title: `PDF: ${name}` }}
          w="full"
          h={{ base: '96', md: '720px' }}
          borderWidth="1px"
          rounded="md"
          data-testid="proposal-pdf-viewer"
        />
      ) : (
        <Box h="40" bg="bg.muted" rounded="md" />
      )}
    </Stack>
  );
}
