/**
 * The State/Jurisdiction list itself (Chakra's Select: the list, its positioning, typeahead and dismissal), loaded by
 * `StateField` (fields.tsx) when the visitor first opens the field, not with the page.
 */
import { Portal, Select, createListCollection } from '@chakra-ui/react';
import { CONTROL_FONT_SIZE } from '@/lib/responsive';
import { US_STATES } from '@/lib/options';
import { FIELD_LABELS, FORM_STRINGS } from '../strings';
import { STATE_LIST_MAX_HEIGHT, stateTriggerLook } from './state-field-look';

const stateCollection = createListCollection({
  items: US_STATES.map((state) => ({ label: state, value: state })),
});

export type StateSelectProps = {
  value: string;
  onChange: (value: string) => void;
  describedBy: string | undefined;
  /** Open the list at once (it takes the focus): the visitor asked for it on the stand-in before this code arrived. */
  openOnMount: boolean;
};

export function StateSelect({ value, onChange, describedBy, openOnMount }: StateSelectProps) {
  return (
    <Select.Root
      collection={stateCollection}
      name="stateJurisdiction"
      value={value ? [value] : []}
      onValueChange={(details) => onChange(details.value[0] ?? '')}
      positioning={{ sameWidth: true, placement: 'bottom-start', fitViewport: true }}
      defaultOpen={openOnMount}
      lazyMount
      unmountOnExit
    >
      <Select.HiddenSelect />
      <Select.Label>{FIELD_LABELS.stateJurisdiction}</Select.Label>
      <Select.Control>
        <Select.Trigger aria-describedby={describedBy} css={stateTriggerLook}>
          <Select.ValueText placeholder={FORM_STRINGS.statePlaceholder} />
        </Select.Trigger>
        <Select.IndicatorGroup>
          <Select.Indicator />
        </Select.IndicatorGroup>
      </Select.Control>
      <Portal>
        <Select.Positioner>
          <Select.Content maxH={STATE_LIST_MAX_HEIGHT} overflowY="auto" data-testid="state-list">
            {stateCollection.items.map((state) => (
              <Select.Item item={state} key={state.value} fontSize={CONTROL_FONT_SIZE} py="2">
                {state.label}
                <Select.ItemIndicator />
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Portal>
    </Select.Root>
  );
}
