import { Button, Center, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuConstruction } from 'react-icons/lu';

export const COMING_SOON = 'Em breve: esta área ainda está em desenvolvimento.';

/** Screens other work streams will deliver: visible, never silently missing. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Center py={{ base: '12', md: '20' }}>
      <Stack gap="4" align="center" textAlign="center" maxW="md" data-testid="coming-soon">
        <Icon as={LuConstruction} boxSize="10" color="orange.fg" />
        <Heading size="xl">{title}</Heading>
        <Text color="fg.muted">{COMING_SOON}</Text>
        <Button asChild variant="outline">
          <RouterLink to="/dashboard">Voltar ao dashboard</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
