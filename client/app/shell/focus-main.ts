export const MAIN_CONTENT_ID = 'main-content';

/**
 * Moves focus to the main region. Used after a navigation so keyboard and screen-reader users land
 * on the new page instead of staying on the link (or overlay trigger) they came from.
 */
export function focusMain(): void {
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}
