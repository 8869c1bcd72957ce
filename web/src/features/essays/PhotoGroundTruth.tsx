// Issue 49: a photo essay's page stays with it as its ground truth. The teacher sees the photo beside the text the
// student sent, the written lines the analysis counted (and the ENEM rule they imply), and — in OcrChanges — what the
// student changed from the recognizer's reading.
import { Alert, Box, Card, Heading, Image, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { Sheet } from '@argumenta/contracts';
import { apiBlob } from '@/lib/api';

export type PhotoSummary = { transcricao_id: number; legivel: boolean | null; folha: Sheet | null };

export function PhotoGroundTruth({ essayId, foto, text }: { essayId: number; foto: PhotoSummary; text: string }) {
  const blob = useQuery({
    queryKey: ['redacoes', essayId, 'foto'],
    queryFn: () => apiBlob(`/redacoes/${essayId}/foto`),
    staleTime: Infinity,
  });
  const url = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : null), [blob.data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const folha = foto.folha;
  return (
    <Card.Root data-testid="photo-ground-truth">
      <Card.Body gap="3">
        <Heading size="md">Foto da folha × texto enviado</Heading>
        {foto.legivel === false && (
          <Text color="fg.muted" fontSize="sm" data-testid="typed-beside-photo">
            O reconhecimento automático não conseguiu ler esta letra: o estudante digitou o texto vendo a foto. Compare
            com a folha abaixo.
          </Text>
        )}
        {folha && (
          <Alert.Root status={folha.avaliacao_enem ? 'warning' : 'info'} size="sm">
            <Alert.Indicator />
            <Alert.Description>{folha.evidencia}</Alert.Description>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
          <Box borderWidth="1px" rounded="md" overflow="auto" maxH="80vh">
            {url ? (
              <Image src={url} alt="Foto da folha de redação enviada pelo estudante" w="full" />
            ) : blob.isError ? (
              <Text p="3" color="fg.muted">
                Não foi possível carregar a foto.
              </Text>
            ) : (
              <Skeleton h="64" />
            )}
          </Box>
          <Text fontFamily="essay" whiteSpace="pre-wrap" lineHeight="1.8">
            {text}
          </Text>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
