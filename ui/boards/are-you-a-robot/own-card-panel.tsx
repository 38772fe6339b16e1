import type { ReactNode } from 'react';
import type { AyarContent } from '../../../games/are-you-a-robot/content-types.ts';
import type { AyarView } from '../../../games/are-you-a-robot/state.ts';
import { GameCard } from '../game-card.tsx';
import { CardBack } from '../../components/card/card-back.tsx';
import { AYAR_GAME_ID, AYAR_TITLE } from './card-faces.ts';
import { faceOfCard } from './known-card.ts';
import type { SeatStatus } from './seat-status.ts';

interface Props {
  G: AyarView;
  content: AyarContent;
  /** null for a spectator. */
  playerID: string | null;
  myStatus?: SeatStatus;
  /** The game has ended: the chat is open again and every card is shown. */
  over?: boolean;
  /**
   * A strip rather than a full card: a thumbnail and the card's words beside it in a size
   * one can read, for a phone or a window with no room for a full card beside the crew.
   */
  compact?: boolean;
  /** Your own actions that belong with your card (the revolution). */
  children?: ReactNode;
}

/** Your own card and nobody else's; a spectator sees only a card back. */
export function OwnCardPanel({ G, content, playerID, myStatus, over = false, compact = false, children }: Props) {
  const size = compact ? 'tiny' : 'regular';
  if (playerID === null) {
    return (
      <section className="own-card" data-compact={compact || undefined} aria-labelledby="own-card-heading">
        {!compact && <h2 id="own-card-heading">You are watching</h2>}
        <CardBack game={AYAR_GAME_ID} title={compact ? '?' : AYAR_TITLE} size={size} label="Cards stay hidden from spectators" />
        <div className="own-card__words">
          {compact && <h2 id="own-card-heading">You are watching</h2>}
          <p className="own-card__note">{over ? 'The game is over: every card is shown.' : 'Spectators see what everyone sees. Every card is revealed when the game ends.'}</p>
        </div>
      </section>
    );
  }
  const team = G.roles[playerID];
  const cardId = G.cards[playerID];
  const face = cardId ? faceOfCard(content, cardId) : undefined;
  const card = face ? <GameCard game={AYAR_GAME_ID} content={content} type="identity" id={face.id} size={size} testId="own-card" /> : <CardBack game={AYAR_GAME_ID} title={AYAR_TITLE} size={size} label="Your card has not been dealt" />;
  const heading = (
    <h2 id="own-card-heading">
      Your card{face && compact && <span className="own-card__team">: {face.name}</span>}
    </h2>
  );
  return (
    <section className="own-card" data-compact={compact || undefined} data-team={team} aria-labelledby="own-card-heading">
      {!compact && heading}
      {card}
      <div className="own-card__words">
        {compact && heading}
        {/* The strip's thumbnail hides the card's text; it is the rules of your side, so it is said beside it. */}
        {face && compact && <p className="own-card__text">{face.text}</p>}
        {myStatus?.out ? (
          <p className="own-card__out" role="status" data-testid="you-are-out">
            {/* The rules silence an out player only while the game runs: once it ends, the chat is open to every seat. */}
            {over ? `You were out of the game: ${lowerFirst(myStatus.outReason)}.` : `You are out of the game: ${lowerFirst(myStatus.outReason)}. You can watch, but not act or talk until it ends.`}
          </p>
        ) : (
          <p className="own-card__note">{over ? 'The game is over: every card is shown.' : 'Keep it to yourself. Talk, bluff, and decide whom to trust.'}</p>
        )}
        {children}
      </div>
    </section>
  );
}

const lowerFirst = (text = 'out') => text.charAt(0).toLowerCase() + text.slice(1);
