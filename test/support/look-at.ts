import type { Page } from 'playwright-core';

/**
 * With TW_SHOTS set to a folder, saves what the page shows there under `label`, to look at a
 * screen before and after a change; without it, does nothing, so a run writes no files and
 * spends no time on pictures nobody looks at.
 */
export async function lookAt(page: Page, label: string): Promise<void> {
  const dir = process.env.TW_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${label.replace(/[^\w]+/g, '-')}.png` });
}
