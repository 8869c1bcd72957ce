import { Box, Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { refetchAfterWrite } from '@/lib/queryClient';
import { useAuth } from '@/stores/auth';
import { getSala, refreshSalas, salaKeys } from '@/features/classrooms/api';
import { BackLink, ErrorState } from '@/features/classrooms/ui';
import { activityKeys, createActivity, type ActivityInput } from './api';
import { ActivityForm } from './ActivityForm';

const positiveInt = (v: string | null) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** /activities/new?sala={id} (spec 2.9). */
export default function NewActivityPage() {
  const [params] = useSearchParams();
  const salaId = positiveInt(params.get('sala'));
  const user = useAuth((s) => s.user);
  const allowed = user?.tipo === 'professor' || user?.tipo === 'admin';
  useEffect(() => {
    if (!allowed) notify.error('Acesso negado');
    else if (salaId === null) notify.error('ID da sala é obrigatório');
  }, [allowed, salaId]);
  if (!allowed) return <Navigate to="/" replace />;
  if (salaId === null) return <Navigate to="/classrooms/manage" replace />;
  return <Form salaId={salaId} />;
}

function Form({ salaId }: { salaId: number }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const sala = useQuery({ queryKey: salaKeys.one(salaId), queryFn: () => getSala(salaId) });
  const create = useMutation({
    mutationFn: (v: ActivityInput) => createActivity({ ...v, sala_id: salaId }),
    onSuccess: ({ message }) => {
      notify.success(message ?? 'Atividade criada com sucesso!');
      void refetchAfterWrite(qc, activityKeys.all);
      refreshSalas(qc, salaId);
      void navigate(`/classrooms/${salaId}`);
    },
    onError: (e) => notify.error('Erro ao criar atividade', { description: errorMessage(e, 'Tente novamente.') }),
  });
  if (sala.isError)
    return (
      <ErrorState
        title="Sala não encontrada"
        description={errorMessage(sala.error, 'Verifique o endereço.')}
        action={{ to: '/classrooms/manage', label: 'Voltar para as salas' }}
      />
    );
  if (!sala.data) return <Skeleton h="60" rounded="xl" />;
  return (
    <Stack gap="6" maxW="3xl">
      <BackLink to={`/classrooms/${salaId}`} />
      <Box>
        <Heading as="h1" size="2xl">
          Nova Atividade
        </Heading>
        <Text color="fg.muted">Sala: {sala.data.nome}</Text>
      </Box>
      <Card.Root>
        <Card.Body>
          <ActivityForm
            sections
            salaId={salaId}
            submitLabel="Criar Atividade"
            submitting={create.isPending}
            onSubmit={(v) => create.mutateAsync(v)}
            onCancel={() => navigate(`/classrooms/${salaId}`)}
          />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
