/**
 * Text as filters and catalogue look-ups compare it: trimmed, lower case. toLowerCase is the
 * locale-independent mapping en-US uses, without Intl's cost (it runs per chip and entry on every
 * render of the map home's list).
 */
export const foldText = (s: string) => s.trim().toLowerCase();

/**
 * Alphabetical order of folded text, by code unit. Not `localeCompare`: its first call in a page
 * loads ICU's collation data, a long task on a phone while the map home hydrates. Cuisines are
 * plain Latin text, where the two orders agree.
 */
export function compareFolded(a: string, b: string): number {
  const x = foldText(a);
  const y = foldText(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
