import type { ReactNode } from 'react';
import content from 'virtual:tablewright/content';
import { deckOf } from '../../games/robots/cards.ts';
import type { RobotsContent } from '../../games/robots/content-types.ts';
import { GameCard } from '../../ui/boards/game-card.tsx';
import { ROBOTS_GAME_ID } from '../../ui/boards/robots/card-faces.ts';
import { cardInfo } from '../../ui/boards/robots/card-info.ts';
import { DeckCard } from '../../ui/boards/robots/deck-card.tsx';
import { overlapMargin, PLAYING_CARD_SIZES, TAP_TARGET, type PlayingCardSize } from '../../ui/boards/robots/robots-card-sizes.ts';
import type { CardSize } from '../../ui/components/card/card.tsx';

/**
 * Galleries of ROBOTS! cards for the stories (stories/robots/cards.stories.tsx) and for
 * screenshots: the whole deck, overlapped spreads as a table lays them, every size.
 */
const robots = content.robots as RobotsContent;
const SIZES: PlayingCardSize[] = ['small', 'normal', 'large'];

const page = { display: 'flex', flexDirection: 'column', gap: '1.2rem', padding: '1rem', background: '#1b2130', color: '#e8eef6', fontFamily: 'system-ui, sans-serif' } as const;
const heading = { margin: 0, fontSize: '0.95rem', fontWeight: 700, color: '#c9c2b6' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: '0.5rem' }}>
      <h3 style={heading}>{title}</h3>
      {children}
    </section>
  );
}

/** Every deck card, a row per colour then the wilds, and the Constructed Robots. */
export function RobotsDeckGrid({ variant = 'classic', size = 'normal', constructSize = 'small' }: { variant?: string; size?: PlayingCardSize; constructSize?: CardSize }) {
  const deck = deckOf(robots);
  const rows = [...deck.colours.map((colour) => deck.cards.filter((c) => c.kind !== 'wild' && c.colour === colour)), deck.cards.filter((c) => c.kind === 'wild')];
  return (
    <div style={page} data-testid="robots-deck-grid">
      <Section title={`The deck: ${deck.cards.length} cards (${robots.powers.variants.find((v) => v.id === variant)?.name ?? variant} variant)`}>
        {rows.map((row, i) => (
          <div key={i} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.4rem' }}>
            {row.map((card) => (
              <DeckCard key={card.id} content={robots} info={cardInfo(robots, variant, card.id)} size={size} />
            ))}
          </div>
        ))}
      </Section>
      <Section title={`Constructed Robots: ${robots.constructs.robots.length} cards`}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.6rem' }}>
          {robots.constructs.robots.map((robot) => (
            <GameCard key={robot.id} game={ROBOTS_GAME_ID} content={robots} type="construct" id={robot.id} size={constructSize} />
          ))}
        </div>
      </Section>
    </div>
  );
}

interface Placed {
  id: string;
  as?: number;
  badge?: string;
}

/** A row of cards overlapped so only `visible` rem of each (but never less than its strip) shows. */
export function OverlappedRow({ cards, size, visible, variant = 'classic', label }: { cards: Placed[]; size: PlayingCardSize; visible?: number; variant?: string; label: string }) {
  return (
    <figure style={{ margin: 0, display: 'flex', flexDirection: 'column', gap: '0.35rem' }}>
      <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex' }} aria-label={label}>
        {cards.map((placed, i) => (
          <li key={placed.id} style={{ marginRight: i === cards.length - 1 ? 0 : overlapMargin(size, visible) }}>
            <DeckCard content={robots} info={cardInfo(robots, variant, placed.id)} size={size} standsFor={placed.as} badge={placed.badge} />
          </li>
        ))}
      </ol>
      <figcaption style={{ fontSize: '0.8rem', color: '#9aa4b5' }}>{label}</figcaption>
    </figure>
  );
}

