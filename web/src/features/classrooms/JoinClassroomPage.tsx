import { ComingSoon } from '@/components/ComingSoon';

// Placeholder until the classrooms work lands (spec 2.8).
export default function JoinClassroomPage() {
  return <ComingSoon title="Ingressar em Sala" />;
}
