import { useSyncExternalStore } from "react";

export type Toast = { id: string; message: string; title?: string };

const TOAST_LIFETIME_MS = 6000;
let toasts: Toast[] = [];
const listeners = new Set<() => void>();

function publish(next: Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Closes one toast now. */
export function dismissToast(id: string): void {
  publish(toasts.filter((toast) => toast.id !== id));
}

/** Shows a message (with an optional title) for a few seconds, 6 by default (once per id: showing the same id again does not stack it). */
export function showToast(message: string, id = message, options: { title?: string; lifetimeMs?: number } = {}): void {
  if (toasts.some((toast) => toast.id === id)) return;
  publish([...toasts, { id, message, ...(options.title ? { title: options.title } : {}) }]);
  setTimeout(() => dismissToast(id), options.lifetimeMs ?? TOAST_LIFETIME_MS);
}

/** The toasts on screen, re-rendering when they change. */
export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}
