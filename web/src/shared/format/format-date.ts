const pad = (value: number): string => String(value).padStart(2, '0');

/** The product shows every date as MM-DD-YYYY; empty or unreadable input shows nothing. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getMonth() + 1)}-${pad(date.getDate())}-${date.getFullYear()}`;
}

/** MM-DD-YYYY and the time of day in the reader's locale; empty or unreadable input shows nothing. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const day = formatDate(value);
  if (!day) return '';
  return `${day} ${(value instanceof Date ? value : new Date(value!)).toLocaleTimeString()}`;
}
