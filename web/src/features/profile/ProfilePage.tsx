import { Center, Heading, Stack, Text } from '@chakra-ui/react';

/** Spec 2.13: a placeholder, as the product defines it. */
export default function ProfilePage() {
  return (
    <Center py="16">
      <Stack gap="3" textAlign="center">
        <Heading size="xl">Meu Perfil</Heading>
        <Text color="fg.muted">Página de perfil em desenvolvimento.</Text>
      </Stack>
    </Center>
  );
}
