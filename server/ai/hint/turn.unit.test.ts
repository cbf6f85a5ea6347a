import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChatTurn, TutorContext } from '../engine';
import { offlineTutorTurn } from '../offline/tutor-answer';
import { revealsAnswer } from './leak';
import { readTutorState, writeTutorState, type TutorState } from './state';
import { asksForAnswer, hintTurn } from './turn';

const ctx: TutorContext = { firstName: 'Sam', gradeLevel: 9, language: 'English', detailedExplanations: true, followUpQuestions: false, hintMode: true };

/**
 * A hint-mode conversation on the offline engine with the state stored between turns exactly as the
 * app stores it (written to JSON with each reply and read back for the next one).
 */
function conversation() {
  const history: ChatTurn[] = [];
  let stored: string | null = null;
  return {
    say(message: string, over: Partial<TutorContext> = {}) {
      history.push({ role: 'user', content: message });
      const turn = offlineTutorTurn(history, { ...ctx, ...over }, readTutorState(stored));
      history.push({ role: 'assistant', content: turn.text });
      stored = writeTutorState(turn.state);
      return turn;
    },
    state: (): TutorState | undefined => readTutorState(stored),
  };
}

describe('hint mode state machine', () => {
  it('climbs the ladder one rung per request and stops at the last rung', () => {
    const c = conversation();
    expect(c.say('Solve 3x + 5 = 20').text).toContain('Hint 1 of 3');
    expect(c.say('another hint').text).toContain('Hint 2 of 3');
    expect(c.say("I'm stuck").text).toContain('Hint 3 of 3');
    expect(c.say('one more hint please').text).toContain('Hint 3 of 3');
    expect(c.state()?.problem).toMatchObject({ question: 'Solve 3x + 5 = 20', level: 3, status: 'open', tool: 'solve_equation' });
  });

  it('accepts a correct attempt after wrong ones, in any form, and closes the problem', () => {
    for (const right of ['x = 5', '5', 'I got 5', 'x = 10/2', 'is it 5?']) {
      const c = conversation();
      c.say('Solve 3x + 5 = 20');
      expect(c.say('x = 4').text, right).toMatch(/Not quite/);
      expect(c.say('I got 6').text, right).toMatch(/Not quite/);
      expect(c.say(right).text, right).toMatch(/Yes/);
      const problem = c.state()?.problem;
      expect(problem?.status).toBe('solved');
      expect(problem?.attempts.map((a) => a.verdict)).toEqual(['wrong', 'wrong', 'right']);
    }
  });

  it('says where a wrong attempt likely went wrong when a common slip explains it, without the right value', () => {
    const c = conversation();
    c.say('Solve 3x + 5 = 20');
    const sign = c.say('x = -5').text;
    expect(sign).toMatch(/Not quite.*signs/s);
    expect(c.say('x = 15').text).toMatch(/Not quite.*divide \(or multiply\) by the right number/s);
    const d = conversation();
    d.say('What is 2.5 × 4?');
    expect(d.say('I got 100').text).toMatch(/decimal point/);
    expect(d.say('I got 7').text).toMatch(/Look at your working again/);
  });

  it('never takes an attempt for a new problem, and starts a new ladder for a new problem', () => {
    const c = conversation();
    c.say('Solve 3x + 5 = 20');
    c.say('another hint');
    const attempt = c.say('x = 7');
    expect(attempt.move?.kind).toBe('judged');
    expect(c.state()?.problem?.question).toBe('Solve 3x + 5 = 20');
    const next = c.say('Solve 2x - 1 = 9');
    expect(next.text).toContain('Hint 1 of 3');
    expect(c.state()?.problem).toMatchObject({ question: 'Solve 2x - 1 = 9', level: 1, attempts: [] });
  });

  it('answers an unrelated question on its own while the problem waits, then carries on with it', () => {
    const c = conversation();
    c.say('Find the derivative of x^3 + 2x');
    const aside = c.say('What is photosynthesis?');
    expect(aside.move?.kind).toBe('aside');
    expect(aside.text).not.toMatch(/Hint \d of 3/);
    expect(aside.text).toMatch(/still waiting/);
    expect(c.state()?.problem).toMatchObject({ question: 'Find the derivative of x^3 + 2x', level: 1, status: 'open' });
    expect(c.say('ok, next hint').text).toContain('Hint 2 of 3');
  });

  it('shows the answer only when asked, and the problem is then closed', () => {
    const c = conversation();
    c.say('Solve x^2 - 5x + 6 = 0');
    for (const ask of ['another hint', 'another hint', 'I give up, another hint']) {
      const text = c.say(ask).text;
      expect(text).not.toMatch(/x\s*=\s*[23]\b/);
      expect(revealsAnswer(text, ['x = 2, x = 3'], 'Solve x^2 - 5x + 6 = 0')).toBe(false);
    }
    const shown = c.say('show me the answer');
    expect(shown.move?.kind).toBe('reveal');
    expect(shown.text).toMatch(/\*\*Answer:\*\*/);
    expect(c.state()?.problem?.status).toBe('revealed');
    expect(c.say('another hint').move?.kind).toBe('closed');
  });

  it('checks a definite integral by its value and an antiderivative up to a constant', () => {
    const c = conversation();
    c.say('Evaluate the integral of sin(x) from 0 to pi');
    expect(c.say('I got 2').text).toMatch(/Yes/);
    const d = conversation();
    d.say('Integrate 2x + 3');
    expect(d.say('I got x^2 + 3x + 7').text).toMatch(/Yes/);
  });

  it('recognises a correct balanced equation in any order', () => {
    const c = conversation();
    c.say('Balance H2 + O2 -> H2O');
    expect(c.say('I got O2 + 2H2 -> 2H2O').text).toMatch(/Yes/);
    expect(c.state()?.problem?.status).toBe('solved');
  });

  it('carries on past the history window: the stored state keeps the problem and level', () => {
    // Only the newest turns reach the engine; the state alone says which problem and which rung.
    const c = conversation();
    c.say('Solve 4x - 7 = 9');
    c.say('another hint');
    const state = c.state();
    const turn = hintTurn(state, [{ role: 'user', content: 'another hint' }], 'another hint');
    expect(turn.move).toEqual({ kind: 'hint', level: 3, fresh: false });
    expect(turn.problem?.question).toBe('Solve 4x - 7 = 9');
  });

  it('reads a stored state defensively: anything malformed is no state', () => {
    expect(readTutorState('not json')).toBeUndefined();
    expect(readTutorState(JSON.stringify({ v: 2 }))).toBeUndefined();
    expect(readTutorState(JSON.stringify({ v: 1, problem: { question: 'q', level: 9 } }))).toBeUndefined();
    expect(writeTutorState({ v: 1 })).toBeNull();
    // A state that is not valid is not stored, and never fails the reply it goes with.
    const tooLong = { v: 1 as const, problem: { question: 'q', tool: 'x'.repeat(100), answer: '', level: 1, attempts: [], status: 'open' as const } };
    expect(writeTutorState(tooLong)).toBeNull();
  });

  it('over generated linear equations: three hints never state the root, a wrong value is rejected, the root in any form is accepted', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: -40, max: 40 }).filter((n) => n !== 0),
        fc.integer({ min: -30, max: 30 }),
        fc.integer({ min: 1, max: 9 }),
        (a, b, root, off) => {
          fc.pre(Math.abs(root) !== Math.abs(a) && Math.abs(root) !== Math.abs(b));
          const c = a * root + b;
          fc.pre(Math.abs(root) !== Math.abs(c));
          const conv = conversation();
          const question = `Solve ${a}x ${b < 0 ? '-' : '+'} ${Math.abs(b)} = ${c}`;
          const texts = [conv.say(question).text, conv.say('another hint').text, conv.say('another hint').text];
          const written = new RegExp(`(?<![\\d.])${Math.abs(root)}(?![\\d.])`);
          for (const t of texts) expect(written.test(t.replace(/\*\*Hint \d of 3\.\*\*/g, '')), `${question}: ${t}`).toBe(false);
          expect(conv.say(`x = ${root + off}`).text).toMatch(/Not quite/);
          expect(conv.say(`I got ${root * 2}/2`).text).toMatch(/Yes/);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('what counts as asking for the answer', () => {
  it('is an explicit request, not an instruction on how to write the answer', () => {
    for (const ask of ['show me the answer', 'just give the answer', 'give me the answer please', 'can you tell me the answer', 'full solution please', 'reveal the solution']) {
      expect(asksForAnswer(ask), ask).toBe(true);
    }
    for (const problem of [
      'Find the volume of a cylinder with radius 3 cm and height 10 cm. Give your answer to 1 d.p.',
      'solve −3x + 5 ≤ 14 and give the answer in interval notation',
      'solve x^2 - 6x + 4 = 0, give exact answer',
      'What is 4 1/2 − 2 5/6? give answer as a fraction',
      'What volume does 2.5 mol of an ideal gas occupy at 300 K and 150 kPa? Give the answer in litres.',
      'Q1) work out 3/4 + 2/5 and give ur answer as a decimal pls',
      'Give your answer correct to 3 significant figures: 2^x = 20',
      'x − 1 < 3 or x + 2 > 10, give the solution set',
      'solve x² − 5x + 6 = 0 and give both solutions',
    ]) {
      expect(asksForAnswer(problem), problem).toBe(false);
    }
  });

  it('gives a hint, not the answer, to a problem that says how to write its answer', () => {
    const context = { firstName: 'Sam', gradeLevel: 10, language: 'English', detailedExplanations: true, followUpQuestions: false, hintMode: true } as TutorContext;
    const turn = offlineTutorTurn([{ role: 'user', content: 'What is 3/4 + 5/6? Give your answer as a fraction in simplest form.' }], context);
    expect(turn.text).not.toMatch(/19\/12/);
    expect(turn.move).not.toBe('reveal');
  });
});
