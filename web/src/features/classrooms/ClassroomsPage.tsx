import { ComingSoon } from '@/components/ComingSoon';

// Placeholder until the classrooms work lands (spec 2.3).
export default function ClassroomsPage() {
  return <ComingSoon title="Salas de Aula" />;
}
