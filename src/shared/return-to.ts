/**
 * Where to go after signing in. Only a path on this site is accepted ("/vendor-dashboard?x=1");
 * anything else (another origin, "//evil.example", "/\\evil", a bare word) becomes "/", so a
 * crafted link cannot send someone off-site after they log in.
 */
export function safeReturnTo(value: string | null | undefined, fallback = '/'): string {
  if (!value || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters and backslashes can be read as a scheme or host by some browsers.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  return value;
}
