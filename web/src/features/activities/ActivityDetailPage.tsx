import { ComingSoon } from '@/components/ComingSoon';

// Placeholder until the activities work lands (spec 2.9).
export default function ActivityDetailPage() {
  return <ComingSoon title="Atividade" />;
}
