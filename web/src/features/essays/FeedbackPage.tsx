import { ComingSoon } from '@/components/ComingSoon';

export default function FeedbackPage() {
  return <ComingSoon title="FeedbackPage" />;
}
