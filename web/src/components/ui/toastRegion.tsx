import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';
import { TOAST_MS, type ToastKind, type ToastOptions } from './toaster';

// The toast machinery (zag's toast store and machines, the dismissable layer): fetched with the first toast, so it is
// not part of any page's first load. ./toaster.tsx is what screens use.
const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 5 });

export function showToast(type: ToastKind, title: string, opts: ToastOptions = {}) {
  // zag rejects an explicit `id: undefined`: only pass the keys that are set.
  toaster.create({
    type,
    title,
    closable: true,
    duration: opts.duration ?? TOAST_MS,
    ...(opts.description ? { description: opts.description } : {}),
    ...(opts.id ? { id: opts.id } : {}),
  });
}

export default function ToastRegion() {
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
