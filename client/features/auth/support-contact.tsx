/**
 * Where a student gets human help (a forgotten backup PIN cannot be recovered by the app).
 * StudyPilot is self-hosted, so the address is the operator's: set VITE_SUPPORT_EMAIL at build
 * time. Without it we point to the people who run the app rather than invent an address.
 */
export const SUPPORT_EMAIL: string | undefined = (import.meta.env.VITE_SUPPORT_EMAIL as string | undefined) || undefined;

/** "contact support" as a mail link when an address is configured, plain guidance otherwise. */
export function SupportContact({ subject = 'StudyPilot help' }: { subject?: string }) {
  if (SUPPORT_EMAIL) {
    return (
      <a
        href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`}
        className="font-medium text-primary underline underline-offset-4 hover:no-underline"
      >
        contact support ({SUPPORT_EMAIL})
      </a>
    );
  }
  return <span className="font-medium text-foreground">contact support (your teacher or school administrator)</span>;
}
