/** A calendar day written `YYYY-MM-DD`, without the schemas (a page may check one without zod). */
export const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `YYYY-MM-DD` names a real day (not 2026-02-30, which Date would roll over to March). */
export function isCalendarDay(value: string): boolean {
  if (!CALENDAR_DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}
