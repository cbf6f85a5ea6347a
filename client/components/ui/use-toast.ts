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
}

/** Show a toast; the newest replaces any other (limit 1). */
export function toast(input: Omit<ToastData, 'id' | 'open'>): { id: string; dismiss: () => void } {
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
