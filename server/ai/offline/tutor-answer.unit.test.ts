import { describe, expect, it } from 'vitest';
import type { ChatTurn, TutorContext } from '../engine';
import { offlineTutorAnswer } from './tutor-answer';

const ctx: TutorContext = {
  firstName: 'Maya',
  gradeLevel: 10,
  language: 'English',
  detailedExplanations: true,
  followUpQuestions: false,
  hintMode: false,
};
const ask = (q: string, over: Partial<TutorContext> = {}) => offlineTutorAnswer([{ role: 'user', content: q }], { ...ctx, ...over });

describe('offline tutor: the spec example prompts', () => {
  it('explains the quadratic formula and solves x² - 5x + 6 = 0 with steps', () => {
    const a = ask('Explain the quadratic formula and solve x² - 5x + 6 = 0');
    expect(a).toContain('\\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}');
    expect(a).toMatch(/discriminant/i);
    expect(a).toContain('x = 2,\\quad x = 3');
  });
  it('explains E=mc² with a worked example computed exactly', () => {
    const a = ask('What does E=mc² mean? Give an example');
    expect(a).toContain('E = mc^2');
    expect(a).toContain('8.988 \\times 10^{13}');
    expect(ask('What is E=mc^2 for 2 kg?')).toContain('1.798 \\times 10^{17}');
  });
  it('differentiates 3x^4 - 2x^2 + 7x - 5 naming the rules', () => {
    const a = ask('What is the derivative of 3x^4 - 2x^2 + 7x - 5?');
    expect(a).toContain("f'(x) = 12x^{3} - 4x + 7");
    expect(a).toMatch(/power rule/i);
  });
  it('balances Al + O2 -> Al2O3', () => {
    const a = ask('Balance the equation Al + O2 -> Al2O3');
    expect(a).toContain('4Al + 3O₂ → 2Al₂O₃');
    expect(a).toContain('4\\mathrm{Al} + 3\\mathrm{O_2} \\rightarrow 2\\mathrm{Al_2O_3}');
  });
});

describe('offline tutor: other routes and honesty', () => {
  it('evaluates arithmetic exactly and integrates', () => {
    expect(ask('what is 3/4 + 5/6')).toContain('\\frac{19}{12}');
    expect(ask('integrate x^2 from 0 to 3')).toContain('= 9');
  });
  it('says plainly what needs a configured model', () => {
    const a = ask('Who won the 2022 World Cup?');
    expect(a).toMatch(/offline/i);
    expect(a).toContain('AI_PROVIDER');
  });
  it('keeps explanations brief when detailed explanations are off, and adds a follow-up when asked', () => {
    const long = ask('What is the derivative of 3x^4 - 2x^2 + 7x - 5?');
    const short = ask('What is the derivative of 3x^4 - 2x^2 + 7x - 5?', { detailedExplanations: false });
    expect(short.length).toBeLessThan(long.length);
    expect(short).toContain("12x^{3} - 4x + 7");
    expect(ask('solve x^2 - 5x + 6 = 0', { followUpQuestions: true })).toMatch(/Check your understanding/);
  });
});

