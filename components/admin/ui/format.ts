/** Dates and ages as the back office shows them (Nepal time). */
const dateTime = new Intl.DateTimeFormat("en-NP", {
  timeZone: "Asia/Kathmandu",
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const dateOnly = new Intl.DateTimeFormat("en-NP", { timeZone: "Asia/Kathmandu", year: "numeric", month: "short", day: "numeric" });

export function formatDateTime(date: Date | string): string {
  return dateTime.format(new Date(date));
}

export function formatDate(date: Date | string): string {
  return dateOnly.format(new Date(date));
}

/** "45 min", "5 h", "3 d" since `date`. */
export function formatAge(date: Date | string, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(date).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}
