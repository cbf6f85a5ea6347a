/** Short explanations of ideas the example prompts ask about, written for students. */
export const CONCEPTS: Record<string, { title: string; body: string }> = {
  'quadratic-formula': {
    title: 'The quadratic formula',
    body: [
      'Any quadratic equation can be written as $ax^2 + bx + c = 0$ with $a \\neq 0$. Its solutions are',
      '',
      '$$x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$$',
      '',
      '**Why it works:** it comes from *completing the square* on $ax^2 + bx + c = 0$.',
      '',
      '**The discriminant** $\\Delta = b^2 - 4ac$ tells you what kind of roots to expect:',
      '- $\\Delta > 0$: two different real roots;',
      '- $\\Delta = 0$: one repeated real root;',
      '- $\\Delta < 0$: no real roots, two complex roots $p \\pm qi$.',
      '',
      '**How to use it:** (1) rearrange to $ax^2 + bx + c = 0$; (2) read off $a$, $b$, $c$ with their signs; (3) compute $\\Delta$; (4) substitute into the formula; (5) check by putting each root back into the equation.',
    ].join('\n'),
  },
  'mass-energy': {
    title: 'E = mc²: mass–energy equivalence',
    body: [
      "Einstein's equation says mass and energy are two forms of the same thing:",
      '',
      '$$E = mc^2$$',
      '',
      '- $E$ is energy in joules (J),',
      '- $m$ is mass in kilograms (kg),',
      '- $c$ is the speed of light, $c \\approx 3.00 \\times 10^8\\ \\text{m/s}$.',
      '',
      'Because $c^2$ is enormous ($9 \\times 10^{16}\\ \\text{m}^2/\\text{s}^2$), a tiny mass holds a huge amount of energy. This is what powers the Sun (nuclear fusion) and nuclear power stations (fission), where a small fraction of the mass is turned into energy.',
    ].join('\n'),
  },
};
