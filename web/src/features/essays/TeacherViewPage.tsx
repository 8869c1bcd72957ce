import { ComingSoon } from '@/components/ComingSoon';

// Placeholder until the teacher review work lands (spec 2.10).
export default function TeacherViewPage() {
  return <ComingSoon title="Visão do Professor" />;
}
