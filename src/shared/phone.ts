/**
 * Phones are normalised to their digits, a leading US '1' on 11 digits dropped (DESIGN §4), so
 * '(760) 555-0123' and '+1 760-555-0123' are one customer.
 */
export function normalizePhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** '7605550123' → '(760) 555-0123'; other lengths are returned as given. */
export function formatPhone(value: string | null): string {
  if (value === null) return '';
  const d = normalizePhone(value);
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : value;
}
