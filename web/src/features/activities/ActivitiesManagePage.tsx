import { ComingSoon } from '@/components/ComingSoon';

// Placeholder until the activities work lands (spec 2.9).
export default function ActivitiesManagePage() {
  return <ComingSoon title="Gerenciar Atividades" />;
}
