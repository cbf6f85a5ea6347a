import type { Importance } from '@common/schemas/planner';

/** Spec-1 §9 priority colours (high red, medium yellow, low green), with AA contrast in both themes. */
export const PRIORITY_BADGE: Record<Importance, string> = {
  high: 'border-red-300 bg-red-100 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
  medium: 'border-yellow-300 bg-yellow-100 text-yellow-900 dark:border-yellow-800 dark:bg-yellow-950 dark:text-yellow-100',
  low: 'border-green-300 bg-green-100 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200',
};

/** The coloured stripe on a plan block or a card's edge. */
export const PRIORITY_STRIPE: Record<Importance, string> = {
  high: 'border-l-red-600 dark:border-l-red-400',
  medium: 'border-l-yellow-500 dark:border-l-yellow-400',
  low: 'border-l-green-600 dark:border-l-green-400',
};

export const PRIORITY_LABEL: Record<Importance, string> = { high: 'High', medium: 'Medium', low: 'Low' };
