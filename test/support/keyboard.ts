import type { Page } from 'playwright-core';

/** What has keyboard focus, and whether a sighted user can see that it has. */
export interface FocusStop {
  /** A short description for messages: tag, test id or text. */
  label: string;
  testId: string | null;
  /** `:focus-visible` matches and an outline of at least 2px is drawn. */
  visible: boolean;
}

const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * What has focus after a key, read in one call to the page (a call per question cost a round trip
 * to Chromium at every stop of a walk): the stop, whether it matches `selector`, and with `mark`
 * whether an earlier stop of the walk was already there (each stop is marked as reached).
 */
function readFocus(page: Page, options: { selector?: string; mark?: boolean } = {}): Promise<{ stop: FocusStop | null; matches: boolean; again: boolean }> {
  return page.evaluate(({ selector, mark }) => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { stop: null, matches: false, again: false };
    const style = getComputedStyle(el);
    const drawn = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
    const again = el.hasAttribute('data-kb-reached');
    if (mark) el.setAttribute('data-kb-reached', '');
    return {
      stop: {
        label: `<${el.tagName.toLowerCase()}${el.dataset.testid ? ` data-testid=${el.dataset.testid}` : ''}> ${text}`,
        testId: el.dataset.testid ?? null,
        visible: el.matches(':focus-visible') && drawn,
      },
      matches: selector !== undefined && el.matches(selector),
      again,
    };
  }, options);
}

/**
 * Presses Tab (Shift+Tab with `back`) until the element matching `selector` has focus,
 * checking every stop on the way shows a visible focus ring. Throws if a whole round of the
 * tab order passes without reaching it: then only a mouse could use it.
 */
export async function tabTo(page: Page, selector: string, options: { back?: boolean; max?: number } = {}): Promise<void> {
  const key = options.back ? 'Shift+Tab' : 'Tab';
  for (let i = 0; i < (options.max ?? 120); i++) {
    await page.keyboard.press(key);
    const { stop, matches } = await readFocus(page, { selector });
    if (!stop) continue;
    if (!stop.visible) throw new Error(`focus on ${stop.label} is not visible`);
    if (matches) return;
  }
  throw new Error(`${selector} cannot be reached with ${key}`);
}

export const byTestId = (testId: string) => `[data-testid="${testId}"]`;

/**
 * Walks the whole tab order once round and returns every usable control
 * the keyboard never reached, and every stop where focus could not be seen.
 */
export async function auditTabOrder(page: Page): Promise<{ unreached: string[]; invisible: string[]; stops: number }> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    for (const el of document.querySelectorAll('[data-kb-reached]')) el.removeAttribute('data-kb-reached');
  });
  const invisible: string[] = [];
  let stops = 0;
  let outsidePage = 0;
  // Tab starts after wherever focus last was, so the walk wraps round past the page's end.
  for (let i = 0; i < 300; i++) {
    await page.keyboard.press('Tab');
    const { stop, again } = await readFocus(page, { mark: true });
    if (!stop) {
      if (++outsidePage > 3) break;
      continue;
    }
    if (again) break;
    stops++;
    if (!stop.visible) invisible.push(stop.label);
  }
  const unreached = await page.evaluate((controls) => {
    return [...document.querySelectorAll<HTMLElement>(controls)]
      .filter((el) => !el.hasAttribute('data-kb-reached'))
      .filter((el) => !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0)
      .map((el) => `<${el.tagName.toLowerCase()}${el.dataset.testid ? ` data-testid=${el.dataset.testid}` : ''}> ${(el.textContent ?? '').trim().slice(0, 40)}`);
  }, CONTROLS);
  return { unreached, invisible, stops };
}
