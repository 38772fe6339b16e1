import type { FactionDef, ThreeLawsContent } from '../../../games/three-laws/content-types.ts';

export const THREE_LAWS_GAME_ID = 'three-laws';

/** A faction from factions.yaml; an id the content no longer has still draws, in grey, rather than taking the table down. */
export function factionOf(content: Pick<ThreeLawsContent, 'factions'>, id: string): FactionDef {
  return (
    content.factions.factions.find((f) => f.id === id) ?? {
      id,
      name: id,
      plural: id,
      text: '',
      palette: { primary: '#5b6b85', accent: '#e8eef6' },
    }
  );
}

/** "Android 3": how a card is named in words. */
export function cardName(content: Pick<ThreeLawsContent, 'factions'>, card: { faction: string; rank: number }): string {
  return `${factionOf(content, card.faction).name} ${card.rank}`;
}
