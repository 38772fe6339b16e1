import type { RobotDef } from '../../../games/evil-robots/content-types.ts';
import type { Deck } from '../../../games/evil-robots/state.ts';
import { RobotArt } from '../../components/card/robot-art.tsx';
import { hashString } from '../../components/card/seeded.ts';
import { TokenIcon } from './action-token.tsx';
import { DECK_NAME, TYPE_NAME, TYPE_WHEN, tokensWord } from './words.ts';
import '../../components/card/card-fonts.ts';
import { artUrl } from '../../components/card/art-url.ts';
import './evil-cards.css';

/** Each type's colour: it frames the card and tints its robot. */
export const TYPE_TINT: Record<RobotDef['type'], string> = { immediate: '#3f8fe0', active: '#c9822b', reveal: '#2fa37a', endgame: '#a24fd1' };

interface Props {
  robot: RobotDef;
  /** `normal`: with its picture; `small`: the words only; `mini`: a one-line chip. */
  size?: 'normal' | 'small' | 'mini';
  testId?: string;
}

/**
 * A Robot Card from content: its cost in Action Tokens in the top corner, name, deck and type
 * (when it can be revealed), what it does, and a line on the real robot it is named after.
 * The picture is generated from its id, so a card added to the YAML gets one of its own.
 */
export function RobotCard({ robot, size = 'normal', testId }: Props) {
  const cost = robot.type === 'endgame' ? 'free' : tokensWord(robot.cost);
  if (size === 'mini') {
    return (
      <span className="er-robot-mini" data-type={robot.type} data-testid={testId} title={`${robot.name} (${TYPE_NAME[robot.type]}): ${robot.text}`}>
        <span className="er-robot-mini__deck">{robot.deck === 'left' ? 'L' : 'R'}</span>
        {robot.name}
      </span>
    );
  }
  return (
    <article className="er-robot" data-size={size} data-type={robot.type} data-deck={robot.deck} data-card={robot.id} data-testid={testId} aria-label={`${robot.name}: ${TYPE_NAME[robot.type]} Robot Card, ${DECK_NAME[robot.deck]} deck, costs ${cost}`}>
      <header className="er-robot__top">
        <span className="er-robot__cost" title={`Costs ${cost} to reveal on your turn`}>
          {robot.type === 'endgame' ? <span className="er-robot__free">free</span> : <>
            <TokenIcon />
            <span>{robot.cost}</span>
          </>}
        </span>
        <h3 className="er-robot__name">{robot.name}</h3>
        <span className="er-robot__deck" title={`${DECK_NAME[robot.deck]} deck`}>
          {DECK_NAME[robot.deck]}
        </span>
      </header>
      {size === 'normal' && (
        <div className="er-robot__art">
          {robot.art ? <img src={artUrl(robot.art)} alt="" /> : <RobotArt look={{ seed: robot.id, ordinal: hashString(robot.id) % 56, suit: robot.deck === 'left' ? 0 : 1, tint: TYPE_TINT[robot.type] }} frame="landscape" />}
        </div>
      )}
      <p className="er-robot__type">
        <strong>{TYPE_NAME[robot.type]}</strong> · {TYPE_WHEN[robot.type]}
      </p>
      <p className="er-robot__text">{robot.text}</p>
      <p className="er-robot__about">{robot.about}</p>
    </article>
  );
}

/** A face-down Robot Card: the back of its deck, L or R. */
export function RobotBack({ deck, size = 'small', note, testId }: { deck: Deck; size?: 'small' | 'mini'; note?: string; testId?: string }) {
  return (
    <span className="er-robot-back" data-deck={deck} data-size={size} data-testid={testId} title={`A face-down ${DECK_NAME[deck]} Robot Card${note ? `: ${note}` : ''}`}>
      <span className="er-robot-back__letter">{deck === 'left' ? 'L' : 'R'}</span>
      <span className="visually-hidden">face-down {DECK_NAME[deck]} Robot Card</span>
    </span>
  );
}
