import { Box, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LuChartColumn, LuCoins, LuFilePen, LuFileUp, LuNetwork, LuSchool, LuUsers } from 'react-icons/lu';
import { SchoolsTab } from '@/features/schools/SchoolsTab';
import { NetworksTab } from '@/features/networks/NetworksTab';
import { CreditsTab } from './CreditsTab';
import { CsvImportTab } from './CsvImportTab';
import { EssaysTab } from './EssaysTab';
import { StatsTab } from './StatsTab';
import { UsersTab } from './UsersTab';

const TABS = ['estatisticas', 'usuarios', 'escolas', 'redes', 'importar', 'creditos', 'redacoes'] as const;
type Tab = (typeof TABS)[number];

/** /dashboard/admin (spec 2.12): statistics, users, schools (issue 16), CSV import, credits and essays. Admin only (router guard). */
export default function AdminDashboardPage() {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('aba');
  const tab: Tab = (TABS as readonly string[]).includes(fromUrl ?? '') ? (fromUrl as Tab) : 'estatisticas';
  const [creditTarget, setCreditTarget] = useState<{ id: number; nome: string; email: string } | null>(null);

  const go = (next: Tab) => setParams(next === 'estatisticas' ? {} : { aba: next }, { replace: true });

  return (
    <Stack gap="6">
      <Box>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          Painel Administrativo
        </Heading>
        <Text color="fg.muted">Usuários, créditos e uso da plataforma.</Text>
      </Box>
      <Tabs.Root
        value={tab}
        onValueChange={(d) => go(d.value as Tab)}
        variant="line"
        size={{ base: 'sm', md: 'md' }}
        lazyMount
        unmountOnExit
      >
        <Tabs.List flexWrap="wrap" css={{ '& svg': { display: { base: 'none', sm: 'inline' } } }}>
          <Tabs.Trigger value="estatisticas">
            <LuChartColumn /> Estatísticas
          </Tabs.Trigger>
          <Tabs.Trigger value="usuarios">
            <LuUsers /> Usuários
          </Tabs.Trigger>
          <Tabs.Trigger value="escolas">
            <LuSchool /> Escolas
          </Tabs.Trigger>
          <Tabs.Trigger value="redes">
            <LuNetwork /> Redes
          </Tabs.Trigger>
          <Tabs.Trigger value="importar">
            <LuFileUp /> Importar CSV
          </Tabs.Trigger>
          <Tabs.Trigger value="creditos">
            <LuCoins /> Créditos
          </Tabs.Trigger>
          <Tabs.Trigger value="redacoes">
            <LuFilePen /> Redações
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="estatisticas">
          <StatsTab />
        </Tabs.Content>
        <Tabs.Content value="usuarios">
          <UsersTab
            onAddCredits={(u) => {
              setCreditTarget(u);
              go('creditos');
            }}
          />
        </Tabs.Content>
        <Tabs.Content value="escolas">
          <SchoolsTab />
        </Tabs.Content>
        <Tabs.Content value="redes">
          <NetworksTab />
        </Tabs.Content>
        <Tabs.Content value="importar">
          <CsvImportTab />
        </Tabs.Content>
        <Tabs.Content value="creditos">
          <CreditsTab target={creditTarget} />
        </Tabs.Content>
        <Tabs.Content value="redacoes">
          <EssaysTab />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
