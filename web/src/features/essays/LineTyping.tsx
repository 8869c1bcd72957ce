// Digitar vendo a foto (issue 49): the page split into its written lines, each line's image (cropped from the photo by
// the sheet analysis' boxes, zoomed to the width) next to the field where the student types it. One line at a time on
// a phone, the whole column on a desktop; Enter goes to the next line. Lazy-loaded (only photo essays need it).
import { Badge, Box, Button, Field, HStack, Heading, Image, Input, Progress, Stack, Text } from '@chakra-ui/react';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { LuArrowLeft, LuArrowRight, LuCheck } from 'react-icons/lu';
import type { Sheet } from '@argumenta/contracts';
import { essayFromLines, levelledSize } from './lineLayout';

export type LineTypingResult = {
  titulo: string | null;
  texto: string;
  /** The recognizer's confident readings that were pre-filled, one per line (what the teacher's diff starts from). */
  leitura: string;
};

/** Crops each line from the photo, levelled as the server levelled it; null while the photo loads. */
function useLineImages(photo: string, folha: Sheet): string[] | null {
  const [crops, setCrops] = useState<string[] | null>(null);
  useEffect(() => {
    let alive = true;
    const img = new window.Image();
    img.src = photo;
    img
      .decode()
      .then(() => {
        const { width, height } = levelledSize(img.naturalWidth, img.naturalHeight, folha.inclinacao);
        const page = document.createElement('canvas');
        page.width = width;
        page.height = height;
        const ctx = page.getContext('2d');
        if (!ctx) return;
        ctx.fillStyle = '#fff';
        ctx.fillRect(0, 0, width, height);
        ctx.translate(width / 2, height / 2);
        ctx.rotate((folha.inclinacao * Math.PI) / 180);
        ctx.drawImage(img, -img.naturalWidth / 2, -img.naturalHeight / 2);
        const out = folha.linhas.map((l) => {
          const sx = Math.max(0, l.x0 * width);
          const sy = Math.max(0, l.y0 * height);
          const sw = Math.max(1, (l.x1 - l.x0) * width);
          const sh = Math.max(1, (l.y1 - l.y0) * height);
          const scale = Math.min(2, 1400 / sw);
          const c = document.createElement('canvas');
          c.width = Math.round(sw * scale);
          c.height = Math.round(sh * scale);
          c.getContext('2d')?.drawImage(page, sx, sy, sw, sh, 0, 0, c.width, c.height);
          return c.toDataURL('image/jpeg', 0.85);
        });
        if (alive) setCrops(out);
      })
      .catch(() => alive && setCrops([]));
    return () => {
      alive = false;
    };
  }, [photo, folha]);
  return crops;
}

/** True on a desktop-wide screen (Chakra's md breakpoint). */
function useWide(): boolean {
  const query = '(min-width: 48em)';
  const [wide, setWide] = useState(() => window.matchMedia?.(query).matches ?? true);
  useEffect(() => {
    const m = window.matchMedia?.(query);
    if (!m) return;
    const on = () => setWide(m.matches);
    m.addEventListener('change', on);
    return () => m.removeEventListener('change', on);
  }, []);
  return wide;
}

type RowProps = {
  index: number;
  line: Sheet['linhas'][number];
  label: string;
  crop: string | undefined;
  value: string;
  current: boolean;
  wide: boolean;
  last: boolean;
  register: (index: number, el: HTMLInputElement | null) => void;
  onChange: (index: number, text: string) => void;
  onKey: (e: KeyboardEvent<HTMLInputElement>, index: number) => void;
  onFocus: (index: number) => void;
};

/**
 * One line of the sheet: its image and its field. Memoised, with stable callbacks, so a keystroke re-renders the line
 * being typed and not the whole column (on a desktop every line is on screen; a slow school computer felt each key).
 */
const LineRow = memo(function LineRow({
  index,
  line,
  label,
  crop,
  value,
  current,
  wide,
  last,
  register,
  onChange,
  onKey,
  onFocus,
}: RowProps) {
  const suggested = line.confiavel && line.texto !== '';
  return (
    <Stack
      gap="2"
      direction={{ base: 'column', md: 'row' }}
      align={{ md: 'center' }}
      data-testid="typing-line"
      data-current={current ? 'true' : undefined}
      borderWidth={wide ? '0' : '1px'}
      rounded="md"
      p={wide ? '0' : '3'}
    >
      <Box flex={{ md: '3' }} borderWidth="1px" rounded="md" overflow="hidden" bg="white" minH="12">
        {crop ? (
          <Image
            src={crop}
            alt={`${label}: a linha ${line.numero} da folha, como está na foto`}
            w="full"
            data-testid="line-image"
          />
        ) : (
          <Text p="3" fontSize="sm" color="fg.muted">
            Carregando a linha da foto…
          </Text>
        )}
      </Box>
      <Field.Root flex={{ md: '2' }}>
        <Field.Label fontSize="sm">
          {label}
          {suggested && (
            <Badge colorPalette="blue" ms="2" size="sm">
              sugestão do reconhecimento
            </Badge>
          )}
        </Field.Label>
        <Input
          ref={(el) => register(index, el)}
          value={value}
          onChange={(e) => onChange(index, e.target.value)}
          onKeyDown={(e) => onKey(e, index)}
          onFocus={() => onFocus(index)}
          enterKeyHint={last ? 'done' : 'next'}
          autoComplete="off"
          fontFamily="essay"
          data-testid="line-input"
        />
      </Field.Root>
    </Stack>
  );
});

