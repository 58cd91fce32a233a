/** Checks of the built-in test gateway's card form; the gateway itself decides whether a card pays. */
export const cardDigits = (value: string): string => value.replace(/\D/g, '');

/** Groups the digits by four as people read them on the card. */
export const formatCardNumber = (value: string): string =>
  cardDigits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 'MM/YY' typed loosely ('1228', '12 / 28') as month and four-digit year, or null. */
export function parseExpiry(value: string, now = new Date()): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return null;
  const endOfMonth = new Date(year, month, 1);
  return endOfMonth > now ? { month, year } : null;
}

/** Inserts the slash after the month while typing. */
export function formatExpiry(value: string): string {
  const digits = cardDigits(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const cvcValid = (value: string): boolean => /^\d{3,4}$/.test(value.trim());
