/** The plan's status icons (decorative: each status is also written out). */
import { CheckCircleIcon, lineIcon } from '@/components/ui/icons';

export const IncludedIcon = CheckCircleIcon;

export const LeftOutIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m15 9-6 6M9 9l6 6" />
  </>,
);

export const NeedsFactsIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />
  </>,
);
