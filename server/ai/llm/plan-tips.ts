import { generateText, NoObjectGeneratedError, Output, type LanguageModel } from 'ai';
import type { AiConfig } from '../../config';
import { AiOutputError, type PlanTipsRequest, type PlanTipsResult, type TokenUsage } from '../engine';
import { planTipsOutputSchema, planTipsSystemPrompt, planTipsUserPrompt } from '../prompts/planner';

/**
 * Study-plan tips from a model: the computed recommendations rephrased plus study tips, validated
 * by `planTipsOutputSchema`. A malformed answer is asked for once more; a second failure is an
 * `AiOutputError` (the planner then keeps its computed recommendations).
 */
export async function planTipsWithModel(model: LanguageModel, ai: AiConfig, req: PlanTipsRequest): Promise<PlanTipsResult> {
  const usage: TokenUsage = { inputTokens: 0, outputTokens: 0 };
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await generateText({
        model,
        system: planTipsSystemPrompt(req),
        prompt: planTipsUserPrompt(req),
        output: Output.object({ schema: planTipsOutputSchema, name: 'plan_tips' }),
        maxOutputTokens: Math.max(ai.maxOutputTokens, 1200),
        abortSignal: req.signal,
        maxRetries: 1,
        experimental_include: { requestBody: false, responseBody: false },
      });
      usage.inputTokens += result.usage.inputTokens ?? 0;
      usage.outputTokens += result.usage.outputTokens ?? 0;
      return { recommendations: result.output.recommendations, tips: result.output.tips, usage };
    } catch (err) {
      if (!NoObjectGeneratedError.isInstance(err)) throw err;
      usage.inputTokens += err.usage?.inputTokens ?? 0;
      usage.outputTokens += err.usage?.outputTokens ?? 0;
      if (attempt >= 2) throw new AiOutputError('The AI answered in a form that could not be read as study tips.');
    }
  }
}
