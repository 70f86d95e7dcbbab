import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './markdown';

describe('sample Markdown reader', () => {
  it('reads headings, paragraphs and bold runs', () => {
    const blocks = parseMarkdown(
      '# Mutual NDA\n\nThis **Agreement** is made.\nSecond line.\n\n## 1. Definitions\n\n### 1.1 Confidential Information\n\nText',
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, runs: [{ text: 'Mutual NDA', bold: false }] },
      {
        kind: 'paragraph',
        lines: [
          [
            { text: 'This ', bold: false },
            { text: 'Agreement', bold: true },
            { text: ' is made.', bold: false },
          ],
          [{ text: 'Second line.', bold: false }],
        ],
      },
      { kind: 'heading', level: 2, runs: [{ text: '1. Definitions', bold: false }] },
      { kind: 'heading', level: 3, runs: [{ text: '1.1 Confidential Information', bold: false }] },
      { kind: 'paragraph', lines: [[{ text: 'Text', bold: false }]] },
    ]);
  });

  it('unescapes backslash escapes and keeps an unmatched ** as text', () => {
    expect(parseInline('\\# not a heading \\*x\\* 5\\. a\\\\b')).toEqual([
      { text: '# not a heading *x* 5. a\\b', bold: false },
    ]);
    expect(parseInline('a ** b')).toEqual([{ text: 'a ** b', bold: false }]);
    expect(parseMarkdown('\\## Not heading')[0].kind).toBe('paragraph');
    expect(parseMarkdown('## Learn C#')[0]).toEqual({ kind: 'heading', level: 2, runs: [{ text: 'Learn C#', bold: false }] });
  });
});
