import {
  Box,
  Button,
  Heading,
  HStack,
  RadioGroup,
  SegmentGroup,
  SimpleGrid,
  Slider,
  Stack,
  Stat,
  Switch,
  Tabs,
  Text,
} from '@chakra-ui/react';
import type { User } from '@argumenta/contracts';
import { useState, type ReactNode } from 'react';
import { LuBell, LuDatabase, LuDownload, LuPalette, LuShield, LuTrash2, LuTriangleAlert } from 'react-icons/lu';
import { PageLoader } from '@/components/PageLoader';
import { useColorMode, type Theme } from '@/components/ui/color-mode';
import { notify } from '@/components/ui/toaster';
import { saveBlob } from '@/lib/api';
import { useProfile } from '@/features/auth/api';
import { useAuth } from '@/stores/auth';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { ExportData } from './ExportData';
import {
  preferencesSnapshot,
  usePreferences,
  type FontSize,
  type Preferences,
  type ProfileVisibility,
} from '@/stores/preferences';

export const SETTINGS_MESSAGES = {
  loading: 'Carregando configurações...',
  updated: 'Configuração atualizada!',
  exported: 'Dados exportados com sucesso!',
} as const;

const THEMES: { value: Theme; label: string }[] = [
  { value: 'light', label: 'Claro' },
  { value: 'dark', label: 'Escuro' },
  { value: 'system', label: 'Sistema' },
];
const FONT_SIZES: { value: FontSize; label: string }[] = [
  { value: 'small', label: 'Pequeno' },
  { value: 'medium', label: 'Médio' },
  { value: 'large', label: 'Grande' },
];
const VISIBILITY: { value: ProfileVisibility; label: string; help: string }[] = [
  { value: 'public', label: 'Público', help: 'Qualquer pessoa pode ver seu perfil.' },
  { value: 'classmates', label: 'Colegas de sala', help: 'Apenas pessoas das suas salas podem ver seu perfil.' },
  { value: 'private', label: 'Privado', help: 'Apenas você e seus professores podem ver seu perfil.' },
];

/** A short tone at the chosen volume, so the slider can be judged by ear. */
function previewSound(volume: number) {
  if (typeof window.AudioContext !== 'function' || volume <= 0) return;
  try {
    const ctx = new AudioContext();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    gain.gain.value = (volume / 100) * 0.2;
    osc.frequency.value = 660;
    osc.connect(gain).connect(ctx.destination);
    osc.onended = () => void ctx.close();
    osc.start();
    osc.stop(ctx.currentTime + 0.15);
  } catch {
    /* no audio output: the preference is still saved */
  }
}

// One toast id: flipping several switches updates one toast instead of stacking many.
const saved = () => notify.success(SETTINGS_MESSAGES.updated, { id: 'settings-updated' });

