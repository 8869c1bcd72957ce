import { Box, Container, Link } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '@/components/PageLoader';
import { NavBar } from './NavBar';

const MAIN_ID = 'conteudo';

/** The first Tab stop: keyboard and screen-reader users jump over the navigation (WCAG 2.4.1). Shown only when focused. */
function SkipLink() {
  return (
    <Link
      href={`#${MAIN_ID}`}
      position="absolute"
      left="2"
      top="-20"
      zIndex="skipLink"
      bg="bg.panel"
      color="brand.fg"
      fontWeight="semibold"
      px="4"
      py="2"
      rounded="md"
      borderWidth="2px"
      borderColor="brand.solid"
      _focus={{ top: '2' }}
    >
      Pular para o conteúdo
    </Link>
  );
}

export function AppShell() {
  return (
    <Box minH="100dvh" bg="page">
      <SkipLink />
      <NavBar />
      <Container
        as="main"
        id={MAIN_ID}
        tabIndex={-1}
        outline="none"
        maxW="7xl"
        py={{ base: '4', md: '8' }}
        px={{ base: '3', md: '6' }}
      >
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
