import { Accordion, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FAQ_STRINGS } from '../strings';
import { MarketingSection } from './marketing-section';

/** Spec §2: the FAQ accordion, single-open and collapsible, six questions with honest answers. */
export function Faq() {
  const [open, setOpen] = useState<string[]>([]);
  return (
    <MarketingSection title={FAQ_STRINGS.title} tinted maxW="3xl">
      <Accordion.Root
        collapsible
        multiple={false}
        value={open}
        onValueChange={(details) => setOpen(details.value)}
        variant="enclosed"
        bg="bg.panel"
      >
        {FAQ_STRINGS.items.map((item) => (
          <Accordion.Item key={item.key} value={item.key}>
            <Heading as="h3" size="md" fontWeight="semibold">
              <Accordion.ItemTrigger py="4" cursor="pointer" textAlign="start">
                <Text as="span" flex="1">
                  {item.question}
                </Text>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
            </Heading>
            <Accordion.ItemContent>
              <Accordion.ItemBody color="fg.muted" pb="5" lineHeight="tall">
                {item.answer}
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </MarketingSection>
  );
}
