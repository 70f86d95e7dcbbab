/**
 * A small reader for the Markdown the server sends as sample text (docs/api.md): '#' headings,
 * paragraphs, '**bold**' runs and backslash escapes. It returns plain data, which the page renders
 * as text nodes, so nothing in the text can become HTML.
 */

export type InlineRun = { text: string; bold: boolean };

export type MarkdownBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; runs: InlineRun[] }
  | { kind: 'paragraph'; lines: InlineRun[][] };

const HEADING = /^(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;

const ESCAPABLE = /[!-/:-@[-`{-~]/;

/** Splits a line into plain and bold runs; `\x` stands for the character x. */
export function parseInline(line: string): InlineRun[] {
  // Where '**' toggles bold; an unmatched last one stays literal text.
  const markers: number[] = [];
  for (let i = 0; i < line.length; i += 1) {
    if (line[i] === '\\' && i + 1 < line.length && ESCAPABLE.test(line[i + 1])) i += 1;
    else if (line[i] === '*' && line[i + 1] === '*') {
      markers.push(i);
      i += 1;
    }
  }
  if (markers.length % 2 === 1) markers.pop();
  const toggles = new Set(markers);

  const runs: InlineRun[] = [];
  let bold = false;
  let text = '';
  const flush = () => {
    if (text) {
      const last = runs[runs.length - 1];
      if (last && last.bold === bold) last.text += text;
      else runs.push({ text, bold });
    }
    text = '';
  };
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (c === '\\' && i + 1 < line.length && ESCAPABLE.test(line[i + 1])) {
      text += line[i + 1];
      i += 1;
    } else if (toggles.has(i)) {
      flush();
      bold = !bold;
      i += 1;
    } else {
      text += c;
    }
  }
  flush();
  return runs;
}

/** The blocks of a Markdown text: headings and paragraphs (lines kept within a paragraph). */
export function parseMarkdown(markdown: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', lines: paragraph.map(parseInline) });
    paragraph = [];
  };
  for (const rawLine of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    if (!line) {
      flushParagraph();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flushParagraph();
      const level = Math.min(heading[1].length, 3) as 1 | 2 | 3;
      blocks.push({ kind: 'heading', level, runs: parseInline(heading[2]) });
      continue;
    }
    paragraph.push(line);
  }
  flushParagraph();
  return blocks;
}
