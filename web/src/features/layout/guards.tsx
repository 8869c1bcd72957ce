import type { Role } from '@argumenta/contracts';
import { useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { PageLoader } from '@/components/PageLoader';
import { useAuth } from '@/stores/auth';

/** Spec 2.4: not authenticated (or no role) → login; wrong role → /dashboard. */
export function RequireAuth({ roles }: { roles?: Role[] }) {
  const { isAuthenticated, token, user, status } = useAuth();
  if (!isAuthenticated || !token) return <Navigate to="/auth/login" replace />;
  // A session whose user is not known yet (older stored state): wait for the start-up profile check, which either
  // fills it in or ends the session, instead of bouncing a deep link through the login page to the dashboard.
  if (!user?.tipo)
    return status === 'ready' ? (
      <Navigate to="/auth/login" replace />
    ) : (
      <PageLoader label="Verificando sua sessão..." />
    );
  if (roles && !roles.includes(user.tipo)) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** Login/registration send an already logged-in visitor to the dashboard (checked once, on arrival). */
export function PublicOnly({ children }: { children: ReactNode }) {
  const [wasAuthenticated] = useState(() => useAuth.getState().isAuthenticated);
  return wasAuthenticated ? <Navigate to="/dashboard" replace /> : <>{children}</>;
}

/** Spec 2.5: Portuguese alias → English route, keeping the id and query. */
export function Alias({ to }: { to: string }) {
  const params = useParams();
  const { search } = useLocation();
  const target = to.replace(/:(\w+)/g, (_, k: string) => encodeURIComponent(params[k] ?? ''));
  return <Navigate to={target + search} replace />;
}

/** Spec 2.1: unknown path → /dashboard when logged in, / otherwise. */
export function Fallback() {
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  return <Navigate to={isAuthenticated ? '/dashboard' : '/'} replace />;
}
