/** The student's answers, by question index (spec-2 §7: "answers: map from question index to chosen answer"). */
export type AnswerMap = Readonly<Record<number, string>>;

/** A question counts as answered once its answer has something other than spaces in it. */
export function isAnswered(answers: AnswerMap, index: number): boolean {
  return (answers[index] ?? '').trim() !== '';
}

export function answeredCount(answers: AnswerMap, total: number): number {
  let n = 0;
  for (let i = 0; i < total; i++) if (isAnswered(answers, i)) n++;
  return n;
}

export function withAnswer(answers: AnswerMap, index: number, value: string): AnswerMap {
  return { ...answers, [index]: value };
}

/**
 * The submit payload: `{"0": "...", "1": "..."}` for the answered questions of this quiz, trimmed.
 * Unanswered ones are left out (the server marks them wrong), as are indexes past the end.
 */
export function toSubmitAnswers(answers: AnswerMap, total: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < total; i++) {
    const value = (answers[i] ?? '').trim();
    if (value) out[String(i)] = value;
  }
  return out;
}
