import {
  Badge,
  Box,
  Button,
  Field,
  Flex,
  Heading,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LuChartColumn, LuNetwork, LuPlus, LuX } from 'react-icons/lu';
import { newNetworkSchema, type Rede } from '@argumenta/contracts';
import { FieldError, FormAlert } from '@/components/FormField';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { refetchAfterWrite } from '@/lib/queryClient';
import { ROLE_LABEL } from '@/lib/roles';
import { ListStates } from '@/features/classrooms/ui';
import { listSchools, schoolKeys } from '@/features/schools/api';
import { UserPicker } from '@/features/admin/UserPicker';
import {
  addNetworkCoordinator,
  addNetworkSchool,
  createNetwork,
  listNetworks,
  networkKeys,
  removeNetworkCoordinator,
  removeNetworkSchool,
} from './api';

const COORDINATOR_ROLES = ['professor', 'coordenador'] as const;

/** Admin panel › Redes (issue 54): create a network, put schools in it, assign its coordinators. */
export function NetworksTab() {
  const qc = useQueryClient();
  const networks = useQuery({ queryKey: networkKeys.list, queryFn: listNetworks });
  const [nome, setNome] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refresh = () => {
    void refetchAfterWrite(qc, networkKeys.all);
    void refetchAfterWrite(qc, schoolKeys.all);
  };
  const create = useMutation({
    mutationFn: createNetwork,
    onSuccess: (r) => {
      notify.success(r.message ?? 'Rede criada com sucesso!');
      setNome('');
      refresh();
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = newNetworkSchema.safeParse({ nome });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    create.mutate(parsed.data);
  }

  return (
    <Stack gap="6">
      <Box bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: '4', md: '6' }}>
        <Heading size="md" mb="1">
          Nova rede
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="3">
          Uma rede agrupa escolas (uma secretaria, uma rede particular). Quem coordena a rede vê o painel dela, e só
          dela.
        </Text>
        <form onSubmit={submit} noValidate>
          <FormAlert message={create.isError ? errorMessage(create.error, 'Erro ao criar rede') : null} />
          <Flex gap="3" align="flex-end" wrap="wrap">
            <Field.Root invalid={Boolean(error)} required maxW="md">
              <Field.Label>
                Nome da rede <Field.RequiredIndicator />
              </Field.Label>
              <Input name="rede_nome" value={nome} onChange={(e) => setNome(e.target.value)} placeholder="SEDUC-SP" />
              <FieldError>{error}</FieldError>
            </Field.Root>
            <Button type="submit" colorPalette="brand" loading={create.isPending}>
              <LuNetwork /> Criar rede
            </Button>
          </Flex>
        </form>
      </Box>

      <ListStates
        query={networks}
        errorText="Erro ao carregar redes"
        empty={{ icon: LuNetwork, title: 'Nenhuma rede cadastrada' }}
      >
        {(list) => list.map((r) => <NetworkCard key={r.id} rede={r} onChanged={refresh} />)}
      </ListStates>
    </Stack>
  );
}

function NetworkCard({ rede, onChanged }: { rede: Rede; onChanged: () => void }) {
  const schools = useQuery({ queryKey: schoolKeys.list, queryFn: listSchools });
  const [escola, setEscola] = useState('');
  const act = useMutation({
    mutationFn: (run: () => Promise<{ message?: string }>) => run(),
    onSuccess: (r) => {
      notify.success(r.message ?? 'Rede atualizada');
      setEscola('');
      onChanged();
    },
    onError: (e) => notify.error(errorMessage(e, 'Erro ao atualizar a rede')),
  });
  const inNetwork = new Set(rede.escolas.map((e) => e.id));
  const candidates = (schools.data ?? []).filter((s) => !s.padrao && !inNetwork.has(s.id));

  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="xl" p="4" data-testid="network-card" data-nome={rede.nome}>
      <Flex justify="space-between" align="center" gap="2" wrap="wrap" mb="3">
        <Heading size="md">{rede.nome}</Heading>
        <Button size="sm" variant="outline" asChild>
          <RouterLink to={`/redes/${rede.id}/painel`} aria-label={`Painel da rede ${rede.nome}`}>
            <LuChartColumn /> Painel da rede
          </RouterLink>
        </Button>
      </Flex>
      <Flex gap="6" direction={{ base: 'column', md: 'row' }}>
        <Stack flex="1" gap="2">
          <Text fontWeight="semibold">Escolas ({rede.escolas.length})</Text>
          {rede.escolas.length === 0 && <Text color="fg.muted">Nenhuma escola nesta rede.</Text>}
          {rede.escolas.map((e) => (
            <HStack key={e.id} justify="space-between">
              <Text>{e.nome}</Text>
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={`Retirar ${e.nome} da rede`}
                onClick={() => act.mutate(() => removeNetworkSchool(rede.id, e.id))}
              >
                <LuX />
              </IconButton>
            </HStack>
          ))}
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (escola) act.mutate(() => addNetworkSchool(rede.id, Number(escola)));
            }}
          >
            <Flex gap="2" align="flex-end">
              <Field.Root>
                <Field.Label>Incluir escola</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    aria-label={`Escola para incluir em ${rede.nome}`}
                    value={escola}
                    onChange={(e) => setEscola(e.target.value)}
                  >
                    <option value="">Escolha uma escola</option>
                    {candidates.map((s) => (
                      <option key={s.id} value={String(s.id)}>
                        {s.nome}
                        {s.rede ? ` (hoje em ${s.rede})` : ''}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Button type="submit" colorPalette="brand" disabled={!escola} loading={act.isPending}>
                <LuPlus /> Incluir
              </Button>
            </Flex>
          </form>
        </Stack>
        <Stack flex="1" gap="2">
          <Text fontWeight="semibold">Coordenação da rede</Text>
          {rede.coordenadores.length === 0 && <Text color="fg.muted">Ninguém coordena esta rede ainda.</Text>}
          {rede.coordenadores.map((c) => (
            <HStack key={c.id} justify="space-between" data-testid="network-coordinator">
              <Text>
                {c.nome}{' '}
                <Badge size="sm" variant="subtle">
                  {ROLE_LABEL[c.tipo as keyof typeof ROLE_LABEL] ?? c.tipo}
                </Badge>
              </Text>
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={`Retirar ${c.nome} da coordenação`}
                onClick={() => act.mutate(() => removeNetworkCoordinator(rede.id, c.id))}
              >
                <LuX />
              </IconButton>
            </HStack>
          ))}
          <UserPicker
            label={`Coordenador para ${rede.nome}`}
            tipos={COORDINATOR_ROLES}
            exclude={rede.coordenadores.map((c) => c.id)}
            onPick={(u) => act.mutate(() => addNetworkCoordinator(rede.id, u.id))}
          />
          <Text fontSize="xs" color="fg.muted">
            Professores e coordenadores de escola podem coordenar a rede; continuam com o seu papel na escola.
          </Text>
        </Stack>
      </Flex>
    </Box>
  );
}
