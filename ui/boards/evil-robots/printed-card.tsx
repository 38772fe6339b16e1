import type { EvilContent } from '../../../games/evil-robots/content-types.ts';
import { cardFormatOf } from '../../../games/kit/cards/card-formats.ts';
import { artUrl } from '../../components/card/art-url.ts';
import { PrintedFace, type GamePrint } from '../../components/card/printed-card.tsx';
import { PieceLooksProvider } from './piece-looks.tsx';
import { PowerCard } from './pieces.tsx';
import { RobotCard, TYPE_TINT } from './robot-card.tsx';
import { DECK_NAME, TYPE_NAME, TYPE_WHEN, tokensWord } from './words.ts';
import './evil-cards.css';

export const EVIL_TITLE = 'Evil Robots';

/** Evil Robots prints its Robot Cards (a Left and a Right deck, told apart by their backs) and its Power Cards. */
export const evilPrint: GamePrint = {
  title: EVIL_TITLE,
  cards: (content) => {
    const evil = content as EvilContent;
    return [
      ...evil.robots.robots.map((robot) => ({
        type: `${robot.deck}-robot`,
        id: robot.id,
        name: robot.name,
        description: `${TYPE_NAME[robot.type]} Robot Card, ${DECK_NAME[robot.deck]} deck, ${robot.type === 'endgame' ? 'free' : `costs ${tokensWord(robot.cost)}`}: ${TYPE_WHEN[robot.type].toLowerCase()}. ${robot.text}`,
        count: 1,
      })),
      ...evil['power-cards'].powerCards.map((power) => ({ type: 'power', id: power.id, name: power.name, description: `Power Level ${power.value}.`, count: 1 })),
    ];
  },
  face: (content, card, options) => {
    const evil = content as EvilContent;
    const format = cardFormatOf(content, card.type, EVIL_TITLE);
    if (card.type === 'power') {
      const power = evil['power-cards'].powerCards.find((p) => p.id === card.id);
      if (!power) throw new Error(`No Power Card '${card.id}' in the Evil Robots content.`);
      return (
        <PrintedFace format={format} options={options} designWidth={6.2} frame="#8a7a4e" fitKey={power}>
          {power.art ? (
            <span className="er-power-art" aria-label={`Power Level ${power.value}`}>
              <img src={artUrl(power.art)} alt="" />
              <span className="er-power-art__value">{power.value}</span>
            </span>
          ) : (
            <PowerCard value={power.value} size="big" />
          )}
        </PrintedFace>
      );
    }
    const robot = evil.robots.robots.find((r) => r.id === card.id);
    if (!robot) throw new Error(`No Robot Card '${card.id}' in the Evil Robots content.`);
    return (
      <PrintedFace format={format} options={options} designWidth={13.5} frame={TYPE_TINT[robot.type]} fitKey={robot}>
        <PieceLooksProvider content={evil}>
          <RobotCard robot={robot} />
        </PieceLooksProvider>
      </PrintedFace>
    );
  },
};