export default function LineTyping({
  photo,
  folha,
  onDone,
  onCancel,
}: {
  photo: string;
  folha: Sheet;
  onDone: (r: LineTypingResult) => void;
  onCancel: () => void;
}) {
  const lines = folha.linhas;
  const n = lines.length;
  const crops = useLineImages(photo, folha);
  const wide = useWide();
  const [values, setValues] = useState(() => lines.map((l) => (l.confiavel ? l.texto : '')));
  const [current, setCurrent] = useState(0);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const moved = useRef(false);
  const typed = values.filter((v) => v.trim()).length;
  // The latest values and onDone, read when the student finishes, so the rows' callbacks need not change per key.
  const latest = useRef({ values, onDone });
  latest.current = { values, onDone };

  useEffect(() => {
    // Focus follows the current line (after the phone view renders the next one); not on first render.
    if (!moved.current) return;
    inputs.current[current]?.focus();
  }, [current]);

  const go = useCallback(
    (i: number) => {
      moved.current = true;
      setCurrent(Math.max(0, Math.min(n - 1, i)));
    },
    [n],
  );

  const leitura = useMemo(
    () =>
      lines
        .filter((l) => l.confiavel && l.texto)
        .map((l) => l.texto)
        .join('\n'),
    [lines],
  );

  const finish = useCallback(() => {
    const { values: typedLines, onDone: done } = latest.current;
    const r = essayFromLines(lines.map((l, i) => ({ ...l, texto: typedLines[i] ?? '' })));
    done({ ...r, leitura });
  }, [lines, leitura]);

  const onKey = useCallback(
    (e: KeyboardEvent<HTMLInputElement>, i: number) => {
      if (e.key !== 'Enter') return;
      e.preventDefault();
      if (e.ctrlKey || e.metaKey) finish();
      else if (e.shiftKey) go(i - 1);
      else if (i === n - 1) finish();
      else go(i + 1);
    },
    [finish, go, n],
  );
  const onChange = useCallback(
    (i: number, text: string) => setValues((v) => v.map((x, k) => (k === i ? text : x))),
    [],
  );
  const onFocus = useCallback((i: number) => setCurrent(i), []);
  const register = useCallback((i: number, el: HTMLInputElement | null) => {
    inputs.current[i] = el;
  }, []);

  const label = (i: number) => `Linha ${i + 1} de ${n}${lines[i]!.titulo ? ' (título)' : ''}`;

  const row = (i: number) => (
    <LineRow
      key={i}
      index={i}
      line={lines[i]!}
      label={label(i)}
      crop={crops?.[i]}
      value={values[i] ?? ''}
      current={i === current}
      wide={wide}
      last={i === n - 1}
      register={register}
      onChange={onChange}
      onKey={onKey}
      onFocus={onFocus}
    />
  );

  return (
    <Stack gap="4" data-testid="line-typing" aria-labelledby="line-typing-title">
      <Stack gap="1">
        <Heading size="md" id="line-typing-title">
          Digitar vendo a foto
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Cada linha escrita da sua folha aparece ampliada, com um campo para você digitar o que está nela.{' '}
          <strong>Enter</strong> vai para a próxima linha, <strong>Shift+Enter</strong> volta uma e{' '}
          <strong>Ctrl+Enter</strong> conclui. Onde o reconhecimento leu com segurança, o campo já vem preenchido:
          confira.
        </Text>
        <Text fontSize="sm" color="fg.muted" data-testid="sheet-line-count">
          {folha.evidencia}
        </Text>
      </Stack>
      <Progress.Root value={n ? Math.round((typed / n) * 100) : 0} size="sm" colorPalette="brand">
        <HStack justify="space-between" mb="1">
          <Progress.Label>
            {typed} de {n} linhas digitadas
          </Progress.Label>
        </HStack>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text role="status" aria-live="polite" fontWeight="semibold" data-testid="line-position">
        {label(current)}
      </Text>

      {wide ? <Stack gap="3">{lines.map((_, i) => row(i))}</Stack> : row(current)}

      <HStack gap="2" wrap="wrap">
        {!wide && (
          <>
            <Button variant="outline" onClick={() => go(current - 1)} disabled={current === 0}>
              <LuArrowLeft /> Linha anterior
            </Button>
            <Button variant="outline" onClick={() => go(current + 1)} disabled={current === n - 1}>
              Próxima linha <LuArrowRight />
            </Button>
          </>
        )}
        <Button colorPalette="brand" onClick={finish} data-testid="lines-done">
          <LuCheck /> Usar o texto digitado
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Digitar tudo num campo só
        </Button>
      </HStack>
    </Stack>
  );
}