/** Spreads and a Scrap Heap as a table overlaps them: only the left strip of each card shows. */
export function RobotsOverlapDemo({ variant = 'classic' }: { variant?: string }) {
  const strip = (size: PlayingCardSize) => `${Math.round(PLAYING_CARD_SIZES[size].strip * 16)} px`;
  return (
    <div style={page} data-testid="robots-overlap-demo">
      <Section title={`Spreads, small cards, ${strip('small')} of each showing`}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1.4rem' }}>
          <OverlappedRow
            size="small"
            variant={variant}
            label="Red run 2–7, a wild as 5, Bo added the 7"
            cards={[{ id: 'red-2' }, { id: 'red-3' }, { id: 'red-4' }, { id: 'wild-2', as: 5, badge: 'by Bo' }, { id: 'red-6' }, { id: 'red-7', badge: 'by Bo' }]}
          />
          <OverlappedRow size="small" variant={variant} label="Set of 9s, one per colour" cards={[{ id: 'gray-9' }, { id: 'purple-9' }, { id: 'red-9' }, { id: 'green-9' }, { id: 'blue-9' }]} />
          <OverlappedRow
            size="small"
            variant={variant}
            label="Blue run 11–14 and the star above (powers)"
            cards={[{ id: 'blue-10' }, { id: 'blue-11' }, { id: 'blue-12', badge: 'by Cy the Magnificent' }, { id: 'blue-13' }, { id: 'blue-14' }, { id: 'blue-star', as: 15 }]}
          />
          <OverlappedRow size="small" variant={variant} label="Set of stars" cards={[{ id: 'gray-star' }, { id: 'purple-star' }, { id: 'green-star' }]} />
        </div>
      </Section>
      <Section title={`Scrap Heap, large cards, ${Math.round(TAP_TARGET * 16)} px of each showing (a full tap target)`}>
        <OverlappedRow
          size="large"
          visible={TAP_TARGET}
          variant={variant}
          label="Scrap Heap, oldest first"
          cards={[{ id: 'gray-3' }, { id: 'purple-12' }, { id: 'green-14' }, { id: 'wild-3' }, { id: 'red-10' }, { id: 'blue-star' }, { id: 'gray-13', badge: 'Must play' }, { id: 'purple-6' }]}
        />
      </Section>
      <Section title={`A hand, normal cards, ${strip('normal')} of each showing`}>
        <OverlappedRow
          size="normal"
          variant={variant}
          label="A crowded hand"
          cards={[{ id: 'gray-2' }, { id: 'purple-5' }, { id: 'red-8' }, { id: 'red-11', badge: 'Play this turn' }, { id: 'green-4' }, { id: 'blue-7' }, { id: 'wild-4' }, { id: 'green-star' }, { id: 'blue-13' }]}
        />
      </Section>
    </div>
  );
}

/** The same cards at every size, side by side, with a badge and a stands-for value. */
export function RobotsSizes({ variant = 'singularity' }: { variant?: string }) {
  const ids: Placed[] = [{ id: 'purple-7' }, { id: 'red-14' }, { id: 'green-star', badge: 'by Ada' }, { id: 'wild-1', as: 9 }, { id: 'gray-11', badge: 'Play this turn' }];
  return (
    <div style={page} data-testid="robots-sizes">
      {SIZES.map((size) => (
        <Section key={size} title={`${size}: ${PLAYING_CARD_SIZES[size].width} × ${PLAYING_CARD_SIZES[size].height} rem, strip ${PLAYING_CARD_SIZES[size].strip} rem`}>
          <div style={{ display: 'flex', gap: '0.6rem', alignItems: 'flex-end', flexWrap: 'wrap' }}>
            {ids.map((p) => (
              <DeckCard key={p.id} content={robots} info={cardInfo(robots, variant, p.id)} size={size} badge={p.badge} standsFor={p.as} />
            ))}
          </div>
        </Section>
      ))}
    </div>
  );
}
