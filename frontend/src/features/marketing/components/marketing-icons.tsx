/** Inline icons of the selling sections: a few SVG paths instead of an icon package or images. */
import type { ReactNode } from 'react';
import { lineIcon } from '@/components/ui/icons';

/** The sections' icons sit beside words that say the same: hidden from screen readers unless a caller says so. */
const decorativeIcon = (paths: ReactNode) => lineIcon(paths, { 'aria-hidden': true });

export const SparklesIcon = decorativeIcon(
  <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8zM5 2l.6 1.4L7 4l-1.4.6L5 6l-.6-1.4L3 4l1.4-.6z" />,
);

export const ClockIcon = decorativeIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);

export const TagIcon = decorativeIcon(
  <>
    <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z" />
    <path d="M7.5 7.5h.01" />
  </>,
);

export const CheckIcon = decorativeIcon(<path d="M20 6 9 17l-5-5" />);

export const CrossIcon = decorativeIcon(<path d="M18 6 6 18M6 6l12 12" />);

export const MinusIcon = decorativeIcon(<path d="M5 12h14" />);

export const MapPinIcon = decorativeIcon(
  <>
    <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z" />
    <circle cx="12" cy="10" r="3" />
  </>,
);

export const PencilIcon = decorativeIcon(<path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />);

export const FileTextIcon = decorativeIcon(
  <>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6M16 13H8M16 17H8M10 9H8" />
  </>,
);

export const BoltIcon = decorativeIcon(<path d="M13 2 3 14h9l-1 8 10-12h-9z" />);
