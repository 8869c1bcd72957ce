import {
  Badge,
  Box,
  Button,
  CloseButton,
  Field,
  HStack,
  Input,
  Popover,
  Portal,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuBookmarkPlus } from 'react-icons/lu';
import { COMPETENCY_NAMES } from '@argumenta/contracts';
import { COMPETENCY_COLOR } from './segments';
import { useBank, useSaveToBank } from './api';

export type MarkDraft = {
  trecho: string;
  competencia: number;
  comentario: string;
  reescrita: string;
  comentario_banco_id?: number;
};

type Props = {
  open: boolean;
  /** Where the popover points: the selection's box on screen, read when the popover places itself (scrolling moves it). */
  anchorRect: () => DOMRect | null;
  title: string;
  initial: MarkDraft;
  saving: boolean;
  onSave: (d: MarkDraft) => void;
  onClose: () => void;
  children: React.ReactNode;
};

/**
 * The margin note: competency (one tap), comment (typed, or one tap on a bank comment), optional rewrite. Enter in the
 * comment saves; Escape closes and gives the focus back to the text.
 */
export function MarkPopover(p: Props) {
  return (
    <Popover.Root
      open={p.open}
      onOpenChange={(d) => !d.open && p.onClose()}
      lazyMount
      unmountOnExit
      positioning={{
        placement: 'bottom-start',
        gutter: 6,
        overflowPadding: 16,
        getAnchorRect: () => {
          const r = p.anchorRect();
          return r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
        },
      }}
      // Focus without scrolling the page to the popover before it is placed (which would move the anchor away).
      initialFocusEl={() => document.querySelector<HTMLElement>('[data-testid="mark-comment"]')}
    >
      <Popover.Anchor asChild>{p.children}</Popover.Anchor>
      <Portal>
        <Popover.Positioner>
          <Popover.Content
            w={{ base: 'calc(100vw - 24px)', sm: '420px' }}
            maxW="420px"
            maxH="var(--available-height)"
            overflowY="auto"
            data-testid="mark-popover"
          >
            {p.open && <MarkForm {...p} />}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

function MarkForm(p: Props) {
  const [d, setD] = useState<MarkDraft>(p.initial);
  const [busca, setBusca] = useState('');
  const bank = useBank(true);
  const saveToBank = useSaveToBank();
  const shown = useMemo(() => {
    const words = busca.trim().toLowerCase();
    return (bank.data ?? [])
      .filter((c) => c.competencia === d.competencia && (!words || c.texto.toLowerCase().includes(words)))
      .slice(0, 6);
  }, [bank.data, d.competencia, busca]);
  const save = () => p.onSave(d);
  return (
    <Popover.Body
      as="form"
      p="4"
      onKeyDown={(e: React.KeyboardEvent) => {
        if (e.altKey && /^[1-5]$/.test(e.key)) {
          e.preventDefault();
          setD((cur) => ({ ...cur, competencia: Number(e.key) }));
        }
      }}
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        save();
      }}
    >
      <Stack gap="3">
        <HStack justify="space-between" align="flex-start">
          <Popover.Title fontWeight="semibold">{p.title}</Popover.Title>
          <CloseButton size="xs" aria-label="Fechar" onClick={p.onClose} />
        </HStack>
        <Text fontFamily="essay" fontStyle="italic" fontSize="sm" lineClamp={3} data-testid="mark-passage">
          “{d.trecho}”
        </Text>
        <Box role="radiogroup" aria-label="Competência (Alt + 1 a 5)">
          <HStack gap="1" wrap="wrap">
            {[1, 2, 3, 4, 5].map((n) => (
              <Button
                key={n}
                size="sm"
                role="radio"
                aria-checked={d.competencia === n}
                title={COMPETENCY_NAMES[n as 1]}
                colorPalette={COMPETENCY_COLOR[n]}
                variant={d.competencia === n ? 'solid' : 'outline'}
                onClick={() => setD({ ...d, competencia: n })}
                data-testid={`mark-c${n}`}
              >
                C{n}
              </Button>
            ))}
          </HStack>
        </Box>
        <Field.Root>
          <Field.Label>Comentário</Field.Label>
          <Textarea
            rows={2}
            value={d.comentario}
            onChange={(e) => setD({ ...d, comentario: e.target.value, comentario_banco_id: undefined })}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                save();
              }
            }}
            data-testid="mark-comment"
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>Reescrita sugerida (opcional)</Field.Label>
          <Input
            value={d.reescrita}
            onChange={(e) => setD({ ...d, reescrita: e.target.value })}
            data-testid="mark-rewrite"
          />
        </Field.Root>
        <Box>
          <HStack justify="space-between" mb="1">
            <Text fontSize="sm" fontWeight="semibold">
              Banco de comentários · C{d.competencia}
            </Text>
            <Input
              size="xs"
              maxW="40"
              placeholder="Buscar"
              aria-label="Buscar no banco de comentários"
              value={busca}
              onChange={(e) => setBusca(e.target.value)}
              data-testid="bank-search"
            />
          </HStack>
          <Stack gap="1" maxH="40" overflowY="auto" data-testid="bank-list">
            {shown.map((c) => (
              <Button
                key={c.id}
                size="xs"
                variant="ghost"
                justifyContent="flex-start"
                whiteSpace="normal"
                textAlign="left"
                h="auto"
                py="1"
                onClick={() => setD({ ...d, comentario: c.texto, comentario_banco_id: c.id })}
                data-testid="bank-item"
              >
                <Text as="span" flex="1">
                  {c.texto}
                </Text>
                <Badge size="xs" variant="subtle" title="usos">
                  {c.escopo === 'padrao' ? 'padrão' : c.escopo === 'escola' ? 'escola' : 'meu'} · {c.usos}
                </Badge>
              </Button>
            ))}
            {bank.isSuccess && shown.length === 0 && (
              <Text fontSize="xs" color="fg.muted">
                Nenhum comentário no banco para esta busca.
              </Text>
            )}
          </Stack>
        </Box>
        <HStack justify="space-between" wrap="wrap">
          <Button
            size="xs"
            variant="plain"
            disabled={d.comentario.trim().length < 3 || d.comentario_banco_id !== undefined}
            loading={saveToBank.isPending}
            onClick={() =>
              saveToBank.mutate(
                { competencia: d.competencia, texto: d.comentario.trim() },
                { onSuccess: (c) => setD((cur) => ({ ...cur, comentario_banco_id: c.id })) },
              )
            }
          >
            <LuBookmarkPlus /> Guardar no banco
          </Button>
          <Button type="submit" size="sm" colorPalette="brand" loading={p.saving} data-testid="mark-save">
            Salvar marcação
          </Button>
        </HStack>
      </Stack>
    </Popover.Body>
  );
}
