/** Formats an ISO timestamp as a US long date, e.g. "December 22, 2026". */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
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
