import { INITIAL_VIEWPORTS } from 'storybook/viewport';

/** A whole table's story: the full window, with the devices to check it on. */
export const TABLE_PARAMETERS = { layout: 'fullscreen', viewport: { options: INITIAL_VIEWPORTS } } as const;

/** The phone the layouts are checked on, 390×844, for a story's `globals`. */
export const PHONE = { viewport: { value: 'iphone12' } };
