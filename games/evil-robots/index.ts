import { defineGameModule, type GameModule } from '../kit/game-module.ts';
import { cardAbilities } from '../kit/cards/card-abilities.ts';
import { playersFact } from '../kit/content/how-to-play-facts.ts';
import { playersTalk } from '../kit/talk/talk-policy.ts';
import { evilBotPolicy } from './bots/policy.ts';
import { evilBotIdle } from './bots/idle.ts';
import { checkEvilContent } from './content-checks.ts';
import type { EvilContent } from './content-types.ts';
import { EVIL_ROBOTS_ID, createGame } from './game.ts';
import { evilInvariants } from './invariants.ts';
import { evilPrintedCards } from './printed-cards.ts';
import { evilSeatResults } from './seat-results.ts';
import type { EvilGameover, EvilState } from './state.ts';

function isGameover(value: unknown): value is EvilGameover {
  return typeof value === 'object' && value !== null && 'winners' in value && 'path' in value;
}

/**
 * The simulator's tally: rounds (per game: the mean), wins by seat (per game: the win rate),
 * contested claims, splits, extra rounds, and how often each Robot Card was revealed and how
 * often it changed the answer to a rule question.
 */
export function evilTally(G: EvilState): Record<string, number> {
  const s = G.stats;
  // Every card, read from where the cards are (the whole G, never a view), so one that never came up shows at 0.
  // G.stats names only cards that were revealed: a seat's view must not list the cards hidden in hands and decks.
  const cards = [...G.decks.left, ...G.decks.right, ...G.players.flatMap((p) => [G.hands[p].left, G.hands[p].right]), ...G.faceUp.map((f) => f.card)]
    .filter((c): c is string => c !== null)
    .sort();
  // Field by field into one object: built from spreads of Object.fromEntries it was 1.2% of a
  // profiled 600-game 3-seat run (each field a spread adds costs about 1.5 µs here: kit with-fields.ts).
  const tally: Record<string, number> = { rounds: G.round };
  for (const p of G.players) tally[`wins: seat ${p}`] = G.result?.winners.includes(p) ? 1 : 0;
  tally['contested claims'] = s.contested;
  tally['unclaimed cards'] = s.unclaimed;
  tally['splits agreed'] = s.splitsAgreed;
  tally['splits failed'] = s.splitsFailed;
  tally['extra rounds'] = s.extraRounds;
  for (const id of cards) tally[`revealed: ${id}`] = s.revealed[id] ?? 0;
  for (const id of cards) tally[`changed a rule: ${id}`] = s.changed[id] ?? 0;
  return tally;
}

export function createEvilModule(): GameModule<EvilContent, EvilState> {
  return defineGameModule({
    id: EVIL_ROBOTS_ID,
    title: 'Evil Robots',
    contentFiles: {
      rules: { file: 'rules.yaml', schema: 'rules.schema.json' },
      'power-cards': { file: 'power-cards.yaml', schema: 'power-cards.schema.json' },
      robots: { file: 'robots.yaml', schema: 'robots.schema.json' },
    },
    checkContent: checkEvilContent,
    howToPlayFacts: (content) => [playersFact(content.rules.players)],
    createGame,
    setupOptions: () => [],
    printedCards: evilPrintedCards,
    // Built for a video call: the match chat is the table's, open to its seats all game.
    chatPolicy: (G, ctx, playerID) => playersTalk(G.players, playerID, ctx.gameover !== undefined),
    invariants: (G, ctx, content) => evilInvariants(G, ctx, content),
    tally: evilTally,
    tallyTitle: 'Robot Cards and the table',
    cardTally: {
      title: 'Robot Cards',
      counters: ['revealed', 'changed a rule'],
      designs: (content) =>
        content.robots.robots.map((robot) => ({ id: robot.id, copies: 1, can: ['revealed', ...(cardAbilities(robot).changesRules ? ['changed a rule'] : [])] })),
    },
    seatResults: evilSeatResults,
    roleTitle: 'Team at the last reveal',
    scoreTitle: 'Influence',
    botPolicy: evilBotPolicy,
    botIdle: evilBotIdle,
    timedWindow: (G, ctx, content) => {
      if (ctx.gameover !== undefined) return undefined;
      const { step } = G;
      if (step.kind === 'offer') return { key: `offer-${step.opened}`, seconds: content.rules.claimSeconds, moves: ['closeClaims'], reason: 'the Power Card is still on offer' };
      if (step.kind === 'split') return { key: `split-${step.opened}`, seconds: content.rules.splitSeconds, moves: ['closeSplit'], reason: 'the winners still have time to agree a split' };
      if (step.kind === 'keep') return { key: `keep-${step.opened}`, seconds: content.rules.keepSeconds, moves: ['closeKeep'], reason: 'players are still choosing the cards they keep' };
      return undefined;
    },
    outcomeLabel: (gameover) => {
      if (!isGameover(gameover)) return 'unfinished';
      return `${gameover.winners.length > 1 ? 'shared win' : 'one winner'}, path ${gameover.path}`;
    },
  });
}

export const evilRobots = createEvilModule();
