import type { ThreeLawsContent } from '../../../games/three-laws/content-types.ts';
import { factionPrintId } from '../../../games/three-laws/print-count.ts';
import { cardFormatOf } from '../../../games/kit/cards/card-formats.ts';
import { PrintedFace, type GamePrint } from '../../components/card/printed-card.tsx';
import { FactionCardView } from './faction-card.tsx';
import { factionOf } from './factions.ts';
import { LawCard } from './law-card.tsx';
import { VpCard } from './pieces.tsx';

export const THREE_LAWS_TITLE = '3 Laws of Robotics';

/** The ranks any deck of factions.yaml uses, low to high. */
function ranksOf(content: ThreeLawsContent): number[] {
  const decks = content.factions.decks;
  if (decks.length === 0) return [];
  const low = Math.min(...decks.map((d) => d.ranks.low));
  const high = Math.max(...decks.map((d) => d.ranks.high));
  return Array.from({ length: high - low + 1 }, (_, i) => low + i);
}

/** 3 Laws prints every faction in every rank a deck uses, the Law Cards and the Victory Point cards. */
export const threeLawsPrint: GamePrint = {
  title: THREE_LAWS_TITLE,
  cards: (content) => {
    const laws = content as ThreeLawsContent;
    return [
      ...laws.factions.factions.flatMap((f) => ranksOf(laws).map((rank) => ({ type: 'faction', id: factionPrintId(f.id, rank), name: `${f.name} ${rank}`, description: `${f.name}, rank ${rank}. ${f.text}`, count: 1 }))),
      ...laws.laws.laws.map((law) => ({ type: 'law', id: law.id, name: law.name, description: law.text, count: 1 })),
      ...laws.rules.victoryPoints.map((vp) => ({ type: 'victory-point', id: `vp-${vp.value}`, name: `${vp.value} Victory Point${vp.value === 1 ? '' : 's'}`, description: `Worth ${vp.value} Victory Point${vp.value === 1 ? '' : 's'} at the end of the game.`, count: vp.count })),
    ];
  },
  face: (content, card, options) => {
    const laws = content as ThreeLawsContent;
    const format = cardFormatOf(content, card.type, THREE_LAWS_TITLE);
    if (card.type === 'faction') {
      const at = card.id.lastIndexOf('-');
      const faction = factionOf(laws, card.id.slice(0, at));
      return (
        <PrintedFace format={format} options={options} designWidth={8} frame={faction.palette.primary} fitKey={card.id}>
          <FactionCardView content={laws} card={{ faction: faction.id, rank: Number(card.id.slice(at + 1)) }} size="large" />
        </PrintedFace>
      );
    }
    if (card.type === 'law') {
      const law = laws.laws.laws.find((l) => l.id === card.id);
      if (!law) throw new Error(`No Law Card '${card.id}' in the 3 Laws content.`);
      return (
        <PrintedFace format={format} options={options} designWidth={13} frame="#1b202c" fitKey={law}>
          <LawCard law={law} />
        </PrintedFace>
      );
    }
    return (
      <PrintedFace format={format} options={options} designWidth={2.6} frame="#a87413" fitKey={card.id}>
        <VpCard value={Number(card.id.replace('vp-', ''))} />
      </PrintedFace>
    );
  },
};
