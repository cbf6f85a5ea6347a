import type { Generated } from 'kysely';

/**
 * Table types. Timestamps are ISO-8601 UTC text in both dialects (they sort and compare as text);
 * booleans go through `codec.bool` and JSON through `codec.json` (server/db/codec.ts).
 */
export interface UsersTable {
  id: string;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  pin_hash: string;
  grade_level: number;
  subject_interests: string;
  xp_points: Generated<number>;
  current_streak: Generated<number>;
  longest_streak: Generated<number>;
  last_active_day: string | null;
  timezone: string;
  pin_failed_attempts: Generated<number>;
  pin_locked_until: string | null;
  /** PIN lockouts since the PIN last worked or the password was reset by e-mail (0017-sign-in-throttle). */
  pin_lockouts: Generated<number>;
  /** Wrong passwords in a row, when the next attempt may be checked, when the owner was last alerted (0017). */
  login_failures: Generated<number>;
  login_retry_at: string | null;
  login_alerted_at: string | null;
  /** Revision of the student's notes list (0010-notes-revision). */
  notes_rev: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id_hash: string;
  user_id: string;
  persistent: number | boolean;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface UserSettingsTable {
  user_id: string;
  study_goals: string;
  daily_reminder: number | boolean;
  deadline_notifications: number | boolean;
  detailed_explanations: number | boolean;
  follow_up_questions: number | boolean;
  theme: string;
  language: string;
  /** FSRS target recall probability (0.70–0.97), added by 0004-flashcards. */
  desired_retention: Generated<number>;
  updated_at: string;
  /** Profile preferences (0008-profile-preferences); Study Reminders is `daily_reminder`. */
  email_notifications: Generated<number | boolean>;
  push_notifications: Generated<number | boolean>;
  weekly_reports: Generated<number | boolean>;
}

export interface XpEventsTable {
  id: string;
  user_id: string;
  kind: string;
  xp: number;
  minutes: number;
  day: string;
  detail: string | null;
  created_at: string;
}

/** Events, XP and minutes per student and activity kind: xp_events summed, kept by recordActivity. */
export interface ActivityTotalsTable {
  user_id: string;
  kind: string;
  events: number;
  xp: number;
  minutes: number;
}

export interface DailyActivityTable {
  user_id: string;
  day: string;
  events: number;
  xp: number;
  minutes: number;
}

export interface ChatSessionsTable {
  id: string;
  user_id: string;
  /** From the first question (common/session-title.ts), set when the session is created (0013). */
  title: Generated<string>;
  /** Messages in the session, maintained with every message insert (0013). */
  message_count: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ChatMessagesTable {
  id: string;
  session_id: string;
  user_id: string;
  role: string;
  content: string;
  feedback: string | null;
  position: number;
  created_at: string;
  /** JSON: the tutor's hint-mode state after this reply (server/ai/hint/state.ts); assistant messages only. */
  tutor_state: string | null;
}

export interface AiUsageTable {
  id: string;
  user_id: string;
  feature: string;
  engine: string;
  model: string;
  input_tokens: number;
  output_tokens: number;
  created_at: string;
}

/** A smart note (0003-notes). `content` is sanitised HTML; `search_text` is lower-cased title + text. */
export interface NotesTable {
  id: string;
  user_id: string;
  title: string;
  content: string;
  text_content: string;
  search_text: string;
  subject: string;
  folder: string;
  is_favorite: number | boolean;
  version: number;
  word_count: number;
  /** The student's local day the note last earned XP; null before its first award. */
  xp_day: string | null;
  created_at: string;
  updated_at: string;
}

/** A deck of flashcards (0012-decks): its name is unique per student. */
export interface DecksTable {
  id: string;
  user_id: string;
  name: string;
  subject: string;
  difficulty: string;
  description: string;
  /** JSON object of per-deck study settings ('{}' when none). */
  settings: string;
  /** Cards in the deck, and how many of them are new: kept by triggers on flashcards (0016). */
  card_count: Generated<number>;
  new_count: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A flashcard with its FSRS scheduling state (ts-fsrs). */
export interface FlashcardsTable {
  id: string;
  user_id: string;
  /** The deck (0012-decks); never null in practice (NOT NULL on PostgreSQL, set on every insert). */
  deck_id: string;
  front: string;
  back: string;
  subject: string;
  difficulty: string;
  created_at: string;
  updated_at: string;
  /** 'new' | 'learning' | 'review' | 'relearning' */
  state: string;
  due: string;
  stability: number;
  srs_difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  last_review: string | null;
}

/** One review of a flashcard: the answer and the scheduling it produced. */
export interface FlashcardReviewsTable {
  id: string;
  user_id: string;
  card_id: string;
  rating: string;
  state_before: string;
  due_before: string;
  due_after: string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  reviewed_at: string;
}

/** A generated quiz; `questions` is JSON (StoredQuestion[] of the quizzes feature) via the codec. */
export interface QuizzesTable {
  id: string;
  user_id: string;
  title: string;
  subject: string;
  difficulty: string;
  question_type: string;
  learn_mode: number | boolean;
  is_practice: number | boolean;
  time_limit_minutes: number | null;
  questions: string;
  /** Latest score in percent; null until taken. */
  score: number | null;
  /** 'topic' | 'material' | 'note' | 'flashcards' */
  source: string;
  created_at: string;
  updated_at: string;
  /** How many questions it has (kept with `questions`, so lists never read the JSON). */
  question_count: Generated<number>;
}

/** One attempt at a quiz: started (timed clock), then submitted with every answer and its grading. */
export interface QuizAttemptsTable {
  id: string;
  user_id: string;
  quiz_id: string;
  started_at: string;
  deadline: string | null;
  submitted_at: string | null;
  /** JSON: answers by question index, as sent. */
  answers: string | null;
  /** JSON: per-question correctness (boolean[]). */
  results: string | null;
  score: number | null;
  correct_count: number | null;
  total: number;
  time_taken_seconds: number | null;
  late: Generated<number | boolean>;
}

/** A completed focus phase of the study timer (0009-study-timer); `id` is the client's UUID. */
export interface StudySessionsTable {
  id: string;
  user_id: string;
  minutes: number;
  started_at: string;
  ended_at: string;
  /** XP awarded when first recorded, answered again on a repeated post. */
  xp: Generated<number>;
  created_at: string;
}

/** The achievements catalogue (0007-achievements), seeded by its migration. */
export interface AchievementsTable {
  id: string;
  name: string;
  description: string;
  /** 'Trophy' | 'Star' | 'Award' | 'Zap' */
  icon_name: string;
  /** 'gold' | 'silver' | 'bronze' */
  badge_color: string;
  xp_reward: number;
  /** An AchievementRuleKind of common/achievements.ts, compared with `rule_threshold`. */
  rule_kind: string;
  rule_threshold: number;
  sort_order: number;
}

/** An achievement a student has unlocked; the primary key (user_id, achievement_id) makes it once only. */
export interface UserAchievementsTable {
  user_id: string;
  achievement_id: string;
  unlocked_at: string;
}

/** A study-planner assignment (0006-planner). `due_date` is an ISO instant; see the migration for `due_all_day`. */
export interface AssignmentsTable {
  id: string;
  user_id: string;
  title: string;
  description: string;
  subject: string;
  due_date: string;
  due_all_day: number | boolean;
  importance: string;
  estimated_hours: number;
  completed: number | boolean;
  completed_at: string | null;
  /** Whether the first completion already earned XP (later toggles earn none). */
  xp_awarded: number | boolean;
  created_at: string;
  updated_at: string;
}

/** A saved study plan (0006-planner); the JSON columns go through the codec. */
export interface StudyPlansTable {
  id: string;
  user_id: string;
  title: string;
  /** JSON string[] */
  subjects: string;
  /** JSON StudyPreferences */
  preferences: string;
  /** JSON ScheduleItem[] (blocks with instants; presented keyed by date) */
  schedule: string;
  /** JSON string[] */
  recommendations: string;
  /** JSON UnscheduledWork[] */
  unscheduled: string;
  time_zone: string;
  created_at: string;
}

/** A study e-mail that was sent (0011-sent-study-emails); the row is claimed before sending. */
export interface SentStudyEmailsTable {
  user_id: string;
  /** 'daily_reminder' | 'deadline' | 'weekly_report' */
  kind: string;
  key: string;
  sent_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  user_settings: UserSettingsTable;
  xp_events: XpEventsTable;
  daily_activity: DailyActivityTable;
  activity_totals: ActivityTotalsTable;
  chat_sessions: ChatSessionsTable;
  chat_messages: ChatMessagesTable;
  ai_usage: AiUsageTable;
  decks: DecksTable;
  flashcards: FlashcardsTable;
  flashcard_reviews: FlashcardReviewsTable;
  notes: NotesTable;
  quizzes: QuizzesTable;
  quiz_attempts: QuizAttemptsTable;
  assignments: AssignmentsTable;
  study_plans: StudyPlansTable;
  achievements: AchievementsTable;
  user_achievements: UserAchievementsTable;
  study_sessions: StudySessionsTable;
  sent_study_emails: SentStudyEmailsTable;
}
