import { ComingSoon } from '@/components/ComingSoon';

export default function SharedFeedbackPage() {
  return <ComingSoon title="SharedFeedbackPage" />;
}
