import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX } from '@common/schemas/chat';
import {
  CHAT_APOLOGY,
  CHAT_INPUT_MAX,
  REGENERATE_APOLOGY,
  formatSessionDate,
  fromDto,
  insertAt,
  nextFeedback,
  planRegenerate,
  prependEarlier,
  withFeedback,
  type ChatMessage,
} from './chat-model';

const user = (key: string, content = key): ChatMessage => ({ key, role: 'user', content, feedback: null });
const reply = (key: string, over: Partial<ChatMessage> = {}): ChatMessage => ({
  key,
  id: key,
  role: 'assistant',
  content: `answer ${key}`,
  feedback: null,
  ...over,
});

describe('apologies', () => {
  it('are the spec texts verbatim', () => {
    expect(CHAT_APOLOGY).toBe("Sorry, I'm having trouble responding right now. Please try again.");
    expect(REGENERATE_APOLOGY).toBe("Sorry, I'm having trouble regenerating the response. Please try again.");
  });
});

describe('input limit', () => {
  it('matches the server schema', () => {
    expect(CHAT_INPUT_MAX).toBe(CHAT_MESSAGE_MAX);
  });
});

describe('insertAt', () => {
  it('puts an item at a position and clamps out-of-range positions', () => {
    expect(insertAt(['a', 'c'], 1, 'b')).toEqual(['a', 'b', 'c']);
    expect(insertAt(['a'], 5, 'z')).toEqual(['a', 'z']);
    expect(insertAt(['a'], -2, 'z')).toEqual(['z', 'a']);
  });
});

describe('planRegenerate', () => {
  const conversation = [user('q1'), reply('a1'), user('q2'), reply('a2')];

  it('takes the reply out and puts the new one back at the same position', () => {
    const plan = planRegenerate(conversation, 1);
    expect(plan).not.toBeNull();
    expect(plan!.remaining.map((m) => m.key)).toEqual(['q1', 'q2', 'a2']);
    expect(plan!.insertAt).toBe(1);
    expect(plan!.request).toEqual({ kind: 'regenerate', messageId: 'a1' });
    // The new reply lands where the old one was.
    const after = insertAt(plan!.remaining, plan!.insertAt, reply('a1-new'));
    expect(after.map((m) => m.key)).toEqual(['q1', 'a1-new', 'q2', 'a2']);
  });

  it('works on the last reply too', () => {
    const plan = planRegenerate(conversation, 3)!;
    expect(plan.insertAt).toBe(3);
    expect(plan.remaining.map((m) => m.key)).toEqual(['q1', 'a1', 'q2']);
  });

  it('does nothing without an earlier user message, or for a user message', () => {
    expect(planRegenerate([reply('a0'), user('q1')], 0)).toBeNull();
    expect(planRegenerate(conversation, 0)).toBeNull();
    expect(planRegenerate(conversation, 9)).toBeNull();
    expect(planRegenerate(conversation, -1)).toBeNull();
  });

  it('asks the question again for an apology that stands for nothing stored', () => {
    const list = [user('q1', 'What is 2+2?'), reply('oops', { id: undefined, failed: true, content: CHAT_APOLOGY })];
    expect(planRegenerate(list, 1)!.request).toEqual({ kind: 'resend', message: 'What is 2+2?' });
  });

  it('replaces the stored reply again after a failed regenerate', () => {
    const list = [user('q1'), reply('oops', { id: undefined, failed: true, replacesId: 'a1', content: REGENERATE_APOLOGY })];
    expect(planRegenerate(list, 1)!.request).toEqual({ kind: 'regenerate', messageId: 'a1' });
  });

  it('uses the nearest earlier user message', () => {
    const list = [user('q1', 'first'), reply('x', { id: undefined, failed: true }), user('q2', 'second'), reply('y', { id: undefined, failed: true })];
    expect(planRegenerate(list, 3)!.request).toEqual({ kind: 'resend', message: 'second' });
  });
});

describe('feedback', () => {
  it('toggles: pressing the pressed one clears it', () => {
    expect(nextFeedback(null, 'good')).toBe('good');
    expect(nextFeedback('good', 'good')).toBeNull();
    expect(nextFeedback('good', 'bad')).toBe('bad');
    expect(nextFeedback('bad', 'bad')).toBeNull();
  });

  it('sets one message only', () => {
    const list = withFeedback([reply('a'), reply('b')], 'b', 'good');
    expect(list.map((m) => m.feedback)).toEqual([null, 'good']);
  });
});

describe('fromDto and dates', () => {
  it('keeps server ids and feedback', () => {
    const [m] = fromDto([{ id: 'm1', role: 'assistant', content: 'Hi', feedback: 'bad', createdAt: '2026-11-22T12:00:00Z' }]);
    expect(m).toEqual({ key: 'm1', id: 'm1', role: 'assistant', content: 'Hi', feedback: 'bad' });
  });

  it('formats the creation date as short month and day', () => {
    expect(formatSessionDate('2026-11-22T12:00:00Z')).toBe('Nov 22');
    expect(formatSessionDate('not a date')).toBe('');
  });
});

describe('prependEarlier', () => {
  it('puts an earlier page above the messages shown, without repeating one already there', () => {
    const shown = [user('q2'), reply('a2')];
    expect(prependEarlier(shown, [user('q1'), reply('a1')]).map((m) => m.key)).toEqual(['q1', 'a1', 'q2', 'a2']);
    expect(prependEarlier(shown, [reply('a1'), user('q2')]).map((m) => m.key)).toEqual(['a1', 'q2', 'a2']);
    expect(prependEarlier(shown, [])).toEqual(shown);
  });
});
