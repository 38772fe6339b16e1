import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const PAGE = resolve(import.meta.dirname, '../../docs/deploy.md');
/** The public name and the address of `tablewright serve` in the page's examples. */
const PAGE_NAME = 'play.example.org';
const PAGE_UPSTREAM = '127.0.0.1:8000';

/**
 * The Caddyfile docs/deploy.md tells an organiser to write (its first `caddyfile` block), for
 * `name` in front of serve at `upstream`: a test serves exactly what the page shows.
 */
export function deployCaddyfile(name: string, upstream: string): string {
  const block = /^```caddyfile\n([\s\S]*?)^```$/m.exec(readFileSync(PAGE, 'utf8'))?.[1];
  if (!block?.includes(PAGE_NAME) || !block.includes(PAGE_UPSTREAM)) throw new Error(`docs/deploy.md: its first caddyfile block must name ${PAGE_NAME} and ${PAGE_UPSTREAM}`);
  return block.replaceAll(PAGE_NAME, name).replaceAll(PAGE_UPSTREAM, upstream);
}
