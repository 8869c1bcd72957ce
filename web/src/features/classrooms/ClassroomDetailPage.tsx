import { ComingSoon } from '@/components/ComingSoon';

// Placeholder until the classrooms work lands (spec 2.8).
export default function ClassroomDetailPage() {
  return <ComingSoon title="Sala de Aula" />;
}
