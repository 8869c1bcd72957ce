import {
  Badge,
  Box,
  Button,
  Code,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { LuDownload, LuFileSpreadsheet, LuPrinter, LuUpload } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { notify } from '@/components/ui/toaster';
import { errorMessage, saveBlob } from '@/lib/api';
import { refetchAfterWrite } from '@/lib/queryClient';
import { listSchools, schoolKeys } from '@/features/schools/api';
import { adminKeys, importCsvFile, importOneRosterFiles, type CsvImportReport } from './api';
import { CSV_MESSAGES, CSV_TEMPLATE, isCsvFile, ONEROSTER_MESSAGES } from './csv';

type Format = 'csv' | 'oneroster';

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
 * Spec 2.12 Importar CSV (issue 54): the file's bytes go to /admin/usuarios/importar — or a OneRoster-style set
 * (users.csv, classes.csv, enrollments.csv) to /admin/usuarios/importar-oneroster, into the chosen school — and the
 * server detects the encoding. Choosing the files runs a preview (simulação: the real outcome, nothing written);
 * importing commits it. The report names each bad row's file and line, the classes created or matched (each one
 * opens), and lists the first-access codes, downloadable as a sheet to print.
 */
export function CsvImportTab() {
  const qc = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [format, setFormat] = useState<Format>('csv');
  const [escolaId, setEscolaId] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [preview, setPreview] = useState<CsvImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<CsvImportReport | null>(null);
  const schools = useQuery({ queryKey: schoolKeys.list, queryFn: listSchools, enabled: format === 'oneroster' });
  const send = (chosen: File[], simular: boolean, escola = escolaId) =>
    format === 'csv' ? importCsvFile(chosen[0]!, simular) : importOneRosterFiles(chosen, Number(escola), simular);

  const run = useMutation({
    mutationFn: (chosen: File[]) => send(chosen, false),
    onSuccess: (r) => {
      setResult(r);
      setPreview(null);
      if (r.total_sucesso > 0) notify.success(CSV_MESSAGES.created(r.total_sucesso));
      if (r.total_erros > 0) notify.error(CSV_MESSAGES.failed(r.total_erros));
      void refetchAfterWrite(qc, adminKeys.all);
    },
    onError: (e) => notify.error(CSV_MESSAGES.importError, { description: errorMessage(e, '') || undefined }),
  });

  async function runPreview(chosen: File[], escola = escolaId) {
    setPreview(null);
    setProblem(null);
    if (!chosen.length || (format === 'oneroster' && !escola)) return;
    try {
      setPreview(await send(chosen, true, escola));
    } catch (err) {
      setProblem(errorMessage(err, CSV_MESSAGES.processError));
    }
  }

  async function choose(e: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(e.target.files ?? [])];
    setResult(null);
    setPreview(null);
    setProblem(null);
    if (!chosen.length) return setFiles([]);
    const accepted = (f: File) => isCsvFile(f) || (format === 'oneroster' && /\.zip$/i.test(f.name));
    if (!chosen.every(accepted)) {
      notify.error(CSV_MESSAGES.invalidFile);
      setFiles([]);
      e.target.value = '';
      return;
    }
    setFiles(chosen);
    await runPreview(chosen);
  }

  function importFile() {
    if (!files.length) return notify.error(CSV_MESSAGES.noFile);
    if (format === 'oneroster' && !escolaId) return notify.error(ONEROSTER_MESSAGES.noSchool);
    if (preview && preview.total_sucesso === 0) return notify.error(CSV_MESSAGES.noValidUser);
    setResult(null);
    run.mutate(files);
  }

  function clear() {
    setFiles([]);
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
            {format === 'csv' ? (
              <Text color="fg.muted" fontSize="sm">
                A primeira linha é o cabeçalho. Colunas obrigatórias: <Code>nome</Code> e <Code>email</Code>. Opcionais:{' '}
                <Code>tipo</Code> (ou <Code>papel</Code>: estudante, professor, coordenador ou admin; padrão estudante),{' '}
                <Code>senha</Code> (vazia = código de primeiro acesso gerado), <Code>matricula</Code> (reimportar
                atualiza o aluno em vez de duplicar), <Code>escola</Code> (nome ou código INEP), <Code>turma</Code> (o
                aluno entra nessa turma da escola; criada se for nova) e <Code>professor</Code> (e-mail ou matrícula do
                professor da turma), <Code>creditos</Code> (alunos de uma escola não recebem créditos pessoais sem esta
                coluna), <Code>instituicao</Code>, <Code>disciplina</Code>. Aceita UTF-8 ou o CSV do Excel
                (Windows-1252).
              </Text>
            ) : (
              <Text color="fg.muted" fontSize="sm">
                Escolha os três arquivos juntos: <Code>users.csv</Code> (sourcedId, role, givenName, familyName, email,
                identifier = matrícula), <Code>classes.csv</Code> (sourcedId, title) e <Code>enrollments.csv</Code>{' '}
                (classSourcedId, userSourcedId, role student ou teacher) — ou o .zip exportado pelo sistema da escola.
                Reimportar atualiza pelo sourcedId e move o aluno que mudou de turma. Aceita UTF-8 ou Windows-1252.
              </Text>
            )}
          </Stack>
          {format === 'csv' && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => saveBlob(new Blob([CSV_TEMPLATE], { type: 'text/csv' }), 'modelo-usuarios.csv')}
            >
              <LuDownload /> Baixar modelo
            </Button>
          )}
        </Flex>

        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <Field.Root>
            <Field.Label>Formato</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={format}
                onChange={(e) => {
                  setFormat(e.target.value as Format);
                  clear();
                }}
              >
                <option value="csv">CSV de usuários (uma linha por pessoa)</option>
                <option value="oneroster">Conjunto OneRoster (users, classes, enrollments)</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {format === 'oneroster' && (
            <Field.Root required>
              <Field.Label>Escola</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={escolaId}
                  onChange={(e) => {
                    setEscolaId(e.target.value);
                    void runPreview(files, e.target.value);
                  }}
                >
                  <option value="">Escolha a escola</option>
                  {(schools.data ?? [])
                    .filter((e) => !e.padrao)
                    .map((e) => (
                      <option key={e.id} value={String(e.id)}>
                        {e.nome}
                      </option>
                    ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          )}
        </SimpleGrid>

        <Flex gap="3" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }}>
          <Input
            ref={input}
            type="file"
            accept={format === 'csv' ? '.csv,text/csv' : '.csv,text/csv,.zip,application/zip'}
            multiple={format === 'oneroster'}
            display="none"
            onChange={(e) => void choose(e)}
            data-testid="csv-input"
            aria-label={format === 'csv' ? 'Arquivo CSV' : 'Arquivos do conjunto OneRoster'}
          />
          <Button variant="outline" onClick={() => input.current?.click()}>
            <LuFileSpreadsheet /> {format === 'csv' ? 'Escolher arquivo CSV' : 'Escolher os arquivos (ou o .zip)'}
          </Button>
          <Text fontSize="sm" color={files.length ? 'fg' : 'fg.muted'} truncate data-testid="csv-file-name">
            {files.length ? files.map((f) => f.name).join(', ') : 'Nenhum arquivo selecionado'}
          </Text>
          {files.length > 0 && (
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
                : `Prévia (${ENCODING_LABEL[preview.codificacao]}): ${preview.criados} a criar · ${preview.atualizados} a atualizar · ${preview.total_erros} com erro${preview.turmas ? ` · ${preview.turmas.resumo}` : ''}.`}
            </Text>
            {preview.aviso && (
              <Text fontSize="sm" color="orange.fg">
                {preview.aviso}
              </Text>
            )}
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
  const files = erros.some((e) => e.arquivo);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {files && <Table.ColumnHeader>Arquivo</Table.ColumnHeader>}
            <Table.ColumnHeader>Linha</Table.ColumnHeader>
            <Table.ColumnHeader>Email</Table.ColumnHeader>
            <Table.ColumnHeader>Erro</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {erros.map((e, i) => (
            <Table.Row key={i}>
              {files && <Table.Cell>{e.arquivo ?? '—'}</Table.Cell>}
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
      {result.aviso && (
        <Text color="orange.fg" role="alert">
          {result.aviso}
        </Text>
      )}
      {result.turmas && <ClassesTable turmas={result.turmas} />}
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

/** The classes the import created or matched: each opens its room (its students, activities and answer sheets). */
function ClassesTable({ turmas }: { turmas: NonNullable<CsvImportReport['turmas']> }) {
  return (
    <Stack gap="2" data-testid="csv-classes">
      <Text fontWeight="medium">
        Turmas: {turmas.resumo}
        {turmas.matriculas_removidas > 0 ? ` · ${ONEROSTER_MESSAGES.moved(turmas.matriculas_removidas)}` : ''}
      </Text>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Turma</Table.ColumnHeader>
              <Table.ColumnHeader>Situação</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {turmas.turmas.map((t) => (
              <Table.Row key={`${t.escola_id}-${t.codigo}`} data-testid="csv-class">
                <Table.Cell>{t.nome}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={t.nova ? 'green' : 'gray'} variant="subtle">
                    {t.nova ? 'nova' : 'já existia'}
                  </Badge>
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {t.sala_id && (
                    <Button asChild size="sm" variant="outline">
                      <RouterLink to={`/classrooms/${t.sala_id}`}>Abrir turma</RouterLink>
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
