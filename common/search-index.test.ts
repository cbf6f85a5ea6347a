import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_RESULTS, SEARCH_INDEX, groupByCategory, searchIndex, type SearchEntry } from './search-index';

const titles = (entries: SearchEntry[]) => entries.map((e) => e.title);

describe('SEARCH_INDEX', () => {
  it('holds the entries of spec-1 §2 with their categories and routes', () => {
    const byTitle = Object.fromEntries(SEARCH_INDEX.map((e) => [e.title, e]));
    expect(byTitle['AI Tutor']).toMatchObject({ category: 'Tools', url: '/ai-tutor' });
    expect(byTitle['Smart Notes']).toMatchObject({ category: 'Tools', url: '/notes' });
    expect(byTitle['Quiz Generator']).toMatchObject({ category: 'Tools', url: '/quiz-generator' });
    expect(byTitle['Flashcard Genius']).toMatchObject({ category: 'Tools', url: '/flashcards' });
    expect(byTitle['Study Planner']).toMatchObject({ category: 'Tools', url: '/study-planner' });
    expect(byTitle['Dashboard']).toMatchObject({ category: 'Navigation', url: '/dashboard' });
    expect(byTitle['Achievements']).toMatchObject({ category: 'Analytics', url: '/achievements' });
    expect(byTitle['Profile']).toMatchObject({ category: 'Account', url: '/profile' });
    expect(byTitle['Voice Input']).toMatchObject({ category: 'Features', url: '/dashboard' });
    expect(byTitle['Study Timer']).toMatchObject({ category: 'Features', url: '/dashboard' });
    expect(byTitle['Math Rendering']).toMatchObject({ category: 'Features', url: '/ai-tutor' });
    expect(byTitle['Spaced Repetition']).toMatchObject({ category: 'Features', url: '/flashcards' });
    for (const e of SEARCH_INDEX) {
      expect(e.description.length).toBeGreaterThan(10);
      expect(e.icon).toBeTruthy();
    }
  });
});

describe('searchIndex', () => {
  it('matches titles case-insensitively', () => {
    expect(titles(searchIndex('smart NOTES'))).toEqual(['Smart Notes']);
    expect(titles(searchIndex('TUTOR'))).toContain('AI Tutor');
  });

  it('matches descriptions', () => {
    expect(titles(searchIndex('pomodoro'))).toEqual(['Study Timer']);
  });

  it('matches the category', () => {
    const results = searchIndex('features');
    expect(titles(results)).toEqual(['Voice Input', 'Study Timer', 'Math Rendering', 'Spaced Repetition']);
    expect(titles(searchIndex('ACCOUNT'))).toContain('Profile');
  });

  it('puts title matches before description matches', () => {
    const results = titles(searchIndex('flashcard'));
    expect(results[0]).toBe('Flashcard Genius');
    expect(results).toContain('Spaced Repetition');
  });

  it('returns at most 8 results', () => {
    const broad = searchIndex('e');
    expect(SEARCH_INDEX.filter((e) => /e/i.test(e.title + e.description + e.category)).length).toBeGreaterThan(8);
    expect(broad).toHaveLength(MAX_SEARCH_RESULTS);
  });

  it('gives 8 items for an empty or blank query', () => {
    expect(searchIndex('')).toHaveLength(8);
    expect(searchIndex('   ')).toHaveLength(8);
    expect(searchIndex('')).toEqual(SEARCH_INDEX.slice(0, 8));
  });

  it('gives [] when nothing matches', () => {
    expect(searchIndex('zzzz-no-such-thing')).toEqual([]);
  });

  it('ignores surrounding whitespace', () => {
    expect(titles(searchIndex('  profile  '))).toEqual(['Profile']);
  });
});

describe('groupByCategory', () => {
  it('groups by category in order of first appearance and keeps entry order', () => {
    const pick = (t: string) => SEARCH_INDEX.find((e) => e.title === t)!;
    const groups = groupByCategory([pick('Study Timer'), pick('AI Tutor'), pick('Voice Input'), pick('Profile'), pick('Smart Notes')]);
    expect(groups.map((g) => g.category)).toEqual(['Features', 'Tools', 'Account']);
    expect(groups.map((g) => titles(g.entries))).toEqual([
      ['Study Timer', 'Voice Input'],
      ['AI Tutor', 'Smart Notes'],
      ['Profile'],
    ]);
  });

  it('gives [] for no results', () => {
    expect(groupByCategory([])).toEqual([]);
  });

  it('groups the empty-query results under Tools, Navigation, Analytics and Account', () => {
    expect(groupByCategory(searchIndex('')).map((g) => g.category)).toEqual(['Tools', 'Navigation', 'Analytics', 'Account']);
  });
});
