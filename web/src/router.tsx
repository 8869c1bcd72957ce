import { lazy } from 'react';
import { createBrowserRouter, Navigate, Outlet, useParams, type RouteObject } from 'react-router-dom';
import { setUnauthorizedHandler } from '@/lib/api';
import { AuthLifecycle } from '@/features/auth/AuthLifecycle';
import { Announcer } from '@/features/layout/Announcer';
import { AppShell } from '@/features/layout/AppShell';
import { DocumentTitle } from '@/features/layout/DocumentTitle';
import { Alias, Fallback, PublicOnly, RequireAuth } from '@/features/layout/guards';
import { RouteError } from '@/features/layout/RouteError';
import { useAuth } from '@/stores/auth';

// Every screen is its own chunk so the landing page loads little.
const LandingPage = lazy(() => import('@/features/landing/LandingPage'));
const LoginPage = lazy(() => import('@/features/auth/LoginPage'));
const RegisterPage = lazy(() => import('@/features/auth/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('@/features/auth/ForgotPasswordPage'));
const DashboardPage = lazy(() => import('@/features/dashboard/DashboardPage'));
const AdminDashboardPage = lazy(() => import('@/features/admin/AdminDashboardPage'));
const ResetPasswordPage = lazy(() => import('@/features/auth/ResetPasswordPage'));
const NewEssayPage = lazy(() => import('@/features/essays/NewEssayPage'));
const HistoryPage = lazy(() => import('@/features/essays/HistoryPage'));
const FeedbackPage = lazy(() => import('@/features/essays/FeedbackPage'));
const SharedFeedbackPage = lazy(() => import('@/features/essays/SharedFeedbackPage'));
const PrivacyPage = lazy(() => import('@/features/privacy/PrivacyPage'));
const AuditPage = lazy(() => import('@/features/privacy/AuditPage'));
const TeacherViewPage = lazy(() => import('@/features/essays/TeacherViewPage'));
const ReviewQueuePage = lazy(() => import('@/features/reviews/ReviewQueuePage'));
const ClassroomsPage = lazy(() => import('@/features/classrooms/ClassroomsPage'));
const ClassroomsManagePage = lazy(() => import('@/features/classrooms/ClassroomsManagePage'));
const JoinClassroomPage = lazy(() => import('@/features/classrooms/JoinClassroomPage'));
const ClassroomDetailPage = lazy(() => import('@/features/classrooms/ClassroomDetailPage'));
const ActivitiesPage = lazy(() => import('@/features/activities/ActivitiesPage'));
const ActivitiesManagePage = lazy(() => import('@/features/activities/ActivitiesManagePage'));
const NewActivityPage = lazy(() => import('@/features/activities/NewActivityPage'));
const ActivityDetailPage = lazy(() => import('@/features/activities/ActivityDetailPage'));
const ActivitySubmissionsPage = lazy(() => import('@/features/activities/ActivitySubmissionsPage'));
const ProposalsPage = lazy(() => import('@/features/proposals/ProposalsPage'));
const ProposalDetailPage = lazy(() => import('@/features/proposals/ProposalDetailPage'));
const SettingsPage = lazy(() => import('@/features/settings/SettingsPage'));
const ProfilePage = lazy(() => import('@/features/profile/ProfilePage'));
const SsoPage = lazy(() => import('@/features/auth/SsoPage'));
const SchoolDashboardPage = lazy(() => import('@/features/schools/SchoolDashboardPage'));
const SchoolRulesPage = lazy(() => import('@/features/schools/SchoolRulesPage'));
const MySchoolRedirect = lazy(() =>
  import('@/features/schools/SchoolDashboardPage').then((m) => ({ default: m.MySchoolRedirect })),
);
const StudentProfilePage = lazy(() => import('@/features/profile/StudentProfilePage'));
const NetworkDashboardPage = lazy(() => import('@/features/networks/NetworkDashboardPage'));
const MyNetworkRedirect = lazy(() =>
  import('@/features/networks/NetworkDashboardPage').then((m) => ({ default: m.MyNetworkRedirect })),
);

function Root() {
  return (
    <>
      <AuthLifecycle />
      <DocumentTitle />
      <Announcer />
      <Outlet />
    </>
  );
}

function Home() {
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  return isAuthenticated ? <Navigate to="/dashboard" replace /> : <LandingPage />;
}

/** /essays/{id} has no screen of its own: the essay is shown with its feedback. */
function EssayRedirect() {
  const { id } = useParams();
  return <Navigate to={`/essays/${id ?? ''}/feedback`} replace />;
}

/** Spec 2.5 aliases: Portuguese path → English route. */
export const ALIASES: [string, string][] = [
  ['/autenticacao/login', '/auth/login'],
  ['/autenticacao/registro', '/auth/register'],
  ['/painel', '/dashboard'],
  ['/painel/estudante', '/dashboard/student'],
  ['/painel/professor', '/dashboard/teacher'],
  ['/esqueci-senha', '/auth/forgot-password'],
  ['/admin', '/dashboard/admin'],
  ['/redacoes', '/essays'],
  ['/redacoes/submeter', '/essays/new'],
  ['/redacoes/:id/correcao', '/essays/:id/correct'],
  ['/correcao', '/essays/new'],
  ['/historico', '/essays'],
  ['/feedback/:id', '/essays/:id/feedback'],
  ['/salas', '/classrooms'],
  ['/salas/ingressar', '/classrooms/join'],
  ['/salas/gerenciar', '/classrooms/manage'],
  ['/salas/:id', '/classrooms/:id'],
  ['/atividades', '/activities'],
  ['/atividades/gerenciar', '/activities/manage'],
  ['/atividades/criar', '/activities/new'],
  ['/atividades/:id', '/activities/:id'],
  ['/atividades/:id/submissoes', '/activities/:id/submissions'],
  ['/propostas', '/proposals'],
  ['/propostas/:id', '/proposals/:id'],
  ['/estudantes/:id/perfil', '/students/:id/profile'],
  ['/perfil', '/profile'],
  ['/configuracoes', '/settings'],
];

const TEACHER: ['professor', 'admin'] = ['professor', 'admin'];

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <Home /> },
      {
        path: '/auth/login',
        element: (
          <PublicOnly>
            <LoginPage />
          </PublicOnly>
        ),
      },
      {
        path: '/auth/register',
        element: (
          <PublicOnly>
            <RegisterPage />
          </PublicOnly>
        ),
      },
      { path: '/auth/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/auth/sso', element: <SsoPage /> },
      { path: '/compartilhado/:token', element: <SharedFeedbackPage /> },
      // The privacy notice (issue 38): public, linked from registration and the footer.
      { path: '/privacidade', element: <PrivacyPage /> },
      ...ALIASES.map(([from, to]) => ({ path: from, element: <Alias to={to} /> })),
      // The page the password-reset mail links to (RESET_PASSWORD_PATH), with ?token=.
      { path: '/redefinir-senha', element: <ResetPasswordPage /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppShell />,
            children: [
              { path: '/dashboard', element: <DashboardPage /> },
              { path: '/dashboard/student', element: <DashboardPage view="student" /> },
              { path: '/essays', element: <HistoryPage /> },
              { path: '/essays/new', element: <NewEssayPage /> },
              { path: '/essays/:id', element: <EssayRedirect /> },
              { path: '/essays/:id/correct', element: <NewEssayPage /> },
              { path: '/essays/:id/feedback', element: <FeedbackPage /> },
              { path: '/classrooms/join', element: <JoinClassroomPage /> },
              { path: '/classrooms/:id', element: <ClassroomDetailPage /> },
              { path: '/activities/:id', element: <ActivityDetailPage /> },
              { path: '/proposals', element: <ProposalsPage /> },
              { path: '/proposals/:id', element: <ProposalDetailPage /> },
              { path: '/students/:id/profile', element: <StudentProfilePage /> },
              { path: '/profile', element: <ProfilePage /> },
              { path: '/settings', element: <SettingsPage /> },
              // A network's panel (issue 54): its coordinators are assigned, not a role; the server decides.
              { path: '/rede', element: <MyNetworkRedirect /> },
              { path: '/redes/:id/painel', element: <NetworkDashboardPage /> },
              {
                element: <RequireAuth roles={TEACHER} />,
                children: [
                  { path: '/dashboard/teacher', element: <DashboardPage view="teacher" /> },
                  { path: '/essays/:id/teacher-view', element: <TeacherViewPage /> },
                  { path: '/reviews', element: <ReviewQueuePage /> },
                  { path: '/classrooms', element: <ClassroomsPage /> },
                  { path: '/classrooms/manage', element: <ClassroomsManagePage /> },
                  { path: '/activities', element: <ActivitiesPage /> },
                  { path: '/activities/manage', element: <ActivitiesManagePage /> },
                  { path: '/activities/new', element: <NewActivityPage /> },
                  { path: '/activities/:id/submissions', element: <ActivitySubmissionsPage /> },
                ],
              },
              {
                element: <RequireAuth roles={['coordenador', 'admin']} />,
                children: [
                  { path: '/escola', element: <MySchoolRedirect /> },
                  { path: '/escolas/:id/painel', element: <SchoolDashboardPage /> },
                  // The corrector's C1 rules by their precision in the school, and the switch (issue 51).
                  { path: '/escolas/:id/regras', element: <SchoolRulesPage /> },
                  // The audit trail (issue 38): the coordinator's school, or every school for an admin.
                  { path: '/auditoria', element: <AuditPage /> },
                ],
              },
              {
                element: <RequireAuth roles={['admin']} />,
                children: [{ path: '/dashboard/admin', element: <AdminDashboardPage /> }],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Fallback /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

// Any 401: the session is already cleared by the API client; move to login without a reload.
setUnauthorizedHandler(() => {
  if (window.location.pathname !== '/auth/login') void router.navigate('/auth/login', { replace: true });
});
