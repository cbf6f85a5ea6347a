import { describe, expect, it } from 'vitest';
import { joinDisplayName, splitDisplayName } from './display-name';

const current = { firstName: 'Marie', lastName: 'Curie' };

describe('splitDisplayName', () => {
  it('splits at the first space only', () => {
    expect(splitDisplayName('Maria Salomea Skłodowska', current)).toEqual({ firstName: 'Maria', lastName: 'Salomea Skłodowska' });
  });
  it('keeps the current last name when only one word is given', () => {
    expect(splitDisplayName('  Manya  ', current)).toEqual({ firstName: 'Manya', lastName: 'Curie' });
  });
  it('keeps both names when the field is blank', () => {
    expect(splitDisplayName('   ', current)).toEqual(current);
  });
});

describe('joinDisplayName', () => {
  it('joins with one space and skips a missing part', () => {
    expect(joinDisplayName('Marie', 'Curie')).toBe('Marie Curie');
    expect(joinDisplayName('Marie', '')).toBe('Marie');
  });
});
