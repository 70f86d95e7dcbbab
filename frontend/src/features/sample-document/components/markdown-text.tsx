import { Box } from '@chakra-ui/react';
import { Fragment, startTransition, useEffect, useMemo, useState } from 'react';
import { parseMarkdown, type InlineRun } from '../markdown';

function Runs({ runs }: { runs: InlineRun[] }) {
  return (
    <>
      {runs.map((run, index) =>
        run.bold ? <strong key={index}>{run.text}</strong> : <Fragment key={index}>{run.text}</Fragment>,
      )}
    </>
  );
}

const HEADING_TAGS = { 1: 'h2', 2: 'h3', 3: 'h4' } as const;

/** Blocks drawn with the first render: more than a tall screen holds, so what follows starts out of view. */
const FIRST_BLOCKS = 40;
/** Blocks added by each later render. */
const NEXT_BLOCKS = 60;

/**
 * How many of `total` blocks to draw: the first screen's worth at once, then the rest a slice per task, each in a
 * transition. A sample is several hundred blocks; drawn in one commit, putting them on the page and laying them out was
 * one long task on a phone (Lighthouse's Total Blocking Time, issue 24), while the visitor reads the first screen.
 */
function useBlocksDrawn(total: number): number {
  const [drawn, setDrawn] = useState(FIRST_BLOCKS);
  useEffect(() => {
    if (drawn >= total) return;
    const next = setTimeout(() => startTransition(() => setDrawn((count) => count + NEXT_BLOCKS)), 0);
    return () => clearTimeout(next);
  }, [drawn, total]);
  return Math.min(drawn, total);
}

/**
 * Markdown rendered as readable text: headings bold, '**bold**' runs bold. Everything is a text
 * node (never HTML), so markup in the text shows as the characters it is.
 *
 * A sample is hundreds of paragraphs: they are plain elements styled once by the container's CSS, not a styled
 * component each, which kept a phone's main thread busy for over a second; and they arrive in slices
 * (`useBlocksDrawn`).
 */
export function MarkdownText({ markdown }: { markdown: string }) {
  const blocks = useMemo(() => parseMarkdown(markdown), [markdown]);
  const drawn = useBlocksDrawn(blocks.length);
  return (
    <Box
      fontFamily="mono"
      fontSize="sm"
      lineHeight="tall"
      overflowWrap="anywhere"
      css={{
        '& p': { marginBottom: '3' },
        '& h2, & h3, & h4': { fontFamily: 'mono', fontWeight: 'bold', lineHeight: 'short' },
        '& h2': { fontSize: 'xl', textAlign: 'center', marginTop: '0', marginBottom: '6' },
        '& h3': { fontSize: 'md', marginTop: '8', marginBottom: '3' },
        '& h4': { fontSize: 'sm', marginTop: '4', marginBottom: '2' },
        '& > :first-child': { marginTop: '0' },
        '& strong': { fontWeight: 'bold' },
      }}
    >
      {blocks.slice(0, drawn).map((block, index) => {
        if (block.kind === 'heading') {
          const Tag = HEADING_TAGS[block.level];
          return (
            <Tag key={index}>
              <Runs runs={block.runs} />
            </Tag>
          );
        }
        return (
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                <Runs runs={line} />
              </Fragment>
            ))}
          </p>
        );
      })}
    </Box>
  );
}
