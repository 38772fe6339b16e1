import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ART_ROOT } from '../../games/kit/cards/check-art.ts';

export const DEFAULT_CONTENT_ROOT = fileURLToPath(new URL('../../content/', import.meta.url));

/**
 * The content folder the UI build and Storybook draw from: TABLEWRIGHT_CONTENT (which
 * `tablewright storybook --content DIR` sets), else the repository's content/.
 */
export const contentRoot = (): string => resolve(process.env.TABLEWRIGHT_CONTENT || DEFAULT_CONTENT_ROOT);

/** Where that content's art paths and fonts lead: TABLEWRIGHT_ART (`--art DIR`), else ui/public. */
export const artRoot = (): string => resolve(process.env.TABLEWRIGHT_ART || DEFAULT_ART_ROOT);

/** Content other than the shipped folder: an artist's restyle, which may hold only the games it restyles. */
export const ownContent = (): boolean => contentRoot() !== resolve(DEFAULT_CONTENT_ROOT);
