import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';

/** Spec 9: toasts last 4 s unless a screen says otherwise. */
export const TOAST_MS = 4000;

export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 5 });

type Kind = 'success' | 'error' | 'warning' | 'info';
type Opts = { description?: string; duration?: number; id?: string };

function show(type: Kind, title: string, opts: Opts = {}) {
  // zag rejects an explicit `id: undefined`: only pass the keys that are set.
  return toaster.create({
    type,
    title,
    closable: true,
    duration: opts.duration ?? TOAST_MS,
    ...(opts.description ? { description: opts.description } : {}),
    ...(opts.id ? { id: opts.id } : {}),
  });
}

/** The one way screens raise a toast. */
export const notify = {
  success: (title: string, opts?: Opts) => show('success', title, opts),
  error: (title: string, opts?: Opts) => show('error', title, opts),
  warning: (title: string, opts?: Opts) => show('warning', title, opts),
  info: (title: string, opts?: Opts) => show('info', title, opts),
};

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid={`toast-${toast.type ?? 'info'}`}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger aria-label="Fechar" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
