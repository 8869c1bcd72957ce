import { Box, Flex, Heading, HStack, Text, Button, ButtonGroup } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { essayTitle, type EssayListItem } from '@argumenta/contracts';
import { formatDate } from '@/lib/dates';

type Mode = 'total' | 'competencias';
const H = 220;
const PAD = { l: 44, r: 14, t: 12, b: 28 };
// Fixed hues per competency, readable in light and dark.
const SERIES = [
  { key: 'c1_nota', label: 'C1', color: '#e11d48' },
  { key: 'c2_nota', label: 'C2', color: '#7c3aed' },
  { key: 'c3_nota', label: 'C3', color: '#2563eb' },
  { key: 'c4_nota', label: 'C4', color: '#ea580c' },
  { key: 'c5_nota', label: 'C5', color: '#0d9488' },
] as const;

/** Scores over time, hand-drawn SVG: total (0–1000) or the five competencies (0–200). */
export function ScoreChart({ essays }: { essays: EssayListItem[] }) {
  const [mode, setMode] = useState<Mode>('total');
  // Drawn at the container's real pixel width so the labels keep their size on any screen.
  const box = useRef<HTMLDivElement>(null);
  const [W, setW] = useState(640);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setW(Math.max(260, Math.round(el.getBoundingClientRect().width)));
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const points = useMemo(
    () =>
      essays
        .filter((e) => e.nota_geral_enem !== null && e.nota_geral_enem !== undefined)
        .map((e) => ({ ...e, when: new Date(e.data_correcao ?? e.data_envio).getTime() }))
        .filter((e) => !Number.isNaN(e.when))
        .sort((a, b) => a.when - b.when),
    [essays],
  );
  if (!points.length) return <Box ref={box} />;

  const max = mode === 'total' ? 1000 : 200;
  const ticks = mode === 'total' ? [0, 200, 400, 600, 800, 1000] : [0, 40, 80, 120, 160, 200];
  const innerW = W - PAD.l - PAD.r;
  const innerH = H - PAD.t - PAD.b;
  const x = (i: number) => PAD.l + (points.length === 1 ? innerW / 2 : (i / (points.length - 1)) * innerW);
  const y = (v: number) => PAD.t + innerH - (Math.max(0, Math.min(max, v)) / max) * innerH;
  const series =
    mode === 'total'
      ? [
          {
            label: 'Total',
            color: 'var(--chakra-colors-brand-solid)',
            values: points.map((p) => p.nota_geral_enem as number),
          },
        ]
      : SERIES.map((s) => ({
          label: s.label,
          color: s.color,
          values: points.map((p) => (p[s.key] ?? null) as number | null),
        }));
  const labelEvery = Math.max(1, Math.ceil(points.length / 6));
  const last = points[points.length - 1];
  const best = Math.max(...points.map((p) => p.nota_geral_enem as number));

  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: '4', md: '5' }} data-testid="score-chart">
      <Flex
        justify="space-between"
        align={{ base: 'flex-start', sm: 'center' }}
        gap="3"
        mb="3"
        direction={{ base: 'column', sm: 'row' }}
      >
        <Box>
          <Heading size="md">Sua evolução</Heading>
          <Text fontSize="sm" color="fg.muted">
            Última nota: <b>{last.nota_geral_enem}</b> · Melhor: <b>{best}</b> · {points.length}{' '}
            {points.length === 1 ? 'correção' : 'correções'}
          </Text>
        </Box>
        <ButtonGroup size="xs" variant="outline" attached>
          <Button
            onClick={() => setMode('total')}
            variant={mode === 'total' ? 'solid' : 'outline'}
            colorPalette="brand"
          >
            Nota total
          </Button>
          <Button
            onClick={() => setMode('competencias')}
            variant={mode === 'competencias' ? 'solid' : 'outline'}
            colorPalette="brand"
          >
            Competências
          </Button>
        </ButtonGroup>
      </Flex>
      <Box ref={box} w="full">
        <Box
          as="svg"
          display="block"
          {...{
            width: W,
            height: H,
            viewBox: `0 0 ${W} ${H}`,
            role: 'img',
            'aria-label':
              mode === 'total'
                ? 'Gráfico da nota total ao longo do tempo'
                : 'Gráfico das notas por competência ao longo do tempo',
          }}
        >
          {ticks.map((t) => (
            <g key={t}>
              <line x1={PAD.l} x2={W - PAD.r} y1={y(t)} y2={y(t)} stroke="currentColor" strokeOpacity={0.12} />
              <text x={PAD.l - 6} y={y(t) + 4} fontSize="11" textAnchor="end" fill="currentColor" fillOpacity={0.6}>
                {t}
              </text>
            </g>
          ))}
          {points.map((p, i) =>
            i % labelEvery === 0 || i === points.length - 1 ? (
              <text
                key={p.id}
                x={x(i)}
                y={H - 8}
                fontSize="10"
                textAnchor={
                  points.length > 1 && i === 0
                    ? 'start'
                    : points.length > 1 && i === points.length - 1
                      ? 'end'
                      : 'middle'
                }
                fill="currentColor"
                fillOpacity={0.6}
              >
                {formatDate(p.when).slice(0, 5)}
              </text>
            ) : null,
          )}
          {series.map((s) => {
            const pts = s.values
              .map((v, i) => (v === null ? null : ([x(i), y(v)] as const)))
              .filter((v): v is readonly [number, number] => v !== null);
            return (
              <g key={s.label}>
                {pts.length > 1 && (
                  <polyline
                    points={pts.map(([a, b]) => `${a},${b}`).join(' ')}
                    fill="none"
                    stroke={s.color}
                    strokeWidth={2.5}
                    strokeLinejoin="round"
                  />
                )}
                {s.values.map((v, i) =>
                  v === null ? null : (
                    <circle key={i} cx={x(i)} cy={y(v)} r={4} fill={s.color}>
                      <title>{`${s.label}: ${v} — ${essayTitle(points[i])} (${formatDate(points[i].when)})`}</title>
                    </circle>
                  ),
                )}
              </g>
            );
          })}
        </Box>
      </Box>
      {mode === 'competencias' && (
        <HStack gap="3" mt="2" wrap="wrap" fontSize="xs">
          {SERIES.map((s) => (
            <HStack key={s.key} gap="1">
              <Box w="3" h="3" rounded="full" style={{ background: s.color }} />
              <Text>{s.label}</Text>
            </HStack>
          ))}
        </HStack>
      )}
    </Box>
  );
}
