import { essayTitle } from '@argumenta/contracts';
import { Alert, Box, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Logo } from '@/components/Logo';
import { PageLoader } from '@/components/PageLoader';
import { ColorModeButton } from '@/components/ui/color-mode';
import { ApiError, errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/dates';
import { getSharedFeedback } from './api';
import { FeedbackView } from './FeedbackView';

/** Public, read-only correction reached through a 24 h share link. */
export default function SharedFeedbackPage() {
  const { token = '' } = useParams();
  const q = useQuery({ queryKey: ['compartilhado', token], queryFn: () => getSharedFeedback(token), retry: false });

  let body: React.ReactNode;
  if (q.isPending) body = <PageLoader label="Carregando correção compartilhada..." />;
  else if (q.isError) {
    const status = q.error instanceof ApiError ? q.error.status : 0;
    const title =
      status === 410
        ? 'Este link de compartilhamento expirou.'
        : status === 404
          ? 'Link de compartilhamento inválido ou não encontrado.'
          : errorMessage(q.error, 'Erro ao carregar feedback');
    body = (
      <Alert.Root status={status === 410 ? 'warning' : 'error'} data-testid="share-error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          {status === 410 && (
            <Alert.Description>Peça a quem compartilhou um novo link (os links valem por 24 horas).</Alert.Description>
          )}
        </Alert.Content>
      </Alert.Root>
    );
  } else {
    body = (
      <Stack gap="6">
        <Box>
          <Text fontSize="sm" color="fg.muted">
            Correção compartilhada
          </Text>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {essayTitle(q.data.redacao)}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Corrigida em {formatDateTime(q.data.correcao.data_correcao ?? q.data.redacao.data_correcao)}
          </Text>
        </Box>
        <FeedbackView data={q.data} />
      </Stack>
    );
  }

  return (
    <Box minH="100dvh" bg="page">
      <Box as="header" bg="bg.panel" borderBottomWidth="1px">
        <Container maxW="7xl" py="2">
          <Flex justify="space-between" align="center">
            <RouterLink to="/">
              <Logo size="md" />
            </RouterLink>
            <Flex gap="2">
              <ColorModeButton />
              <Button asChild size="sm" colorPalette="brand">
                <RouterLink to="/auth/login">Entrar</RouterLink>
              </Button>
            </Flex>
          </Flex>
        </Container>
      </Box>
      <Container as="main" maxW="7xl" py={{ base: '4', md: '8' }}>
        {body}
      </Container>
    </Box>
  );
}
