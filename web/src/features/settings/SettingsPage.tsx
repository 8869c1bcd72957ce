import { ComingSoon } from '@/components/ComingSoon';

// Placeholder until the settings work lands (spec 2.13).
export default function SettingsPage() {
  return <ComingSoon title="Configurações" />;
}
