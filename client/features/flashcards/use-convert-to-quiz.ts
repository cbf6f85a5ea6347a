import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { DeckSummaryDto } from '@common/schemas/flashcards';
import { QUESTION_COUNT_MAX } from '@common/schemas/quizzes';
import { toast } from '@client/components/ui/use-toast';
import { ApiError, apiJson, errorMessage } from '@client/lib/api';
import { CONVERT_FAILED_MESSAGE, EMPTY_DECK_MESSAGE, buildQuizFromDeck } from './convert-to-quiz';
import { fetchDeckCards } from './flashcards-api';

/** A message fit for the student: the spec's empty-deck text, a 4xx answer's own message, else the spec's fallback. */
function conversionMessage(err: unknown): string {
  if (err instanceof Error && err.message === EMPTY_DECK_MESSAGE) return EMPTY_DECK_MESSAGE;
  if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 404) return errorMessage(err, CONVERT_FAILED_MESSAGE);
  return CONVERT_FAILED_MESSAGE;
}

/**
 * Convert to Quiz (spec-2 §7): reads the deck's cards, asks POST /api/quizzes/generate for a
 * multiple-choice quiz with one question per card, then opens the quiz generator. A quiz holds at
 * most QUESTION_COUNT_MAX questions, so a larger deck gives a quiz on its first cards.
 */
export function useConvertToQuiz() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (deck: DeckSummaryDto) => {
      const cards = await fetchDeckCards(deck.id, { limit: QUESTION_COUNT_MAX }, null);
      const payload = buildQuizFromDeck(deck.name, cards.items);
      return apiJson<unknown>('POST', '/api/quizzes/generate', payload);
    },
    retry: false,
    onSuccess: (_quiz, { name: deckName }) => {
      void queryClient.invalidateQueries({ queryKey: ['/api/quizzes'] });
      toast({ title: 'Quiz Created!', description: `A quiz from "${deckName}" is ready in the Quiz Generator.` });
      navigate('/quiz-generator');
    },
    onError: (err) => {
      console.error('Converting a deck to a quiz failed', err);
      toast({ title: 'Conversion Failed', description: conversionMessage(err), variant: 'destructive' });
    },
  });
}
