import { describe, expect, it } from 'vitest';
import { defaultQuestions, localSuggestions, questionsKey, suggestionQuery } from './custom-document';

const names = (typed: string) => localSuggestions(typed).map((s) => s.name);

describe('local Common Documents suggestions', () => {
  it('need at least 6 characters', () => {
    expect(names('Licen')).toEqual([]);
    expect(names('  Licen  ')).toEqual([]);
    expect(names('Licens')).toEqual(['License Agreement', 'Software License Agreement']);
  });

  it('never repeat the exact name typed, whatever its case', () => {
    expect(names('license agreement')).toEqual(['Software License Agreement']);
    expect(names('Lease Agreement')).toEqual([]);
  });

  it('are at most 3, in list order', () => {
    expect(names('Agreement')).toEqual(['Service Agreement', 'Consulting Agreement', 'Partnership Agreement']);
  });
});

describe('default questions', () => {
  it('follow the most specific keyword, like the server', () => {
    expect(defaultQuestions('Software License Agreement')[0]).toMatch(/rights are granted/);
    expect(defaultQuestions('Remote Work POLICY')[0]).toBe('Who does the policy apply to?');
    expect(defaultQuestions('Catering Contract')[1]).toBe('What are the payment terms?');
    expect(defaultQuestions('Joint Venture Agreement')[0]).toBe('What are the main obligations of each party?');
    expect(defaultQuestions('Letter of Intent')).toEqual([
      'What is the main purpose of this document?',
      'Who are the parties or people it applies to?',
      'What key terms must it include?',
    ]);
  });
});

describe('request keys', () => {
  it('ask for suggestions from 2 characters and questions from 3, trimmed', () => {
    expect(suggestionQuery(' A ')).toBeNull();
    expect(suggestionQuery(' Ab ')).toBe('Ab');
    expect(suggestionQuery('Abc', 4)).toBeNull();
    expect(questionsKey('Ab ')).toBeNull();
    expect(questionsKey(' Abc')).toBe('Abc');
    expect(questionsKey('x'.repeat(250))).toHaveLength(200);
  });
});
