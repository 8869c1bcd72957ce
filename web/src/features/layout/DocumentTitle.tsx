import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';

const APP = 'Argumenta';

/**
 * Each route's own `<title>` (WCAG 2.4.2), so a screen reader's tab list and the browser history tell the screens apart.
 * Matched in order: a fixed path before a pattern that would also match it (/essays/new before /essays/:id).
 */
export const ROUTE_TITLES: [pattern: string, title: string][] = [
  ['/', 'Redação ENEM com correção por IA'],
  ['/auth/login', 'Entrar'],
  ['/auth/register', 'Criar conta'],
  ['/auth/forgot-password', 'Recuperar senha'],
  ['/esqueci-senha', 'Esqueci minha senha'],
  ['/redefinir-senha', 'Redefinir senha'],
  ['/auth/sso', 'Entrar pela escola'],
  ['/compartilhado/:token', 'Correção compartilhada'],
  ['/privacidade', 'Privacidade'],
  ['/dashboard', 'Painel'],
  ['/dashboard/student', 'Visão do estudante'],
  ['/dashboard/teacher', 'Painel do professor'],
  ['/dashboard/admin', 'Painel administrativo'],
  ['/essays', 'Minhas redações'],
  ['/essays/new', 'Nova redação'],
  ['/essays/:id/correct', 'Corrigir de novo'],
  ['/essays/:id/feedback', 'Correção da redação'],
  ['/essays/:id/teacher-view', 'Revisão do professor'],
  ['/reviews', 'Revisões pendentes'],
  ['/classrooms/join', 'Ingressar em sala'],
  ['/classrooms/manage', 'Minhas salas'],
  ['/classrooms/:id', 'Sala'],
  ['/activities/manage', 'Atividades'],
  ['/activities/new', 'Nova atividade'],
  ['/activities/:id/submissions', 'Entregas da atividade'],
  ['/activities/:id', 'Atividade'],
  ['/proposals', 'Propostas temáticas'],
  ['/proposals/:id', 'Proposta temática'],
  ['/students/:id/profile', 'Perfil do estudante'],
  ['/profile', 'Meu perfil'],
  ['/settings', 'Configurações'],
  ['/escolas/:id/painel', 'Painel da escola'],
  ['/escolas/:id/regras', 'Regras do corretor'],
  ['/redes/:id/painel', 'Painel da rede'],
  ['/auditoria', 'Auditoria'],
  ['/privacidade', 'Privacidade'],
];

export function titleFor(pathname: string) {
  const hit = ROUTE_TITLES.find(([pattern]) => matchPath(pattern, pathname));
  return hit ? `${hit[1]} · ${APP}` : APP;
}

export function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = titleFor(pathname);
  }, [pathname]);
  return null;
}
