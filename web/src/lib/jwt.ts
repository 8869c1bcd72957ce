/** Reads the `exp` claim (seconds) without verifying: the server verifies, we only warn. */
export function tokenExpiry(token: string | null | undefined): number | null {
  if (!token) return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/** Whole minutes left before the token expires (null when unknown). */
export function minutesLeft(token: string | null | undefined, now = Date.now()): number | null {
  const exp = tokenExpiry(token);
  return exp === null ? null : Math.floor((exp * 1000 - now) / 60_000);
}
