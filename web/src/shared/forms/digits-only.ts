export const digitsOnly = (raw: unknown): string => (typeof raw === 'string' ? raw.replace(/\D/g, '') : '');
