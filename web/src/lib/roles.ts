import type { Role } from '@argumenta/contracts';

export const ROLE_LABEL: Record<Role, string> = {
  estudante: 'Estudante',
  professor: 'Professor',
  coordenador: 'Coordenador',
  admin: 'Administrador',
};

export type NavItem = { label: string; to: string };

/** Spec 2.6: the navigation bar per role, plus the network panel for whoever coordinates a network (issue 54). */
export function navItems(role: Role | undefined, coordinatesNetwork = false): NavItem[] {
  const items = navItemsOfRole(role);
  if (coordinatesNetwork) items.splice(1, 0, { label: 'Painel da Rede', to: '/rede' });
  return items;
}

function navItemsOfRole(role: Role | undefined): NavItem[] {
  const common = {
    nova: { label: 'Nova Redação', to: '/essays/new' },
    minhas: { label: 'Minhas Redações', to: '/essays' },
    propostas: { label: 'Propostas', to: '/propostas' },
  };
  if (role === 'admin') {
    return [
      // The admin's home is the platform's dashboard (/dashboard leads there): no student-view "Dashboard Geral".
      { label: 'Painel Admin', to: '/dashboard/admin' },
      { label: 'Visão Professor', to: '/dashboard/teacher' },
      { label: 'Revisões', to: '/reviews' },
      { label: 'Visão Estudante', to: '/dashboard/student' },
      common.propostas,
      common.nova,
      common.minhas,
      { label: 'Auditoria', to: '/auditoria' },
    ];
  }
  // A coordinator's home is their school's dashboard (issue 16).
  if (role === 'coordenador')
    return [
      { label: 'Painel da Escola', to: '/escola' },
      { label: 'Auditoria', to: '/auditoria' },
      common.propostas,
      common.nova,
      common.minhas,
    ];
  const items: NavItem[] = [{ label: 'Painel', to: '/dashboard' }, common.nova, common.minhas, common.propostas];
  if (role === 'professor')
    items.push({ label: 'Salas', to: '/classrooms/manage' }, { label: 'Revisões', to: '/reviews' });
  if (role === 'estudante') items.push({ label: 'Ingressar em Sala', to: '/classrooms/join' });
  return items;
}
