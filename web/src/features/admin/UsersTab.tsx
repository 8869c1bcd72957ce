import {
  Badge,
  Box,
  Button,
  EmptyState,
  Flex,
  HStack,
  IconButton,
  Input,
  InputGroup,
  NativeSelect,
  Skeleton,
  Stack,
  Table,
  Text,
  VStack,
} from '@chakra-ui/react';
import { ROLES, type Role } from '@argumenta/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  LuBan,
  LuCoins,
  LuKeyRound,
  LuPencil,
  LuSearch,
  LuTrash2,
  LuUserCheck,
  LuUserPlus,
  LuUsers,
} from 'react-icons/lu';
import { Modal, useConfirm } from '@/components/dialogs';
import { RoleSelect } from '@/components/RoleSelect';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { useDebounced } from '@/lib/useDebounced';
import { refetchAfterWrite } from '@/lib/queryClient';
import { formatDateTime } from '@/lib/dates';
import { ROLE_LABEL } from '@/lib/roles';
import { useAuth } from '@/stores/auth';
import { listSchools, schoolKeys } from '@/features/schools/api';
import {
  ADMIN_PAGE_SIZE,
  adminKeys,
  deleteUser,
  listUsers,
  suspendUser,
  temporaryPassword,
  type AdminUser,
} from './api';
import { EditUserDialog } from './EditUserDialog';
import { CreateUserDialog } from './CreateUserDialog';
import { Pagination } from './Pagination';

export const DELETE_USER_QUESTION = 'Tem certeza que deseja excluir este usuário?';
const ROLE_COLOR: Record<Role, string> = {
  estudante: 'blue',
  professor: 'green',
  coordenador: 'orange',
  admin: 'purple',
};
const SEARCH_DEBOUNCE_MS = 300;

type Target = { id: number; nome: string; email: string };

