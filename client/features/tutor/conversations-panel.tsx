import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { MessageSquare, Plus, RotateCw, Trash2 } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import type { ChatSessionSummary } from '@common/schemas/chat';
import type { Page } from '@common/schemas/pagination';
import { Button } from '@client/components/ui/button';
import { VirtualList } from '@client/components/ui/virtual-list';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { toast } from '@client/components/ui/use-toast';
import { apiJson } from '@client/lib/api';
import { usePagedList } from '@client/lib/paged-list';
import { cn } from '@client/lib/utils';
import { SESSIONS_QUERY_KEY, formatSessionDate } from './chat-model';

interface ConversationsPanelProps {
  activeSessionId: string | null;
  busy: boolean;
  onSelect: (session: ChatSessionSummary) => void;
  onNewChat: () => void;
  /** History was deleted: the open conversation no longer exists. */
  onCleared: () => void;
}

function SkeletonRows() {
  return (
    <>
      <span role="status" className="sr-only">
        Loading conversations
      </span>
      <ul className="flex flex-col gap-1" aria-hidden>
        {Array.from({ length: 5 }, (_, i) => (
          <li key={i} className="flex flex-col gap-2 rounded-lg px-3 py-2.5">
            <span className="h-4 w-3/4 animate-pulse rounded bg-muted" />
            <span className="h-3 w-12 animate-pulse rounded bg-muted" />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The desktop-only "Recent Conversations" column (spec-1 §2): New Chat, the student's sessions
 * most recently active first with the title derived from the first question (stored by the server)
 * and the creation date, paged from the server as the column scrolls (a virtualised list), skeleton
 * rows while loading, an empty state, a retry on failure, and "Clear history" behind a confirmation.
 */
export function ConversationsPanel({ activeSessionId, busy, onSelect, onNewChat, onCleared }: ConversationsPanelProps) {
  const queryClient = useQueryClient();
  const sessions = usePagedList<ChatSessionSummary>(SESSIONS_QUERY_KEY[0]);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const scrollRef = useRef<HTMLDivElement>(null);
  const getScrollElement = useCallback(() => scrollRef.current, []);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = sessions;
  const onEndReached = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);

  const clearHistory = useMutation({
    mutationFn: () => apiJson<{ success: boolean }>('DELETE', '/api/chat/sessions'),
    onSuccess: () => {
      setConfirmOpen(false);
      queryClient.setQueriesData<InfiniteData<Page<ChatSessionSummary>, string | null>>({ queryKey: SESSIONS_QUERY_KEY }, () => ({
        pages: [{ items: [], nextCursor: null }],
        pageParams: [null],
      }));
      void queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
      onCleared();
      toast({ title: 'Chat history cleared' });
    },
    onError: (err) => {
      console.error('Clearing chat history failed', err);
      toast({ title: 'Failed to clear chat history. Please try again.', variant: 'destructive' });
    },
  });

  const list = sessions.items;
  return (
    <section
      aria-labelledby="tutor-recent-heading"
      className="hidden w-64 shrink-0 flex-col overflow-hidden rounded-xl border border-border bg-card lg:flex"
    >
      <div className="border-b border-border p-3">
        <Button type="button" className="w-full" onClick={onNewChat}>
          <Plus aria-hidden />
          New Chat
        </Button>
      </div>
      <h2 id="tutor-recent-heading" className="px-4 pb-2 pt-4 text-sm font-semibold">
        Recent Conversations
      </h2>
      <div ref={scrollRef} data-testid="conversations-scroll" className="relative min-h-0 flex-1 overflow-y-auto px-2 pb-2">
        {sessions.isPending ? (
          <SkeletonRows />
        ) : sessions.isError ? (
          <div className="flex flex-col items-center gap-3 px-3 py-8 text-center">
            <p className="text-sm text-muted-foreground">Your conversations could not be loaded.</p>
            <Button type="button" variant="outline" size="sm" onClick={() => void sessions.refetch()} disabled={sessions.isFetching}>
              <RotateCw aria-hidden className={cn(sessions.isFetching && 'motion-safe:animate-spin')} />
              Retry
            </Button>
          </div>
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center gap-1 px-3 py-8 text-center">
            <MessageSquare className="mb-2 size-8 text-muted-foreground" aria-hidden />
            <p className="text-sm font-medium">No conversations yet</p>
            <p className="text-sm text-muted-foreground">Start a new chat to begin!</p>
          </div>
        ) : (
          <VirtualList
            items={list}
            getKey={(session) => session.id}
            label="Recent conversations"
            estimateSize={52}
            gap={2}
            getScrollElement={getScrollElement}
            onEndReached={onEndReached}
            renderItem={(session) => {
              const active = session.id === activeSessionId;
              return (
                <button
                  type="button"
                  onClick={() => onSelect(session)}
                  aria-current={active ? 'true' : undefined}
                  className={cn(
                    'flex w-full flex-col gap-0.5 rounded-lg px-3 py-2 text-left transition-colors hover:bg-accent hover:text-accent-foreground',
                    active && 'bg-secondary text-secondary-foreground hover:bg-secondary',
                  )}
                >
                  <span className="truncate text-sm font-medium">{session.title}</span>
                  <span className="text-xs text-muted-foreground">{formatSessionDate(session.createdAt)}</span>
                </button>
              );
            }}
          />
        )}
      </div>
      {list.length > 0 && (
        <div className="border-t border-border p-2">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="w-full justify-start text-muted-foreground hover:text-foreground"
            onClick={() => setConfirmOpen(true)}
            disabled={busy}
          >
            <Trash2 aria-hidden />
            Clear history
          </Button>
        </div>
      )}
      <Dialog open={confirmOpen} onOpenChange={(open) => !clearHistory.isPending && setConfirmOpen(open)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Clear chat history?</DialogTitle>
            <DialogDescription>
              This deletes all of your conversations with Smart Tutor. It cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={clearHistory.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="button" variant="destructive" onClick={() => clearHistory.mutate()} disabled={clearHistory.isPending}>
              {clearHistory.isPending ? 'Clearing...' : 'Clear history'}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}
