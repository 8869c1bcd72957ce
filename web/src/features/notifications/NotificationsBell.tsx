import { Badge, Box, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { LuBell } from 'react-icons/lu';
import type { Notificacoes } from '@argumenta/contracts';
import { api } from '@/lib/api';
import { formatDateTime } from '@/lib/dates';

export const notificationKeys = { all: ['notificacoes'] as const };

/**
 * The bell in the top bar (issue 46): a student's decided appeals and grades the teacher changed or released, unread
 * ones counted on it; opening one marks it read and goes to the essay.
 */
export function NotificationsBell() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const q = useQuery({
    queryKey: notificationKeys.all,
    queryFn: () => api<Notificacoes>('/notificacoes'),
    refetchInterval: 60_000,
  });
  const read = useMutation({
    mutationFn: (id: number | null) =>
      api(id === null ? '/notificacoes/lidas' : `/notificacoes/${id}/lida`, { method: 'POST' }),
    onSettled: () => qc.invalidateQueries({ queryKey: notificationKeys.all }),
  });
  const unread = q.data?.nao_lidas ?? 0;
  const list = q.data?.notificacoes ?? [];
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton
          variant="ghost"
          size="sm"
          position="relative"
          aria-label={unread ? `Notificações: ${unread} não lidas` : 'Notificações'}
          data-testid="notifications-bell"
        >
          <LuBell />
          {unread > 0 && (
            <Badge
              position="absolute"
              top="0"
              insetEnd="0"
              size="xs"
              colorPalette="red"
              variant="solid"
              rounded="full"
              data-testid="notifications-unread"
            >
              {unread}
            </Badge>
          )}
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxW="sm" maxH="md" overflowY="auto" data-testid="notifications-list">
            {list.length === 0 ? (
              <Box px="3" py="2">
                <Text fontSize="sm" color="fg.muted">
                  Nenhuma notificação.
                </Text>
              </Box>
            ) : (
              <>
                {list.map((n) => (
                  <Menu.Item
                    key={n.id}
                    value={String(n.id)}
                    data-testid="notification"
                    onSelect={() => {
                      if (!n.lida_em) read.mutate(n.id);
                      if (n.link) void navigate(n.link);
                    }}
                  >
                    <Box py="1" fontWeight={n.lida_em ? 'normal' : 'semibold'}>
                      <Text fontSize="sm">{n.titulo}</Text>
                      <Text fontSize="xs" color="fg.muted" fontWeight="normal" whiteSpace="normal">
                        {n.texto}
                      </Text>
                      <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                        {formatDateTime(n.criada_em)}
                      </Text>
                    </Box>
                  </Menu.Item>
                ))}
                {unread > 0 && (
                  <Menu.Item value="todas" onSelect={() => read.mutate(null)} data-testid="notifications-read-all">
                    <Text fontSize="sm" color="brand.fg">
                      Marcar todas como lidas
                    </Text>
                  </Menu.Item>
                )}
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
