import { Box, FileUpload, Heading, HStack, Icon, Spinner, Stack, Text, Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuFileText, LuFileUp, LuX } from 'react-icons/lu';
import { notify } from '@/components/ui/toaster';
import { extractedGuidance } from './guidance';
import { checkPdfFile, extractPdfText, PdfTextError, PDF_MESSAGES } from './pdfText';

export type PdfValue = { file: File | null; text: string; pages: number };
const NO_TEXT_TOAST_MS = 6000;

/** Spec 2.10 PDF tab: the text is extracted in the browser; image-only PDFs are refused. */
export function PdfTab({
  value,
  onChange,
  onBusyChange,
}: {
  value: PdfValue;
  onChange: (v: PdfValue) => void;
  onBusyChange: (b: boolean) => void;
}) {
  const [extracting, setExtracting] = useState(false);
  // Re-mounting the upload clears its internal file list.
  const [uploadKey, setUploadKey] = useState(0);

  function clear() {
    onChange({ file: null, text: '', pages: 0 });
    setUploadKey((k) => k + 1);
  }

  async function pick(file: File | undefined) {
    if (!file) return;
    const invalid = checkPdfFile(file);
    if (invalid) {
      notify.error(invalid);
      clear();
      return;
    }
    setExtracting(true);
    onBusyChange(true);
    try {
      const { text, pages } = await extractPdfText(file);
      onChange({ file, text, pages });
      notify.success('Texto extraído do PDF com sucesso!');
    } catch (e) {
      const msg = e instanceof PdfTextError ? e.message : PDF_MESSAGES.generic;
      const kind = e instanceof PdfTextError ? e.kind : 'generic';
      notify.error(msg, { duration: kind === 'noText' ? NO_TEXT_TOAST_MS : undefined });
      clear();
    } finally {
      setExtracting(false);
      onBusyChange(false);
    }
  }

  const guide = extractedGuidance(value.text.length);
  return (
    <Stack gap="5">
      <FileUpload.Root
        key={uploadKey}
        accept={['application/pdf']}
        maxFiles={1}
        onFileChange={(d) => void pick(d.acceptedFiles[0])}
        disabled={extracting}
      >
        <FileUpload.HiddenInput data-testid="pdf-input" />
        <FileUpload.Dropzone w="full" minH="32">
          <Icon as={LuFileUp} boxSize="8" color="fg.muted" />
          <FileUpload.DropzoneContent>
            <Text fontWeight="medium">Arraste o PDF da redação ou clique para escolher</Text>
            <Text color="fg.muted" fontSize="sm">
              Somente .pdf com texto selecionável · até 20MB
            </Text>
          </FileUpload.DropzoneContent>
        </FileUpload.Dropzone>
      </FileUpload.Root>

      {extracting && (
        <HStack gap="3" role="status">
          <Spinner size="sm" color="brand.solid" />
          <Text>Extraindo o texto do PDF...</Text>
        </HStack>
      )}

      {value.file && value.text && (
        <Stack gap="3" borderWidth="1px" rounded="lg" p="4" data-testid="pdf-result">
          <HStack justify="space-between" gap="3">
            <HStack gap="2" minW="0">
              <Icon as={LuFileText} color="brand.fg" />
              <Text fontWeight="medium" truncate>
                {value.file.name}
              </Text>
              <Text color="fg.muted" fontSize="sm" flexShrink={0}>
                {value.pages} pág.
              </Text>
            </HStack>
            <Button size="xs" variant="ghost" onClick={clear} aria-label="Remover PDF">
              <LuX /> Remover
            </Button>
          </HStack>
          <Text fontSize="sm">
            {value.text.length} caracteres extraídos ·{' '}
            <Text as="span" color={`${guide.color}.fg`} fontWeight="medium">
              {guide.label}
            </Text>
          </Text>
          <Box>
            <Heading size="xs" mb="1" color="fg.muted">
              Pré-visualização do texto
            </Heading>
            <Box
              fontFamily="essay"
              whiteSpace="pre-wrap"
              maxH="64"
              overflowY="auto"
              fontSize="sm"
              lineHeight="1.7"
              bg="paper"
              p="3"
              rounded="md"
              data-testid="pdf-text"
            >
              {value.text}
            </Box>
          </Box>
        </Stack>
      )}
    </Stack>
  );
}
