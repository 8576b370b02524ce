import { formatDay, formatDayLong } from '../formatDay';

describe('formatDay', () => {
  it('labels a UTC day short and long in English, whatever the reader\'s time zone', () => {
    expect(formatDay('2026-11-23', 'en')).toBe('Nov 23');
    expect(formatDayLong('2026-01-30', 'en')).toBe('Fri, Jan 30, 2026');
  });

  it('writes the day the way each language does', () => {
    expect(formatDay('2026-11-23', 'ja')).toBe('11月23日');
    expect(formatDay('2026-11-23', 'es')).toMatch(/^23 nov/);
    expect(formatDay('2026-11-23', 'ar')).toContain('نوفمبر');
  });

  it('shows a day it cannot read as the API sent it', () => {
    expect(formatDay('not-a-day', 'en')).toBe('not-a-day');
    expect(formatDayLong('not-a-day', 'en')).toBe('not-a-day');
  });
});
