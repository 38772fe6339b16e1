import type { AyarContent } from '../../../games/are-you-a-robot/content-types.ts';
import type { AyarView } from '../../../games/are-you-a-robot/state.ts';
import { Card } from '../../components/card/card.tsx';
import { CardBack } from '../../components/card/card-back.tsx';
import { AYAR_GAME_ID, AYAR_TITLE, faceForTeam } from './card-faces.ts';
import type { SeatStatus } from './seat-status.ts';

interface Props {
  G: AyarView;
  content: AyarContent;
  /** null for a spectator. */
  playerID: string | null;
  myStatus?: SeatStatus;
}

/** Your own card and nobody else's; a spectator sees only a card back. */
export function OwnCardPanel({ G, content, playerID, myStatus }: Props) {
  if (playerID === null) {
    return (
      <section className="own-card" aria-labelledby="own-card-heading">
        <h2 id="own-card-heading">You are watching</h2>
        <CardBack game={AYAR_GAME_ID} title={AYAR_TITLE} label="Cards stay hidden from spectators" />
        <p className="own-card__note">Spectators see what everyone sees. Every card is revealed when the game ends.</p>
      </section>
    );
  }
  const team = G.roles[playerID];
  return (
    <section className="own-card" aria-labelledby="own-card-heading">
      <h2 id="own-card-heading">Your card</h2>
      {team ? (
        <Card game={AYAR_GAME_ID} face={faceForTeam(content, team)} testId="own-card" />
      ) : (
        <CardBack game={AYAR_GAME_ID} title={AYAR_TITLE} label="Your card has not been dealt" />
      )}
      {myStatus?.out ? (
        <p className="own-card__out" role="status" data-testid="you-are-out">
          You are out: {myStatus.outReason}. You may watch, but no longer act or talk.
        </p>
      ) : (
        <p className="own-card__note">Keep it to yourself. Talk, bluff, and decide whom to trust.</p>
      )}
    </section>
  );
}
