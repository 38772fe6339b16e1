import type { ReactNode } from 'react';
import { cardFormatOf, type CardFormat } from '../../../games/kit/cards/card-formats.ts';
import { CardBack } from './card-back.tsx';
import type { PrintOptions } from './card.tsx';
import { displayWidth } from './card-geometry.ts';
import { PhysicalCard } from './physical-card.tsx';

/** One printed design of a game: its kind (card-formats.yaml's `type`), id, name, rules text and how many the box holds. */
export interface PrintedCardEntry {
  type: string;
  id: string;
  name: string;
  /** What the face says, as plain sentences from content: a Tabletop Simulator card's description. */
  description?: string;
  count: number;
}

/** How a game prints: every card design its content implies, and the face of each. */
export interface GamePrint {
  title: string;
  cards(content: unknown): PrintedCardEntry[];
  face(content: unknown, card: PrintedCardEntry, options: PrintOptions): ReactNode;
}

/** A game's own card component, laid out at the physical size of its kind (a face of GamePrint). */
export function PrintedFace({ format, options, designWidth, frame, fitKey, children }: { format: CardFormat; options: PrintOptions; designWidth: number; frame: string; fitKey: unknown; children: ReactNode }) {
  return (
    <PhysicalCard size={format.size} frameArt={format.frameArt} width={options.width ?? displayWidth(format.size)} designWidth={designWidth} frame={frame} bleed={options.bleed} guides={options.guides} fitKey={fitKey}>
      {children}
    </PhysicalCard>
  );
}

/** The back every card of `type` shares, as card-formats.yaml describes it. */
export function PrintedBack({ game, content, type, title, options = {} }: { game: string; content: unknown; type: string; title: string; options?: PrintOptions }) {
  const format = cardFormatOf(content, type, title);
  return <CardBack game={game} title={format.back.label} colour={format.back.colour} art={format.back.art} format={format} width={options.width ?? displayWidth(format.size)} bleed={options.bleed} guides={options.guides} label={`The back of a ${type} card`} />;
}
