import { registerSW } from 'virtual:pwa-register';
import { notify } from '@/components/ui/toaster';
import { useAuth } from '@/stores/auth';

/** The runtime cache of API reads (vite.config.ts): one person's data, dropped when the session changes hands. */
export const API_CACHE = 'api-leituras';

/**
 * The service worker (vite-plugin-pwa / Workbox, issue 50): the app shell and its code precached, the student's reads
 * (drafts, essays, corrections) cached as they are fetched, so the app opens and the editor works with no network.
 * A new version waits until every tab of the app is closed (no skipWaiting): an open draft is never reloaded under the
 * student.
 */
export function startServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  // Registered after the page's load event (the default), so precaching never competes with the first screen.
  registerSW({
    onNeedRefresh: () =>
      notify.info('Nova versão do Argumenta disponível', {
        description: 'Ela passa a valer quando você fechar e abrir o aplicativo de novo.',
      }),
  });
  // Another person logs in on this device, or the session ends: the previous person's cached reads go.
  let userId = useAuth.getState().user?.id;
  useAuth.subscribe((s) => {
    if (s.user?.id === userId) return;
    if (userId !== undefined) void caches.delete(API_CACHE);
    userId = s.user?.id;
  });
}
