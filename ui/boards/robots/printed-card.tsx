import { deckOf } from '../../../games/robots/cards.ts';
import type { RobotsContent } from '../../../games/robots/content-types.ts';
import { cardFormatOf } from '../../../games/kit/cards/card-formats.ts';
import { Card } from '../../components/card/card.tsx';
import { displayWidth } from '../../components/card/card-geometry.ts';
import { PrintedFace, type GamePrint } from '../../components/card/printed-card.tsx';
import { constructFace, deckCardFace, ROBOTS_GAME_ID, ROBOTS_TITLE } from './card-faces.ts';
import { cardInfo } from './card-info.ts';
import { PlayingCard } from './playing-card.tsx';
import { PLAYING_CARD_SIZES } from './robots-card-sizes.ts';
import './printed-cards.css';

/** ROBOTS! prints its deck (the default variant's powers) and its Constructed Robots. */
export const robotsPrint: GamePrint = {
  title: ROBOTS_TITLE,
  cards: (content) => {
    const robots = content as RobotsContent;
    return [
      ...deckOf(robots).cards.map((card) => {
        const info = cardInfo(robots, robots.powers.variants[0].id, card.id);
        return { type: 'deck', id: card.id, name: info.name, description: `Worth ${info.points} points. ${deckCardFace(robots, card.id).text}`.trim(), count: 1 };
      }),
      ...robots.constructs.robots.map((robot) => ({ type: 'construct', id: robot.id, name: robot.name, description: constructFace(robots, robot).text, count: 1 })),
    ];
  },
  face: (content, card, options) => {
    const robots = content as RobotsContent;
    const format = cardFormatOf(content, card.type, ROBOTS_TITLE);
    if (card.type === 'construct') {
      const robot = robots.constructs.robots.find((r) => r.id === card.id);
      if (!robot) throw new Error(`No Constructed Robot '${card.id}' in the ROBOTS! content.`);
      return <Card game={ROBOTS_GAME_ID} face={constructFace(robots, robot)} format={format} width={options.width ?? displayWidth(format.size)} bleed={options.bleed} guides={options.guides} />;
    }
    const info = cardInfo(robots, robots.powers.variants[0].id, card.id);
    return (
      <PrintedFace format={format} options={options} designWidth={PLAYING_CARD_SIZES.large.width} frame="#fffdf6" fitKey={info}>
        <PlayingCard info={info} size="large" />
      </PrintedFace>
    );
  },
};
