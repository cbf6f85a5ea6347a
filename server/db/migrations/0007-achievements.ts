import type { Kysely } from 'kysely';

/**
 * The achievements catalogue (seeded here, so this file is its history: a later change is a new
 * migration), the achievements each student has unlocked, and an index so the achievement rules
 * count a student's activity per kind cheaply. The rows are literal on purpose: a migration must
 * not change when application code does.
 */
const CATALOGUE: [id: string, name: string, description: string, icon: string, badge: string, xp: number, rule: string, threshold: number][] = [
  // AI Tutor
  ['first-question', 'Curious Mind', 'Get your first answer from the AI Tutor', 'Zap', 'bronze', 25, 'chat_messages', 1],
  ['tutor-regular', 'Question Asker', 'Get 25 answers from the AI Tutor', 'Zap', 'silver', 75, 'chat_messages', 25],
  ['tutor-scholar', 'Deep Thinker', 'Get 100 answers from the AI Tutor', 'Zap', 'gold', 200, 'chat_messages', 100],
  // Smart Notes
  ['first-note', 'Note Taker', 'Write your first note', 'Star', 'bronze', 25, 'notes_written', 1],
  ['note-writer', 'Dedicated Writer', 'Write in your notes on 10 occasions', 'Star', 'silver', 75, 'notes_written', 10],
  ['note-master', 'Knowledge Keeper', 'Write in your notes on 50 occasions', 'Star', 'gold', 200, 'notes_written', 50],
  // Quizzes
  ['first-quiz', 'First Quiz', 'Complete your first quiz', 'Trophy', 'bronze', 50, 'quizzes_completed', 1],
  ['quiz-enthusiast', 'Quiz Enthusiast', 'Complete 10 quizzes', 'Trophy', 'silver', 100, 'quizzes_completed', 10],
  ['quiz-master', 'Quiz Master', 'Complete 50 quizzes', 'Trophy', 'gold', 250, 'quizzes_completed', 50],
  ['perfect-score', 'Perfect Score', 'Score 100% on a quiz', 'Award', 'silver', 100, 'perfect_quizzes', 1],
  ['perfectionist', 'Perfectionist', 'Score 100% on 5 quizzes', 'Award', 'gold', 250, 'perfect_quizzes', 5],
  // Flashcards
  ['first-review', 'Flash Start', 'Review your first flashcard', 'Zap', 'bronze', 25, 'cards_reviewed', 1],
  ['card-collector', 'Card Shark', 'Review 100 flashcards', 'Zap', 'silver', 100, 'cards_reviewed', 100],
  ['memory-master', 'Memory Master', 'Review 500 flashcards', 'Zap', 'gold', 250, 'cards_reviewed', 500],
  // Study Planner
  ['first-plan', 'Planner', 'Create your first study plan', 'Star', 'bronze', 25, 'plans_created', 1],
  ['plan-architect', 'Plan Architect', 'Create 5 study plans', 'Star', 'silver', 75, 'plans_created', 5],
  ['first-assignment', 'Task Crusher', 'Complete your first assignment', 'Award', 'bronze', 25, 'assignments_completed', 1],
  ['assignment-pro', 'On Top of It', 'Complete 10 assignments', 'Award', 'silver', 100, 'assignments_completed', 10],
  ['assignment-legend', 'Unstoppable', 'Complete 50 assignments', 'Award', 'gold', 250, 'assignments_completed', 50],
  // Streaks
  ['streak-3', 'On a Roll', 'Study 3 days in a row', 'Zap', 'bronze', 50, 'streak_days', 3],
  ['streak-7', 'Week Warrior', 'Study 7 days in a row', 'Zap', 'silver', 150, 'streak_days', 7],
  ['streak-30', 'Habit Hero', 'Study 30 days in a row', 'Zap', 'gold', 500, 'streak_days', 30],
  // Study time
  ['study-hour', 'Focused Hour', 'Study for a total of 1 hour', 'Star', 'bronze', 50, 'study_minutes', 60],
  ['study-10-hours', 'Time Investor', 'Study for a total of 10 hours', 'Star', 'silver', 150, 'study_minutes', 600],
  ['study-50-hours', 'Study Marathon', 'Study for a total of 50 hours', 'Star', 'gold', 400, 'study_minutes', 3000],
  // Levels and XP
  ['level-2', 'Level Up', 'Reach level 2', 'Trophy', 'bronze', 50, 'level', 2],
  ['level-5', 'Rising Star', 'Reach level 5', 'Trophy', 'silver', 150, 'level', 5],
  ['level-10', 'Study Legend', 'Reach level 10', 'Trophy', 'gold', 500, 'level', 10],
];

/** The catalogue's columns, as this migration created them (the app's types may move on). */
interface SeedDb {
  achievements: {
    id: string;
    name: string;
    description: string;
    icon_name: string;
    badge_color: string;
    xp_reward: number;
    rule_kind: string;
    rule_threshold: number;
    sort_order: number;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('achievements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('icon_name', 'text', (c) => c.notNull().defaultTo('Trophy'))
    .addColumn('badge_color', 'text', (c) => c.notNull())
    .addColumn('xp_reward', 'integer', (c) => c.notNull())
    .addColumn('rule_kind', 'text', (c) => c.notNull())
    .addColumn('rule_threshold', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_achievements')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('achievement_id', 'text', (c) => c.notNull().references('achievements.id').onDelete('cascade'))
    .addColumn('unlocked_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_achievements_pk', ['user_id', 'achievement_id'])
    .execute();
  await db.schema.createIndex('user_achievements_recent_idx').on('user_achievements').columns(['user_id', 'unlocked_at']).execute();

  // The rules count a student's events per kind on every award.
  await db.schema.createIndex('xp_events_user_kind_idx').on('xp_events').columns(['user_id', 'kind']).execute();

  await (db as Kysely<SeedDb>)
    .insertInto('achievements')
    .values(
      CATALOGUE.map(([id, name, description, icon, badge, xp, rule, threshold], i) => ({
        id,
        name,
        description,
        icon_name: icon,
        badge_color: badge,
        xp_reward: xp,
        rule_kind: rule,
        rule_threshold: threshold,
        sort_order: (i + 1) * 10,
      })),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('xp_events_user_kind_idx').ifExists().execute();
  for (const t of ['user_achievements', 'achievements']) await db.schema.dropTable(t).ifExists().execute();
}