/** Stores one preference change and confirms it (spec 8: 'Configuração atualizada!' on each change). */
function useSavePreference() {
  const update = usePreferences((s) => s.update);
  return <S extends keyof Preferences>(section: S, patch: Partial<Preferences[S]>) => {
    update(section, patch);
    saved();
  };
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Stack bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: '4', md: '6' }} gap="4">
      <Stack gap="1">
        <Heading size="md">{title}</Heading>
        {description && (
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}

function Toggle({
  label,
  help,
  checked,
  onChange,
  name,
}: {
  label: string;
  help?: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  name: string;
}) {
  return (
    <Switch.Root
      checked={checked}
      onCheckedChange={(e) => onChange(e.checked)}
      colorPalette="brand"
      name={name}
      display="flex"
      justifyContent="space-between"
      alignItems="center"
      gap="4"
      w="full"
    >
      <Switch.HiddenInput />
      <Switch.Label flex="1" fontWeight="normal">
        <Text fontWeight="medium">{label}</Text>
        {help && (
          <Text as="span" display="block" fontSize="sm" color="fg.muted" mt="0.5" lineHeight="short">
            {help}
          </Text>
        )}
      </Switch.Label>
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
    </Switch.Root>
  );
}

function NotificationsTab() {
  const n = usePreferences((s) => s.notifications);
  const save = useSavePreference();
  const set = (k: keyof Preferences['notifications']) => (v: boolean) => save('notifications', { [k]: v });
  return (
    <Section title="Notificações" description="Escolha quais avisos você quer receber.">
      <Stack gap="5">
        <Toggle
          name="emailNotifications"
          label="Notificações por email"
          help="Receba avisos importantes no seu email."
          checked={n.emailNotifications}
          onChange={set('emailNotifications')}
        />
        <Toggle
          name="essayFeedback"
          label="Feedback de redações"
          help="Avise quando uma correção ficar pronta."
          checked={n.essayFeedback}
          onChange={set('essayFeedback')}
        />
        <Toggle
          name="classroomUpdates"
          label="Atualizações das salas"
          help="Novas atividades e avisos dos professores."
          checked={n.classroomUpdates}
          onChange={set('classroomUpdates')}
        />
        <Toggle
          name="systemUpdates"
          label="Atualizações do sistema"
          help="Novidades e melhorias da plataforma."
          checked={n.systemUpdates}
          onChange={set('systemUpdates')}
        />
      </Stack>
    </Section>
  );
}

function PrivacyTab() {
  const p = usePreferences((s) => s.privacy);
  const save = useSavePreference();
  return (
    <Stack gap="4">
      <Section title="Visibilidade do perfil" description="Quem pode ver o seu perfil.">
        <RadioGroup.Root
          value={p.profileVisibility}
          onValueChange={(e) => {
            if (!e.value) return;
            save('privacy', { profileVisibility: e.value as ProfileVisibility });
          }}
          colorPalette="brand"
          name="profileVisibility"
          aria-label="Visibilidade do perfil"
        >
          <Stack gap="4">
            {VISIBILITY.map((v) => (
              <RadioGroup.Item key={v.value} value={v.value} alignItems="flex-start">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator mt="0.5" />
                <RadioGroup.ItemText>
                  <Text fontWeight="medium">{v.label}</Text>
                  <Text as="span" display="block" fontSize="sm" color="fg.muted" fontWeight="normal" lineHeight="short">
                    {v.help}
                  </Text>
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      </Section>
      <Section title="Contato e histórico">
        <Stack gap="5">
          <Toggle
            name="allowTeacherContact"
            label="Permitir contato de professores"
            help="Professores das suas salas podem entrar em contato com você."
            checked={p.allowTeacherContact}
            onChange={(v) => {
              save('privacy', { allowTeacherContact: v });
            }}
          />
          <Toggle
            name="shareActivityHistory"
            label="Compartilhar histórico de atividades"
            help="Seus professores veem suas entregas e notas anteriores."
            checked={p.shareActivityHistory}
            onChange={(v) => {
              save('privacy', { shareActivityHistory: v });
            }}
          />
        </Stack>
      </Section>
    </Stack>
  );
}

function AppearanceTab() {
  const { theme, setColorMode } = useColorMode();
  const fontSize = usePreferences((s) => s.appearance.fontSize);
  const sound = usePreferences((s) => s.sound);
  const update = usePreferences((s) => s.update);
  const save = useSavePreference();
  return (
    <Stack gap="4">
      <Section title="Tema" description="Sistema acompanha o tema claro ou escuro do seu dispositivo.">
        <SegmentGroup.Root
          value={theme}
          onValueChange={(e) => {
            if (!e.value) return;
            setColorMode(e.value as Theme);
            saved();
          }}
          alignSelf="flex-start"
          aria-label="Tema"
          data-testid="theme-select"
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items items={THEMES} />
        </SegmentGroup.Root>
      </Section>
      <Section title="Tamanho da fonte" description="Aumenta ou diminui o texto de toda a plataforma.">
        <SegmentGroup.Root
          value={fontSize}
          onValueChange={(e) => {
            if (!e.value) return;
            save('appearance', { fontSize: e.value as FontSize });
          }}
          alignSelf="flex-start"
          aria-label="Tamanho da fonte"
          data-testid="font-size-select"
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items items={FONT_SIZES} />
        </SegmentGroup.Root>
        <Text fontSize="sm" color="fg.muted">
          Idioma: Português (Brasil)
        </Text>
      </Section>
      <Section title="Sons">
        <Toggle
          name="soundEnabled"
          label="Sons do sistema"
          help="Sons de aviso da plataforma. Solte o controle de volume para ouvir uma prévia."
          checked={sound.enabled}
          onChange={(v) => {
            save('sound', { enabled: v });
          }}
        />
        {sound.enabled && (
          <Slider.Root
            value={[sound.volume]}
            min={0}
            max={100}
            step={1}
            colorPalette="brand"
            onValueChange={(e) => update('sound', { volume: e.value[0] ?? sound.volume })}
            onValueChangeEnd={(e) => {
              previewSound(e.value[0] ?? sound.volume);
              saved();
            }}
            maxW="md"
            data-testid="volume-slider"
          >
            <HStack justify="space-between">
              <Slider.Label>Volume</Slider.Label>
              <Slider.ValueText />
            </HStack>
            <Slider.Control>
              <Slider.Track>
                <Slider.Range />
              </Slider.Track>
              <Slider.Thumbs />
            </Slider.Control>
          </Slider.Root>
        )}
      </Section>
    </Stack>
  );
}

/** Everything this browser knows about the user: the profile and the local preferences. */
export function exportPayload(user: User, theme: Theme) {
  const prefs = preferencesSnapshot();
  return {
    exportado_em: new Date().toISOString(),
    usuario: {
      id: user.id,
      nome: user.nome,
      email: user.email,
      tipo: user.tipo,
      creditos_disponiveis: user.creditos_disponiveis,
      creditos_totais_usados: user.creditos_totais_usados,
      ...(user.data_criacao ? { data_criacao: user.data_criacao } : {}),
    },
    preferencias: { ...prefs, appearance: { theme, ...prefs.appearance } },
  };
}

function DataTab({ user }: { user: User }) {
  const { theme } = useColorMode();
  const [confirming, setConfirming] = useState(false);

  function exportData() {
    const json = JSON.stringify(exportPayload(user, theme), null, 2);
    saveBlob(new Blob([json], { type: 'application/json' }), `argumenta-preferencias-${user.id}.json`);
    notify.success(SETTINGS_MESSAGES.exported);
  }

  return (
    <Stack gap="4">
      <Section title="Uso da conta">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Stat.Root borderWidth="1px" rounded="lg" p="4" data-testid="credits-available">
            <Stat.Label>Créditos disponíveis</Stat.Label>
            <Stat.ValueText>{user.creditos_disponiveis}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root borderWidth="1px" rounded="lg" p="4" data-testid="credits-used">
            <Stat.Label>Total de créditos usados</Stat.Label>
            <Stat.ValueText>{user.creditos_totais_usados}</Stat.ValueText>
          </Stat.Root>
        </SimpleGrid>
      </Section>
      <Section
        title="Exportar dados"
        description="Baixe um arquivo ZIP com todos os seus dados: perfil, redações e versões, fotos e transcrições, correções, recursos, salas e créditos (em JSON, e as redações também em HTML)."
      >
        <ExportData />
        <Button variant="ghost" size="sm" alignSelf="flex-start" onClick={exportData}>
          <LuDownload /> Baixar preferências deste navegador
        </Button>
      </Section>
      <Stack borderWidth="1px" borderColor="red.muted" bg="red.subtle" rounded="xl" p={{ base: '4', md: '6' }} gap="3">
        <HStack color="red.fg">
          <LuTriangleAlert />
          <Heading size="md">Zona de perigo</Heading>
        </HStack>
        <Text fontSize="sm">
          Excluir a conta apaga suas redações, fotos, correções, recursos e participação nas salas, depois de um prazo
          de carência para desistir. Esta ação não pode ser desfeita.
        </Text>
        <Button colorPalette="red" alignSelf="flex-start" onClick={() => setConfirming(true)}>
          <LuTrash2 /> Excluir conta
        </Button>
      </Stack>

      <DeleteAccountDialog open={confirming} onOpenChange={setConfirming} />
    </Stack>
  );
}

/** /settings (spec 2.13): client-only preferences, applied at once and kept in this browser. */
export default function SettingsPage() {
  const stored = useAuth((s) => s.user);
  const profile = useProfile();
  const user = profile.data ?? stored;

  if (!user) return <PageLoader label={SETTINGS_MESSAGES.loading} />;

  return (
    <Stack gap="6" maxW="4xl">
      <Box>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          Configurações
        </Heading>
        <Text color="fg.muted">Preferências desta conta neste navegador.</Text>
      </Box>
      <Tabs.Root defaultValue="notificacoes" variant="line" size={{ base: 'sm', md: 'md' }} lazyMount unmountOnExit>
        <Tabs.List flexWrap="wrap" css={{ '& svg': { display: { base: 'none', sm: 'inline' } } }}>
          <Tabs.Trigger value="notificacoes">
            <LuBell /> Notificações
          </Tabs.Trigger>
          <Tabs.Trigger value="privacidade">
            <LuShield /> Privacidade
          </Tabs.Trigger>
          <Tabs.Trigger value="aparencia">
            <LuPalette /> Aparência
          </Tabs.Trigger>
          <Tabs.Trigger value="dados">
            <LuDatabase /> Dados
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="notificacoes">
          <NotificationsTab />
        </Tabs.Content>
        <Tabs.Content value="privacidade">
          <PrivacyTab />
        </Tabs.Content>
        <Tabs.Content value="aparencia">
          <AppearanceTab />
        </Tabs.Content>
        <Tabs.Content value="dados">
          <DataTab user={user} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
