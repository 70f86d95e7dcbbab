/**
 * The State/Jurisdiction list itself (Chakra's Select: the list, its positioning, typeahead and dismissal), loaded by
 * `StateField` (fields.tsx) when the visitor first opens the field, not with the page.
 */
import { Portal, Select, createListCollection } from '@chakra-ui/react';
import { useLayoutEffect, useRef } from 'react';
import { CONTROL_FONT_SIZE } from '@/lib/responsive';
import { US_STATES } from '@/lib/options';
import { FIELD_LABELS, FORM_STRINGS } from '../strings';
import { STATE_LIST_MAX_HEIGHT, stateTriggerLook } from './state-field-look';

const stateCollection = createListCollection({
  items: US_STATES.map((state) => ({ label: state, value: state })),
});

/** What the visitor did on the stand-in trigger (fields.tsx) before this code arrived: a press, then keys, in order. */
export type StateReplay = { click: boolean; keys: string[] };

export type StateSelectProps = {
  value: string;
  onChange: (value: string) => void;
  describedBy: string | undefined;
  /** Done again on this list as it mounts, after it takes focus (null: the list mounts as any other field). */
  replay: StateReplay | null;
};

/** Keys the list acts on: held back while the stand-in's keys are given again, so they come after those. */
const LIST_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp', 'Home', 'End', 'Escape']);
const isListKey = (event: KeyboardEvent) =>
  LIST_KEYS.has(event.key) || (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey);

/**
 * Gives the trigger focus, then the stand-in's press and keys, in the order the visitor made them: one key a frame
 * (so the list has drawn what the last one did: opened, and moved focus into itself), each to where focus is then.
 * Keys the visitor types meanwhile wait their turn. So Enter or an arrow opens the list with focus in it, later
 * arrows move in it, and letters pick the state they spell.
 */
function replayOn(trigger: HTMLButtonElement, replay: StateReplay) {
  const queue = [...replay.keys];
  let giving = false;
  const holdBack = (event: KeyboardEvent) => {
    if (giving || !isListKey(event)) return;
    event.preventDefault();
    event.stopPropagation();
    queue.push(event.key);
  };
  const next = () => {
    const key = queue.shift();
    if (key === undefined || !trigger.isConnected) {
      document.removeEventListener('keydown', holdBack, true);
      return;
    }
    const active = document.activeElement;
    const target = active instanceof HTMLElement && active !== document.body ? active : trigger;
    giving = true;
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    giving = false;
    requestAnimationFrame(next);
  };
  trigger.focus({ preventScroll: true });
  if (replay.click) trigger.click();
  if (queue.length === 0) return;
  document.addEventListener('keydown', holdBack, true);
  next();
}

export function StateSelect({ value, onChange, describedBy, replay }: StateSelectProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Once, as the list mounts in place of the stand-in (not again in StrictMode's second run).
  const replayed = useRef(false);
  useLayoutEffect(() => {
    if (!replay || replayed.current || !triggerRef.current) return;
    replayed.current = true;
    replayOn(triggerRef.current, replay);
  }, [replay]);

  return (
    <Select.Root
      collection={stateCollection}
      name="stateJurisdiction"
      value={value ? [value] : []}
      onValueChange={(details) => onChange(details.value[0] ?? '')}
      positioning={{ sameWidth: true, placement: 'bottom-start', fitViewport: true }}
      lazyMount
      unmountOnExit
    >
      <Select.HiddenSelect />
      <Select.Label>{FIELD_LABELS.stateJurisdiction}</Select.Label>
      <Select.Control>
        <Select.Trigger ref={triggerRef} aria-describedby={describedBy} css={stateTriggerLook}>
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
