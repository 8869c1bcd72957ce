import { Button, DataList, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import type { User } from '@argumenta/contracts';
import { api, errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/dates';
import { creditsExplained } from '@/lib/credits';
import { ROLE_LABEL } from '@/lib/roles';
import { ErrorState } from '@/features/classrooms/ui';

/** /profile: the signed-in account as the server has it — who, which role, credits; changes are made in Configurações. */
export default function ProfilePage() {
  const q = useQuery({ queryKey: ['auth', 'perfil'], queryFn: () => api<User>('/auth/perfil') });
  if (q.isError)
    return <ErrorState title="Erro ao carregar o perfil" description={errorMessage(q.error, 'Tente novamente.')} />;
  return (
    <Stack gap="6" maxW="2xl">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        Meu Perfil
      </Heading>
      {!q.data ? (
        <Skeleton h="40" rounded="xl" />
      ) : (
        <Stack bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: '4', md: '6' }} gap="4">
          <DataList.Root orientation="horizontal" data-testid="profile-data">
            {(
              [
                ['Nome', q.data.nome],
                ['E-mail', q.data.email],
                ['Tipo de conta', ROLE_LABEL[q.data.tipo]],
                ['Créditos disponíveis', String(q.data.creditos_disponiveis)],
                ['Créditos usados', String(q.data.creditos_totais_usados)],
                ...(q.data.data_criacao ? [['Conta criada em', formatDate(q.data.data_criacao)]] : []),
              ] as [string, string][]
            ).map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <Text wordBreak="break-word">{value}</Text>
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          <Text fontSize="sm" color="fg.muted" data-testid="credits-explained">
            {creditsExplained(q.data.creditos_totais_usados)}
          </Text>
          <HStack gap="2" wrap="wrap">
            <Button asChild colorPalette="brand" size="sm">
              <RouterLink to="/settings">Alterar dados e preferências</RouterLink>
            </Button>
            <Button asChild variant="outline" size="sm">
              <RouterLink to="/essays">Minhas Redações</RouterLink>
            </Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}
