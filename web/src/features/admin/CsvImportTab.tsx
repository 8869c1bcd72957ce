import { Badge, Box, Button, Code, Flex, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { LuDownload, LuFileSpreadsheet, LuPrinter, LuUpload } from 'react-icons/lu';
import { notify } from '@/components/ui/toaster';
import { errorMessage, saveBlob } from '@/lib/api';
import { refetchAfterWrite } from '@/lib/queryClient';
import { adminKeys, importCsvFile, type CsvImportReport } from './api';
import { CSV_MESSAGES, CSV_TEMPLATE, isCsvFile } from './csv';

const ENCODING_LABEL: Record<CsvImportReport['codificacao'], string> = {
  'utf-8': 'UTF-8',
  'utf-8-bom': 'UTF-8 (com BOM)',
  'windows-1252': 'Windows-1252 (Excel)',
};

/** The first-access codes as a CSV a school prints (one line per student created without a password). */
export function credentialSheet(report: CsvImportReport): string {
  const q = (v: string) => (/[",;\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const lines = report.sucessos
    .filter((s) => s.codigo_acesso)
    .map((s) => [s.usuario.nome, s.email, s.matricula ?? '', s.codigo_acesso ?? ''].map(q).join(';'));
  return `\uFEFFnome;email;matricula;codigo_primeiro_acesso\n${lines.join('\n')}\n`;
}

/**
 * Spec 2.12 Importar CSV (issue 54): the file's bytes go to /admin/usuarios/importar, which detects the encoding. Choosing
 * a file runs a preview (simulação: the real outcome, nothing written); importing commits it. The report names each
 * bad row's line and lists the first-access codes, downloadable as a sheet to print.
 */
export function CsvImportTab() {
  const qc = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CsvImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<CsvImportReport | null>(null);

  const run = useMutation({
    mutationFn: (f: File) => importCsvFile(f, false),
    onSuccess: (r) => {
      setResult(r);
      setPreview(null);
      if (r.total_sucesso > 0) notify.success(CSV_MESSAGES.created(r.total_sucesso));
      if (r.total_erros > 0) notify.error(CSV_MESSAGES.failed(r.total_erros));
      void refetchAfterWrite(qc, adminKeys.all);
    },
    onError: (e) => notify.error(CSV_MESSAGES.importError, { description: errorMessage(e, '') || undefined }),
  });

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
      setPreview(await importCsvFile(f, true));
    } catch (err) {
      setProblem(errorMessage(err, CSV_MESSAGES.processError));
    }
  }

  function importFile() {
    if (!file) return notify.error(CSV_MESSAGES.noFile);
    if (preview && preview.total_sucesso === 0) return notify.error(CSV_MESSAGES.noValidUser);
    setResult(null);
    run.mutate(file);
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
              A primeira linha é o cabeçalho. Colunas obrigatórias: <Code>nome</Code> e <Code>email</Code>. Opcionais:{' '}
              <Code>tipo</Code> (ou <Code>papel</Code>: estudante, professor, coordenador ou admin; padrão estudante),{' '}
              <Code>senha</Code> (vazia = código de primeiro acesso gerado), <Code>matricula</Code> (reimportar atualiza
              o aluno em vez de duplicar), <Code>escola</Code> (nome ou código INEP), <Code>creditos</Code> (alunos de
              uma escola não recebem créditos pessoais sem esta coluna), <Code>instituicao</Code>,{' '}
              <Code>disciplina</Code>. Aceita UTF-8 ou o CSV do Excel (Windows-1252).
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
          <Stack gap="2" data-testid="csv-preview">
            <Text fontSize="sm" color={preview.total_sucesso ? 'fg.muted' : 'red.fg'}>
              {preview.total_sucesso === 0
                ? CSV_MESSAGES.noValidUser
                : `Prévia (${ENCODING_LABEL[preview.codificacao]}): ${preview.criados} a criar · ${preview.atualizados} a atualizar · ${preview.total_erros} com erro.`}
            </Text>
            {preview.erros.length > 0 && <ErrorTable erros={preview.erros} />}
          </Stack>
        )}

        <Button
          colorPalette="brand"
          alignSelf="flex-start"
          loading={run.isPending}
          loadingText="Importando..."
          onClick={importFile}
        >
          <LuUpload /> Importar usuários
        </Button>
      </Stack>

      {result && <ImportReport result={result} />}
    </Stack>
  );
}

function ErrorTable({ erros }: { erros: CsvImportReport['erros'] }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Linha</Table.ColumnHeader>
            <Table.ColumnHeader>Email</Table.ColumnHeader>
            <Table.ColumnHeader>Erro</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {erros.map((e) => (
            <Table.Row key={e.linha}>
              <Table.Cell>{e.linha}</Table.Cell>
              <Table.Cell>{e.email || '—'}</Table.Cell>
              <Table.Cell color="red.fg">{e.erro}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function ImportReport({ result }: { result: CsvImportReport }) {
  const codes = result.sucessos.filter((s) => s.codigo_acesso);
  return (
    <Stack bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: '4', md: '6' }} gap="4" data-testid="csv-result">
      <Heading size="md">Resultado da importação</Heading>
      <HStack gap="2" wrap="wrap">
        <Badge size="lg" variant="subtle">
          {result.total_processados} processados
        </Badge>
        <Badge size="lg" colorPalette="green" variant="subtle">
          {result.criados} criados
        </Badge>
        <Badge size="lg" colorPalette="blue" variant="subtle">
          {result.atualizados} atualizados
        </Badge>
        <Badge size="lg" colorPalette={result.total_erros ? 'red' : 'gray'} variant="subtle">
          {result.total_erros} com erro
        </Badge>
        <Badge size="lg" variant="outline">
          {ENCODING_LABEL[result.codificacao]}
        </Badge>
      </HStack>
      {codes.length > 0 && (
        <Stack gap="2">
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Text fontWeight="medium">Códigos de primeiro acesso (mostrados só agora)</Text>
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                saveBlob(new Blob([credentialSheet(result)], { type: 'text/csv' }), 'codigos-primeiro-acesso.csv')
              }
            >
              <LuPrinter /> Baixar para imprimir
            </Button>
          </Flex>
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" data-testid="csv-codes">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Nome</Table.ColumnHeader>
                  <Table.ColumnHeader>Email</Table.ColumnHeader>
                  <Table.ColumnHeader>Matrícula</Table.ColumnHeader>
                  <Table.ColumnHeader>Código</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {codes.map((s) => (
                  <Table.Row key={s.usuario.id}>
                    <Table.Cell>{s.usuario.nome}</Table.Cell>
                    <Table.Cell>{s.email}</Table.Cell>
                    <Table.Cell>{s.matricula ?? '—'}</Table.Cell>
                    <Table.Cell fontFamily="mono">{s.codigo_acesso}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Stack>
      )}
      {result.sucessos.length > 0 && codes.length < result.sucessos.length && (
        <Box fontSize="sm" color="fg.muted">
          {result.sucessos
            .filter((s) => !s.codigo_acesso)
            .map((s) => `${s.usuario.nome} (${s.acao})`)
            .join(' · ')}
        </Box>
      )}
      {result.erros.length > 0 && <ErrorTable erros={result.erros} />}
    </Stack>
  );
}
