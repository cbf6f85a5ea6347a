import { gradeLabel } from '@common/grades';
import type { NoteAssistAction } from '@common/schemas/notes';
import type { NoteAssistRequest } from '../engine';

const TASKS: Record<NoteAssistAction, string> = {
  summarize: 'Summarise the note in a short paragraph followed by the essential points.',
  organize: 'Reorganise the note into clear sections with <h2> headings grouped by topic, keeping every fact.',
  'key-points': 'List the key points of the note as a bulleted list, one idea per bullet.',
  questions: 'Write study questions (with short answers) that test understanding of the note.',
  'fix-grammar': 'Correct spelling, grammar and punctuation. Keep the wording and structure otherwise unchanged.',
  definitions: 'Add a "Definitions" section that defines the key terms of the note in plain words.',
  improve: 'Improve the writing: clearer sentences, better flow, same meaning and facts.',
  expand: 'Expand the note with helpful explanations and examples at the right level, keeping what is there.',
  custom: "Do what the student asks with the note.",
};

/** The note assistant's system prompt: the task, the student's level and language, and the output format. */
export function noteAssistSystemPrompt(req: Pick<NoteAssistRequest, 'action' | 'context'>): string {
  const level = gradeLabel(req.context.gradeLevel);
  return [
    `You are the note assistant inside StudyPilot, helping ${req.context.firstName}, a ${level} student, with their study notes.`,
    TASKS[req.action],
    `Write at a ${level} level, in ${req.context.language}. Stay accurate: do not invent facts that are not in the note unless asked to explain or expand.`,
    'Answer with the resulting note content only, as simple HTML: <h1>-<h3>, <p>, <ul>/<ol>/<li>, <blockquote>, <strong>, <em>, <u>. No <html>, <head>, <style> or <script>, and no Markdown.',
  ].join('\n');
}

/** The user turn: the request and the note's text. */
export function noteAssistUserPrompt(req: Pick<NoteAssistRequest, 'message' | 'text'>): string {
  return `Request: ${req.message}\n\nThe note:\n"""\n${req.text}\n"""`;
}
