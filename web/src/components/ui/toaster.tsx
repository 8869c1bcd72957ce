import { lazy, Suspense, useSyncExternalStore } from 'react';

/** Spec 9: toasts last 4 s unless a screen says otherwise. */
export const TOAST_MS = 4000;

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
export type ToastOptions = { description?: string; duration?: number; id?: string };

// The toast region and its machinery load with the first toast (./toastRegion): no page shows one on arrival.
const loadRegion = () => import('./toastRegion');
const ToastRegion = lazy(loadRegion);
let requested = false;
const listeners = new Set<() => void>();

function show(type: ToastKind, title: string, opts?: ToastOptions) {
  if (!requested) {
    requested = true;
    listeners.forEach((l) => l());
  }
  // The store keeps a toast raised before the region mounts; the region shows it when it does.
  void loadRegion().then((m) => m.showToast(type, title, opts));
}

/** The one way screens raise a toast. */
export const notify = {
  success: (title: string, opts?: ToastOptions) => show('success', title, opts),
  error: (title: string, opts?: ToastOptions) => show('error', title, opts),
  warning: (title: string, opts?: ToastOptions) => show('warning', title, opts),
  info: (title: string, opts?: ToastOptions) => show('info', title, opts),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mounted once by the Provider; renders the toast region from the first toast on. */
export function Toaster() {
  const shown = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  return shown ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
