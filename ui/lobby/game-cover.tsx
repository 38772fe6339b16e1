import type { CSSProperties, ReactNode } from 'react';
import type { AyarContent } from '../../games/are-you-a-robot/content-types.ts';
import type { BiasContent } from '../../games/bias-effect/content-types.ts';
import type { EightsContent } from '../../games/crazy-eights/content-types.ts';
import type { EvilContent } from '../../games/evil-robots/content-types.ts';
import type { RobotsContent } from '../../games/robots/content-types.ts';
import type { ThreeLawsContent } from '../../games/three-laws/content-types.ts';
import { PowerFace, RobotFace } from '../boards/evil-robots/evil-card.tsx';
import { cardInfo } from '../boards/robots/card-info.ts';
import { GameCard } from '../boards/game-card.tsx';
import { DeckCard } from '../boards/robots/deck-card.tsx';
import { FactionCardView } from '../boards/three-laws/faction-card.tsx';
import { CardBack } from '../components/card/card-back.tsx';
import { kitCards } from '../components/card-table/table-card.tsx';
import { useGameContent } from '../match/game-content.tsx';
// The table's card look; the lobby draws the same cards.
import '../boards/robots/robots-table.css';
import './game-cover.css';

/**
 * A game's picture in the lobby: a fan of its own cards, drawn from its content with the same
 * components as the table (no image files to keep in step). A game without a cover here gets
 * its card back.
 */
const covers: Record<string, (gameContent: never) => ReactNode[]> = {
  'are-you-a-robot': (ayar: AyarContent) => {
    const human = ayar.cards.cards.find((c) => c.team === 'human');
    const robot = ayar.cards.cards.find((c) => c.team === 'robot');
    // Who is who is the whole game: a face-down card between the two teams.
    return [
      human && <GameCard key="human" game="are-you-a-robot" content={ayar} type="identity" id={human.id} size="tiny" />,
      <CardBack key="back" game="are-you-a-robot" title="?" size="tiny" label="A hidden card" />,
      robot && <GameCard key="robot" game="are-you-a-robot" content={ayar} type="identity" id={robot.id} size="tiny" />,
    ];
  },
  robots: (robots: RobotsContent) => {
    const variant = robots.powers.variants[0].id;
    const colour = robots.deck.colours[Math.min(2, robots.deck.colours.length - 1)].id;
    const high = robots.deck.numbers.high;
    // The top of a run carries the powers, the wild stands in: the game in three cards.
    const run = [`${colour}-${high - 1}`, 'wild-1', `${colour}-${high}`];
    const robot = robots.constructs.robots[robots.constructs.robots.length - 1];
    return [
      ...run.map((id) => (
        <span key={id} className="game-cover__playing-card">
          <DeckCard content={robots} info={cardInfo(robots, variant, id)} />
        </span>
      )),
      robot && <GameCard key="robot" game="robots" content={robots} type="construct" id={robot.id} size="tiny" />,
    ];
  },
  'three-laws': (threeLaws: ThreeLawsContent) => {
    const [first, second] = threeLaws.factions.factions;
    // Everyone's card but your own: two factions face up around a face-down one.
    return [
      first && <FactionCardView key="first" content={threeLaws} card={{ faction: first.id, rank: 3 }} size="large" />,
      <FactionCardView key="yours" content={threeLaws} size="large" label="Your own card, face down" />,
      second && <FactionCardView key="second" content={threeLaws} card={{ faction: second.id, rank: 1 }} size="large" />,
    ];
  },
  'bias-effect': (bias: BiasContent) => {
    const left = bias.beliefs.beliefs.find((b) => b.side === 'left');
    const right = bias.beliefs.beliefs.find((b) => b.side === 'right');
    const life = bias.life.life[0];
    // A Belief of each side, and between them the Life card whose blue, red or black outcome the A.I.'s mind picks.
    return [
      left && <GameCard key="left" game="bias-effect" content={bias} type="belief" id={left.id} size="tiny" />,
      life && <GameCard key="life" game="bias-effect" content={bias} type="life" id={life.id} size="tiny" />,
      right && <GameCard key="right" game="bias-effect" content={bias} type="belief" id={right.id} size="tiny" />,
    ];
  },
  'evil-robots': (evil: EvilContent) => {
    const left = evil.robots.robots.find((r) => r.deck === 'left');
    const right = evil.robots.robots.find((r) => r.deck === 'right');
    const top = Math.max(...evil['power-cards'].powerCards.map((c) => c.value));
    // A Robot Card from each deck around the highest Power Card, the one the countdown starts with.
    return [
      left && <RobotFace key="left" content={evil} robot={left} size="tiny" />,
      <PowerFace key="power" content={evil} value={top} size="tiny" />,
      right && <RobotFace key="right" content={evil} robot={right} size="tiny" />,
    ];
  },
  'crazy-eights': (eights: EightsContent) => {
    const draw = kitCards('crazy-eights', eights, 'card');
    const deck = eights.table.deck;
    const suits = 'suits' in deck ? deck.suits.map((s) => s.id) : [];
    // An eight between two cards it may follow: the wild card that names the next suit.
    return [`7-${suits[0]}`, `${eights.rules.wild}-${suits[2]}`, `7-${suits[3]}`].map((id) => (
      <span key={id}>{draw({ card: id, width: '6.5rem', view: 'tiny' })}</span>
    ));
  },
};

export function GameCover({ gameId, title }: { gameId: string; title: string }) {
  const gameContent = useGameContent(gameId);
  const draw = Object.hasOwn(covers, gameId) ? covers[gameId] : undefined;
  let cards: ReactNode[];
  try {
    cards = draw && gameContent ? draw(gameContent as never).filter(Boolean) : [];
  } catch {
    // Content a designer reshaped (a card renamed) must not take the lobby down with it.
    cards = [];
  }
  if (cards.length === 0) cards = [<CardBack key="back" game={gameId} title={title} size="tiny" />];
  return (
    <div className="game-cover" data-game={gameId} role="img" aria-label={`Cards of ${title}`} data-count={cards.length}>
      {cards.map((card, i) => (
        <div key={i} className="game-cover__slot" style={{ '--i': i - (cards.length - 1) / 2 } as CSSProperties}>
          {card}
        </div>
      ))}
    </div>
  );
}
