import { Box, Heading, Text, chakra } from '@chakra-ui/react';
import { Fragment, useMemo } from 'react';
import { parseMarkdown, type InlineRun } from '../markdown';

function Runs({ runs }: { runs: InlineRun[] }) {
  return (
    <>
      {runs.map((run, index) =>
        run.bold ? <chakra.strong key={index}>{run.text}</chakra.strong> : <Fragment key={index}>{run.text}</Fragment>,
      )}
    </>
  );
}

const HEADING_STYLES = {
  1: { as: 'h2', fontSize: 'xl', textAlign: 'center', mt: '0', mb: '6' },
  2: { as: 'h3', fontSize: 'md', textAlign: 'start', mt: '8', mb: '3' },
  3: { as: 'h4', fontSize: 'sm', textAlign: 'start', mt: '4', mb: '2' },
} as const;

/**
 * Markdown rendered as readable text: headings bold, '**bold**' runs bold. Everything is a text
 * node (never HTML), so markup in the text shows as the characters it is.
 */
export function MarkdownText({ markdown }: { markdown: string }) {
  const blocks = useMemo(() => parseMarkdown(markdown), [markdown]);
  return (
    <Box fontFamily="mono" fontSize="sm" lineHeight="tall" overflowWrap="anywhere">
      {blocks.map((block, index) => {
        if (block.kind === 'heading') {
          const style = HEADING_STYLES[block.level];
          return (
            <Heading
              key={index}
              as={style.as}
              fontFamily="mono"
              fontWeight="bold"
              fontSize={style.fontSize}
              textAlign={style.textAlign}
              mt={index === 0 ? '0' : style.mt}
              mb={style.mb}
              lineHeight="short"
            >
              <Runs runs={block.runs} />
            </Heading>
          );
        }
        return (
          <Text key={index} mb="3">
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                <Runs runs={line} />
              </Fragment>
            ))}
          </Text>
        );
      })}
    </Box>
  );
}
