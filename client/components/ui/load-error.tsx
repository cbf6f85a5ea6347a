import { RotateCw } from 'lucide-react';
import { Alert } from './alert';
import { Button } from './button';

/** The failure state of a list or panel that failed to load: what failed, and a way to try again. */
export function LoadError({ message, onRetry, retrying = false }: { message: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-3">
      <span>{message}</span>
      <Button type="button" size="sm" variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden />
        Try again
      </Button>
    </Alert>
  );
}
