import { Spinner } from '@client/components/ui/spinner';

export function FullScreenSpinner() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-background">
      <Spinner className="h-10 w-10" />
    </div>
  );
}
