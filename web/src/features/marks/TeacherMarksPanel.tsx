import { Box, Button, Card, Grid, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { LuCheckCheck, LuHighlighter } from 'react-icons/lu';
import type { Mark } from '@argumenta/contracts';
import { useMarks, useMarkWrites } from './api';
import { MarkedText } from './MarkedText';
import { MarkPopover, type MarkDraft } from './MarkPopover';
import { markItemId, MarksList, tallyText } from './MarksList';
import { selectionOffsets, trimmed } from './segments';

type Editing =
  | { kind: 'new'; inicio: number; fim: number; draft: MarkDraft; rect: () => DOMRect | null }
  | { kind: 'edit'; mark: Mark; draft: MarkDraft; rect: () => DOMRect | null };

/** The selection's box, live: the popover asks again whenever the page scrolls. */
const selectionRect = () => {
  const sel = window.getSelection();
  const range = sel && sel.rangeCount ? sel.getRangeAt(0).cloneRange() : null;
  return () => range?.getBoundingClientRect() ?? null;
};

/**
 * The teacher's pen on the review screen (issue 51): select a passage (mouse, keyboard or touch) and write the margin
 * note; accept, strike or edit the engine's marks with one button each.
 */
export function TeacherMarksPanel({ essayId, text }: { essayId: number; text: string }) {
  const q = useMarks(essayId);
  const writes = useMarkWrites(essayId);
  const textRef = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [hasSelection, setHasSelection] = useState(false);
  const [lastCompetency, setLastCompetency] = useState(1);
  // Keyboard and touch selections enable the button (a mouse selection opens the form by itself).
  useEffect(() => {
    const onChange = () => setHasSelection(Boolean(textRef.current && selectionOffsets(textRef.current)));
    document.addEventListener('selectionchange', onChange);
    return () => document.removeEventListener('selectionchange', onChange);
  }, []);
  const marks = q.data?.marcacoes ?? [];
  const pending = marks.filter((m) => m.automatica);

  function openFromSelection() {
    const at = textRef.current && selectionOffsets(textRef.current);
    const range = at && trimmed(text, at);
    setHasSelection(Boolean(range));
    if (!range) return;
    // A passage inside one of the engine's findings is most likely about the same competency.
    const near = marks.find((m) => m.origem === 'ia' && m.inicio < range.fim && m.fim > range.inicio);
    setEditing({
      kind: 'new',
      inicio: range.inicio,
      fim: range.fim,
      rect: selectionRect(),
      draft: { trecho: range.trecho, competencia: near?.competencia ?? lastCompetency, comentario: '', reescrita: '' },
    });
  }
  function edit(m: Mark) {
    const el = document.getElementById(markItemId(m.id));
    setEditing({
      kind: 'edit',
      mark: m,
      rect: () => el?.getBoundingClientRect() ?? null,
      draft: { trecho: m.trecho, competencia: m.competencia, comentario: m.comentario, reescrita: m.reescrita ?? '' },
    });
  }
  function close() {
    setEditing(null);
    textRef.current?.focus({ preventScroll: true });
  }
  function save(d: MarkDraft) {
    if (!editing) return;
    setLastCompetency(d.competencia);
    const fields = {
      competencia: d.competencia,
      comentario: d.comentario.trim(),
      reescrita: d.reescrita.trim() || null,
      comentario_banco_id: d.comentario_banco_id,
    };
    const after = { onSuccess: () => (window.getSelection()?.removeAllRanges(), setHasSelection(false), close()) };
    if (editing.kind === 'new')
      writes.create.mutate(
        { inicio: editing.inicio, fim: editing.fim, trecho: editing.draft.trecho, ...fields },
        after,
      );
    else writes.update.mutate({ id: editing.mark.id, ...fields }, after);
  }
  async function acceptAll() {
    for (const m of pending) await writes.update.mutateAsync({ id: m.id, estado: 'aceita' }).catch(() => undefined);
  }

  const busy = writes.update.isPending || writes.remove.isPending;
  return (
    <Card.Root data-testid="teacher-marks">
      <Card.Body gap="4">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Box>
            <Heading size="md">Redação do estudante</Heading>
            <Text fontSize="sm" fontWeight="semibold">
              Marcações no texto
            </Text>
            {q.data && (
              <Text fontSize="sm" color="fg.muted" data-testid="marks-tally">
                {tallyText(q.data.desvios_c1)} · {pending.length} automática{pending.length === 1 ? '' : 's'} a revisar
              </Text>
            )}
          </Box>
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              variant="outline"
              disabled={!hasSelection}
              onClick={openFromSelection}
              data-testid="mark-selection"
            >
              <LuHighlighter /> Marcar trecho
            </Button>
            {pending.length > 0 && (
              <Button
                size="sm"
                variant="subtle"
                colorPalette="green"
                onClick={() => void acceptAll()}
                loading={writes.update.isPending}
                data-testid="accept-all"
              >
                <LuCheckCheck /> Aceitar as {pending.length} automáticas restantes
              </Button>
            )}
          </HStack>
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          Selecione um trecho com o mouse, o dedo ou o teclado (clique no texto, Shift + setas, Enter) para anotar a
          competência, um comentário e uma reescrita. Tracejado: marcação automática ainda não revisada.
        </Text>
        {q.isPending ? (
          <Skeleton h="40" />
        ) : q.isError ? (
          <Text color="red.fg">Não foi possível carregar as marcações.</Text>
        ) : (
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="4">
            <MarkPopover
              open={editing !== null}
              anchorRect={editing?.rect ?? (() => null)}
              title={editing?.kind === 'edit' ? 'Editar marcação' : 'Nova marcação'}
              initial={editing?.draft ?? { trecho: '', competencia: 1, comentario: '', reescrita: '' }}
              saving={writes.create.isPending || writes.update.isPending}
              onSave={save}
              onClose={close}
            >
              <MarkedText
                ref={textRef}
                text={text}
                marks={marks}
                activeId={activeId}
                selectable
                label="Texto da redação: selecione um trecho para marcar"
                onPick={(id) => {
                  setActiveId(id);
                  document.getElementById(markItemId(id))?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
                }}
                onPointerSelect={openFromSelection}
                onMarkKey={openFromSelection}
              />
            </MarkPopover>
            <Stack gap="2" maxH={{ lg: '70vh' }} overflowY={{ lg: 'auto' }}>
              <MarksList
                marks={marks}
                activeId={activeId}
                onPick={setActiveId}
                actions={{
                  busy,
                  onAccept: (m) => writes.update.mutate({ id: m.id, estado: 'aceita' }),
                  onStrike: (m) => writes.update.mutate({ id: m.id, estado: 'riscada' }),
                  onEdit: edit,
                  onRemove: (m) => writes.remove.mutate(m.id),
                }}
              />
            </Stack>
          </Grid>
        )}
      </Card.Body>
    </Card.Root>
  );
}
