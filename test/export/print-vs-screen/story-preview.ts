import type { Page } from 'playwright-core';

/** What of Storybook's preview channel (window.__STORYBOOK_ADDONS_CHANNEL__) the test uses. */
type Channel = { on(event: string, fn: (...a: never[]) => void): void; off(event: string, fn: (...a: never[]) => void): void; emit(event: string, payload: unknown): void };

/** A story of the index with a tag, and its initial args. */
export interface ListedStory {
  id: string;
  args: Record<string, unknown>;
}

/**
 * The stories with `tag` (from the Storybook's index.json) and their initial args, read from the
 * open preview's own store (`__STORYBOOK_PREVIEW__.loadStory`), which loads each story's file
 * without drawing the story.
 */
export async function listStories(page: Page, storybookUrl: string, tag: string): Promise<ListedStory[]> {
  const index = (await (await fetch(`${storybookUrl}/index.json`)).json()) as { entries: Record<string, { id: string; type: string; tags?: string[] }> };
  const ids = Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && entry.tags?.includes(tag))
    .map((entry) => entry.id);
  return page.evaluate(async (storyIds) => {
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__: { loadStory(s: { storyId: string }): Promise<{ initialArgs: Record<string, unknown> }> } }).__STORYBOOK_PREVIEW__;
    return Promise.all(storyIds.map(async (id) => ({ id, args: (await preview.loadStory({ storyId: id })).initialArgs })));
  }, ids);
}

/** Where each card of the shown sheet (a `print-sheet` story, stories/cards/printed-kind.tsx) lies, in whole pixels, by its `data-print-card`. */
export async function sheetBoxes(page: Page): Promise<{ card: string; x: number; y: number; width: number; height: number }[]> {
  return page.$$eval('[data-print-card]', (figures) =>
    figures.map((figure) => {
      const box = figure.getBoundingClientRect();
      return { card: (figure as HTMLElement).dataset.printCard ?? '', x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
    }),
  );
}

/**
 * Opens the Storybook's preview (iframe.html) with no story chosen and the `cardDpi` global
 * set, so every card story draws only its printed card at that resolution (.storybook/preview.ts).
 */
export async function openPreview(page: Page, storybookUrl: string, dpi: number): Promise<void> {
  await page.goto(`${storybookUrl}/iframe.html?viewMode=story`);
  await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window && /\bsb-show-/.test(document.body.className), undefined, { timeout: 60_000 });
  const set = await page.evaluate(
    (cardDpi) =>
      new Promise<unknown>((resolve) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        const updated = ({ globals }: { globals: Record<string, unknown> }) => {
          channel.off('globalsUpdated', updated);
          resolve(globals.cardDpi);
        };
        channel.on('globalsUpdated', updated);
        channel.emit('updateGlobals', { globals: { cardDpi } });
      }),
    dpi,
  );
  if (set !== dpi) throw new Error(`the Storybook preview kept cardDpi at ${String(set)}: .storybook/preview.ts declares no cardDpi global`);
}

/**
 * Switches the open preview to a story through Storybook's own channel, as its manager does
 * (no page load), and waits until the story has rendered and its fonts and pictures have
 * arrived, as the print page waits before the export photographs a card. Answers the story's args.
 */
export async function showStory(page: Page, storyId: string): Promise<Record<string, unknown>> {
  return page.evaluate(
    (id) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        let args: Record<string, unknown> = {};
        const prepared = (story: { id: string; args: Record<string, unknown> }) => {
          if (story.id === id) args = story.args;
        };
        const settle = async () => {
          await document.fonts.ready;
          await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
          await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        };
        const rendered = (storyId: string) => {
          if (storyId !== id) return;
          stop();
          settle().then(() => resolve(args), reject);
        };
        const failed = (problem: unknown) => {
          stop();
          reject(new Error(`story ${id} did not render: ${typeof problem === 'string' ? problem : JSON.stringify(problem)}`));
        };
        const listeners: [string, (...a: never[]) => void][] = [
          ['storyPrepared', prepared],
          ['storyRendered', rendered],
          ['storyErrored', failed],
          ['storyThrewException', failed],
          ['storyMissing', failed],
        ];
        // A story that never reports back fails with its name, not at the test's own timeout.
        const deadline = setTimeout(() => failed('no storyRendered within 60 s'), 60_000);
        const stop = () => {
          clearTimeout(deadline);
          listeners.forEach(([event, fn]) => channel.off(event, fn));
        };
        listeners.forEach(([event, fn]) => channel.on(event, fn));
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
}
