import { Box, Button, Container, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link as RouterLink, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { LuArrowLeft, LuLogOut, LuMenu, LuSettings } from 'react-icons/lu';
import { Logo } from '@/components/Logo';
import { TOUCH_TARGET } from '@/theme';
import { ColorModeButton } from '@/components/ui/color-mode';
import { notify } from '@/components/ui/toaster';
import { navItems, ROLE_LABEL } from '@/lib/roles';
import { closeSocket } from '@/lib/socketSession';
import { endSession } from '@/features/auth/api';
import { getToken, useAuth } from '@/stores/auth';

const MobileMenu = lazy(() => import('./MobileMenu'));
// The bell's menu (Chakra's Menu and its positioning) stays out of the first load of every page.
const NotificationsBell = lazy(() =>
  import('@/features/notifications/NotificationsBell').then((m) => ({ default: m.NotificationsBell })),
);

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
  // The drawer's code is fetched on the first press of the menu button, then stays mounted (it animates its closing).
  const [menuLoaded, setMenuLoaded] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const items = navItems(user?.tipo, Boolean(user?.redes?.length));

  function logout() {
    void endSession(getToken());
    useAuth.getState().clear();
    closeSocket();
    qc.clear();
    notify.success('Logout realizado com sucesso!');
    // One synchronous render for the cleared session and the new location: otherwise the page's RequireAuth renders
    // first with no session and races this navigation with its own to /auth/login (which one won depended on timing).
    void navigate('/', { replace: true, flushSync: true });
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
          <Flex asChild align="center" minH={TOUCH_TARGET}>
            <RouterLink to="/dashboard" aria-label="Argumenta, ir para o painel">
              <Logo size="md" />
            </RouterLink>
          </Flex>
          {/* One line, never wrapping onto the logo: what does not fit scrolls inside the bar. */}
          <HStack
            as="nav"
            aria-label="Navegação principal"
            gap="1"
            ms="4"
            display={{ base: 'none', lg: 'flex' }}
            flexWrap="nowrap"
            minW="0"
            overflowX="auto"
            css={{ scrollbarWidth: 'none' }}
          >
            {links()}
          </HStack>
          <HStack ms="auto" gap="2">
            {user && (
              <RouterLink to="/profile" title="Meu perfil">
                <Stack gap="0" textAlign="right" display={{ base: 'none', md: 'flex' }} data-testid="nav-user">
                  <Text fontSize="sm" fontWeight="semibold" lineClamp={1}>
                    {user.nome}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {ROLE_LABEL[user.tipo]}
                  </Text>
                </Stack>
              </RouterLink>
            )}
            <IconButton
              asChild
              aria-label="Configurações"
              variant="ghost"
              size="sm"
              display={{ base: 'none', lg: 'inline-flex' }}
            >
              <RouterLink to="/settings">
                <LuSettings />
              </RouterLink>
            </IconButton>
            {user && (
              <Suspense fallback={null}>
                <NotificationsBell />
              </Suspense>
            )}
            <ColorModeButton />
            <Button size="sm" variant="outline" onClick={logout} display={{ base: 'none', lg: 'inline-flex' }}>
              <LuLogOut /> Sair
            </Button>
            <IconButton
              ref={menuButton}
              aria-label="Abrir menu"
              aria-haspopup="dialog"
              aria-expanded={open}
              variant="outline"
              size="sm"
              display={{ base: 'inline-flex', lg: 'none' }}
              onClick={() => {
                setMenuLoaded(true);
                setOpen(true);
              }}
            >
              <LuMenu />
            </IconButton>
            {menuLoaded && (
              <Suspense fallback={null}>
                <MobileMenu open={open} onOpenChange={setOpen} user={user} trigger={menuButton} onLogout={logout}>
                  {links(() => setOpen(false), true)}
                </MobileMenu>
              </Suspense>
            )}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
