import { ComingSoon } from '@/components/ComingSoon';

// Placeholder until the activities work lands (spec 2.9).
export default function ActivitySubmissionsPage() {
  return <ComingSoon title="Submissões da Atividade" />;
}
