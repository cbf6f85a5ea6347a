import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Page } from '@common/schemas/pagination';
import type { QuizSummaryDto } from '@common/schemas/quizzes';
import { BarChart3, ListChecks, Plus, Sparkles } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { LoadError } from '@client/components/ui/load-error';
import { Card } from '@client/components/ui/card';
import { toast } from '@client/components/ui/use-toast';
import { VirtualList } from '@client/components/ui/virtual-list';
import { usePagedList } from '@client/lib/paged-list';
import { useGridColumns } from '@client/lib/use-media-query';
import { DeleteQuizDialog } from './delete-quiz-dialog';
import { QuizCard } from './quiz-card';
import { QUIZZES_PATH, QUIZZES_QUERY_KEY, deleteQuiz, refreshAfterQuizChange } from './quizzes-api';
import { ViewHeading } from './view-heading';

/** Quizzes per page of the saved list; more load as the student scrolls. */
const QUIZ_PAGE_SIZE = 30;

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
  onStart: (quiz: QuizSummaryDto) => void;
  /** The quiz being opened (its questions are loading). */
  startingId: string | null;
  onDeleted: (id: string) => void;
}) {
  const queryClient = useQueryClient();
  const quizzes = usePagedList<QuizSummaryDto>(QUIZZES_PATH, { limit: QUIZ_PAGE_SIZE });
  const columns = useGridColumns({ medium: 640, wide: 1280 });
  const [toDelete, setToDelete] = useState<QuizSummaryDto | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = quizzes;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const remove = useMutation({
    mutationFn: (quiz: QuizSummaryDto) => deleteQuiz(quiz.id),
    onSuccess: (_data, quiz) => {
      queryClient.setQueriesData<InfiniteData<Page<QuizSummaryDto>>>({ queryKey: QUIZZES_QUERY_KEY }, (data) =>
        data && Array.isArray(data.pages)
          ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.filter((q) => q.id !== quiz.id) })) }
          : data,
      );
      refreshAfterQuizChange(queryClient);
      onDeleted(quiz.id);
      toast({ title: 'Quiz Deleted', description: 'Quiz has been successfully deleted.' });
    },
    onError: () => toast({ title: 'Delete Failed', description: 'Failed to delete quiz. Please try again.', variant: 'destructive' }),
  });

  const list = quizzes.items;
  // The count is known once every page is in; until then the heading shows no number.
  const allLoaded = quizzes.data !== undefined && !hasNextPage;
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
          Your Quizzes{allLoaded && list.length > 0 ? <span className="ml-2 text-sm font-normal text-muted-foreground">({list.length})</span> : null}
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
          <>
            <VirtualList
              items={list}
              getKey={(quiz) => quiz.id}
              columns={columns}
              gap={16}
              estimateSize={220}
              label="Your Quizzes"
              onEndReached={loadMore}
              renderItem={(quiz) => (
                <div className="flex h-full">
                  <QuizCard
                    quiz={quiz}
                    busy={startingId === quiz.id || (remove.isPending && remove.variables?.id === quiz.id)}
                    onStart={() => onStart(quiz)}
                    onDelete={() => setToDelete(quiz)}
                  />
                </div>
              )}
            />
            {hasNextPage ? (
              <Button type="button" variant="outline" className="self-center" onClick={loadMore} disabled={isFetchingNextPage}>
                {isFetchingNextPage ? 'Loading more quizzes...' : 'Load more quizzes'}
              </Button>
            ) : null}
          </>
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
