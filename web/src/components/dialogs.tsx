import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

/** Dialog frame shared by forms and confirmations across the app (Chakra v3 Dialog). */
export function Modal(p: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  size?: 'md' | 'lg';
  testId?: string;
  onSubmit?: () => void;
}) {
  return (
    <Dialog.Root
      open={p.open}
      onOpenChange={(d) => !d.open && p.onClose()}
      placement="center"
      role={p.role}
      size={p.size}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content
            data-testid={p.testId}
            {...(p.onSubmit
              ? {
                  as: 'form' as const,
                  noValidate: true,
                  onSubmit: (e: React.FormEvent) => (e.preventDefault(), p.onSubmit?.()),
                }
              : {})}
          >
            <Dialog.Header>
              <Dialog.Title>{p.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb={p.footer ? undefined : '6'}>{p.children}</Dialog.Body>
            {p.footer && <Dialog.Footer>{p.footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Asks before a destructive action (spec 5 confirmations). `ask(text, action)` opens it. */
export function useConfirm() {
  const [state, setState] = useState<{
    title: string;
    text: ReactNode;
    confirm: string;
    run: () => Promise<unknown> | void;
  } | null>(null);
  const [busy, setBusy] = useState(false);
  const ask = (title: string, text: ReactNode, run: () => Promise<unknown> | void, confirm = 'Confirmar') =>
    setState({ title, text, confirm, run });
  const close = () => !busy && setState(null);
  const dialog = (
    <Modal
      open={state !== null}
      onClose={close}
      title={state?.title ?? ''}
      role="alertdialog"
      testId="confirm-dialog"
      footer={
        <>
          <Button variant="outline" disabled={busy} onClick={close}>
            Cancelar
          </Button>
          <Button
            colorPalette="red"
            loading={busy}
            data-testid="confirm-action"
            onClick={async () => {
              if (!state) return;
              setBusy(true);
              try {
                await state.run();
              } finally {
                setBusy(false);
                setState(null);
              }
            }}
          >
            {state?.confirm}
          </Button>
        </>
      }
    >
      <Text>{state?.text}</Text>
    </Modal>
  );
  return { ask, dialog };
}
