import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { LuCheck, LuPencil, LuTrash2, LuX } from 'react-icons/lu';
import type { C1Tally, Mark } from '@argumenta/contracts';
import { markAnchorId, markLook } from './MarkedText';

export const markItemId = (id: number) => `marcacao-item-${id}`;

/** Who a mark is from, as the student and the teacher read it. */
export function originLabel(m: Mark): string {
  if (m.origem === 'professor') return 'Professor';
  if (m.estado === 'riscada') return 'Automática · riscada';
  if (m.estado === 'aceita') return 'Automática · confirmada pelo professor';
  return 'Automática';
}

export function tallyText(t: C1Tally): string {
  const parts = [
    t.confirmados && `${t.confirmados} confirmado${t.confirmados > 1 ? 's' : ''} pelo professor`,
    t.do_professor && `${t.do_professor} marcado${t.do_professor > 1 ? 's' : ''} pelo professor`,
    t.automaticos &&
      `${t.automaticos} automático${t.automaticos > 1 ? 's' : ''}, ainda não revisado${t.automaticos > 1 ? 's' : ''}`,
  ].filter(Boolean);
  return `Desvios na C1: ${t.total}${parts.length ? ` (${parts.join('; ')})` : ''}`;
}

/** The two decisions on an engine's mark, each one button. */
const DECISIONS = [
  { estado: 'aceita', label: 'Aceitar', color: 'green', Icon: LuCheck, testId: 'mark-accept' },
  { estado: 'riscada', label: 'Riscar', color: 'red', Icon: LuX, testId: 'mark-strike' },
] as const;

function jumpTo(id: string) {
  const el = document.getElementById(id);
  el?.scrollIntoView({ behavior: 'smooth', block: 'center' });
}

type Actions = {
  onAccept: (m: Mark) => void;
  onStrike: (m: Mark) => void;
  onEdit: (m: Mark) => void;
  onRemove: (m: Mark) => void;
  busy: boolean;
};

/** The marks in reading order; a reviewer decides on each engine's mark with one button. */
export function MarksList(p: {
  marks: Mark[];
  activeId?: number | null;
  onPick?: (id: number) => void;
  actions?: Actions;
}) {
  if (!p.marks.length)
    return (
      <Text color="fg.muted" fontSize="sm" data-testid="marks-empty">
        Nenhuma marcação.
      </Text>
    );
  return (
    <Stack gap="2" as="ol" listStyleType="none" data-testid="marks-list">
      {p.marks.map((m) => {
        const look = markLook(m);
        return (
          <Box
            as="li"
            key={m.id}
            id={markItemId(m.id)}
            tabIndex={-1}
            borderLeftWidth="4px"
            borderLeftStyle={look.border}
            borderColor={`${look.color}.solid`}
            bg={p.activeId === m.id ? 'bg.muted' : undefined}
            ps="3"
            py="2"
            pe="2"
            rounded="sm"
            opacity={m.estado === 'riscada' ? 0.6 : 1}
            data-testid="mark-item"
            data-origin={m.automatica ? 'automatica' : m.origem}
            data-state={m.estado}
          >
            <HStack gap="2" wrap="wrap" mb="1">
              <Badge colorPalette={look.color} variant="solid" size="sm">
                C{m.competencia}
              </Badge>
              <Badge variant={m.automatica ? 'outline' : 'subtle'} size="sm" data-testid="mark-origin">
                {originLabel(m)}
              </Badge>
              {m.categoria && (
                <Text fontSize="xs" color="fg.muted">
                  {m.categoria}
                </Text>
              )}
            </HStack>
            <Text
              fontFamily="essay"
              fontStyle="italic"
              fontSize="sm"
              textDecoration={look.strike ? 'line-through' : undefined}
              data-testid="mark-trecho"
              cursor="pointer"
              onClick={() => {
                p.onPick?.(m.id);
                jumpTo(markAnchorId(m.id));
              }}
            >
              “{m.trecho}”
            </Text>
            {m.comentario && <Text fontSize="sm">{m.comentario}</Text>}
            {m.reescrita && (
              <Text fontSize="sm">
                <b>Sugestão:</b> {m.reescrita}
              </Text>
            )}
            {p.actions && (
              <HStack gap="1" mt="1" wrap="wrap">
                {m.origem === 'ia' &&
                  DECISIONS.filter((d) => d.estado !== m.estado).map((d) => (
                    <Button
                      key={d.estado}
                      size="xs"
                      variant="subtle"
                      colorPalette={d.color}
                      disabled={p.actions!.busy}
                      onClick={() => (d.estado === 'aceita' ? p.actions!.onAccept(m) : p.actions!.onStrike(m))}
                      data-testid={d.testId}
                    >
                      <d.Icon /> {d.label}
                    </Button>
                  ))}
                <Button size="xs" variant="ghost" onClick={() => p.actions!.onEdit(m)} data-testid="mark-edit">
                  <LuPencil /> Editar
                </Button>
                {m.origem === 'professor' && (
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    disabled={p.actions.busy}
                    onClick={() => p.actions!.onRemove(m)}
                    aria-label="Remover marcação"
                  >
                    <LuTrash2 />
                  </Button>
                )}
              </HStack>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
