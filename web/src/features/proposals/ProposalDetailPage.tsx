import { ComingSoon } from '@/components/ComingSoon';

// Placeholder until the proposals work lands (spec 2.11).
export default function ProposalDetailPage() {
  return <ComingSoon title="Proposta Temática" />;
}
