import { Box, Container } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '@/components/PageLoader';
import { NavBar } from './NavBar';

export function AppShell() {
  return (
    <Box minH="100dvh" bg="page">
      <NavBar />
      <Container as="main" maxW="7xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
