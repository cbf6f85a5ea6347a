/** A connection URL without its password, to name it in a message or a log line. */
export function redactedUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'not a valid URL';
  }
}
