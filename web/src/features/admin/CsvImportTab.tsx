import { Badge, Box, Button, Code, Flex, Heading, HStack, Input, List, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { LuDownload, LuFileSpreadsheet, LuUpload } from 'react-icons/lu';
import { notify } from '@/components/ui/toaster';
import { errorMessage, saveBlob } from '@/lib/api';
import { refetchAfterWrite } from '@/lib/queryClient';
import { adminKeys, importUsers, type ImportResult } from './api';
import { CSV_MESSAGES, CSV_TEMPLATE, CsvError, isCsvFile, parseUsersCsv, type CsvParse, type CsvUser } from './csv';

/** Spec 2.12 Importar CSV: the file is parsed here, the rows are created by /admin/usuarios/lote. */
export function CsvImportTab() {
  const qc = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CsvParse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);

  const run = useMutation({
    mutationFn: (usuarios: CsvUser[]) => importUsers(usuarios),
    onSuccess: (r) => {
      setResult(r);
      if (r.total_sucesso > 0) notify.success(CSV_MESSAGES.created(r.total_sucesso));
      if (r.total_erros > 0) notify.error(CSV_MESSAGES.failed(r.total_erros));
      void refetchAfterWrite(qc, adminKeys.all);
    },
    onError: (e) => notify.error(CSV_MESSAGES.importError, { description: errorMessage(e, '') || undefined }),
  });

  async function readAndParse(f: File): Promise<CsvParse> {
    return parseUsersCsv(await f.text());
  }

  async function choose(e: ChangeEvent<HTMLInputElement>) {
    const f = e.target.files?.[0] ?? null;
    setResult(null);
    setProblem(null);
    setPreview(null);
    if (!f) return setFile(null);
    if (!isCsvFile(f)) {
      notify.error(CSV_MESSAGES.invalidFile);
      setFile(null);
      e.target.value = '';
      return;
    }
    setFile(f);
    try {
      setPreview(await readAndParse(f));
    } catch (err) {
      setProblem(err instanceof CsvError ? err.message : CSV_MESSAGES.processError);
    }
  }

  async function importFile() {
    if (!file) return notify.error(CSV_MESSAGES.noFile);
    let parsed: CsvParse;
    try {
      parsed = await readAndParse(file);
    } catch (err) {
      const detail = err instanceof CsvError ? err.message : undefined;
      setProblem(detail ?? CSV_MESSAGES.processError);
      return notify.error(CSV_MESSAGES.processError, detail ? { description: detail } : undefined);
    }
    if (parsed.usuarios.length === 0) return notify.error(CSV_MESSAGES.noValidUser);
    setResult(null);
    run.mutate(parsed.usuarios);
  }

  function clear() {
    setFile(null);
    setPreview(null);
    setProblem(null);
    setResult(null);
    if (input.current) input.current.value = '';
  }

  return (
    <Stack gap="4">
      <Stack bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: '4', md: '6' }} gap="4">
        <Flex justify="space-between" gap="3" wrap="wrap" align="flex-start">
          <Stack gap="1" maxW="2xl">
            <Heading size="md">Importar usuários por CSV</Heading>
            <Text color="fg.muted" fontSize="sm">
              A primeira linha é o cabeçalho. Colunas obrigatórias: <Code>nome</Code>, <Code>email</Code>,{' '}
              <Code>senha</Code> e <Code>tipo</Code> (ou <Code>papel</Code>: estudante, professor, coordenador ou
              admin). Opcionais: <Code>creditos</Code> (padrão 50), <Code>instituicao</Code>, <Code>disciplina</Code>,{' '}
              <Code>escola</Code> (nome ou código INEP; vazio = escola padrão). Linhas incompletas são ignoradas.
            </Text>
          </Stack>
          <Button
            variant="outline"
            size="sm"
            onClick={() => saveBlob(new Blob([CSV_TEMPLATE], { type: 'text/csv' }), 'modelo-usuarios.csv')}
          >
            <LuDownload /> Baixar modelo
          </Button>
        </Flex>

        <Flex gap="3" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }}>
          <Input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            display="none"
            onChange={(e) => void choose(e)}
            data-testid="csv-input"
            aria-label="Arquivo CSV"
          />
          <Button variant="outline" onClick={() => input.current?.click()}>
            <LuFileSpreadsheet /> Escolher arquivo CSV
          </Button>
          <Text fontSize="sm" color={file ? 'fg' : 'fg.muted'} truncate data-testid="csv-file-name">
            {file ? file.name : 'Nenhum arquivo selecionado'}
          </Text>
          {file && (
            <Button variant="ghost" size="sm" onClick={clear}>
              Remover
            </Button>
          )}
        </Flex>

        {problem && (
          <Text color="red.fg" fontSize="sm" role="alert" data-testid="csv-problem">
            {problem}
          </Text>
        )}
        {preview && (
          <Text fontSize="sm" color={preview.usuarios.length ? 'fg.muted' : 'red.fg'} data-testid="csv-preview">
            {preview.usuarios.length === 0
              ? CSV_MESSAGES.noValidUser
              : `${preview.usuarios.length} ${preview.usuarios.length === 1 ? 'usuário pronto' : 'usuários prontos'} para importar${preview.ignoradas ? ` · ${preview.ignoradas} ${preview.ignoradas === 1 ? 'linha ignorada' : 'linhas ignoradas'}` : ''}.`}
          </Text>
        )}

        <Button
          colorPalette="brand"
          alignSelf="flex-start"
          loading={run.isPending}
          loadingText="Importando..."
          onClick={() => void importFile()}
        >
          <LuUpload /> Importar usuários
        </Button>
      </Stack>

      {result && <ImportReport result={result} />}
    </Stack>
  );
}

function ImportReport({ result }: { result: ImportResult }) {
  return (
    <Stack bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: '4', md: '6' }} gap="4" data-testid="csv-result">
      <Heading size="md">Resultado da importação</Heading>
      <HStack gap="2" wrap="wrap">
        <Badge size="lg" variant="subtle">
          {result.total_processados} processados
        </Badge>
        <Badge size="lg" colorPalette="green" variant="subtle">
          {result.total_sucesso} criados
        </Badge>
        <Badge size="lg" colorPalette={result.total_erros ? 'red' : 'gray'} variant="subtle">
          {result.total_erros} com erro
        </Badge>
      </HStack>
      {result.sucessos.length > 0 && (
        <Box>
          <Text fontWeight="medium" mb="1">
            Criados
          </Text>
          <List.Root ps="5" fontSize="sm" color="fg.muted">
            {result.sucessos.map((s) => (
              <List.Item key={s.usuario?.id ?? s.email}>
                {s.usuario?.nome ? `${s.usuario.nome} — ` : ''}
                {s.email}
                {s.usuario?.id ? ` (ID ${s.usuario.id})` : ''}
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}
      {result.erros.length > 0 && (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Email</Table.ColumnHeader>
                <Table.ColumnHeader>Erro</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {result.erros.map((e, i) => (
                <Table.Row key={`${e.email}-${i}`}>
                  <Table.Cell>{e.email || '—'}</Table.Cell>
                  <Table.Cell color="red.fg">{e.erro ?? 'Erro ao criar usuário'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
