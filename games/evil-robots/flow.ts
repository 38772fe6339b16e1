import type { MoveFn, StageConfig } from 'boardgame.io';
import { createScriptEngine, scriptStages, settleScript, signalMoment, startScript, type ScriptHooks, type Script } from '../kit/script/index.ts';
import type { EvilContent } from './content-types.ts';
import { askCounted } from './rules/ask.ts';
import { robotOf, seatsFrom } from './rules/catalog.ts';
import { eligibleClaimants, giveCard, nextCountdownStep, payOffer, settleClaims } from './rules/countdown.ts';
import { decidePath, finalWinners, nextRevealer, pathTie, reachedEnd } from './rules/ending.ts';
import { beginRound, cleanUp, keepOnly, type RoundRandom } from './rules/round.ts';
import { computeShowdown } from './rules/showdown.ts';
import { payAgreedSplit, payFallbackSplit, seatedWinners } from './rules/split.ts';
import { supplyPaysInfluence } from './rules/supply.ts';
import { applyReveal, revealMoment } from './rules/turn.ts';
import { evilVocabulary } from './script/vocabulary.ts';
import { evilZones } from './script/zones.ts';
import type { Deck, EvilState, Path, PlayerID, Step } from './state.ts';
import { logLine } from './rules/log.ts';
import { countCards, countStat } from './rules/replace.ts';
import { withEntry } from '../kit/with-entry.ts';
import { copyWith } from '../kit/with-fields.ts';

export type MoveContext = Parameters<MoveFn<EvilState>>[0];

/** Seats as the table's record writes them ("player 2"), for the table to put names in. */
const namesOf = (players: PlayerID[]) => players.map((p) => `player ${p}`).join(' and ');
const sharesText = (shares: Record<PlayerID, number>) => Object.entries(shares).map(([p, n]) => `player ${p} takes ${n}`).join(', ');

export const roundRandom = (context: Pick<MoveContext, 'random'>): RoundRandom => ({
  shuffle: context.random.Shuffle,
  coin: () => (context.random.Die(2) === 1 ? 'heads' : 'tails'),
});

/** What follows each move of a round; revealed cards' scripts go through the kit's interpreter. */
export interface EvilFlow {
  /** The decision stage: a player a card asks answers with `decide(answer)`. */
  stages: Record<string, StageConfig<EvilState>>;
  /** After setup or a turn's end: the next offer, the zeros, or the Reveal phase. */
  advanceCountdown(context: MoveContext): void;
  afterClaims(context: MoveContext): void;
  chooseClaimant(context: MoveContext, chosen: PlayerID): void;
  giveZero(context: MoveContext, to: PlayerID): void;
  reveal(context: MoveContext, card: string): void;
  passReveal(context: MoveContext): void;
  afterSplit(context: MoveContext, agreed: boolean): void;
  afterKeep(context: MoveContext, player: PlayerID | null, keep: Deck[]): void;
  choosePath(context: MoveContext, path: Path): void;
}

