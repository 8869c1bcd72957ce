import { Badge, Box, Button, Field, Flex, HStack, IconButton, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { FieldError } from '@/components/FormField';
import { FileImage } from '@/components/FileImage';
import { useRef } from 'react';
import { LuImagePlus, LuTrash2 } from 'react-icons/lu';
import { markerNumbers, PROPOSAL_IMAGE_MAX_BYTES, PROPOSAL_MAX_IMAGES } from '@argumenta/contracts';
import { notify } from '@/components/ui/toaster';
import type { ImageDraft } from './api';
import { insertMarker, nextImageNumber, removeMarker } from './markers';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

export type ContentValue = { text: string; images: ImageDraft[] };

/**
 * Spec 2.11 text mode: the supporting text with inline images. One image per pick, inserted at the
 * cursor as [IMAGEM_n]; each has an optional description; removing an image removes its marker.
 */
export function ContentEditor(p: {
  value: ContentValue;
  onChange: (v: ContentValue) => void;
  readOnly?: boolean;
  invalid?: boolean;
  error?: string | null;
}) {
  const area = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const cursor = useRef<number | null>(null);
  const { text, images } = p.value;
  const present = new Set(markerNumbers(text));

  function addImage(file: File | undefined) {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type))
      return notify.error('Formato de imagem não suportado. Use JPG, PNG, GIF ou WEBP');
    if (file.size > PROPOSAL_IMAGE_MAX_BYTES) return notify.error('Cada imagem deve ter no máximo 5MB');
    if (images.length >= PROPOSAL_MAX_IMAGES) return notify.error(`Envie no máximo ${PROPOSAL_MAX_IMAGES} imagens`);
    const n = nextImageNumber(
      text,
      images.map((i) => i.id),
    );
    const at = cursor.current ?? area.current?.selectionStart ?? text.length;
    const next = insertMarker(text, at, n);
    p.onChange({
      text: next.text,
      images: [
        ...images,
        { id: n, file, posicao: next.posicao, descricao: '', url: URL.createObjectURL(file), existing: false },
      ],
    });
    cursor.current = next.cursor;
    // Put the caret right after the new marker so the next pick lands below it.
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(next.cursor, next.cursor);
    });
  }

  function removeImage(img: ImageDraft) {
    if (!img.existing) URL.revokeObjectURL(img.url);
    p.onChange({ text: removeMarker(text, img.id), images: images.filter((i) => i.id !== img.id) });
  }

  const describe = (id: number, descricao: string) =>
    p.onChange({ text, images: images.map((i) => (i.id === id ? { ...i, descricao } : i)) });

  return (
    <Stack gap="3">
      <Field.Root invalid={p.invalid} required>
        <Field.Label>
          Conteúdo (textos motivadores) <Field.RequiredIndicator />
        </Field.Label>
        <Textarea
          ref={area}
          name="conteudo"
          value={text}
          readOnly={p.readOnly}
          onChange={(e) => p.onChange({ text: e.target.value, images })}
          onSelect={(e) => (cursor.current = e.currentTarget.selectionStart)}
          onBlur={(e) => (cursor.current = e.currentTarget.selectionStart)}
          minH="60"
          placeholder="Cole ou escreva os textos motivadores. Use “Inserir imagem” para colocar uma imagem onde está o cursor."
          data-testid="proposal-content"
        />
        {!p.readOnly && (
          <Field.HelperText>
            As imagens aparecem no texto como [IMAGEM_n], no ponto onde o cursor estava.
          </Field.HelperText>
        )}
        <FieldError>{p.error}</FieldError>
      </Field.Root>

      {!p.readOnly && (
        <Box>
          <input
            ref={picker}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            hidden
            data-testid="proposal-image-input"
            onChange={(e) => {
              addImage(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <Button
            size="sm"
            variant="outline"
            onClick={() => picker.current?.click()}
            onMouseDown={(e) => e.preventDefault()}
          >
            <LuImagePlus /> Inserir imagem
          </Button>
        </Box>
      )}

      {images.length > 0 && (
        <Stack gap="2" data-testid="proposal-images">
          {images.map((img) => (
            <Flex
              key={img.id}
              gap="3"
              align="center"
              borderWidth="1px"
              rounded="md"
              p="2"
              data-testid="proposal-image"
              data-id={img.id}
            >
              <FileImage
                url={img.url}
                alt={img.descricao || `Imagem ${img.id}`}
                boxSize="14"
                objectFit="cover"
                rounded="sm"
                bg="bg.muted"
              />
              <Stack gap="1" flex="1" minW="0">
                <HStack gap="2">
                  <Badge variant="outline">[IMAGEM_{img.id}]</Badge>
                  {!present.has(img.id) && (
                    <Text fontSize="xs" color="orange.fg">
                      Marcador ausente no texto: a imagem será removida ao salvar.
                    </Text>
                  )}
                </HStack>
                <Input
                  size="sm"
                  placeholder="Descrição da imagem (opcional)"
                  value={img.descricao}
                  readOnly={p.readOnly}
                  maxLength={500}
                  onChange={(e) => describe(img.id, e.target.value)}
                  aria-label={`Descrição da imagem ${img.id}`}
                />
              </Stack>
              {!p.readOnly && (
                <IconButton
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Remover imagem ${img.id}`}
                  onClick={() => removeImage(img)}
                >
                  <LuTrash2 />
                </IconButton>
              )}
            </Flex>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
