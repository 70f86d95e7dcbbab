import { formatDate, formatTime } from './format';

// Every day of a leap year and a common year, at hours across the day: the written-out forms read exactly as the
// browser's own US English formatting would put them (the spaces aside: newer browsers put a narrow no-break space
// before AM and PM).
const days = Array.from({ length: 731 }, (_, day) => new Date(2027, 11, 31 - day, (day * 7) % 24, (day * 13) % 60));

describe('formatDate', () => {
  it('writes every day of the year as US English long dates do', () => {
    for (const date of days) {
      expect(formatDate(date.toISOString())).toBe(
        date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
      );
    }
  });

  it('keeps an empty or unreadable value as it is', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('not a date');
  });
});

describe('formatTime', () => {
  it('writes every hour and minute as US English times do', () => {
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    for (const date of days) {
      expect(formatTime(date)).toBe(
        spaced(date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })),
      );
    }
    expect(formatTime(new Date(2026, 0, 1, 0, 5))).toBe('12:05 AM');
    expect(formatTime(new Date(2026, 0, 1, 12, 0))).toBe('12:00 PM');
  });
});