export function createFlow(content: EvilContent): EvilFlow {
  const engine = createScriptEngine<EvilState>({ vocabulary: evilVocabulary, zones: evilZones(content), host: { content } });
  const hooks: ScriptHooks<EvilState> = {
    // A card revealed in the Reveal phase or at the end passes the moment on; on a turn, the turn goes on.
    onDone: (context, outcome) => {
      const { step } = context.G;
      if (outcome.tag === 'reveal-phase' && step.kind === 'reveal-phase') nextReveal(context, 'reveal', step.player, true);
      else if (outcome.tag === 'endgame' && step.kind === 'endgame') nextReveal(context, 'endgame', step.player, true);
    },
  };

  function advanceCountdown(context: MoveContext): void {
    const { G } = context;
    for (;;) {
      const step = nextCountdownStep(G);
      if (step === null) return nextReveal(context, 'reveal', null);
      G.step = step;
      if (step.kind === 'zeros') {
        const without = G.players.filter((p) => G.power[p] === null);
        if (without.length === 1) giveCard(G, content, without[0]);
        return;
      }
      if (eligibleClaimants(G, content, step.first).length > 0) return;
      settleClaims(G, content);
    }
  }

  /** The Reveal phase or the end's Endgame cards: the next player who can reveal (the same one again after a reveal), or what follows. */
  function nextReveal(context: MoveContext, type: 'reveal' | 'endgame', from: PlayerID | null, again = false): void {
    const { G } = context;
    const player = nextRevealer(G, content, type, from, again);
    if (player !== null) {
      G.step = type === 'reveal' ? { kind: 'reveal-phase', player } : { kind: 'endgame', player };
      return;
    }
    if (type === 'reveal') showdown(context);
    else concludeEnd(context);
  }

  /** Every hidden coin is shown, the winners found, and the round's Influence shared out. */
  function showdown(context: MoveContext): void {
    const { G } = context;
    const open: EvilState['coins'] = {};
    for (const [p, coins] of Object.entries(G.coins)) open[p] = coins.open ? coins : { ...coins, open: true };
    G.coins = open;
    const result = computeShowdown(G, content);
    countCards(G, 'changed', result.changedBy);
    G.showdown = copyWith(result, { split: {}, cardInfluence: {} });
    const winners = seatedWinners(result.winners);
    const amount = Math.min(Math.max(0, askCounted<number>(G, content, 'allocation', {}, G.allocation)), G.supply.influence);
    logLine(G, null, result.winners.length === 0 ? 'Nobody wins the round.' : `${result.winningTeams.join(' and ')} win${result.winningTeams.length === 1 ? 's' : ''} the round.`);
    if (winners.length >= 2 && amount > 0) {
      G.serial += 1;
      G.step = { kind: 'split', winners, amount, proposal: null, refused: [], opened: G.serial };
      return;
    }
    finishRound(context, winners.length === 1 ? supplyPaysInfluence(G, winners, amount) : {});
  }

  /** The split is paid; Influence from face-up cards; then the end, or the clean-up. */
  function finishRound(context: MoveContext, split: Record<PlayerID, number>): void {
    const { G } = context;
    let { cardInfluence } = G.showdown!;
    for (const p of seatsFrom(G.players, G.dealer)) {
      const gained = askCounted<number>(G, content, 'influence-gained', { player: p }, 0);
      if (gained <= 0) continue;
      cardInfluence = withEntry(cardInfluence, p, supplyPaysInfluence(G, [p], gained)[p]);
      logLine(G, p, `gains ${cardInfluence[p]} Influence from face-up cards.`);
    }
    G.showdown = copyWith(G.showdown!, { split, cardInfluence });
    if (reachedEnd(G, content)) nextReveal(context, 'endgame', null);
    else openKeep(context);
  }

  /** After the Endgame cards: still someone at the end, the game is over; nobody, another round (a few at most). */
  function concludeEnd(context: MoveContext): void {
    const { G } = context;
    if (!reachedEnd(G, content) && G.extraRounds < content.rules.maxExtraRounds) {
      G.extraRounds += 1;
      countStat(G, 'extraRounds');
      logLine(G, null, 'An Endgame card puts off the end: another round.');
      return openKeep(context);
    }
    const { winners, changedBy } = finalWinners(G, content);
    countCards(G, 'changed', changedBy);
    G.step = { kind: 'path', winners, votes: {} };
  }

  function openKeep(context: MoveContext): void {
    const { G } = context;
    cleanUp(G, content);
    signalMoment(G.scripts, evilVocabulary.durations, 'round-end');
    G.serial += 1;
    const ready = G.players.filter((p) => G.hands[p].left === null && G.hands[p].right === null);
    G.step = { kind: 'keep', ready, opened: G.serial };
    if (ready.length === G.players.length) nextRound(context);
  }

  function nextRound(context: MoveContext): void {
    beginRound(context.G, content, roundRandom(context));
    advanceCountdown(context);
  }

  return {
    stages: scriptStages(engine, hooks),
    advanceCountdown,
    afterClaims(context) {
      const { value } = context.G.step as Extract<Step, { kind: 'offer' }>;
      const chosen = settleClaims(context.G, content);
      if (chosen === 'choose') return logLine(context.G, context.G.dealer, `chooses between ${namesOf((context.G.step as Extract<Step, { kind: 'choose' }>).claims)} for the ${value}.`);
      if (chosen === null) {
        logLine(context.G, null, `nobody claims the ${value}: it turns to 0 and goes under the stack.`);
        return advanceCountdown(context);
      }
      giveCard(context.G, content, chosen);
    },
    chooseClaimant(context, chosen) {
      const offered = (context.G.step as Extract<Step, { kind: 'choose' }>).offers[chosen] ?? 0;
      payOffer(context.G, chosen);
      if (offered > 0) logLine(context.G, chosen, `pays the Dealer ${offered} Influence.`);
      giveCard(context.G, content, chosen);
    },
    giveZero(context, to) {
      giveCard(context.G, content, to);
    },
    reveal(context, card) {
      const { G, playerID } = context;
      const moment = revealMoment(G);
      applyReveal(G, content, playerID, card);
      const script = (robotOf(content, card).script ?? []) as unknown as Script;
      settleScript(context, startScript(engine, context, { script, self: card, owner: playerID, tag: moment }), hooks);
    },
    passReveal(context) {
      const step = context.G.step as Extract<Step, { kind: 'reveal-phase' | 'endgame' }>;
      nextReveal(context, step.kind === 'reveal-phase' ? 'reveal' : 'endgame', step.player);
    },
    afterSplit(context, agreed) {
      const { G } = context;
      const step = G.step as Extract<Step, { kind: 'split' }>;
      if (agreed) {
        logLine(G, null, `the winners agree: ${sharesText(step.proposal!.shares)}.`);
        return finishRound(context, payAgreedSplit(G));
      }
      countStat(G, 'splitsFailed');
      logLine(G, null, 'no split agreed in time: each winner takes 1, the rest goes back to the supply.');
      finishRound(context, payFallbackSplit(G, step.winners, step.amount));
    },
    afterKeep(context, player, keep) {
      const { G } = context;
      if (player !== null) {
        keepOnly(G, player, keep);
        const step = G.step as Extract<Step, { kind: 'keep' }>;
        G.step = { ...step, ready: [...step.ready, player] };
      }
      if (player === null || (G.step as Extract<Step, { kind: 'keep' }>).ready.length === G.players.length) nextRound(context);
    },
    choosePath(context, path) {
      const { G } = context;
      const step = { ...(G.step as Extract<Step, { kind: 'path' }>) };
      step.votes = withEntry(step.votes, context.playerID, path);
      G.step = step;
      if (Object.keys(step.votes).length < step.winners.length) return;
      const { path: chosen, coinFlip } = decidePath(step.votes, () => (context.random.Die(2) === 1 ? 'good' : 'evil'), pathTie(G, content));
      G.result = { winners: step.winners, influence: { ...G.influence }, path: chosen, coinFlip, rounds: G.round };
    },
  };
}
