import { ComingSoon } from '@/components/ComingSoon';

// Placeholder until the admin work lands (spec 2.12).
export default function AdminDashboardPage() {
  return <ComingSoon title="Painel Administrativo" />;
}
