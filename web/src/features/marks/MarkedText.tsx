import { Box } from '@chakra-ui/react';
import { forwardRef, Fragment, useMemo } from 'react';
import type { Mark } from '@argumenta/contracts';
import { COMPETENCY_COLOR, markSegments } from './segments';

export const markAnchorId = (id: number) => `marcacao-${id}`;

/** How a mark reads: the teacher's (or a confirmed engine's) solid, an unreviewed automatic one dashed, a struck one crossed. */
export function markLook(m: Mark) {
  const color = COMPETENCY_COLOR[m.competencia] ?? 'gray';
  if (m.estado === 'riscada') return { color, bg: 'transparent', border: 'dotted', strike: true };
  if (m.automatica) return { color, bg: `${color}.subtle/50`, border: 'dashed', strike: false };
  return { color, bg: `${color}.subtle`, border: 'solid', strike: false };
}

const NAVIGATION = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Tab',
  'Shift',
  'Control',
  'Meta',
  'Alt',
  'Escape',
]);

type Props = {
  text: string;
  marks: Mark[];
  /** The mark picked in the list (its passage is outlined). */
  activeId?: number | null;
  onPick?: (markId: number) => void;
  /**
   * Selectable with the keyboard too (Shift + arrows): a read-only text box whose caret moves like an editor's; Enter
   * opens the mark form on the selection.
   */
  selectable?: boolean;
  onMarkKey?: () => void;
  onPointerSelect?: () => void;
  label: string;
};

/** The essay with its marks; overlapping marks show as a thicker underline over the shared words. */
export const MarkedText = forwardRef<HTMLDivElement, Props>(function MarkedText(p, ref) {
  const segments = useMemo(() => markSegments(p.text, p.marks), [p.text, p.marks]);
  const editorProps = p.selectable
    ? {
        contentEditable: true,
        suppressContentEditableWarning: true,
        role: 'textbox',
        'aria-readonly': true,
        'aria-multiline': true,
        inputMode: 'none' as const,
        spellCheck: false,
        onBeforeInput: (e: React.FormEvent) => e.preventDefault(),
        onPaste: (e: React.ClipboardEvent) => e.preventDefault(),
        onCut: (e: React.ClipboardEvent) => e.preventDefault(),
        onDrop: (e: React.DragEvent) => e.preventDefault(),
        onKeyDown: (e: React.KeyboardEvent) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            p.onMarkKey?.();
          } else if (!NAVIGATION.has(e.key) && !(e.ctrlKey || e.metaKey)) e.preventDefault();
        },
        onMouseUp: () => p.onPointerSelect?.(),
        onTouchEnd: () => setTimeout(() => p.onPointerSelect?.(), 0),
      }
    : {};
  return (
    <Box
      ref={ref}
      aria-label={p.label}
      fontFamily="essay"
      fontSize="md"
      lineHeight="2"
      whiteSpace="pre-wrap"
      bg="paper"
      p={{ base: '3', md: '4' }}
      rounded="md"
      caretColor={p.selectable ? 'fg' : undefined}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
      data-testid="marked-text"
      {...editorProps}
    >
      {segments.map((s) => {
        if (!s.marks.length) return <Fragment key={s.start}>{s.text}</Fragment>;
        // The innermost mark (shortest passage) gives the run its look; the others add thickness.
        const top = [...s.marks].sort((a, b) => a.fim - a.inicio - (b.fim - b.inicio))[0]!;
        const look = markLook(top);
        const active = s.marks.some((m) => m.id === p.activeId);
        return (
          <Box
            as="mark"
            key={s.start}
            id={s.start === top.inicio ? markAnchorId(top.id) : undefined}
            data-mark-ids={s.marks.map((m) => m.id).join(' ')}
            data-origin={top.automatica ? 'automatica' : top.origem}
            bg={look.bg}
            color="inherit"
            borderBottomWidth={s.marks.length > 1 ? '4px' : '2px'}
            borderBottomStyle={look.border}
            borderColor={`${look.color}.solid`}
            textDecoration={look.strike ? 'line-through' : undefined}
            outline={active ? '2px solid' : undefined}
            outlineColor={active ? `${look.color}.solid` : undefined}
            cursor={p.onPick ? 'pointer' : undefined}
            onClick={() => p.onPick?.(top.id)}
          >
            {s.text}
          </Box>
        );
      })}
    </Box>
  );
});
