import { Box, Button, CloseButton, Container, Drawer, Flex, HStack, IconButton, Portal, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { LuArrowLeft, LuLogOut, LuMenu } from 'react-icons/lu';
import { Logo } from '@/components/Logo';
import { ColorModeButton } from '@/components/ui/color-mode';
import { notify } from '@/components/ui/toaster';
import { navItems, ROLE_LABEL } from '@/lib/roles';
import { closeSocket } from '@/lib/socket';
import { endSession } from '@/features/auth/api';
import { getToken, useAuth } from '@/stores/auth';

function isActive(pathname: string, to: string) {
  if (to === '/dashboard') return pathname === '/dashboard';
  if (to === '/essays') return pathname === '/essays';
  if (to === '/propostas') return pathname.startsWith('/proposals');
  return pathname === to || pathname.startsWith(`${to}/`);
}

export function NavBar() {
  const user = useAuth((s) => s.user);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const items = navItems(user?.tipo);

  function logout() {
    void endSession(getToken());
    useAuth.getState().clear();
    closeSocket();
    qc.clear();
    notify.success('Logout realizado com sucesso!');
    void navigate('/', { replace: true });
  }

  function back() {
    // A first page opened directly has nothing to go back to.
    if (window.history.state && (window.history.state as { idx?: number }).idx) void navigate(-1);
    else void navigate('/dashboard');
  }

  const links = (onClick?: () => void, vertical = false) =>
    items.map((item) => (
      <Button
        key={item.to}
        asChild
        size="sm"
        variant={isActive(pathname, item.to) ? 'subtle' : 'ghost'}
        colorPalette={isActive(pathname, item.to) ? 'brand' : 'gray'}
        justifyContent={vertical ? 'flex-start' : 'center'}
        onClick={onClick}
      >
        <NavLink to={item.to}>{item.label}</NavLink>
      </Button>
    ));

  return (
    <Box as="header" bg="bg.panel" borderBottomWidth="1px" position="sticky" top="0" zIndex="docked">
      <Container maxW="7xl" py="2">
        <Flex align="center" gap="2">
          <IconButton aria-label="Voltar" variant="ghost" size="sm" onClick={back}>
            <LuArrowLeft />
          </IconButton>
          <RouterLink to="/dashboard" aria-label="Argumenta, ir para o dashboard">
            <Logo size="md" />
          </RouterLink>
          <HStack as="nav" aria-label="Navegação principal" gap="1" ms="4" display={{ base: 'none', lg: 'flex' }} flexWrap="wrap">
            {links()}
          </HStack>
          <HStack ms="auto" gap="2">
            {user && (
              <Stack gap="0" textAlign="right" display={{ base: 'none', md: 'flex' }} data-testid="nav-user">
                <Text fontSize="sm" fontWeight="semibold" lineClamp={1}>
                  {user.nome}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {ROLE_LABEL[user.tipo]}
                </Text>
              </Stack>
            )}
            <ColorModeButton />
            <Button size="sm" variant="outline" onClick={logout} display={{ base: 'none', lg: 'inline-flex' }}>
              <LuLogOut /> Sair
            </Button>
            <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="end">
              <Drawer.Trigger asChild>
                <IconButton aria-label="Abrir menu" variant="outline" size="sm" display={{ base: 'inline-flex', lg: 'none' }}>
                  <LuMenu />
                </IconButton>
              </Drawer.Trigger>
              <Portal>
                <Drawer.Backdrop />
                <Drawer.Positioner>
                  <Drawer.Content maxW="xs">
                    <Drawer.Header>
                      <Drawer.Title>Menu</Drawer.Title>
                    </Drawer.Header>
                    <Drawer.Body>
                      <Stack gap="4">
                        {user && (
                          <Box>
                            <Text fontWeight="semibold">{user.nome}</Text>
                            <Text fontSize="sm" color="fg.muted">
                              {ROLE_LABEL[user.tipo]}
                            </Text>
                          </Box>
                        )}
                        <Stack as="nav" aria-label="Navegação móvel" gap="1">
                          {links(() => setOpen(false), true)}
                        </Stack>
                        <Button variant="outline" onClick={() => { setOpen(false); logout(); }}>
                          <LuLogOut /> Sair
                        </Button>
                      </Stack>
                    </Drawer.Body>
                    <Drawer.CloseTrigger asChild>
                      <CloseButton size="sm" aria-label="Fechar menu" />
                    </Drawer.CloseTrigger>
                  </Drawer.Content>
                </Drawer.Positioner>
              </Portal>
            </Drawer.Root>
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
