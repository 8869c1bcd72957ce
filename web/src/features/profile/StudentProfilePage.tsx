import { Alert, Badge, Box, Heading, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';

// Spec 2.13: hard-coded sample data until the real profile exists.
const SAMPLE = { nome: 'Estudante Exemplo', email: 'estudante@exemplo.com', redacoes: 8, media: 720, sala: 'Turma 3º A' };

export default function StudentProfilePage() {
  const { id } = useParams();
  return (
    <Stack gap="6">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>Funcionalidade em desenvolvimento</Alert.Title>
        <Alert.Description>Os dados abaixo são de exemplo.</Alert.Description>
      </Alert.Root>
      <Box>
        <Heading size="xl">{SAMPLE.nome}</Heading>
        <Text color="fg.muted">
          {SAMPLE.email} · estudante #{id}
        </Text>
        <Badge mt="2">{SAMPLE.sala}</Badge>
      </Box>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Stat.Root borderWidth="1px" rounded="lg" p="4" bg="bg.panel">
          <Stat.Label>Redações enviadas</Stat.Label>
          <Stat.ValueText>{SAMPLE.redacoes}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root borderWidth="1px" rounded="lg" p="4" bg="bg.panel">
          <Stat.Label>Média das notas</Stat.Label>
          <Stat.ValueText>{SAMPLE.media}</Stat.ValueText>
        </Stat.Root>
      </SimpleGrid>
    </Stack>
  );
}
