import type { EvilContent } from '../content-types.ts';
import { EXTRA, type Coins, type Deck, type EvilState, type Face, type PlayerID } from '../state.ts';
import { askCounted } from './ask.ts';
import { nextCountdownStep } from './countdown.ts';
import { DECKS, powerCardId, powerValues, robotOf, robotsOfDeck, tableFor } from './catalog.ts';
import { logLine } from './log.ts';
import { withEntry } from '../../kit/with-entry.ts';

export interface RoundRandom {
  shuffle<T>(items: T[]): T[];
  coin(): Face;
}

const freshCoins = (hidden: Face, shown: Face, open = false): Coins => ({ hidden, shown, open, seenBy: [] });

/** A new match: the supply, starting Influence, shuffled Robot decks, the first seat deals; then the first round. */
export function setupMatch(content: EvilContent, players: PlayerID[], random: RoundRandom): EvilState {
  const line = tableFor(content, players.length);
  const supply = content.rules.influence.ones + 5 * content.rules.influence.fives;
  const start = line.startingInfluence;
  const G: EvilState = {
    players: [...players],
    round: 0,
    extraRounds: 0,
    dealer: players[0],
    dealerToken: null,
    influence: Object.fromEntries(players.map((p) => [p, start])),
    supply: { influence: supply - start * players.length, tokens: content.rules.actionTokens },
    tokens: Object.fromEntries(players.map((p) => [p, 0])),
    coins: {},
    power: {},
    allocation: 0,
    stack: [],
    firstGiven: false,
    offersMade: 0,
    hands: Object.fromEntries(players.map((p) => [p, { left: null, right: null }])),
    faceUp: [],
    decks: { left: random.shuffle(robotsOfDeck(content, 'left')), right: random.shuffle(robotsOfDeck(content, 'right')) },
    step: { kind: 'zeros' },
    serial: 0,
    showdown: null,
    reports: [],
    log: [],
    stats: { revealed: {}, changed: {}, contested: 0, unclaimed: 0, splitsAgreed: 0, splitsFailed: 0, extraRounds: 0 },
    result: null,
    scripts: { running: null, effects: [], nextId: 1 },
  };
  beginRound(G, content, random);
  // Nobody holds a card and no card is face up: the highest card is simply offered.
  G.step = nextCountdownStep(G)!;
  return G;
}

/**
 * A round's setup: hands made up to one card from each deck, the Power Cards shuffled (the
 * allocation turned up, the extra player's card at 3–4 players, the rest in descending order with
 * the lowest on its zero side), and every coin flipped. The caller opens the first offer.
 */
export function beginRound(G: EvilState, content: EvilContent, random: RoundRandom): void {
  const line = tableFor(content, G.players.length);
  // The reveal goes into the record before the next round's coins are flipped.
  if (G.showdown) {
    const coins = Object.fromEntries(Object.entries(G.coins).map(([p, c]) => [p, { shown: c.shown, hidden: c.hidden }]));
    G.reports = [...G.reports, { round: G.round, showdown: G.showdown, coins }];
  }
  G.round += 1;
  G.dealer = G.dealerToken ?? G.dealer;
  G.dealerToken = null;
  G.firstGiven = false;
  G.offersMade = 0;
  G.showdown = null;
  const hands = { ...G.hands };
  const decks = { left: [...G.decks.left], right: [...G.decks.right] };
  for (const p of G.players) {
    for (const deck of DECKS) if (hands[p][deck] === null) hands[p] = { ...hands[p], [deck]: decks[deck].shift() ?? null };
  }
  G.hands = hands;
  G.decks = decks;
  const values = random.shuffle(powerValues(line));
  G.allocation = values.shift()!;
  G.power = Object.fromEntries(G.players.map((p) => [p, null]));
  G.coins = Object.fromEntries(G.players.map((p) => [p, freshCoins(random.coin(), random.coin())]));
  if (line.extraPlayer) {
    G.power[EXTRA] = values.shift()!;
    G.coins[EXTRA] = freshCoins('tails', 'heads', true);
  }
  const stack = values.sort((a, b) => b - a).map((value) => ({ card: powerCardId(content, value), value }));
  stack[stack.length - 1] = { card: stack[stack.length - 1].card, value: 0 };
  G.stack = stack;
  logLine(G, G.dealer, `Round ${G.round}: deals; the allocation is ${G.allocation} Influence.`);
}

/**
 * The clean-up's first half, once the round's Influence is paid: the next Dealer is settled (cards
 * may say who), tokens go back, face-up Robot Cards go to the bottom of their decks, hidden coins
 * are all shown. Keeping or returning face-down cards is the players' choice that follows.
 */
export function cleanUp(G: EvilState, content: EvilContent): void {
  G.dealerToken = askCounted<string>(G, content, 'next-dealer', {}, G.dealerToken ?? G.dealer);
  let returned = 0;
  for (const p of G.players) returned += G.tokens[p];
  if (returned !== 0 || G.players.some((p) => G.tokens[p] !== 0)) {
    G.supply = { ...G.supply, tokens: G.supply.tokens + returned };
    G.tokens = Object.fromEntries(G.players.map((p) => [p, 0]));
  }
  if (G.faceUp.length > 0) {
    const decks = { left: [...G.decks.left], right: [...G.decks.right] };
    for (const { card } of G.faceUp) decks[robotOf(content, card).deck].push(card);
    G.decks = decks;
  }
  G.faceUp = [];
}

/** A player returns the face-down cards they do not keep (named by deck), each to the bottom of its deck. */
export function keepOnly(G: EvilState, player: PlayerID, keep: Deck[]): void {
  for (const deck of DECKS) {
    const card = G.hands[player][deck];
    if (card !== null && !keep.includes(deck)) {
      G.decks = withEntry(G.decks, deck, [...G.decks[deck], card]) as EvilState['decks'];
      G.hands = withEntry(G.hands, player, { ...G.hands[player], [deck]: null });
    }
  }
}
