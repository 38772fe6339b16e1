/**
 * The URL of an art path from content (relative to ui/public, which Vite, Storybook and the
 * built UI serve at the site's base), valid from any page of the site, however deep its route.
 */
export function artUrl(path: string): string {
  const base = import.meta.env?.BASE_URL ?? '/';
  return `${base.endsWith('/') ? base : `${base}/`}${path}`;
}
