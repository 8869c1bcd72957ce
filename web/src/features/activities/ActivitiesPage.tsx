import { ComingSoon } from '@/components/ComingSoon';

// Placeholder until the activities work lands (spec 2.3).
export default function ActivitiesPage() {
  return <ComingSoon title="Atividades" />;
}
