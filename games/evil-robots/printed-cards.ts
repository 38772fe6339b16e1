import type { CardRecord } from '../kit/cards/card-records.ts';
import { pieceFormatIn } from '../kit/cards/piece-formats.ts';
import { DECK_NAME, TYPE_NAME, TYPE_WHEN, tokensWord } from './card-words.ts';
import type { EvilContent, PowerCardDef, RobotDef } from './content-types.ts';

/**
 * Evil Robots prints its Robot Cards (a Left and a Right deck, told apart by their backs) and its
 * Power Cards. A Robot Card's fields are its robots.yaml entry, its type and deck in words, and the
 * Action Token's look (card-formats.yaml's pieces) for the cost in its corner; a Power Card's are
 * its power-cards.yaml entry.
 */
export function evilPrintedCards(content: EvilContent): CardRecord[] {
  // The token drawn at a card's cost: content's piece look, or none, and the drawing takes the words' colour.
  const token = pieceFormatIn(content, 'action-token');
  return [...content.robots.robots.map((robot) => robotRecord(robot, token)), ...content['power-cards'].powerCards.map(powerRecord)];
}

function robotRecord(robot: RobotDef, token: unknown): CardRecord {
  const free = robot.type === 'endgame';
  const costWords = free ? 'free' : tokensWord(robot.cost);
  return {
    type: `${robot.deck}-robot`,
    id: robot.id,
    name: robot.name,
    count: 1,
    description: `${TYPE_NAME[robot.type]} Robot Card, ${DECK_NAME[robot.deck]} deck, ${free ? 'revealed free' : `costs ${costWords} to reveal on your turn`}. ${TYPE_WHEN[robot.type]}. ${robot.text}`,
    // The optional fields are listed even when absent, so a template may test them.
    fields: { ...robot, art: robot.art, free, costWords, typeName: TYPE_NAME[robot.type], typeWhen: TYPE_WHEN[robot.type], deckName: DECK_NAME[robot.deck], token },
  };
}

function powerRecord(power: PowerCardDef): CardRecord {
  return {
    type: 'power',
    id: power.id,
    name: power.name,
    count: 1,
    description: `Power Card ${power.value}: Power Level ${power.value} on its face, 0 on its other side.`,
    fields: { ...power, art: power.art },
  };
}