/** Spec 2.12 Usuários: search, type filter, 10 per page, create, delete, pagination. */
export function UsersTab({ onAddCredits }: { onAddCredits: (u: Target) => void }) {
  const qc = useQueryClient();
  const myId = useAuth((s) => s.user?.id);
  const [search, setSearch] = useState('');
  const [tipo, setTipo] = useState<Role | ''>('');
  const [escola, setEscola] = useState('');
  const [tempPassword, setTempPassword] = useState<{ nome: string; senha: string } | null>(null);
  const schools = useQuery({ queryKey: schoolKeys.list, queryFn: listSchools });
  const [pagina, setPagina] = useState(1);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const confirm = useConfirm();

  const busca = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => setPagina(1), [busca, tipo, escola]);

  const filter = { pagina, busca, tipo, escola };
  const list = useQuery({
    queryKey: adminKeys.users(filter),
    queryFn: () => listUsers(filter),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  useEffect(() => {
    if (list.isError)
      notify.error('Erro ao carregar usuários', {
        description: errorMessage(list.error, '') || undefined,
        id: 'admin-users-error',
      });
  }, [list.isError, list.error]);

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  // Deleting the last user of the last page leaves an empty page: step back.
  useEffect(() => {
    if (list.data && pagina > pages) setPagina(pages);
  }, [list.data, pagina, pages]);

  const remove = useMutation({
    mutationFn: (id: number) => deleteUser(id),
    onSuccess: () => {
      notify.success('Usuário excluído com sucesso!');
      void refetchAfterWrite(qc, adminKeys.all);
    },
    onError: (e) => notify.error('Erro ao excluir usuário', { description: errorMessage(e, '') || undefined }),
  });

  const suspend = useMutation({
    mutationFn: (u: { id: number; suspensa: boolean }) => suspendUser(u.id, u.suspensa),
    onSuccess: ({ message }) => {
      notify.success(message ?? 'Conta atualizada.');
      void refetchAfterWrite(qc, adminKeys.all);
    },
    onError: (e) => notify.error(errorMessage(e, 'Erro ao suspender a conta')),
  });
  const resetPassword = useMutation({
    mutationFn: (u: { id: number; nome: string }) => temporaryPassword(u.id),
    onSuccess: (r, u) => setTempPassword({ nome: u.nome, senha: r.senha_temporaria }),
    onError: (e) => notify.error(errorMessage(e, 'Erro ao gerar a senha temporária')),
  });

  const users = list.data?.usuarios ?? [];

  return (
    <Stack gap="4">
      <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }}>
        <InputGroup startElement={<LuSearch />} flex="1">
          <Input
            placeholder="Buscar por nome ou email"
            aria-label="Buscar por nome ou email"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </InputGroup>
        <RoleSelect
          roles={ROLES}
          maxW={{ md: '56' }}
          aria-label="Filtrar por tipo"
          allLabel="Todos os tipos"
          value={tipo}
          onChange={(v) => setTipo(v as Role | '')}
        />
        <NativeSelect.Root maxW={{ md: '64' }}>
          <NativeSelect.Field
            aria-label="Filtrar por escola"
            value={escola}
            onChange={(e) => setEscola(e.target.value)}
          >
            <option value="">Todas as escolas</option>
            {(schools.data ?? []).map((e) => (
              <option key={e.id} value={String(e.id)}>
                {e.nome}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button colorPalette="brand" onClick={() => setCreating(true)}>
          <LuUserPlus /> Novo usuário
        </Button>
      </Flex>

      {list.isPending ? (
        <Stack gap="2">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} h="12" rounded="md" />
          ))}
        </Stack>
      ) : list.isError && !list.data ? (
        <Stack bg="bg.panel" borderWidth="1px" rounded="xl" p="6" gap="3" align="flex-start">
          <Text color="red.fg" fontWeight="medium">
            Erro ao carregar usuários
          </Text>
          <Button size="sm" variant="outline" onClick={() => void list.refetch()}>
            Tentar novamente
          </Button>
        </Stack>
      ) : users.length === 0 ? (
        <EmptyState.Root borderWidth="1px" rounded="xl" bg="bg.panel">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuUsers />
            </EmptyState.Indicator>
            <VStack textAlign="center">
              <EmptyState.Title>Nenhum usuário encontrado</EmptyState.Title>
              <EmptyState.Description>
                {busca || tipo || escola
                  ? 'Tente outra busca, outro tipo ou outra escola.'
                  : 'Crie o primeiro usuário ou importe uma planilha.'}
              </EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Box bg="bg.panel" borderWidth="1px" rounded="xl" overflow="hidden">
          <Table.ScrollArea>
            <Table.Root size="sm" interactive data-testid="users-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Nome</Table.ColumnHeader>
                  <Table.ColumnHeader>Tipo</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Créditos</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Usados</Table.ColumnHeader>
                  <Table.ColumnHeader>Criado em</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Ações</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {users.map((u) => (
                  <Table.Row key={u.id} data-testid="user-row" data-email={u.email}>
                    <Table.Cell minW="48">
                      <Text fontWeight="medium">{u.nome}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {u.email} · ID {u.id}
                        {u.matricula ? ` · matrícula ${u.matricula}` : ''}
                      </Text>
                      {u.escola_nome && (
                        <Text fontSize="xs" color="fg.muted" data-testid="user-school">
                          {u.escola_nome}
                        </Text>
                      )}
                      {u.suspensa && (
                        <Badge colorPalette="red" size="sm" data-testid="user-suspended">
                          Suspensa
                        </Badge>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={ROLE_COLOR[u.tipo]} variant="subtle">
                        {ROLE_LABEL[u.tipo]}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell textAlign="end" data-testid="user-credits">
                      {u.creditos ?? u.creditos_disponiveis}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{u.creditos_totais_usados}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDateTime(u.data_criacao)}</Table.Cell>
                    <Table.Cell>
                      <HStack justify="flex-end" gap="1">
                        <IconButton
                          size="sm"
                          variant="ghost"
                          aria-label={`Editar ${u.nome}`}
                          title="Editar ou transferir"
                          onClick={() => setEditing(u)}
                        >
                          <LuPencil />
                        </IconButton>
                        <IconButton
                          size="sm"
                          variant="ghost"
                          aria-label={`Adicionar créditos a ${u.nome}`}
                          title="Adicionar créditos"
                          onClick={() => onAddCredits({ id: u.id, nome: u.nome, email: u.email })}
                        >
                          <LuCoins />
                        </IconButton>
                        <IconButton
                          size="sm"
                          variant="ghost"
                          aria-label={`Senha temporária para ${u.nome}`}
                          title="Gerar senha temporária"
                          onClick={() =>
                            confirm.ask(
                              'Senha temporária',
                              `Gerar uma senha temporária para ${u.nome}? A senha atual deixa de valer e as sessões abertas terminam.`,
                              () =>
                                resetPassword.mutateAsync({ id: u.id, nome: u.nome }).then(
                                  () => undefined,
                                  () => undefined,
                                ),
                              'Gerar',
                            )
                          }
                        >
                          <LuKeyRound />
                        </IconButton>
                        <IconButton
                          size="sm"
                          variant="ghost"
                          aria-label={`${u.suspensa ? 'Reativar' : 'Suspender'} ${u.nome}`}
                          title={u.suspensa ? 'Reativar conta' : 'Suspender conta'}
                          disabled={u.id === myId}
                          onClick={() =>
                            u.suspensa
                              ? suspend.mutate({ id: u.id, suspensa: false })
                              : confirm.ask(
                                  'Suspender conta',
                                  `${u.nome} não poderá entrar até a conta ser reativada. Continuar?`,
                                  () =>
                                    suspend.mutateAsync({ id: u.id, suspensa: true }).then(
                                      () => undefined,
                                      () => undefined,
                                    ),
                                  'Suspender',
                                )
                          }
                        >
                          {u.suspensa ? <LuUserCheck /> : <LuBan />}
                        </IconButton>
                        <IconButton
                          size="sm"
                          variant="ghost"
                          colorPalette="red"
                          aria-label={`Excluir ${u.nome}`}
                          title={u.id === myId ? 'Você não pode excluir a sua própria conta' : 'Excluir usuário'}
                          disabled={u.id === myId}
                          onClick={() =>
                            confirm.ask(
                              'Excluir usuário',
                              <Stack gap="2" as="span">
                                <Text as="span">{DELETE_USER_QUESTION}</Text>
                                <Text as="span" color="fg.muted" fontSize="sm">
                                  {u.nome} ({u.email})
                                </Text>
                              </Stack>,
                              () => remove.mutateAsync(u.id).catch(() => undefined),
                              'Excluir',
                            )
                          }
                        >
                          <LuTrash2 />
                        </IconButton>
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Box>
      )}

      <Flex justify="space-between" align="center" gap="3" direction={{ base: 'column', sm: 'row' }}>
        <Text fontSize="sm" color="fg.muted" data-testid="users-total">
          {total === 1 ? '1 usuário' : `${total} usuários`}
          {pages > 1 ? ` · página ${pagina} de ${pages}` : ''}
        </Text>
        <Pagination page={pagina} pages={pages} onChange={setPagina} />
      </Flex>

      <CreateUserDialog open={creating} onOpenChange={setCreating} />
      {editing && <EditUserDialog key={editing.id} user={editing} onClose={() => setEditing(null)} />}
      <Modal
        open={tempPassword !== null}
        onClose={() => setTempPassword(null)}
        title="Senha temporária"
        testId="temp-password-dialog"
      >
        <Stack gap="2">
          <Text>Entregue esta senha a {tempPassword?.nome}. Ela aparece só agora.</Text>
          <Text fontFamily="mono" fontSize="xl" fontWeight="bold" data-testid="temp-password">
            {tempPassword?.senha}
          </Text>
        </Stack>
      </Modal>

      {confirm.dialog}
    </Stack>
  );
}
