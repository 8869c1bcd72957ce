import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/*
 * Spec 3 "Settings preferences" (client-only, spec 7 Local only): kept in localStorage, never sent.
 * The theme is not stored here: it belongs to the colour mode (components/ui/color-mode), which
 * the settings screen drives, so the nav toggle and the settings tab can never disagree.
 */
export const PREFERENCES_KEY = 'user-preferences';

export type FontSize = 'small' | 'medium' | 'large';
export type ProfileVisibility = 'public' | 'classmates' | 'private';

export type Preferences = {
  notifications: {
    emailNotifications: boolean;
    pushNotifications: boolean;
    essayFeedback: boolean;
    classroomUpdates: boolean;
    systemUpdates: boolean;
  };
  privacy: { profileVisibility: ProfileVisibility; allowTeacherContact: boolean; shareActivityHistory: boolean };
  appearance: { language: 'pt'; fontSize: FontSize };
  sound: { enabled: boolean; volume: number };
};

export const DEFAULT_PREFERENCES: Preferences = {
  notifications: {
    emailNotifications: true,
    pushNotifications: true,
    essayFeedback: true,
    classroomUpdates: true,
    systemUpdates: false,
  },
  privacy: { profileVisibility: 'classmates', allowTeacherContact: true, shareActivityHistory: true },
  appearance: { language: 'pt', fontSize: 'medium' },
  sound: { enabled: true, volume: 70 },
};

/** Root font size per choice: Chakra sizes are in rem, so the whole app scales with it. */
export const FONT_SCALE: Record<FontSize, string> = { small: '87.5%', medium: '100%', large: '112.5%' };

type Section = keyof Preferences;
type PreferencesState = Preferences & {
  update: <S extends Section>(section: S, patch: Partial<Preferences[S]>) => void;
  reset: () => void;
};

const clampVolume = (v: number) =>
  Math.min(100, Math.max(0, Math.round(Number.isFinite(v) ? v : DEFAULT_PREFERENCES.sound.volume)));

export const usePreferences = create<PreferencesState>()(
  persist(
    (set) => ({
      ...DEFAULT_PREFERENCES,
      update: (section, patch) =>
        set((s) => {
          const next = { ...s[section], ...patch };
          if (section === 'sound' && 'volume' in patch)
            (next as Preferences['sound']).volume = clampVolume((patch as Partial<Preferences['sound']>).volume ?? 70);
          return { [section]: next } as Partial<PreferencesState>;
        }),
      reset: () => set(DEFAULT_PREFERENCES),
    }),
    {
      name: PREFERENCES_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ notifications, privacy, appearance, sound }) => ({ notifications, privacy, appearance, sound }),
      // A stored object from an older shape keeps the defaults for any key it lacks.
      merge: (stored, current) => {
        const s = (stored ?? {}) as Partial<Preferences>;
        return {
          ...current,
          notifications: { ...DEFAULT_PREFERENCES.notifications, ...s.notifications },
          privacy: { ...DEFAULT_PREFERENCES.privacy, ...s.privacy },
          appearance: { ...DEFAULT_PREFERENCES.appearance, ...s.appearance },
          sound: { ...DEFAULT_PREFERENCES.sound, ...s.sound },
        };
      },
    },
  ),
);

/** Plain snapshot of the preferences (for the data export). */
export function preferencesSnapshot(): Preferences {
  const { notifications, privacy, appearance, sound } = usePreferences.getState();
  return { notifications, privacy, appearance, sound };
}
