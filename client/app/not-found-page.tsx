import { AlertCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent } from '@client/components/ui/card';

export function NotFoundPage() {
  return (
    <main className="flex min-h-screen w-full items-center justify-center bg-background p-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex items-center gap-2">
            <AlertCircle className="h-8 w-8 text-destructive" aria-hidden />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
          <Link to="/" className="mt-6 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline">
            Go to the dashboard
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
