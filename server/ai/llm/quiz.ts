import { generateText, NoObjectGeneratedError, Output, type LanguageModel, type ModelMessage } from 'ai';
import { z } from 'zod';
import type { AiConfig } from '../../config';
import { AiOutputError, type QuizRequest, type QuizResult, type TokenUsage } from '../engine';
import { answerSupported, generatedQuizSchema, quizRetryPrompt, quizSystemPrompt, quizUnsupportedPrompt, quizUserPrompt } from '../prompts/quiz';

type QuizOutput = z.output<ReturnType<typeof generatedQuizSchema>>;

/** What was wrong with a refused answer, in words the model can act on in its retry. */
function problemsOf(err: NoObjectGeneratedError): string[] {
  let cause: unknown = err.cause;
  for (let depth = 0; depth < 3 && cause; depth++) {
    if (cause instanceof z.ZodError) return cause.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message));
    cause = (cause as { cause?: unknown }).cause;
  }
  return ['the answer was not valid JSON in the requested shape'];
}

/** Models often fence JSON in ```json … ```: accept that rather than spend a second call on it. */
function salvageFenced(text: string | undefined, schema: ReturnType<typeof generatedQuizSchema>): QuizOutput | null {
  const trimmed = (text ?? '').trim();
  const unfenced = trimmed.replace(/^```(?:json)?\s*/i, '').replace(/\s*```$/, '');
  if (unfenced === trimmed) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(unfenced));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * A quiz from a model: structured output validated by `generatedQuizSchema` (exactly `count` from a
 * topic, up to `count` from material, with a notice when fewer; answers among unique options,
 * True/False, blanks, explanations); from material, every answer is checked against it. An answer that breaks a rule is asked
 * for once more, with what was wrong; a second failure is an `AiOutputError` the route turns into
 * a friendly 502.
 */
export async function generateQuizWithModel(model: LanguageModel, ai: AiConfig, req: QuizRequest): Promise<QuizResult> {
  const schema = generatedQuizSchema(req.count, req.questionType, !!req.material);
  const usage: TokenUsage = { inputTokens: 0, outputTokens: 0 };
  const messages: ModelMessage[] = [{ role: 'user', content: quizUserPrompt(req) }];
  for (let attempt = 1; ; attempt++) {
    let output: QuizOutput | null = null;
    try {
      const result = await generateText({
        model,
        system: quizSystemPrompt(req),
        messages,
        output: Output.object({ schema, name: 'quiz' }),
        maxOutputTokens: Math.max(ai.maxOutputTokens, 300 + req.count * 250),
        abortSignal: req.signal,
        maxRetries: 1,
        experimental_include: { requestBody: false, responseBody: false },
      });
      usage.inputTokens += result.usage.inputTokens ?? 0;
      usage.outputTokens += result.usage.outputTokens ?? 0;
      output = result.output;
    } catch (err) {
      if (!NoObjectGeneratedError.isInstance(err)) throw err;
      usage.inputTokens += err.usage?.inputTokens ?? 0;
      usage.outputTokens += err.usage?.outputTokens ?? 0;
      output = salvageFenced(err.text, schema);
      if (!output) {
        if (attempt >= 2) throw new AiOutputError('The AI could not write a valid quiz. Please try again.');
        messages.push({ role: 'assistant', content: err.text ?? '' }, { role: 'user', content: quizRetryPrompt(problemsOf(err)) });
        continue;
      }
    }
    if (!req.material) return { title: output.title, questions: output.questions, usage };
    // every answer checked against the material: unsupported questions are asked for again once, then dropped
    const unsupported = output.questions.flatMap((q, i) => (answerSupported(q, req.material) ? [] : [i + 1]));
    if (unsupported.length > 0 && attempt < 2) {
      messages.push({ role: 'assistant', content: JSON.stringify(output) }, { role: 'user', content: quizUnsupportedPrompt(unsupported) });
      continue;
    }
    const questions = output.questions.filter((_, i) => !unsupported.includes(i + 1));
    if (questions.length === 0) throw new AiOutputError('The AI could not write questions that your material answers. Please try again.');
    const notice =
      questions.length < req.count
        ? `Your material gave ${questions.length} question${questions.length === 1 ? '' : 's'} of the ${req.count} asked. Paste more material for a longer quiz.`
        : undefined;
    return { title: output.title, questions, ...(notice ? { notice } : {}), usage };
  }
}
