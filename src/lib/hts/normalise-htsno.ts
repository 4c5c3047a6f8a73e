/** A tariff number as a caller writes it: digits with optional dots, 2 to 10 digits (or null). */
export const normaliseHtsno = (input: string): string | null => {
  const s = input.trim();
  if (!/^\d+(\.\d+)*$/.test(s)) return null;
  const digits = s.replaceAll('.', '');
  return digits.length >= 2 && digits.length <= 10 ? digits : null;
};
