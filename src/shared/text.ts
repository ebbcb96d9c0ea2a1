/**
 * Text as filters and catalogue look-ups compare it: trimmed, lower case. toLowerCase is the
 * locale-independent mapping en-US uses, without Intl's cost (it runs per chip and entry on every
 * render of the map home's list).
 */
export const foldText = (s: string) => s.trim().toLowerCase();
