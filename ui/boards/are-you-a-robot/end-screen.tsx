import type { AyarContent } from '../../../games/are-you-a-robot/content-types.ts';
import type { AyarGameover } from '../../../games/are-you-a-robot/state.ts';
import { useMediaQuery } from '../../components/layout/use-media-query.ts';
import { GameCard } from '../game-card.tsx';
import { AYAR_GAME_ID } from './card-faces.ts';
import { cardTally } from './card-tally.ts';
import { PHONE_QUERY } from './layout-queries.ts';
import { HEADLINE } from './outcome-words.ts';

interface Props {
  gameover: AyarGameover;
  playOrder: string[];
  names: Record<string, string>;
  playerID: string | null;
  content: AyarContent;
}

/** The reveal: the outcome, every seat's card and the cards no one saw. */
export function EndScreen({ gameover, playOrder, names, playerID, content }: Props) {
  // A phone's cells are too narrow for the rules' words (the name broke in two): the tiny view, name and picture, is the badge.
  const size = useMediaQuery(PHONE_QUERY) ? 'tiny' : 'small';
  const verdict = playerID === null ? undefined : gameover.winners.includes(playerID) ? 'You won.' : 'You lost.';
  return (
    <section className="end-screen" aria-labelledby="outcome-heading" data-outcome={gameover.outcome}>
      <div className="end-screen__banner" data-testid="outcome-banner" role="status">
        <h2 id="outcome-heading">{HEADLINE[gameover.outcome]}</h2>
        <p>{gameover.message}</p>
        {verdict && <p className="end-screen__verdict">{verdict}</p>}
      </div>
      <h3>Every card</h3>
      <p className="end-screen__kinds" data-testid="card-kinds">
        {cardTally(content, gameover)
          .map((kind) => `${kind.name} × ${kind.count}`)
          .join(' · ')}
      </p>
      <ul className="end-screen__cards">
        {playOrder.map((seat) => {
          const card = gameover.cards[seat];
          return (
            <li key={seat} data-winner={gameover.winners.includes(seat) || undefined} data-testid={`reveal-${seat}`}>
              {card && <GameCard game={AYAR_GAME_ID} content={content} type="identity" id={card} size={size} />}
              <span className="end-screen__name">
                {names[seat]}
                {seat === playerID && ' (you)'}
                {gameover.winners.includes(seat) && <span className="end-screen__won">Winner</span>}
              </span>
            </li>
          );
        })}
        {gameover.setAside.map((card, index) => (
          <li key={`aside-${index}`} className="end-screen__aside" data-testid={`reveal-aside-${index}`}>
            <GameCard game={AYAR_GAME_ID} content={content} type="identity" id={card} size={size} />
            <span className="end-screen__name">Set aside, unseen</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
