import {
  Badge,
  Box,
  Button,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  InputGroup,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { FieldError, FormAlert, useFocusFirstInvalid } from '@/components/FormField';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LuChartColumn, LuCoins, LuSchool, LuSearch, LuUserPlus } from 'react-icons/lu';
import { newSchoolSchema, SCHOOL_ROLES, type Escola, type SchoolRole } from '@argumenta/contracts';
import { RoleSelect } from '@/components/RoleSelect';
import { UserPicker } from '@/features/admin/UserPicker';
import type { AdminUser } from '@/features/admin/api';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { refetchAfterWrite } from '@/lib/queryClient';
import { ROLE_LABEL } from '@/lib/roles';
import { ListStates } from '@/features/classrooms/ui';
import { addMember, addPoolCredits, createSchool, listMembers, listSchools, schoolKeys } from './api';
import { useDebounced } from '@/lib/useDebounced';

const PLACEABLE = ['estudante', 'professor', 'coordenador'] as const;
const EMPTY_SCHOOL = { nome: '', codigo_inep: '', rede: '', dominio_email: '' };

/** Admin panel › Escolas (issue 16): create schools, place members with their role, fill a school's credit pool. */
export function SchoolsTab() {
  const qc = useQueryClient();
  const schools = useQuery({ queryKey: schoolKeys.list, queryFn: listSchools });
  const [form, setForm] = useState(EMPTY_SCHOOL);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [selected, setSelected] = useState<number | null>(null);
  const refresh = () => void refetchAfterWrite(qc, schoolKeys.all);

  const create = useMutation({
    mutationFn: createSchool,
    onSuccess: (r) => {
      notify.success(r.message ?? 'Escola criada com sucesso!');
      setForm(EMPTY_SCHOOL);
      setSelected(r.data.id);
      refresh();
    },
    onError: (e) => notify.error('Erro ao criar escola', { description: errorMessage(e, '') || undefined }),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    // The same rules as the server (one schema in contracts), so the message shows next to the field at once.
    const parsed = newSchoolSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return focusFirstInvalid();
    }
    setErrors({});
    create.mutate(parsed.data);
  }
  const set = (k: keyof typeof EMPTY_SCHOOL) => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  const list = schools.data ?? [];
  const current = list.find((s) => s.id === selected) ?? null;

  return (
    <Stack gap="6">
      <Box bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: '4', md: '6' }}>
        <Heading size="md" mb="3">
          Nova escola
        </Heading>
        <form ref={formRef} onSubmit={submit} noValidate>
          <FormAlert
            message={create.isError ? errorMessage(create.error, 'Erro ao criar escola') : null}
            testId="create-school-error"
          />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root invalid={Boolean(errors.nome)} required>
              <Field.Label>
                Nome <Field.RequiredIndicator />
              </Field.Label>
              <Input
                name="nome"
                value={form.nome}
                onChange={(e) => set('nome')(e.target.value)}
                placeholder="EE Machado de Assis"
              />
              <FieldError>{errors.nome}</FieldError>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.codigo_inep)}>
              <Field.Label>Código INEP (opcional)</Field.Label>
              <Input
                name="codigo_inep"
                inputMode="numeric"
                maxLength={8}
                value={form.codigo_inep}
                onChange={(e) => set('codigo_inep')(e.target.value)}
              />
              <FieldError>{errors.codigo_inep}</FieldError>
            </Field.Root>
            <Field.Root>
              <Field.Label>Rede (opcional)</Field.Label>
              <Input
                name="rede"
                value={form.rede}
                onChange={(e) => set('rede')(e.target.value)}
                placeholder="SEDUC-SP"
              />
            </Field.Root>
            <Field.Root invalid={Boolean(errors.dominio_email)}>
              <Field.Label>Domínio de e-mail para o login da escola (opcional)</Field.Label>
              <Input
                name="dominio_email"
                value={form.dominio_email}
                onChange={(e) => set('dominio_email')(e.target.value)}
                placeholder="escola.sp.gov.br"
              />
              <FieldError>{errors.dominio_email}</FieldError>
            </Field.Root>
          </SimpleGrid>
          <Button type="submit" colorPalette="brand" mt="4" loading={create.isPending}>
            <LuSchool /> Criar escola
          </Button>
        </form>
      </Box>

      <ListStates
        query={schools}
        errorText="Erro ao carregar escolas"
        empty={{ icon: LuSchool, title: 'Nenhuma escola cadastrada' }}
      >
        {(list) => (
          <Table.ScrollArea borderWidth="1px" rounded="xl">
            <Table.Root size="sm" data-testid="schools-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Escola</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Coord.</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Prof.</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Estud.</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Créditos</Table.ColumnHeader>
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.map((s) => (
                  <Table.Row key={s.id} bg={s.id === selected ? 'bg.muted' : undefined}>
                    <Table.Cell>
                      <Text fontWeight="medium">
                        {s.nome} {s.padrao && <Badge size="sm">padrão</Badge>}
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        {[
                          `ID ${s.id}`,
                          s.codigo_inep && `INEP ${s.codigo_inep}`,
                          s.rede,
                          s.dominio_email && `@${s.dominio_email}`,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{s.total_coordenadores}</Table.Cell>
                    <Table.Cell textAlign="end">{s.total_professores}</Table.Cell>
                    <Table.Cell textAlign="end">{s.total_estudantes}</Table.Cell>
                    <Table.Cell textAlign="end">{s.creditos}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <Flex gap="1" justify="flex-end">
                        <Button size="xs" variant="outline" onClick={() => setSelected(s.id)}>
                          Gerenciar
                        </Button>
                        <Button size="xs" variant="ghost" asChild>
                          <RouterLink to={`/escolas/${s.id}/painel`} aria-label={`Painel de ${s.nome}`}>
                            <LuChartColumn /> Painel
                          </RouterLink>
                        </Button>
                      </Flex>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </ListStates>

      {current && <ManageSchool key={current.id} school={current} onChanged={refresh} />}
      {current && <SchoolMembers key={`m${current.id}`} school={current} />}
    </Stack>
  );
}

function ManageSchool({ school, onChanged }: { school: Escola; onChanged: () => void }) {
  const [picked, setPicked] = useState<AdminUser | null>(null);
  const [papel, setPapel] = useState<SchoolRole>('estudante');
  const [quantidade, setQuantidade] = useState('');
  const member = useMutation({
    mutationFn: (u: AdminUser) => addMember(school.id, { usuario_id: u.id, papel }),
    onSuccess: (r) => {
      notify.success(`${r.data.nome} agora é ${ROLE_LABEL[papel].toLowerCase()} da escola ${school.nome}`);
      setPicked(null);
      onChanged();
    },
    onError: (e) => notify.error('Erro ao adicionar membro', { description: errorMessage(e, '') || undefined }),
  });
  const credits = useMutation({
    mutationFn: () => addPoolCredits(school.id, { quantidade: Number(quantidade) }),
    onSuccess: (r) => {
      notify.success(`${r.message ?? 'Créditos adicionados à escola!'} Saldo: ${r.data.creditos}`);
      setQuantidade('');
      onChanged();
    },
    onError: (e) => notify.error('Erro ao adicionar créditos', { description: errorMessage(e, '') || undefined }),
  });
  const validAmount = /^\d+$/.test(quantidade) && Number(quantidade) > 0;

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" data-testid="manage-school">
      <Box bg="bg.panel" borderWidth="1px" rounded="xl" p="4">
        <Heading size="sm" mb="1">
          Adicionar membro a {school.nome}
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="3">
          Busque a pessoa pelo nome, email ou matrícula: ela passa a pertencer a esta escola com o papel escolhido (se
          estava em outra escola, é transferida).
        </Text>
        <Stack gap="3">
          <Field.Root w="44">
            <Field.Label>Papel</Field.Label>
            <RoleSelect roles={SCHOOL_ROLES} name="papel" value={papel} onChange={(v) => setPapel(v as SchoolRole)} />
          </Field.Root>
          {picked ? (
            <Flex gap="2" align="center" wrap="wrap">
              <Text>
                <strong>{picked.nome}</strong> ({picked.email})
              </Text>
              <Button colorPalette="brand" loading={member.isPending} onClick={() => member.mutate(picked)}>
                <LuUserPlus /> Adicionar
              </Button>
              <Button variant="ghost" onClick={() => setPicked(null)}>
                Trocar
              </Button>
            </Flex>
          ) : (
            <UserPicker label={`Pessoa para ${school.nome}`} onPick={setPicked} tipos={PLACEABLE} />
          )}
        </Stack>
      </Box>
      <Box bg="bg.panel" borderWidth="1px" rounded="xl" p="4">
        <Heading size="sm" mb="1">
          Créditos da escola
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="3">
          Saldo: {school.creditos} ({school.creditos_usados} {school.creditos_usados === 1 ? 'usado' : 'usados'}). As
          correções de atividades dos estudantes e os lotes dos professores usam estes créditos primeiro.
        </Text>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (validAmount) credits.mutate();
          }}
        >
          <Flex gap="2" align="flex-end">
            <Field.Root w="32" invalid={quantidade !== '' && !validAmount}>
              <Field.Label>Quantidade</Field.Label>
              <Input
                name="quantidade_escola"
                inputMode="numeric"
                value={quantidade}
                onChange={(e) => setQuantidade(e.target.value)}
              />
            </Field.Root>
            <Button type="submit" colorPalette="brand" disabled={!validAmount} loading={credits.isPending}>
              <LuCoins /> Adicionar créditos
            </Button>
          </Flex>
        </form>
      </Box>
    </SimpleGrid>
  );
}

/** The school's members, searched by name, e-mail or matrícula, with their role (admin › Escolas › Gerenciar). */
function SchoolMembers({ school }: { school: Escola }) {
  const [search, setSearch] = useState('');
  const [papel, setPapel] = useState<SchoolRole | ''>('');
  const busca = useDebounced(search.trim(), 300);
  const members = useQuery({
    queryKey: schoolKeys.membros(school.id, papel, busca),
    queryFn: () => listMembers(school.id, { papel: papel || undefined, busca }),
    placeholderData: keepPreviousData,
  });
  const list = members.data?.membros ?? [];
  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="xl" p="4" data-testid="school-members">
      <Heading size="sm" mb="3">
        Membros de {school.nome}
      </Heading>
      <Flex gap="2" wrap="wrap" mb="3">
        <InputGroup startElement={<LuSearch />} maxW="sm">
          <Input
            aria-label={`Buscar membro de ${school.nome}`}
            placeholder="Nome, email ou matrícula"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </InputGroup>
        <RoleSelect
          roles={SCHOOL_ROLES}
          maxW="56"
          aria-label="Filtrar membros por papel"
          allLabel="Todos os papéis"
          value={papel}
          onChange={(v) => setPapel(v as SchoolRole | '')}
        />
      </Flex>
      {members.isPending ? (
        <Skeleton h="16" />
      ) : !list.length ? (
        <Text color="fg.muted">{busca || papel ? 'Ninguém encontrado.' : 'Nenhum membro nesta escola.'}</Text>
      ) : (
        <Stack gap="1">
          {list.map((m) => (
            <Flex key={m.id} justify="space-between" gap="2" data-testid="school-member">
              <Text>
                {m.nome}{' '}
                <Text as="span" fontSize="xs" color="fg.muted">
                  {[m.email, m.matricula && `matrícula ${m.matricula}`].filter(Boolean).join(' · ')}
                </Text>
              </Text>
              <HStack gap="1">
                {m.suspensa && (
                  <Badge colorPalette="red" size="sm">
                    Suspensa
                  </Badge>
                )}
                <Badge size="sm" variant="subtle">
                  {ROLE_LABEL[m.tipo as SchoolRole] ?? m.tipo}
                </Badge>
              </HStack>
            </Flex>
          ))}
        </Stack>
      )}
    </Box>
  );
}
