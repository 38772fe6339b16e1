import type { EvilContent, RobotDef } from '../../games/evil-robots/content-types.ts';
import type { Face } from '../../games/evil-robots/state.ts';
import type { CardSize } from '../../ui/components/card/card.tsx';
import { ActionToken, ActionTokens, TokenIcon, TokenSupply } from '../../ui/boards/evil-robots/action-token.tsx';
import { Coin, Influence, PowerCard, type CoinNote } from '../../ui/boards/evil-robots/pieces.tsx';
import { PowerFace, RobotFace } from '../../ui/boards/evil-robots/evil-card.tsx';
import { RobotBack, RobotChip } from '../../ui/boards/evil-robots/robot-card.tsx';
import { TYPE_NAME } from '../../ui/boards/evil-robots/words.ts';

const page = { display: 'flex', flexDirection: 'column', gap: '1.2rem', color: '#e8eef6' } as const;
const row = { display: 'flex', flexWrap: 'wrap', gap: '0.9rem', alignItems: 'flex-start' } as const;
const caption = { margin: '0 0 0.5rem', fontSize: '0.8rem', color: '#b9c6d8' } as const;
const heading = { margin: '0 0 0.5rem', fontSize: '0.85rem', textTransform: 'uppercase', letterSpacing: '0.12em', color: '#7ee2b8' } as const;

/** Every Robot Card of robots.yaml, by deck (or one deck), in the order the file lists them, drawn from its template at a table size. */
export function RobotCards({ content, deck, size }: { content: EvilContent; deck: RobotDef['deck'] | 'both'; size: CardSize }) {
  const decks = deck === 'both' ? (['left', 'right'] as const) : [deck];
  return (
    <div style={page}>
      {decks.map((d) => {
        const cards = content.robots.robots.filter((r) => r.deck === d);
        const count = (t: RobotDef['type']) => cards.filter((c) => c.type === t).length;
        return (
          <section key={d}>
            <h2 style={heading}>{d === 'left' ? 'Left' : 'Right'} deck</h2>
            <p style={caption}>
              {cards.length} cards: {(['immediate', 'active', 'reveal', 'endgame'] as const).map((t) => `${count(t)} ${TYPE_NAME[t]}`).join(', ')}
            </p>
            <div style={row}>
              {cards.map((robot) => (
                <figure key={robot.id} style={{ margin: 0 }}>
                  <RobotFace content={content} robot={robot} size={size} />
                  <figcaption style={{ ...caption, marginTop: '0.3rem' }}>{robot.id}</figcaption>
                </figure>
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}

/** One Robot Card at every size the table draws it, as the chip by its owner's seat, and the back of its deck. */
export function OneRobotCard({ content, card }: { content: EvilContent; card: string }) {
  const robot = content.robots.robots.find((r) => r.id === card) ?? content.robots.robots[0];
  return (
    <div style={{ ...row, alignItems: 'center' }}>
      <RobotFace content={content} robot={robot} />
      <RobotFace content={content} robot={robot} size="small" />
      <RobotFace content={content} robot={robot} size="tiny" />
      <div style={{ display: 'flex', flexDirection: 'column', gap: '0.6rem', width: '12rem' }}>
        <RobotChip robot={robot} />
        <span style={{ display: 'flex', gap: '0.4rem', alignItems: 'center', fontSize: '0.8rem', color: '#b9c6d8' }}>
          <RobotBack deck={robot.deck} /> <RobotBack deck={robot.deck} size="mini" /> its back, face down
        </span>
      </div>
    </div>
  );
}

/** Every Power Card of power-cards.yaml as the countdown offers it, with the player counts that use it; then the chips the table shows, on a zero side too. */
export function PowerCards({ content }: { content: EvilContent }) {
  const uses = (value: number) => content.rules.table.filter((t) => value >= t.values.from && value <= t.values.to).map((t) => t.players);
  return (
    <div style={page}>
      <div style={row}>
        {content['power-cards'].powerCards.map((card) => (
          <figure key={card.id} style={{ margin: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '0.3rem' }}>
            <PowerFace content={content} value={card.value} />
            <figcaption style={caption}>
              {card.name} · {uses(card.value).length > 0 ? `${uses(card.value).join(', ')} players` : 'unused'}
            </figcaption>
          </figure>
        ))}
      </div>
      <div style={{ ...row, alignItems: 'center' }}>
        <PowerCard value={7} size="small" />
        <PowerCard value={0} size="small" />
        <PowerCard value={null} size="small" />
        <PowerCard value={5} size="mini" />
        <PowerCard value={0} size="mini" />
        <PowerCard value={null} size="mini" />
        <span style={caption}>the lowest card of a countdown on its zero side; small and mini as the table shows them; an empty slot while nobody holds one</span>
      </div>
    </div>
  );
}

const COINS: { face: Face | null; note: CoinNote; what: string }[] = [
  { face: 'heads', note: 'shown', what: 'Heads, revealed: Good' },
  { face: 'tails', note: 'shown', what: 'Tails, revealed: Evil' },
  { face: null, note: 'unseen', what: 'A hidden coin you cannot see' },
  { face: 'heads', note: 'yours', what: 'Your own hidden coin (heads)' },
  { face: 'tails', note: 'peeked', what: 'A hidden coin you peeked at (tails)' },
  { face: 'tails', note: 'open', what: 'A hidden coin turned up for all' },
];

/** The coins in every state the table draws, the Action Token and Influence. */
export function Pieces({ content }: { content: EvilContent }) {
  return (
    <div style={page}>
      <section>
        <h2 style={heading}>Coins</h2>
        <div style={row}>
          {COINS.map((c) => (
            <figure key={c.what} style={{ margin: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '0.35rem', width: '8rem', textAlign: 'center' }}>
              <Coin face={c.face} note={c.note} size="big" />
              <figcaption style={caption}>{c.what}</figcaption>
            </figure>
          ))}
        </div>
      </section>
      <section>
        <h2 style={heading}>Action Tokens</h2>
        <div style={{ ...row, alignItems: 'center', fontSize: '1.4rem' }}>
          <span style={{ fontSize: '3rem' }}>
            <ActionToken />
          </span>
          {[0, 1, 3, 5, 12].map((n) => (
            <ActionTokens key={n} n={n} />
          ))}
        </div>
        <p style={caption}>
          The supply as a pile, and the token as a card's cost (<TokenIcon /> 2):
        </p>
        <div style={{ ...row, alignItems: 'flex-end', fontSize: '1.4rem' }}>
          {[content.rules.actionTokens, 9, 3, 0].map((n) => (
            <TokenSupply key={n} n={n} />
          ))}
        </div>
        <p style={caption}>
          The supply holds {content.rules.actionTokens}; a Power Card brings {content.rules.tokens.perCard}, the first card of a round {content.rules.tokens.perCard + content.rules.tokens.firstCardBonus}.
        </p>
      </section>
      <section>
        <h2 style={heading}>Influence</h2>
        <div style={{ ...row, alignItems: 'center', fontSize: '1.4rem' }}>
          {[0, 2, 10, content.rules.influence.ones + 5 * content.rules.influence.fives].map((n) => (
            <Influence key={n} n={n} />
          ))}
        </div>
        <p style={caption}>
          The box: {content.rules.influence.ones} gems worth 1 and {content.rules.influence.fives} worth 5. A round that ends with anyone at {content.rules.endgameAt} or more ends the game.
        </p>
      </section>
    </div>
  );
}
