import { Box, Button, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { LuDownload } from 'react-icons/lu';
import { PageLoader } from '@/components/PageLoader';
import { notify } from '@/components/ui/toaster';
import { errorMessage, saveBlob } from '@/lib/api';
import { ErrorState } from '@/features/classrooms/ui';

/** Downloads a file the server builds (a dashboard's or the audit trail's CSV), with its busy state and error toast. */
export function useCsvExport() {
  const [exporting, setExporting] = useState(false);
  async function run(download: () => Promise<Blob>, file: string) {
    setExporting(true);
    try {
      saveBlob(await download(), file);
    } catch (e) {
      notify.error('Erro ao exportar CSV', { description: errorMessage(e, '') || undefined });
    } finally {
      setExporting(false);
    }
  }
  return { exporting, run };
}

/** What a dashboard page shows before its data: a bad id, loading, or the server's refusal (e.g. another network). */
export function dashboardFallback(
  id: number,
  query: UseQueryResult<unknown>,
  words: { notFound: string; loading: string; error: string },
): ReactNode {
  const back = { to: '/dashboard', label: 'Voltar ao início' };
  if (!Number.isInteger(id) || id <= 0) return <ErrorState title={words.notFound} action={back} />;
  if (query.isPending) return <PageLoader label={words.loading} />;
  if (query.isError)
    return <ErrorState title={words.error} description={errorMessage(query.error, '')} action={back} />;
  return null;
}

/** A dashboard's title, subtitle and "Exportar CSV" button. */
export function DashboardHeader(p: {
  title: string;
  subtitle: string;
  exporting: boolean;
  onExport: () => void;
  testId: string;
  /** Links shown before the export button (the school's corrector rules). */
  actions?: ReactNode;
}) {
  return (
    <Flex justify="space-between" gap="3" wrap="wrap" align="flex-end">
      <Box>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {p.title}
        </Heading>
        <Text color="fg.muted">{p.subtitle}</Text>
      </Box>
      <HStack gap="2" wrap="wrap">
        {p.actions}
        <Button onClick={p.onExport} loading={p.exporting} variant="outline" data-testid={p.testId}>
          <LuDownload /> Exportar CSV
        </Button>
      </HStack>
    </Flex>
  );
}
