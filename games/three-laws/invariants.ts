import type { Ctx } from 'boardgame.io';
import { eachOnce, setPer } from '../kit/rules/each-once.ts';
import type { ThreeLawsContent } from './content-types.ts';
import { buildFactionDeck, deckDefFor, supplySize } from './rules/deal.ts';
import { cardId } from './rules/table.ts';
import type { FactionCard, PlayerID, RoundReport, ThreeLawsState } from './state.ts';
import { someOf } from '../kit/frozen-lists.ts';

const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);
const lawIds = setPer<ThreeLawsContent>();

// The invariants run after every simulated move; a match keeps its factions list and its past
// rounds as the same frozen objects, so what is found of them is kept with them.
const deckIds = new WeakMap<readonly string[], { ranks: object; ids: ReadonlySet<string> }>();

/** The ids of the Faction deck a match's factions and ranks make. */
function factionDeckIds(factions: string[], ranks: { low: number; high: number }): ReadonlySet<string> {
  let kept = deckIds.get(factions);
  if (kept?.ranks !== ranks) deckIds.set(factions, (kept = { ranks, ids: new Set(buildFactionDeck(factions, ranks).map(cardId)) }));
  return kept.ids;
}

// A round's deal is frozen and stays the same objects for every move of the round: checked once.
const dealsChecked = new WeakMap<ThreeLawsState['cards'], { setAside: readonly unknown[]; players: readonly PlayerID[]; ids: ReadonlySet<string>; ok: boolean }>();

const deeplyFrozen = (cards: Readonly<Record<string, FactionCard>> | readonly FactionCard[]): boolean => Object.isFrozen(cards) && Object.values(cards).every((c) => Object.isFrozen(c));

/** Whether the Faction cards held and set aside are the deck, each card once. */
function factionCardsAreTheDeck(G: ThreeLawsState, content: ThreeLawsContent): boolean {
  const ids = factionDeckIds(G.factions, deckDefFor(content, G.players.length).ranks);
  const kept = dealsChecked.get(G.cards);
  if (kept && kept.setAside === G.setAside && kept.players === G.players && kept.ids === ids) return kept.ok;
  const dealt = [...G.players.map((p) => G.cards[p]), ...G.setAside].map(cardId);
  const ok = eachOnce([dealt], ids);
  if (deeplyFrozen(G.cards) && deeplyFrozen(G.setAside)) dealsChecked.set(G.cards, { setAside: G.setAside, players: G.players, ids, ok });
  return ok;
}

/**
 * The rulebook's score, written again from its text without the game's scoring code, so a
 * scoring bug cannot hide by being checked against itself: cards earned per player.
 */
export function rulebookCardsEarned(report: Pick<RoundReport, 'cards' | 'keys' | 'tokens'>, players: PlayerID[], bonusFrom: number): Record<PlayerID, number> {
  const earned: Record<PlayerID, number> = Object.fromEntries(players.map((p) => [p, 0]));
  const byFaction = new Map<string, PlayerID[]>();
  for (const p of players) byFaction.set(report.cards[p].faction, [...(byFaction.get(report.cards[p].faction) ?? []), p]);
  const scoring: { members: PlayerID[]; keys: number }[] = [];
  for (const members of byFaction.values()) {
    const top = Math.max(...members.map((p) => report.cards[p].rank));
    const holders = members.filter((p) => report.keys[p] > 0);
    if (holders.length === 1 && report.cards[holders[0]].rank === top) {
      const keys = report.keys[holders[0]];
      scoring.push({ members, keys });
      for (const p of members) earned[p] += 1;
      if (members.length === 1 && keys >= 2) earned[members[0]] += 1;
    }
  }
  if (players.length >= bonusFrom && scoring.length > 0) {
    const best = Math.max(...scoring.map((s) => s.keys));
    const leaders = scoring.filter((s) => s.keys === best);
    if (leaders.length === 1) for (const p of leaders[0].members) earned[p] += 1;
  }
  const most = Math.max(...players.map((p) => report.tokens[p]));
  for (const p of players) {
    if (report.tokens[p] >= 1) earned[p] += 1;
    if (most >= 1 && report.tokens[p] === most) earned[p] += 1;
  }
  return earned;
}

interface RoundCheck {
  players: PlayerID[];
  bonusFrom: number;
  expected: Record<PlayerID, number>;
  broken: string[];
}

const roundChecks = new WeakMap<RoundReport, RoundCheck>();

/** A finished round's awards against the rulebook's score; kept for a frozen report, which cannot change. */
function roundChecked(report: RoundReport, players: PlayerID[], bonusFrom: number): RoundCheck {
  const kept = roundChecks.get(report);
  if (kept && kept.players === players && kept.bonusFrom === bonusFrom) return kept;
  const expected = rulebookCardsEarned(report, players, bonusFrom);
  const broken: string[] = [];
  for (const p of players) {
    const got = sum(report.awards.filter((a) => a.player === p).map((a) => a.cards));
    if (got !== expected[p]) broken.push(`round ${report.round}: player ${p} earned ${got} Victory Point cards, the rulebook gives ${expected[p]}`);
  }
  const check = { players, bonusFrom, expected, broken };
  if (Object.isFrozen(report) && Object.isFrozen(report.awards)) roundChecks.set(report, check);
  return check;
}

/** Conservation of keys, tokens, Victory Point, Faction and Law cards, and every round's score, after any move. */
export function threeLawsInvariants(G: ThreeLawsState, _ctx: Ctx, content: ThreeLawsContent): string[] {
  const broken: string[] = [];
  const n = G.players.length;
  const keys = sum(G.players.map((p) => G.keys[p] ?? 0));
  if (keys !== n * content.rules.securityKeys) broken.push(`${keys} Security Keys in play, expected ${n * content.rules.securityKeys}`);
  if (someOf(G.players, (p) => (G.keys[p] ?? 0) < 0 || (G.tokens[p] ?? 0) < 0) || G.supply < 0) broken.push('a negative count of keys or tokens');
  const tokens = G.supply + sum(G.players.map((p) => G.tokens[p] ?? 0));
  if (tokens !== supplySize(content, n)) broken.push(`${tokens} Enforcement Tokens in the game, expected ${supplySize(content, n)}`);
  const vpTotal = G.vpDeck.length + sum(G.players.map((p) => G.vp[p].length));
  const vpCards = sum(content.rules.victoryPoints.map((v) => v.count));
  if (vpTotal !== vpCards) broken.push(`${vpTotal} Victory Point cards, expected ${vpCards}`);
  if (!factionCardsAreTheDeck(G, content)) broken.push('the Faction cards held and set aside are not the deck');
  const laws = [G.lawDeck, G.lawsInForce, G.lawDiscard];
  if (!eachOnce(laws, lawIds(content, () => content.laws.laws.map((l) => l.id)))) broken.push('Law Cards went missing or were duplicated');
  const earnedSoFar: Record<PlayerID, number> = Object.fromEntries(G.players.map((p) => [p, 0]));
  for (const report of G.history) {
    const round = roundChecked(report, G.players, content.rules.mostKeysBonusFrom);
    broken.push(...round.broken);
    for (const p of G.players) earnedSoFar[p] += round.expected[p];
  }
  for (const p of G.players) {
    if (G.vp[p].length !== earnedSoFar[p]) broken.push(`player ${p} holds ${G.vp[p].length} Victory Point cards but earned ${earnedSoFar[p]}`);
  }
  return broken;
}
