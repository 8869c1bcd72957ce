import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useRouteError } from 'react-router-dom';

/** Spec 8: the generic router failure page. */
export function RouteError() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : null;
  return (
    <Center minH="100dvh" p="6">
      <Stack gap="3" textAlign="center" maxW="lg">
        <Heading size="xl">Unexpected Application Error!</Heading>
        <Text color="fg.muted">Algo deu errado ao abrir esta página.</Text>
        {detail && (
          <Text fontSize="sm" color="fg.subtle">
            {detail}
          </Text>
        )}
        <Button onClick={() => window.location.assign('/')} colorPalette="brand" alignSelf="center">
          Voltar ao início
        </Button>
      </Stack>
    </Center>
  );
}
