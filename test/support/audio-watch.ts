import type { Page } from 'playwright-core';

/** What a page did with WebAudio: each AudioContext it made, in order. */
export interface PageAudio {
  contexts: {
    /** Whether the page had had a click or a key press when the context was made (null where the browser cannot say). */
    madeAfterGesture: boolean | null;
    /** Its state when made, then at each change ('running', 'suspended', 'closed'). */
    states: string[];
    /** Oscillators started: the notes it played. */
    notes: number;
  }[];
}

declare global {
  interface Window {
    twAudio?: PageAudio;
  }
}

/**
 * Records the page's AudioContexts from its next load on (a reload included): the sound of a table
 * is tested from what the page asks of the browser, as a player's speakers would hear it.
 */
export async function watchAudio(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record: PageAudio = { contexts: [] };
    window.twAudio = record;
    const Native = window.AudioContext;
    if (!Native) return;
    window.AudioContext = class extends Native {
      constructor(...args: ConstructorParameters<typeof AudioContext>) {
        super(...args);
        const made = { madeAfterGesture: navigator.userActivation?.hasBeenActive ?? null, states: [this.state as string], notes: 0 };
        record.contexts.push(made);
        this.addEventListener('statechange', () => made.states.push(this.state));
        const create = this.createOscillator.bind(this);
        this.createOscillator = () => {
          const oscillator = create();
          const start = oscillator.start.bind(oscillator);
          oscillator.start = (...at: Parameters<OscillatorNode['start']>) => {
            made.notes++;
            start(...at);
          };
          return oscillator;
        };
      }
    };
  });
}

export const audioOf = (page: Page): Promise<PageAudio> => page.evaluate(() => window.twAudio ?? { contexts: [] });
