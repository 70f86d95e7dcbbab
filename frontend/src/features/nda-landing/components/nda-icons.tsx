/** Line icons of the /nda page (drawn here: the page needs no icon package). Decorative: callers hide them. */
import { lineIcon } from '@/components/ui/icons';

export const SparkleIcon = lineIcon(
  <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" />,
);
export const BoltIcon = lineIcon(<path d="M13 2L4 14h7l-1 8 9-12h-7z" />);
export const MapPinIcon = lineIcon(
  <>
    <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z" />
    <circle cx="12" cy="10" r="3" />
  </>,
);
export const ScaleIcon = lineIcon(
  <path d="M12 3v18M7 21h10M5 7h14M5 7l-3 7a3 3 0 0 0 6 0zM19 7l-3 7a3 3 0 0 0 6 0z" />,
);
export const LockIcon = lineIcon(
  <>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
);
