import { Box, Button, CloseButton, Drawer, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';
import { LuLogOut, LuSettings, LuUser } from 'react-icons/lu';
import { NavLink } from 'react-router-dom';
import type { User } from '@argumenta/contracts';
import { ROLE_LABEL } from '@/lib/roles';

/**
 * The narrow screens' menu: a drawer with the navigation, the account (profile, settings — export and deletion live
 * there) and logout. Its own chunk, fetched when the menu button is
 * first pressed (the drawer's focus trap and dialog machine are not in the first load).
 */
export default function MobileMenu(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: User | null;
  trigger: RefObject<HTMLButtonElement | null>;
  onLogout: () => void;
  children: ReactNode;
}) {
  const { open, onOpenChange, user, trigger, onLogout, children } = props;
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="end"
      finalFocusEl={() => trigger.current}
    >
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
                  {children}
                </Stack>
                <Stack as="nav" aria-label="Conta" gap="1" borderTopWidth="1px" pt="3">
                  {(
                    [
                      ['/profile', 'Meu perfil', <LuUser key="i" />],
                      ['/settings', 'Configurações', <LuSettings key="i" />],
                    ] as const
                  ).map(([to, label, icon]) => (
                    <Button
                      key={to}
                      asChild
                      variant="ghost"
                      justifyContent="flex-start"
                      onClick={() => onOpenChange(false)}
                    >
                      <NavLink to={to}>
                        {icon} {label}
                      </NavLink>
                    </Button>
                  ))}
                </Stack>
                <Button
                  variant="outline"
                  onClick={() => {
                    onOpenChange(false);
                    onLogout();
                  }}
                >
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
  );
}
