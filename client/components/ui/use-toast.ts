import { useEffect, useState, type ReactNode } from 'react';

/** Toast store of spec-1 §9: one toast at a time, removed 1,000,000 ms after dismissal. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;

export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive' | 'success';
  open: boolean;
}

type Listener = (toasts: ToastData[]) => void;
let toasts: ToastData[] = [];
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit(): void {
  for (const l of listeners) l(toasts);
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      toasts = toasts.filter((t) => t.id !== id);
      emit();
    }, TOAST_REMOVE_DELAY),
  );
}

type ToastInput = Omit<ToastData, 'id' | 'open'>;

/** Toasts that wait for the screen to be free (see toastWhenIdle). */
const waiting: ToastInput[] = [];

/** Close a toast (it stays in the store until removal, as Radix animates it out). */
export function dismissToast(id?: string): void {
  toasts = toasts.map((t) => {
    if (id === undefined || t.id === id) {
      scheduleRemoval(t.id);
      return { ...t, open: false };
    }
    return t;
  });
  emit();
  const next = toasts.some((t) => t.open) ? undefined : waiting.shift();
  if (next) toast(next);
}

/**
 * Shows a toast once no other is open. With one toast at a time, a bonus message (an achievement
 * unlocked by the same action) must not replace the spec's own toast for that action; it waits
 * until that one is dismissed or times out.
 */
export function toastWhenIdle(input: ToastInput): void {
  if (toasts.some((t) => t.open)) waiting.push(input);
  else toast(input);
}

/** Show a toast; the newest replaces any other (limit 1). */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

/** Follow the toast list; returns the unsubscribe function. */
export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => {
    listeners.delete(listener);
  };
}

export function useToast(): { toasts: ToastData[]; toast: typeof toast; dismiss: typeof dismissToast } {
  const [state, setState] = useState(toasts);
  useEffect(() => subscribeToasts(setState), []);
  return { toasts: state, toast, dismiss: dismissToast };
}
