import {
  BrainCircuit,
  CalendarDays,
  Clock,
  GraduationCap,
  Layers,
  ListChecks,
  NotebookPen,
  ShieldCheck,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';

/** Header anchors of spec-1 §2, each pointing at a section id on the landing page. */
export const NAV_LINKS = [
  { href: '#home', label: 'Home' },
  { href: '#features', label: 'Features' },
  { href: '#about', label: 'About' },
  { href: '#contact', label: 'Contact' },
] as const;

export interface Feature {
  title: string;
  description: string;
  points: string[];
  icon: LucideIcon;
  /** Tailwind gradient classes for the icon tile; white icons keep 3:1 on every stop. */
  tile: string;
}

/** The five tools, in the spec's order. */
export const FEATURES: Feature[] = [
  {
    title: 'AI Tutor',
    description:
      'Ask anything in your own words and get step-by-step explanations pitched at your grade level, with maths rendered properly.',
    points: ['Answers stream in as they are written', 'Follow-up questions and regenerate', 'Voice input for hands-free questions'],
    icon: BrainCircuit,
    tile: 'from-indigo-600 to-violet-600',
  },
  {
    title: 'Quiz Generator',
    description: 'Turn a topic, your notes or pasted class material into a practice test, then review every answer.',
    points: ['Multiple choice, true/false, short answer, fill-in', 'Learn mode with hints, or timed like the real test'],
    icon: ListChecks,
    tile: 'from-sky-600 to-indigo-600',
  },
  {
    title: 'Smart Notes',
    description: 'Write notes in a real editor and let the assistant summarise them, pull out key points or answer questions.',
    points: ['Summarise, organise, find key points', 'Auto-save, so nothing gets lost'],
    icon: NotebookPen,
    tile: 'from-emerald-600 to-teal-700',
  },
  {
    title: 'Study Planner',
    description: 'Keep every assignment and deadline on one calendar and get a study schedule that fits your week.',
    points: ['Priorities and time estimates', 'AI schedule optimisation'],
    icon: CalendarDays,
    tile: 'from-amber-600 to-orange-700',
  },
  {
    title: 'Flashcards',
    description: 'Make decks in seconds and review them with spaced repetition, so each card comes back right before you forget it.',
    points: ['Generated from your study text', 'Decks you can turn into a quiz'],
    icon: Layers,
    tile: 'from-fuchsia-600 to-purple-700',
  },
];

export interface ValuePoint {
  title: string;
  text: string;
  icon: LucideIcon;
}

/** Why a student, a parent or a teacher can trust it. */
export const VALUE_POINTS: ValuePoint[] = [
  {
    title: 'Free to start',
    text: 'Create an account in a minute. No credit card, no trial countdown.',
    icon: Sparkles,
  },
  {
    title: 'Help 24/7',
    text: 'Stuck at 11 pm the night before a test? Your tutor is available around the clock.',
    icon: Clock,
  },
  {
    title: 'Pitched at your level',
    text: 'From 6th grade to graduate school: explanations, quizzes and cards adapt to your grade.',
    icon: GraduationCap,
  },
  {
    title: 'AI you can trust',
    text: 'Powered by a large-language-model provider of your choice. Works offline out of the box, or with OpenAI, Anthropic or a local model.',
    icon: ShieldCheck,
  },
];

export interface FaqItem {
  question: string;
  answer: string;
}

/** Study questions students actually ask before signing up. */
export const FAQ: FaqItem[] = [
  {
    question: 'Will the AI tutor just give me the answers?',
    answer:
      'It explains how to get there. Ask in your own words and the tutor walks through the reasoning step by step, at your grade level. For maths it computes results instead of guessing, and you can ask a follow-up or request a different explanation whenever a step is unclear.',
  },
  {
    question: 'Can I make a practice quiz from my own class notes?',
    answer:
      'Yes. Pick a topic, choose one of your notes or paste material from class, and the quiz generator builds a practice test from it. When you submit, your answers are scored and each question comes with an explanation, so you know exactly what to revisit.',
  },
  {
    question: 'How do flashcards know what I should review today?',
    answer:
      'They use spaced repetition (FSRS, the same approach used by Anki). Cards you find hard come back sooner and cards you know well are spaced further apart, so a few focused minutes a day beat a long cram session.',
  },
  {
    question: 'Can StudyPilot help me plan my week around deadlines?',
    answer:
      'Add assignments with a subject, due date, priority and estimated hours. The planner shows them on a calendar, highlights what is due soon and can suggest an optimised schedule using your preferred session length, breaks and time of day.',
  },
  {
    question: 'Which grade levels is it for?',
    answer:
      'Students from 6th grade through graduate school. You choose your grade when you sign up, and explanations, quizzes and flashcards are tailored to it. You can change it later in your profile.',
  },
  {
    question: 'Is it really free, and what powers the AI?',
    answer:
      'It is free to start and needs no credit card. StudyPilot works offline out of the box, or with OpenAI, Anthropic or a local model. The built-in offline engine solves equations, converts units and builds quizzes and flashcards from your own material, and it tells you plainly when a question needs a configured AI provider.',
  },
];
