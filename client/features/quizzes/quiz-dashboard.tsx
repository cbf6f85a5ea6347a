import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuizDto } from '@common/schemas/quizzes';
import { BarChart3, ListChecks, Plus, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { LoadError } from '@client/components/ui/load-error';
import { Card } from '@client/components/ui/card';
import { toast } from '@client/components/ui/use-toast';
import { DeleteQuizDialog } from './delete-quiz-dialog';
import { QuizCard } from './quiz-card';
import { QUIZZES_QUERY_KEY, deleteQuiz, refreshAfterQuizChange } from './quizzes-api';
import { ViewHeading } from './view-heading';

function ActionCard({ icon: Icon, title, text, action, onClick, primary }: {
  icon: typeof Plus;
  title: string;
  text: string;
  action: string;
  onClick: () => void;
  primary?: boolean;
}) {
  return (
    <Card className="flex flex-wrap items-center gap-4 p-5 sm:flex-nowrap">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground" aria-hidden>
        <Icon className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="text-sm text-muted-foreground">{text}</p>
      </div>
      <Button type="button" variant={primary ? 'default' : 'outline'} onClick={onClick} className="w-full shrink-0 sm:w-auto">
        {action}
      </Button>
    </Card>
  );
}

function LoadingGrid() {
  return (
    <div role="status" aria-label="Loading quizzes" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-48 animate-pulse rounded-xl border border-border bg-muted" />
      ))}
    </div>
  );
}

/**
 * The quiz generator's home (spec-2 §2 "Dashboard"): Create New Quiz and Your Stats, then the saved
 * quizzes with Start / Retake and Delete Quiz, and the empty, loading and error states.
 */
export function QuizDashboard({ onCreate, onStats, onStart, startingId, onDeleted }: {
  onCreate: () => void;
  onStats: () => void;
  onStart: (quiz: QuizDto) => void;
  /** The quiz being opened (its questions are loading). */
  startingId: string | null;
  onDeleted: (id: string) => void;
}) {
  const queryClient = useQueryClient();
  const quizzes = useQuery<QuizDto[]>({ queryKey: QUIZZES_QUERY_KEY });
  const [toDelete, setToDelete] = useState<QuizDto | null>(null);

  const remove = useMutation({
    mutationFn: (quiz: QuizDto) => deleteQuiz(quiz.id),
    onSuccess: (_data, quiz) => {
      queryClient.setQueryData<QuizDto[]>(QUIZZES_QUERY_KEY, (list) => list?.filter((q) => q.id !== quiz.id));
      refreshAfterQuizChange(queryClient);
      onDeleted(quiz.id);
      toast({ title: 'Quiz Deleted', description: 'Quiz has been successfully deleted.' });
    },
    onError: () => toast({ title: 'Delete Failed', description: 'Failed to delete quiz. Please try again.', variant: 'destructive' }),
  });

  const list = quizzes.data ?? [];
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-1">
        <ViewHeading>Quiz Generator</ViewHeading>
        <p className="text-muted-foreground">Turn a topic or your study material into a quiz, then practise, learn or race the clock.</p>
      </header>

      <div className="grid gap-4 lg:grid-cols-2">
        <ActionCard icon={Sparkles} title="Create New Quiz" text="Generate questions from a topic, your notes or a file." action="Create Quiz" onClick={onCreate} primary />
        <ActionCard icon={BarChart3} title="Your Stats" text="Scores, strengths and what to review next." action="View Stats" onClick={onStats} />
      </div>

      <section aria-labelledby="saved-quizzes-heading" className="flex flex-col gap-4">
        <h2 id="saved-quizzes-heading" className="text-lg font-semibold">
          Your Quizzes{quizzes.data && list.length > 0 ? <span className="ml-2 text-sm font-normal text-muted-foreground">({list.length})</span> : null}
        </h2>
        {quizzes.isPending ? (
          <LoadingGrid />
        ) : quizzes.isError ? (
          <LoadError message="Could not load your quizzes. Check your connection and try again." onRetry={() => void quizzes.refetch()} retrying={quizzes.isFetching} />
        ) : list.length === 0 ? (
          <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground" aria-hidden>
              <ListChecks className="size-7" />
            </span>
            <h3 className="text-lg font-semibold">No quizzes yet</h3>
            <p className="max-w-md text-sm text-muted-foreground">
              Paste a passage from your textbook, pick one of your notes or upload a file, and get a quiz to test yourself on it.
            </p>
            <Button type="button" onClick={onCreate} className="mt-2">
              <Plus aria-hidden />
              Create Your First Quiz
            </Button>
          </Card>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-labelledby="saved-quizzes-heading">
            {list.map((quiz) => (
              <li key={quiz.id} className="flex">
                <QuizCard
                  quiz={quiz}
                  busy={startingId === quiz.id || (remove.isPending && remove.variables?.id === quiz.id)}
                  onStart={() => onStart(quiz)}
                  onDelete={() => setToDelete(quiz)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <DeleteQuizDialog
        title={toDelete?.title ?? null}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete);
          setToDelete(null);
        }}
      />
    </div>
  );
}
