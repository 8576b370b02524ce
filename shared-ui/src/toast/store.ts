import { useSyncExternalStore, type ReactNode } from 'react';

/** Spec: at most 5 toasts at once; a dismissed toast is removed 5000 ms after it closes. */
export const TOAST_LIMIT = 5;
export const TOAST_REMOVE_DELAY = 5000;
/** Spec: each toast is shown for 5000 ms. */
export const TOAST_DURATION = 5000;

/** Spec: swipe a toast more than 50 px to dismiss it. */
export const TOAST_SWIPE_THRESHOLD = 50;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Override the 5000 ms for this toast only. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss(): void;
  update(options: Partial<ToastOptions>): void;
}

/*
 * A module-level store (the shape of shadcn/ui's use-toast reducer), so `toast()` works from any
 * remote, hook or thunk without a context; <Toaster/> renders it. It is part of shared-ui's core
 * (src/core, one federation share key), so the shell and both remotes see the one list.
 */
let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

/** Marks one toast (or all, without an id) closed; it is removed from the list 5000 ms later. */
export function dismissToast(id?: string): void {
  const closing = toasts.filter((t) => (id === undefined || t.id === id) && t.open);
  if (closing.length === 0) return;
  closing.forEach((t) => scheduleRemoval(t.id));
  emit(toasts.map((t) => (closing.includes(t) ? { ...t, open: false } : t)));
}

function updateToast(id: string, options: Partial<ToastOptions>) {
  emit(toasts.map((t) => (t.id === id ? { ...t, ...options } : t)));
}

/** Shows a toast from anywhere: `toast({ title: 'Error', description: 'Failed…', variant: 'destructive' })`. */
export function toast(options: ToastOptions): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const item: ToastItem = { variant: 'default', ...options, id, open: true };
  // Newest first; the oldest drop out beyond the limit.
  const next = [item, ...toasts];
  next.slice(TOAST_LIMIT).forEach((dropped) => {
    const timer = removeTimers.get(dropped.id);
    if (timer) clearTimeout(timer);
    removeTimers.delete(dropped.id);
  });
  emit(next.slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id), update: (changes) => updateToast(id, changes) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => toasts;

export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}

/** Empties the store and its timers (tests). */
export function resetToasts(): void {
  removeTimers.forEach((timer) => clearTimeout(timer));
  removeTimers.clear();
  emit([]);
}
