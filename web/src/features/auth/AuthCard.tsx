import { Box, Center, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormAlert } from '@/components/FormField';
import { Logo } from '@/components/Logo';

export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Center minH="100dvh" px="4" py="10" bg="page">
      <Stack w="full" maxW="md" gap="6">
        <Link asChild alignSelf="center" _hover={{ textDecoration: 'none' }}>
          <RouterLink to="/">
            <Logo />
          </RouterLink>
        </Link>
        <Box bg="bg.panel" borderWidth="1px" rounded="xl" shadow="sm" p={{ base: '6', md: '8' }}>
          <Stack gap="1" mb="6">
            <Heading as="h1" size="xl">
              {title}
            </Heading>
            <Text color="fg.muted">{subtitle}</Text>
          </Stack>
          {children}
        </Box>
      </Stack>
    </Center>
  );
}

/** An AuthCard that only tells the outcome of a request (sent, a dead link) and offers the ways on. */
export function AuthNotice({
  title,
  subtitle,
  status,
  message,
  testId,
  children,
}: {
  title: string;
  subtitle: string;
  status: 'error' | 'success';
  message: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <AuthCard title={title} subtitle={subtitle}>
      <Stack gap="4">
        <FormAlert status={status} message={message} testId={testId} />
        {children}
      </Stack>
    </AuthCard>
  );
}
