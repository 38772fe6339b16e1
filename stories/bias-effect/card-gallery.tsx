import { useState } from 'react';
import type { BiasContent } from '../../games/bias-effect/content-types.ts';
import type { Leaning, Side } from '../../games/bias-effect/state.ts';
import { Chips, SealedBid } from '../../ui/boards/bias-effect/chip-icon.tsx';
import { LifeOnTable } from '../../ui/boards/bias-effect/table-cards.tsx';
import { GameCard } from '../../ui/boards/game-card.tsx';

const row = { display: 'flex', flexWrap: 'wrap', gap: '0.9rem', alignItems: 'flex-start' } as const;
const caption = { margin: '0 0 0.5rem', fontSize: '0.8rem', color: '#b9c6d8' } as const;
const copies = (n: number) => <span style={{ color: '#8b97ab' }}> ×{n}</span>;

/** Every Identity card, in the order identities.yaml lists them, with the player counts that deal it. */
export function IdentityCards({ content }: { content: BiasContent }) {
  const counts = (id: string) =>
    Object.entries(content.rules.identitySets)
      .filter(([, set]) => set.includes(id))
      .map(([n]) => n);
  return (
    <div style={row}>
      {content.identities.identities.map((identity) => (
        <figure key={identity.id} style={{ margin: 0 }}>
          <GameCard game="bias-effect" content={content} type="identity" id={identity.id} />
          <figcaption style={{ ...caption, marginTop: '0.4rem' }}>dealt at {counts(identity.id).join(', ')} players</figcaption>
        </figure>
      ))}
    </div>
  );
}

/** Every Belief design of one side (or both), with its copies. */
export function BeliefCards({ content, side }: { content: BiasContent; side: Side | 'both' }) {
  const beliefs = content.beliefs.beliefs.filter((b) => side === 'both' || b.side === side);
  const total = beliefs.reduce((sum, b) => sum + b.copies, 0);
  return (
    <div>
      <p style={caption}>
        {beliefs.length} designs, {total} cards
      </p>
      <div style={row}>
        {beliefs.map((belief) => (
          <figure key={belief.id} style={{ margin: 0 }}>
            <GameCard game="bias-effect" content={content} type="belief" id={belief.id} />
            <figcaption style={{ ...caption, marginTop: '0.3rem' }}>
              {belief.id}
              {copies(belief.copies)}
            </figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
}

/** Every Algorithm design, with its copies; sorted by trade-in value when asked, the cheapest (strongest) first. */
export function AlgorithmCards({ content, byValue }: { content: BiasContent; byValue: boolean }) {
  const algorithms = byValue ? [...content.algorithms.algorithms].sort((a, b) => a.value - b.value) : content.algorithms.algorithms;
  const total = algorithms.reduce((sum, a) => sum + a.copies, 0);
  return (
    <div>
      <p style={caption}>
        {algorithms.length} designs, {total} cards
      </p>
      <div style={row}>
        {algorithms.map((algorithm) => (
          <figure key={algorithm.id} style={{ margin: 0 }}>
            <GameCard game="bias-effect" content={content} type="algorithm" id={algorithm.id} />
            <figcaption style={{ ...caption, marginTop: '0.3rem' }}>
              {algorithm.id}
              {copies(algorithm.copies)}
            </figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
}

/** Every Life design as printed, or with one outcome lit as the table shows it when the A.I. leans that way. */
export function LifeCards({ content, lit }: { content: BiasContent; lit: Leaning | 'none' }) {
  const total = content.life.life.reduce((sum, l) => sum + l.copies, 0);
  return (
    <div>
      <p style={caption}>
        {content.life.life.length} designs, {total} cards
      </p>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))', gap: '0.9rem' }}>
        {content.life.life.map((life) => (
          <figure key={life.id} style={{ margin: 0 }}>
            <LifeOnTable content={content} id={life.id} lit={lit === 'none' ? null : lit} testId={`life-${life.id}`} />
            <figcaption style={{ ...caption, marginTop: '0.3rem' }}>
              {life.id}
              {copies(life.copies)}
            </figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
}

/** One Life card as printed and with each outcome lit in turn. */
export function LifeCardOutcomes({ content, life }: { content: BiasContent; life: string }) {
  const def = content.life.life.find((l) => l.id === life) ?? content.life.life[0];
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(17rem, 1fr))', gap: '0.9rem' }}>
      {([null, 'left', 'right', 'neutral'] as const).map((lit) => (
        <figure key={lit ?? 'printed'} style={{ margin: 0 }}>
          <LifeOnTable content={content} id={def.id} lit={lit} testId={`life-${lit ?? 'printed'}`} />
          <figcaption style={{ ...caption, marginTop: '0.3rem' }}>{lit === null ? 'as printed' : `the A.I. ${lit === 'neutral' ? 'is neutral' : `leans ${lit}`}`}</figcaption>
        </figure>
      ))}
    </div>
  );
}

/** The data chips as pieces: a stack a count, the bank's pile, sealed bids, and a payment that moves them. */
export function ChipCounts({ content }: { content: BiasContent }) {
  const [held, setHeld] = useState(content.rules.startingChips);
  const bank = content.rules.chips - held;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '0.8rem' }}>
      <div style={{ ...row, fontSize: '2.5rem', color: '#f2c14e' }}>
        <Chips n={content.rules.startingChips} content={content} />
      </div>
      <p style={caption}>
        Each player starts with {content.rules.startingChips} chips; the box holds {content.rules.chips}, a chip worth 1. Every programmed Belief of a player's side adds {content.rules.bonusPerBelief} to their bid total.
        The look comes from card-formats.yaml's pieces.
      </p>
      <div style={{ ...row, fontSize: '1.2rem', color: '#f2c14e', alignItems: 'flex-end' }}>
        {[0, 1, 7, 15, 40].map((n) => (
          <Chips key={n} n={n} content={content} />
        ))}
        <Chips n={85} content={content} layout="pile" />
      </div>
      <p style={caption}>A sealed bid pushed forward: as everyone else sees it, and as its owner does.</p>
      <div style={{ ...row, fontSize: '1.4rem', color: '#f2c14e', alignItems: 'flex-end' }}>
        <SealedBid content={content} />
        <SealedBid content={content} amount={3} />
      </div>
      <p style={caption}>A payment: the chips leave one stack and land on the other (no movement under reduced motion).</p>
      <div style={{ ...row, fontSize: '1.6rem', color: '#f2c14e', alignItems: 'flex-end' }}>
        <Chips n={held} content={content} />
        <button type="button" disabled={held < 2} onClick={() => setHeld(held - 2)}>
          Pay 2 to the bank
        </button>
        <button type="button" onClick={() => setHeld(held + 3)}>
          Gain 3 from the bank
        </button>
        <Chips n={bank} content={content} layout="pile" />
      </div>
    </div>
  );
}
