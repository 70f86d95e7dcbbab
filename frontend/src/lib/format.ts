const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

// Dates and times are written out here rather than with toLocaleDateString: a page's first use of the browser's locale
// formatting loads its locale data on the main thread, which on a phone held back /download's first draw by about
// 40 ms (issue 24, Lighthouse), and the format is fixed anyway: US English, in the visitor's time zone.

/** Formats an ISO timestamp as a US long date in the visitor's time zone, e.g. "December 22, 2026". */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** The time of day as US English writes it, in the visitor's time zone, e.g. "3:05 PM". */
export function formatTime(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "1 credit remaining", "5 credits remaining". */
export function creditsRemainingText(count: number): string {
  return `${count} ${count === 1 ? 'credit' : 'credits'} remaining`;
}

/** "1 credit left", "5 credits left". */
export function creditsLeftText(count: number): string {
  return `${count} ${count === 1 ? 'credit' : 'credits'} left`;
}

/** What the next document costs with a held code: "1 credit of your 5", or "your last credit". */
export function creditCostText(remaining: number): string {
  return remaining === 1 ? 'your last credit' : `1 credit of your ${remaining}`;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
