import { describe, expect, it } from 'vitest';
import { tidyText } from './style';

describe('tidyText', () => {
  it('drops filler, doubled intensifiers and wordy phrases, listing each change', () => {
    const result = tidyText('Basically, plants need light. It was very very hot. In order to pass, study due to the fact that tests are hard.');
    expect(result.text).toBe('Plants need light. It was very hot. To pass, study because tests are hard.');
    expect(result.changes).toEqual(['very very → very', 'removed “basically”', 'due to the fact that → because', 'In order to → To']);
  });

  it('closes a paragraph sentence with a full stop only when asked', () => {
    expect(tidyText('Plants need light to grow', { endWithPeriod: true }).text).toBe('Plants need light to grow.');
    expect(tidyText('Plants need light to grow').text).toBe('Plants need light to grow');
    expect(tidyText('Light', { endWithPeriod: true }).text).toBe('Light');
    expect(tidyText('Does light help plants grow?', { endWithPeriod: true }).text).toBe('Does light help plants grow?');
  });

  it('leaves tidy text unchanged', () => {
    expect(tidyText('Cells divide by mitosis.')).toEqual({ text: 'Cells divide by mitosis.', changes: [] });
  });

  it('does not capitalise text that continues a sentence', () => {
    expect(tidyText('basically done', { sentenceStart: false }).text).toBe('done');
  });
});
