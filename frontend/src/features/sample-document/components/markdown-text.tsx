import { Box } from '@chakra-ui/react';
import { Fragment, useMemo } from 'react';
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

/**
 * Markdown rendered as readable text: headings bold, '**bold**' runs bold. Everything is a text
 * node (never HTML), so markup in the text shows as the characters it is.
 *
 * A sample is hundreds of paragraphs: they are plain elements styled once by the container's CSS, not a styled
 * component each, which kept a phone's main thread busy for over a second.
 */
export function MarkdownText({ markdown }: { markdown: string }) {
  const blocks = useMemo(() => parseMarkdown(markdown), [markdown]);
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
      {blocks.map((block, index) => {
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
