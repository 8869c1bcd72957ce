import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Field,
  Flex,
  Heading,
  Input,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { LuInfo, LuSchool } from 'react-icons/lu';
import { ACCESS_CODE_INPUT_MAX } from '@argumenta/contracts';
import { useFocusFirstInvalid } from '@/components/FormField';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { joinSala, refreshSalas, useSalas } from './api';
import { BackLink, Empty, ErrorState, SalaMeta } from './ui';

/** /classrooms/join (spec 2.8): join by code, my classrooms, public search placeholder. */
export default function JoinClassroomPage() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const salas = useSalas();
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const join = useMutation({
    mutationFn: () => joinSala(code.trim()),
    onSuccess: ({ data, message }) => {
      notify.success(message ?? 'Você entrou na sala com sucesso!');
      refreshSalas(qc);
      setCode('');
      void navigate(`/classrooms/${data.sala.id}`);
    },
    onError: (e) => {
      // The code is what was refused: the field is marked and gets the focus back.
      setError(errorMessage(e, 'Código inválido ou sala não encontrada'));
      focusFirstInvalid();
    },
  });

  return (
    <Stack gap="6" maxW="4xl">
      <BackLink to="/dashboard" />
      <Box>
        <Heading as="h1" size="2xl">
          Ingressar em Sala
        </Heading>
        <Text color="fg.muted">Entre em uma sala com o código de acesso que seu professor compartilhou.</Text>
      </Box>

      <Card.Root>
        <Card.Body>
          <form
            ref={formRef}
            onSubmit={(e) => {
              e.preventDefault();
              setError(null);
              if (code.trim()) join.mutate();
            }}
          >
            <Flex gap="3" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-end' }}>
              <Field.Root flex="1" invalid={Boolean(error)}>
                <Field.Label>Código de acesso</Field.Label>
                <Input
                  value={code}
                  onChange={(e) => {
                    setCode(e.target.value.toUpperCase().slice(0, ACCESS_CODE_INPUT_MAX));
                    setError(null);
                  }}
                  maxLength={ACCESS_CODE_INPUT_MAX}
                  placeholder="Ex.: ABC123"
                  fontFamily="mono"
                  letterSpacing="widest"
                  fontSize="lg"
                  autoComplete="off"
                  data-testid="join-code"
                />
              </Field.Root>
              <Button
                type="submit"
                colorPalette="brand"
                loading={join.isPending}
                disabled={!code.trim()}
                data-testid="join-submit"
              >
                Entrar na Sala
              </Button>
            </Flex>
          </form>
          {error && (
            <Alert.Root status="error" role="alert" mt="4" data-testid="join-error">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Erro ao entrar na sala</Alert.Title>
                <Alert.Description>{error}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
        </Card.Body>
      </Card.Root>

      <Tabs.Root defaultValue="minhas" variant="line" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="minhas">
            <LuSchool /> Minhas Salas
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="minhas">
          {salas.isLoading ? (
            <Skeleton h="24" rounded="xl" />
          ) : salas.isError ? (
            <ErrorState title="Erro ao carregar salas" description="Tente novamente em alguns instantes." />
          ) : !salas.data?.length ? (
            <Empty
              icon={LuSchool}
              title="Você ainda não faz parte de nenhuma sala."
              description="Peça o código de acesso ao seu professor."
            />
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {salas.data.map((s) => (
                <Card.Root key={s.id} data-testid="my-classroom">
                  <Card.Body gap="2">
                    <Flex justify="space-between" gap="2">
                      <Heading size="md">{s.nome}</Heading>
                      <Badge colorPalette="green">Participando</Badge>
                    </Flex>
                    {s.descricao && <Text color="fg.muted">{s.descricao}</Text>}
                    <SalaMeta s={s} professor />
                  </Card.Body>
                  <Card.Footer>
                    <Button asChild size="sm" colorPalette="brand">
                      <RouterLink to={`/classrooms/${s.id}`}>Acessar</RouterLink>
                    </Button>
                  </Card.Footer>
                </Card.Root>
              ))}
            </SimpleGrid>
          )}
        </Tabs.Content>
      </Tabs.Root>

      <Alert.Root status="info">
        <Alert.Indicator>
          <LuInfo />
        </Alert.Indicator>
        <Alert.Content>
          <Alert.Title>Como funciona o código?</Alert.Title>
          <Alert.Description>
            O professor encontra o código na página da sala. Os códigos costumam ter 6 caracteres, com letras e números
            (por exemplo, K7M2QX); maiúsculas e minúsculas não fazem diferença.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Stack>
  );
}
