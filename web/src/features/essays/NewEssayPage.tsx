import { ComingSoon } from '@/components/ComingSoon';

export default function NewEssayPage() {
  return <ComingSoon title="NewEssayPage" />;
}
