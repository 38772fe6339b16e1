/**
 * The drawings a card template may place (`drawing:`), by game: pictures drawn by code that
 * an artist places, sizes and feeds from fields, or replaces with an `image:` layer. The table
 * registers what draws each (ui/components/card-face/kit-drawings.tsx and each game's own);
 * a test holds the two lists in step.
 */
export const KIT_DRAWINGS = ['illustration', 'robot'] as const;

export const GAME_DRAWINGS: Readonly<Record<string, readonly string[]>> = {
  robots: ['robots-index', 'robots-emblem', 'robots-badge'],
  'bias-effect': ['chip'],
  'three-laws': ['faction-glyph'],
  'evil-robots': ['evil-robot', 'action-token'],
};

export function drawingNamesOf(gameId: string): readonly string[] {
  return [...KIT_DRAWINGS, ...(GAME_DRAWINGS[gameId] ?? [])];
}
