import { Alert, Button, Flex, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LuArrowLeft, LuCheck, LuCopy, LuDownload, LuShare2, LuStar } from 'react-icons/lu';
import { ESSAY_MESSAGES } from '@argumenta/contracts';
import { PageLoader } from '@/components/PageLoader';
import { notify } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/dates';
import { getToken } from '@/stores/auth';
import { essayKeys, getFeedback, shareEssay, toggleFavorite } from './api';
import { FeedbackView } from './FeedbackView';

const COPY_CONFIRM_MS = 2000;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Clipboard API refused (permissions, insecure context): the old way.
    const ta = document.createElement('textarea');
    ta.value = text;
    ta.style.position = 'fixed';
    ta.style.opacity = '0';
    document.body.appendChild(ta);
    ta.select();
    const ok = document.execCommand('copy');
    ta.remove();
    return ok;
  }
}

export function absoluteUrl(url: string) {
  return /^https?:\/\//.test(url) ? url : new URL(url, window.location.origin).toString();
}

/** /essays/{id}/feedback (spec 2.10). */
export default function FeedbackPage() {
  const { id: raw = '' } = useParams();
  const id = /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const qc = useQueryClient();
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const q = useQuery({ queryKey: essayKeys.feedback(id ?? 0), queryFn: () => getFeedback(id!), enabled: id !== null, staleTime: 0 });
  const [favorite, setFavorite] = useState(false);
  useEffect(() => setFavorite(Boolean(q.data?.correcao.is_favorita)), [q.data]);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    return () => clearTimeout(t);
  }, [copied]);

  const fav = useMutation({
    mutationFn: () => toggleFavorite(id!),
    onSuccess: ({ data }) => {
      setFavorite(data.favorita);
      notify.success(data.favorita ? 'Adicionada aos favoritos' : 'Removida dos favoritos');
      void qc.invalidateQueries({ queryKey: essayKeys.all });
    },
    onError: (e) => notify.error(errorMessage(e, 'Erro ao alterar favorito')),
  });

  const share = useMutation({
    mutationFn: () => shareEssay(id!),
    onSuccess: async (data) => {
      const url = absoluteUrl(data.url_compartilhamento);
      setShareUrl(url);
      notify.success('Link de compartilhamento criado!', { description: 'O link vale por 24 horas.' });
      if (await copyText(url)) {
        setCopied(true);
        notify.success('Link copiado para a área de transferência!');
      } else notify.error('Erro ao copiar link');
    },
    onError: (e) => notify.error(errorMessage(e, 'Erro ao criar link de compartilhamento')),
  });

  function openPdf() {
    // Spec 7: the PDF opens in a popup, the token travelling as a query parameter.
    const token = getToken();
    const w = window.open(`/api/redacoes/${id}/pdf${token ? `?token=${encodeURIComponent(token)}` : ''}`, '_blank');
    if (!w) notify.error('Popup bloqueado. Permita popups para este site.');
    else w.opener = null;
  }

  if (id === null) {
    return (
      <Alert.Root status="error" data-testid="invalid-id">
        <Alert.Indicator />
        <Alert.Title>
          {ESSAY_MESSAGES.invalidId}: {raw}
        </Alert.Title>
      </Alert.Root>
    );
  }
  if (q.isPending) return <PageLoader label="Carregando feedback..." />;
  if (q.isError) {
    // Spec 8: the feedback error comes from the server's `erro` field.
    const err = q.error instanceof ApiError ? q.error : null;
    const message = err?.erro || err?.message || (err?.status === 404 ? ESSAY_MESSAGES.notFound : 'Erro ao carregar feedback');
    return (
      <Stack gap="4">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{message === 'Request failed' ? 'Erro ao carregar feedback' : message}</Alert.Title>
        </Alert.Root>
        <Button asChild variant="outline" alignSelf="flex-start">
          <RouterLink to="/essays">Voltar para Minhas Redações</RouterLink>
        </Button>
      </Stack>
    );
  }
  if (!q.data) return <Text>Resposta vazia da API</Text>;
  const data = q.data;

  return (
    <Stack gap="6">
      <Flex justify="space-between" align={{ base: 'stretch', md: 'flex-end' }} gap="4" direction={{ base: 'column', md: 'row' }}>
        <Stack gap="1" minW="0">
          <Button asChild variant="plain" size="sm" px="0" alignSelf="flex-start" color="fg.muted">
            <RouterLink to="/essays">
              <LuArrowLeft /> Minhas Redações
            </RouterLink>
          </Button>
          <Heading size={{ base: 'xl', md: '2xl' }} data-testid="feedback-title">
            {data.redacao.titulo || `Redação #${data.redacao.id}`}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Corrigida em {formatDateTime(data.correcao.data_correcao ?? data.redacao.data_correcao)}
          </Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" size="sm" onClick={() => share.mutate()} loading={share.isPending}>
            <LuShare2 /> Compartilhar
          </Button>
          <Button variant={favorite ? 'subtle' : 'outline'} colorPalette={favorite ? 'yellow' : 'gray'} size="sm" onClick={() => fav.mutate()} loading={fav.isPending} aria-pressed={favorite} data-testid="favorite-button">
            <LuStar fill={favorite ? 'currentColor' : 'none'} /> {favorite ? 'Favorita' : 'Favoritar'}
          </Button>
          <Button variant="outline" size="sm" onClick={openPdf}>
            <LuDownload /> Baixar PDF
          </Button>
        </HStack>
      </Flex>

      {shareUrl && (
        <HStack borderWidth="1px" rounded="lg" p="3" bg="bg.panel" gap="2" data-testid="share-link">
          <Input value={shareUrl} readOnly size="sm" onFocus={(e) => e.target.select()} aria-label="Link de compartilhamento" />
          <Button size="sm" onClick={async () => (await copyText(shareUrl)) ? (setCopied(true), notify.success('Link copiado para a área de transferência!')) : notify.error('Erro ao copiar link')}>
            {copied ? <LuCheck /> : <LuCopy />} {copied ? 'Copiado!' : 'Copiar'}
          </Button>
        </HStack>
      )}

      <FeedbackView data={data} />
    </Stack>
  );
}
