/** A database's or Redis's URL without its password, for messages and logs. */
export function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'a URL that does not parse';
  }
}
