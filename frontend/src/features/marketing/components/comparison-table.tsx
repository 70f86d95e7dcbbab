import { HStack, Table, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { COMPARISON_STRINGS, type ComparisonCell, type ComparisonMark } from '../strings';
import { CheckIcon, CrossIcon, MinusIcon } from './marketing-icons';
import { MarketingSection } from './marketing-section';

const MARK_ICONS: Record<ComparisonMark, { icon: ComponentType<{ color?: string }>; color: string }> = {
  yes: { icon: CheckIcon, color: 'green.700' },
  no: { icon: CrossIcon, color: 'red.700' },
  varies: { icon: MinusIcon, color: 'orange.700' },
};

/** A mark is an icon and a word, so it never depends on colour alone. */
function Cell({ cell }: { cell: ComparisonCell }) {
  if (typeof cell === 'string') return <Text fontWeight="semibold">{cell}</Text>;
  const [mark, text] = cell;
  const { icon: MarkIcon, color } = MARK_ICONS[mark];
  return (
    <HStack gap="2" align="flex-start">
      <Text as="span" color={color} fontSize="lg" lineHeight="1" mt="0.5" flexShrink={0}>
        <MarkIcon />
      </Text>
      <Text as="span">{text}</Text>
    </HStack>
  );
}

/**
 * Spec §1 'Comparison claim': this product, a traditional lawyer and DIY templates, by cost, time
 * and the six feature rows. A real table (caption, column and row headers) that fits 640-1280px
 * without sideways scrolling: fixed layout, wrapping cells.
 */
export function ComparisonTable() {
  return (
    <MarketingSection title={COMPARISON_STRINGS.title} maxW="5xl">
      <Table.Root variant="outline" size={{ base: 'sm', md: 'md' }} tableLayout="fixed" borderRadius="xl" overflow="hidden" bg="bg.panel">
        <Table.Caption captionSide="top" textAlign="start" px="1" color="fg.muted" fontSize="sm" fontWeight="normal" mb="3">
          {COMPARISON_STRINGS.caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader scope="col" w="24%" fontSize="sm">
              {COMPARISON_STRINGS.featureHeader}
            </Table.ColumnHeader>
            {COMPARISON_STRINGS.columns.map((column, index) => (
              <Table.ColumnHeader
                key={column}
                scope="col"
                fontSize="sm"
                bg={index === 0 ? 'blue.100' : undefined}
                _dark={index === 0 ? { bg: 'blue.900' } : undefined}
              >
                {column}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {COMPARISON_STRINGS.rows.map(([feature, ...cells]) => (
            <Table.Row key={feature}>
              <Table.ColumnHeader as="th" scope="row" fontWeight="semibold" bg="bg.subtle" verticalAlign="top">
                {feature}
              </Table.ColumnHeader>
              {cells.map((cell, index) => (
                <Table.Cell
                  key={index}
                  verticalAlign="top"
                  bg={index === 0 ? 'blue.50' : undefined}
                  _dark={index === 0 ? { bg: 'blue.950' } : undefined}
                  overflowWrap="anywhere"
                >
                  <Cell cell={cell} />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Text fontSize="sm" color="fg.muted" mt="-6">
        {COMPARISON_STRINGS.footnote}
      </Text>
    </MarketingSection>
  );
}
