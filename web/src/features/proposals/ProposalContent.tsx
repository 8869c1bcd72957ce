import { Box, Image, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { IMAGE_MARKER, type PropostaImagem } from '@argumenta/contracts';
import { useFileUrl } from '@/lib/files';

function InlineImage({ img }: { img: PropostaImagem | undefined; n: number }) {
  const [failed, setFailed] = useState(false);
  const file = useFileUrl(img?.url);
  if (!img || failed || file.failed) {
    return (
      <Text fontSize="sm" color="red.fg" data-testid="image-error">
        Erro ao carregar
      </Text>
    );
  }
  return (
    <Stack as="figure" gap="1" my="2">
      <Image
        src={file.src}
        alt={img.descricao || `Imagem ${img.numero}`}
        maxH="96"
        objectFit="contain"
        alignSelf="flex-start"
        rounded="md"
        borderWidth="1px"
        onError={() => setFailed(true)}
      />
      {img.descricao && (
        <Text as="figcaption" fontSize="sm" color="fg.muted">
          {img.descricao}
        </Text>
      )}
    </Stack>
  );
}

/** The supporting text with each [IMAGEM_n] shown as its image (fetched with the session's header). */
export function ProposalContent({ text, images }: { text: string; images: PropostaImagem[] }) {
  const byNumber = new Map(images.map((i) => [i.numero, i]));
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(IMAGE_MARKER)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    const n = Number(m[1]);
    parts.push(<InlineImage key={`img-${m.index}`} img={byNumber.get(n)} n={n} />);
    last = m.index + m[0].length;
  }
  parts.push(text.slice(last));
  return (
    <Box whiteSpace="pre-wrap" lineHeight="1.7" data-testid="proposal-text">
      {parts}
    </Box>
  );
}
