import type { ThreeLawsContent } from '../../games/three-laws/content-types.ts';
import { FactionCardView, type FactionCardSize } from '../../ui/boards/three-laws/faction-card.tsx';
import { ranksOf } from '../../games/three-laws/printed-cards.ts';
import { LawCard } from '../../ui/boards/three-laws/law-card.tsx';
import { Count, KeyIcon, TokenIcon, VpCard } from '../../ui/boards/three-laws/pieces.tsx';
import { gamePrint } from '../../ui/boards/printed-cards.tsx';

/** The game's printed cards, drawn from card-faces.yaml as Storybook's card stories and the export draw them. */
const threeLawsPrint = gamePrint('three-laws');


const row = { display: 'flex', flexWrap: 'wrap', gap: '0.8rem', alignItems: 'flex-end' } as const;
const caption = { margin: '0 0 0.4rem', fontSize: '0.8rem', color: '#b9c6d8' } as const;

/** Every Faction card of content: each faction in every rank a deck uses, and the back. */
export function FactionCards({ content, size }: { content: ThreeLawsContent; size: FactionCardSize }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '1.2rem' }}>
      {content.factions.factions.map((f) => (
        <section key={f.id}>
          <p style={caption}>
            <strong>{f.plural}</strong> · {f.text}
          </p>
          <div style={row}>
            {ranksOf(content).map((rank) => (
              <FactionCardView key={rank} content={content} card={{ faction: f.id, rank }} size={size} />
            ))}
          </div>
        </section>
      ))}
      <section>
        <p style={caption}>Face down: your own card, and every card a spectator sees before the reveal</p>
        <FactionCardView content={content} size={size} />
      </section>
    </div>
  );
}

/** One Faction card at every size the table draws it. */
export function FactionCardSizes({ content, faction, rank }: { content: ThreeLawsContent; faction: string; rank: number }) {
  return (
    <div style={row}>
      {(['large', 'normal', 'small', 'mini'] as const).map((size) => (
        <figure key={size} style={{ margin: 0, display: 'flex', flexDirection: 'column', gap: '0.3rem', alignItems: 'center' }}>
          <FactionCardView content={content} card={{ faction, rank }} size={size} />
          <figcaption style={caption}>{size}</figcaption>
        </figure>
      ))}
    </div>
  );
}

/** Every Law Card of laws.yaml, as printed (drawn from its template), or as the table lists the laws in force. */
export function LawCards({ content, compact }: { content: ThreeLawsContent; compact: boolean }) {
  if (compact) {
    return (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', gap: '0.6rem' }}>
        {content.laws.laws.map((law) => (
          <LawCard key={law.id} law={law} />
        ))}
      </div>
    );
  }
  return (
    <div style={row}>
      {threeLawsPrint
        .cards(content)
        .filter((card) => card.type === 'law')
        .map((card) => (
          <span key={card.id}>{threeLawsPrint.face(content, card, { width: '13rem' })}</span>
        ))}
    </div>
  );
}

/** A Victory Point card of each value in rules.yaml, with how many the deck holds, and the back everyone else sees. */
export function VictoryPointCards({ content }: { content: ThreeLawsContent }) {
  return (
    <div style={row}>
      {content.rules.victoryPoints.map((v) => (
        <figure key={v.value} style={{ margin: 0, display: 'flex', flexDirection: 'column', gap: '0.3rem', alignItems: 'center' }}>
          <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-end' }}>
            <VpCard content={content} value={v.value} />
            <VpCard content={content} value={v.value} size="small" />
          </div>
          <figcaption style={caption}>
            worth {v.value} · ×{v.count}
          </figcaption>
        </figure>
      ))}
      <figure style={{ margin: 0, display: 'flex', flexDirection: 'column', gap: '0.3rem', alignItems: 'center' }}>
        <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-end' }}>
          <VpCard content={content} />
          <VpCard content={content} size="small" />
        </div>
        <figcaption style={caption}>face down</figcaption>
      </figure>
    </div>
  );
}

/** The Security Key and the Enforcement Token, large and as the seats count them. */
export function KeysAndTokens({ content, players }: { content: ThreeLawsContent; players: number }) {
  const big = { fontSize: '4rem', display: 'flex', gap: '2rem' } as const;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
      <div style={big}>
        <KeyIcon title="Security Key" />
        <TokenIcon title="Enforcement Token" />
      </div>
      <p style={caption}>
        Each player gets {content.rules.securityKeys} Security {content.rules.securityKeys === 1 ? 'Key' : 'Keys'} a round; the supply holds {players + content.rules.supplyAbovePlayers} Enforcement Tokens at {players} players.
      </p>
      <div style={{ ...row, fontSize: '1.2rem' }}>
        {[0, 1, 2, 5].map((n) => (
          <Count key={`k${n}`} kind="key" n={n} />
        ))}
        {[0, 1, 3].map((n) => (
          <Count key={`t${n}`} kind="token" n={n} />
        ))}
      </div>
    </div>
  );
}
