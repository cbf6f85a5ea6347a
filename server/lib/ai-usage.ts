import type { Kysely, Transaction } from 'kysely';
import type { AiEngine, TokenUsage } from '../ai/engine';
import type { Database } from '../db/schema';
import { newId } from './ids';

/**
 * Records what one AI call cost, per user and feature ('tutor', 'flashcards'…), for cost tracking.
 * Shared by every feature that calls the engine so the ledger has one shape.
 */
export async function recordAiUsage(
  db: Kysely<Database> | Transaction<Database>,
  engine: AiEngine,
  u: { userId: string; feature: string; usage: TokenUsage; at: string },
): Promise<void> {
  const status = engine.status();
  await db
    .insertInto('ai_usage')
    .values({
      id: newId(),
      user_id: u.userId,
      feature: u.feature,
      engine: status.engine,
      model: status.model,
      input_tokens: Math.max(0, Math.round(u.usage.inputTokens)),
      output_tokens: Math.max(0, Math.round(u.usage.outputTokens)),
      created_at: u.at,
    })
    .execute();
}
