import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuFilePen } from 'react-icons/lu';

/** Spec 2.12 Redações: a way into the essay screen. */
export function EssaysTab() {
  return (
    <Stack bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: '4', md: '6' }} gap="3" align="flex-start">
      <Heading size="md">Redações</Heading>
      <Text color="fg.muted">Envie uma redação para correção pela IA, como qualquer usuário da plataforma.</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/essays/new">
          <LuFilePen /> Nova Redação
        </RouterLink>
      </Button>
    </Stack>
  );
}
