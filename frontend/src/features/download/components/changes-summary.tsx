import { Box, Heading, Text } from '@chakra-ui/react';
import type { SectionChanges } from '@/types/api';
import { REVISION_STRINGS as S } from '../strings';

/** What a revision changed, section by section: each section a heading-like line with its changes listed under it. */
export function ChangesList({ changes }: { changes: readonly SectionChanges[] }) {
  return (
    <Box as="ul" ps="0" listStyleType="none" display="grid" gap="3">
      {changes.map((section) => (
        <Box as="li" key={section.section}>
          <Text fontWeight="semibold" fontSize="sm" overflowWrap="anywhere">
            {section.section}
          </Text>
          <Box as="ul" mt="1" ps="5" listStyleType="disc" fontSize="sm">
            {section.changes.map((change, index) => (
              <Box as="li" key={`${index}-${change}`} mb="1" overflowWrap="anywhere">
                {change}
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The download page's 'What changed in version N' (issue 11): the plain summary of a revision, by section. */
export function ChangesSummary({ version, changes }: { version: number; changes: readonly SectionChanges[] }) {
  return (
    <Box as="section" aria-labelledby="changes-title" borderWidth="1px" borderRadius="lg" p="5">
      <Heading as="h2" id="changes-title" size="md">
        {S.changesTitle(version)}
      </Heading>
      <Text mt="1" fontSize="sm" color="fg.muted">
        {S.changesIntro}
      </Text>
      <Box mt="3">{changes.length > 0 ? <ChangesList changes={changes} /> : <Text fontSize="sm">{S.noChanges}</Text>}</Box>
    </Box>
  );
}
