/** A few inline icons, so the app needs no icon package. */
import { Icon, type IconProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * An icon component drawn with `paths` as 2px strokes on a 24×24 grid, as big as the text around it (1em) unless
 * `defaults` or the caller's props say otherwise. Every inline icon of the app is made with it.
 */
export function lineIcon(paths: ReactNode, defaults: IconProps = {}) {
  return function LineIcon(props: IconProps) {
    return (
      <Icon boxSize="1em" {...defaults} {...props}>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          {paths}
        </svg>
      </Icon>
    );
  };
}

export const InfoIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
);

export const CheckCircleIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m9 12 2 2 4-4" />
  </>,
);

export const ChevronDownIcon = lineIcon(<path d="m6 9 6 6 6-6" />);

export const ShieldIcon = lineIcon(<path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />);

export const DocumentIcon = lineIcon(
  <>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6M16 13H8M16 17H8M10 9H8" />
  </>,
);

export const KeyIcon = lineIcon(
  <>
    <circle cx="7.5" cy="15.5" r="4.5" />
    <path d="m10.7 12.3 9.8-9.8M17 6l3 3M14.5 8.5l2 2" />
  </>,
);