describe('offline tutor: a conversation', () => {
  const earlier: ChatTurn[] = [
    { role: 'user', content: 'Balance Al + O2 -> Al2O3' },
    { role: 'assistant', content: '## Balancing the chemical equation ...' },
  ];
  const next = (content: string) => offlineTutorAnswer([...earlier, { role: 'user', content }], ctx);
  it('answers a new question, never the earlier solution again', () => {
    expect(next('Write me an essay about the French revolution')).toMatch(/I can't answer "Write me an essay/);
    expect(next('Define osmosis')).toMatch(/## Osmosis/);
    for (const q of ['Write me an essay about the French revolution', 'Define osmosis', 'thanks!']) expect(next(q)).not.toMatch(/Balancing/);
  });
  it('still shows the earlier solution when asked for it', () => {
    expect(next('show me the answer')).toMatch(/Balancing the chemical equation/);
  });
});

describe('offline tutor: hint mode', () => {
  const hint = { hintMode: true };
  it('climbs the ladder nudge → method → worked step without giving the answer', () => {
    const history: ChatTurn[] = [{ role: 'user', content: 'solve x^2 - 5x + 6 = 0' }];
    const replies: string[] = [];
    for (let i = 0; i < 4; i++) {
      const reply = offlineTutorAnswer(history, { ...ctx, ...hint });
      replies.push(reply);
      history.push({ role: 'assistant', content: reply }, { role: 'user', content: 'I am stuck, another hint please' });
    }
    expect(replies[0]).toContain('Hint 1 of 3');
    expect(replies[0]).toMatch(/what have you tried/i);
    expect(replies[1]).toContain('Hint 2 of 3');
    expect(replies[2]).toContain('Hint 3 of 3');
    expect(replies[3]).toContain('Hint 3 of 3');
    for (const r of replies) {
      expect(r).not.toContain('x = 2 or x = 3');
      expect(r).not.toContain('x = 2,\\quad x = 3');
    }
  });
  it('checks an attempt with the tools', () => {
    const base: ChatTurn[] = [
      { role: 'user', content: 'solve x^2 - 5x + 6 = 0' },
      { role: 'assistant', content: '**Hint 1 of 3.** ...' },
    ];
    expect(offlineTutorAnswer([...base, { role: 'user', content: 'I got x = 3' }], { ...ctx, ...hint })).toMatch(/correct/);
    expect(offlineTutorAnswer([...base, { role: 'user', content: 'I got x = 2 and 3' }], { ...ctx, ...hint })).toMatch(/Yes/);
    expect(offlineTutorAnswer([...base, { role: 'user', content: 'I got x = 5' }], { ...ctx, ...hint })).toMatch(/Not quite/);
  });
  it('checks a balancing attempt by counting atoms, in any order, and says which element is off', () => {
    const after = (question: string, attempt: string) => offlineTutorAnswer(
      [
        { role: 'user', content: question },
        { role: 'assistant', content: '**Hint 1 of 3.** ...' },
        { role: 'user', content: attempt },
      ],
      { ...ctx, ...hint },
    );
    const q = 'Balance Al + O2 -> Al2O3';
    expect(after(q, 'I got 4Al + 3O2 -> 2Al2O3')).toMatch(/^✅ Yes — that is balanced: Al 4 = 4; O 6 = 6\./);
    expect(after(q, 'is it 4, 3, 2?')).toMatch(/Yes — that is balanced/);
    expect(after(q, 'I think it is 3O2 + 4Al → 2Al2O3')).toMatch(/Yes — that is balanced/);
    expect(after(q, 'I got 8Al + 6O2 -> 4Al2O3')).toMatch(/not in lowest terms\. Divide every coefficient by 2/);
    expect(after(q, 'I got 2Al + 3O2 -> Al2O3')).toMatch(/there are 6 O atoms on the left and 3 on the right/);
    expect(after(q, 'I got 4Al + 3O2 -> 2Al2O')).toMatch(/Al₂O is not one of the substances/);
    expect(after(q, 'is it 4, 3?')).toMatch(/needs 3 coefficients/);
    expect(after('Balance CH4 + O2 -> CO2 + H2O', 'I got CH4 + 2O2 -> CO2 + 2H2O')).toMatch(/Yes — that is balanced: C 1 = 1; H 4 = 4; O 4 = 4/);
    expect(after('Balance CH4 + O2 -> CO2 + H2O', 'I got CH4 + O2 -> CO2 + 2H2O')).toMatch(/there are 2 O atoms on the left and 4 on the right/);
    // The answer itself is never given away by the feedback.
    expect(after(q, 'I got 2Al + 3O2 -> Al2O3')).not.toMatch(/4Al/);
  });
  it('checks attempts at arithmetic, derivatives and integrals too, not just equations', () => {
    const after = (question: string, attempt: string) => offlineTutorAnswer(
      [
        { role: 'user', content: question },
        { role: 'assistant', content: '**Hint 1 of 3.** ...' },
        { role: 'user', content: attempt },
      ],
      { ...ctx, ...hint },
    );
    expect(after('What is 3/4 + 5/6?', 'I got 19/12')).toMatch(/Yes — that is correct/);
    expect(after('What is 3/4 + 5/6?', 'I think 1.58')).toMatch(/Yes — that is correct/);
    expect(after('What is 3/4 + 5/6?', 'I got 8/10')).toMatch(/Not quite/);
    expect(after('What is the derivative of x^3 + 2x?', 'is it 3x^2 + 2?')).toMatch(/Yes — that is correct/);
    expect(after('What is the derivative of x^3 + 2x?', "I got f'(x) = 3x^2")).toMatch(/Not quite/);
    expect(after('integrate 2x', 'I got x^2 + C')).toMatch(/Yes — that is correct/);
    expect(after('integrate 2x', 'is it 2x^2?')).toMatch(/Not quite/);
    for (const reply of [after('What is 3/4 + 5/6?', 'I got 8/10'), after('integrate 2x', 'is it 2x^2?')]) {
      expect(reply).not.toMatch(/19\/12|x\^\{?2\}? \+ C/);
    }
  });
  it('reveals the solution only when asked explicitly', () => {
    const a = offlineTutorAnswer(
      [
        { role: 'user', content: 'solve x^2 - 5x + 6 = 0' },
        { role: 'assistant', content: '**Hint 1 of 3.** ...' },
        { role: 'user', content: 'Please show me the full solution' },
      ],
      { ...ctx, ...hint },
    );
    expect(a).toContain('x = 2,\\quad x = 3');
  });
});

describe('offline tutor: words are not formulas', () => {
  it('does not treat "x squared" or prose with "=" as maths', () => {
    expect(ask('Integrate x squared')).toMatch(/can't answer/);
    expect(ask('Is love = happiness?')).toMatch(/can't answer/);
  });
});

describe('offline tutor: definitions from WordNet', () => {
  it('answers "what is …?" with the dictionary meaning, honestly labelled', () => {
    const a = ask('What is photosynthesis?');
    expect(a).toContain('## Photosynthesis');
    expect(a).toMatch(/synthesis of compounds with the aid of radiant energy/);
    expect(a).toContain('WordNet');
    expect(a).toContain('AI_PROVIDER');
  });
  it('finds the dictionary form and multi-word terms, and adds a follow-up when asked', () => {
    expect(ask('What are mitochondria?')).toContain('## Mitochondrion');
    expect(ask('What does carbon dioxide mean?')).toMatch(/colorless gas/);
    expect(ask('define osmosis', { followUpQuestions: true })).toMatch(/Can you use \*osmosis\* in a sentence/);
  });
  it('leaves maths to the tools and unknown terms to the honest answer', () => {
    expect(ask('what is 2+2')).toContain('**Answer:** $4$');
    expect(ask('What is a flibbertigibbetzz?')).toMatch(/can't answer/);
  });
});

describe('offline tutor: the rest of the tool registry', () => {
  it('converts units and applies physics formulas', () => {
    expect(ask('convert 5 km to miles')).toMatch(/3\.10/);
    expect(ask('What is the kinetic energy of a 2 kg ball moving at 3 m/s?')).toMatch(/9(\.0+)?\s*(J|\\text\{J\}|joule)/i);
  });
});

describe('offline tutor: geometry', () => {
  it('finds the area of a circle exactly, with π kept and a decimal', () => {
    const a = ask('What is the area of a circle with radius 3 cm?');
    expect(a).toContain('## Geometry');
    expect(a).toContain('**Answer:** $A = 9\\pi\\ \\mathrm{cm}^2 \\approx 28.27\\ \\mathrm{cm}^2$');
    expect(a).toContain('$$A = \\pi r^2$$');
  });
  it('simplifies the hypotenuse surd', () => {
    const a = ask('What is the hypotenuse of a right triangle with legs 5 cm and 5 cm?');
    expect(a).toContain('\\sqrt{50} = \\sqrt{25 \\times 2} = 5\\sqrt{2}');
    expect(a).toContain('**Answer:** $c = 5\\sqrt{2}\\ \\mathrm{cm} \\approx 7.07\\ \\mathrm{cm}$');
  });
  it('checks a right angle by the converse of Pythagoras', () => {
    const a = ask('Is a triangle with sides 5, 12, 13 right-angled?');
    expect(a).toMatch(/\*\*Answer:\*\* \$\\text\{Yes: \} 5\^2 \+ 12\^2 = 13\^2/);
    expect(a).toContain('$$a^2 + b^2 = 5^2 + 12^2 = 25 + 144 = 169$$');
  });
  it('gives the line through two points, and x = c for a vertical one', () => {
    const a = ask('Find the equation of the line through (1, 2) and (3, 8)');
    expect(a).toContain('## Coordinate geometry');
    expect(a).toContain('**Answer:** $y = 3x - 1$');
    expect(a).toContain('$$m = \\frac{y_2 - y_1}{x_2 - x_1}$$');
    expect(ask('What is the equation of the line through (2, 1) and (2, 5)?')).toContain('**Answer:** $x = 2$');
  });
  it('refuses a negative length plainly', () => {
    expect(ask('area of a circle with radius -2 cm')).toMatch(/A length can't be negative/);
  });
});

describe('offline tutor: statistics, number facts and radicals', () => {
  it('finds the mean as an exact fraction and decimal, with the sum and count', () => {
    const a = ask('Find the mean of 10 and 17');
    expect(a).toContain('## Describing the data');
    expect(a).toContain('$$\\bar{x} = \\frac{10 + 17}{2} = \\frac{27}{2} = 13.5$$');
    expect(a).toContain('**Answer:** $\\bar{x} = \\frac{27}{2} = 13.5$');
  });
  it('gives summary statistics, population by default and sample when asked', () => {
    const a = ask('summary statistics for 2, 4, 4, 4, 5, 5, 7, 9');
    expect(a).toContain('**Answer:** $\\bar{x} = 5,\\quad \\text{median} = \\frac{9}{2} = 4.5,\\quad \\text{mode} = 4,\\quad \\text{range} = 7,\\quad \\sigma^2 = 4,\\quad \\sigma = 2$');
    expect(ask('sample standard deviation of 1, 2, 3, 4')).toContain('**Answer:** $s = \\frac{\\sqrt{15}}{3} \\approx 1.291$');
  });
  it('says whether a number is prime with the reason, and factorises', () => {
    const prime = ask('Is 97 prime?');
    expect(prime).toContain('**Answer:** $97 \\text{ is prime}$');
    expect(prime).toMatch(/not divisible by 2, 3, 5 or 7/);
    expect(ask('prime factors of 360')).toContain('**Answer:** $360 = 2^{3} \\times 3^{2} \\times 5$');
    expect(ask('What is the LCM of 4 and 6?')).toContain('**Answer:** $\\operatorname{lcm}(4, 6) = 12$');
  });
  it('simplifies radicals with the square factor taken out', () => {
    const a = ask('Simplify sqrt(72)');
    expect(a).toContain('72 = 36 × 2');
    expect(a).toContain('**Answer:** $6\\sqrt{2}$');
    expect(ask('simplify √50 + √18')).toContain('**Answer:** $8\\sqrt{2}$');
    expect(ask('simplify ∛54')).toContain('**Answer:** $3\\sqrt[3]{2}$');
  });
  it('names statistics and number facts among what it can do offline', () => {
    expect(ask('Who won the 2022 World Cup?')).toContain('statistics and number facts');
  });
});

describe('offline tutor: limits', () => {
  it('factors and cancels for 0/0, with the answer in LaTeX', () => {
    const a = ask('What is the limit of (x^2-1)/(x-1) as x approaches 1?');
    expect(a).toContain('## Finding the limit');
    expect(a).toContain('\\frac{\\left(x + 1\\right)\\left(x - 1\\right)}{x - 1}');
    expect(a).toContain('**Answer:** $\\lim_{x \\to 1} \\frac{x^{2} - 1}{x - 1} = 2$');
  });
  it('says when a limit does not exist, side by side', () => {
    const a = ask('limit of 1/x as x approaches 0');
    expect(a).toContain('\\lim_{x \\to 0^{-}} \\frac{1}{x} = -\\infty,\\quad \\lim_{x \\to 0^{+}} \\frac{1}{x} = \\infty');
    expect(a).toMatch(/does not exist/);
  });
  it('states the special limit (1 + 1/n)^n = e, and refuses what it cannot do', () => {
    expect(ask('lim (1+1/n)^n as n → ∞')).toContain('= e \\approx 2.718281828$');
    expect(ask('limit of sin(1/x) as x approaches 0')).toMatch(/does not exist/);
    expect(ask('limit of sqrt(x^2+1) - x as x tends to infinity')).toMatch(/I can't work out this limit exactly offline/);
    expect(ask('Who won the 2022 World Cup?')).toContain('limits, derivatives and integrals');
  });
});

describe('offline tutor: says how it read the question', () => {
  it('names the convention it applied before the answer', () => {
    const a = ask('2/5 ÷ 4/7');
    expect(a).toMatch(/I read this with each a\/b written with a slash as one fraction/);
    expect(a).toMatch(/\*\*Answer:\*\*.*\\frac\{7\}\{10\}/);
    expect(ask('log 1000')).toMatch(/I read this with log as the common logarithm, base 10/);
  });

  it('says a value does not exist instead of printing a floating-point giant', () => {
    const a = ask('what is tan 90°');
    expect(a).toMatch(/undefined/);
    expect(a).not.toMatch(/\d{10,}/);
  });
});

describe('offline tutor: hint mode follows the problem', () => {
  const hint = { hintMode: true };
  it('starts a new ladder for a new problem', () => {
    const history: ChatTurn[] = [
      { role: 'user', content: 'solve x^2 - 5x + 6 = 0' },
      { role: 'assistant', content: '**Hint 1 of 3.** …' },
      { role: 'user', content: 'another hint' },
      { role: 'assistant', content: '**Hint 2 of 3.** …' },
      { role: 'user', content: 'solve 2x + 3 = 11' },
    ];
    expect(offlineTutorAnswer(history, { ...ctx, ...hint })).toContain('Hint 1 of 3');
  });

  it('answers an unrelated question on its own instead of the last problem’s hint', () => {
    const reply = offlineTutorAnswer(
      [
        { role: 'user', content: 'solve x^2 - 5x + 6 = 0' },
        { role: 'assistant', content: '**Hint 1 of 3.** …' },
        { role: 'user', content: 'What is the capital of Australia?' },
      ],
      { ...ctx, ...hint },
    );
    expect(reply).not.toMatch(/Hint \d of 3/);
  });

  it('accepts the value of a definite integral as a correct attempt', () => {
    const reply = offlineTutorAnswer(
      [
        { role: 'user', content: 'integrate sin x from 0 to pi' },
        { role: 'assistant', content: '**Hint 1 of 3.** …' },
        { role: 'user', content: 'I got 2' },
      ],
      { ...ctx, ...hint },
    );
    expect(reply).toMatch(/Yes — that is correct/);
  });
});

describe('offline tutor: attempts after attempts', () => {
  it('accepts a correct attempt that follows a wrong one, in any form of the value', () => {
    const history: ChatTurn[] = [
      { role: 'user', content: 'solve 2x + 3 = 13' },
      { role: 'assistant', content: '**Hint 1 of 3.** …' },
      { role: 'user', content: 'I got x = 4' },
      { role: 'assistant', content: 'Not quite …' },
    ];
    for (const attempt of ['I got x = 5', 'x = 10/2', '5', 'is it 5?']) {
      expect(offlineTutorAnswer([...history, { role: 'user', content: attempt }], { ...ctx, hintMode: true }), attempt).toMatch(/Yes/);
    }
  });
});
