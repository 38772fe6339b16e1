import { describe, expect, it, vi } from 'vitest';
import type { State } from 'boardgame.io';
import { LobbyClient } from 'boardgame.io/client';
import type { AyarState } from '../../games/are-you-a-robot/state.ts';
import { AYAR, createAndJoin, type JoinedMatch } from './helpers/lobby.ts';
import { MatchDriver } from './helpers/match-driver.ts';
import { movesHandled } from './helpers/probes.ts';
import { connectSeat, latestState, waitFor, type RawSeat } from './helpers/raw-socket.ts';
import { useTestServer } from './helpers/test-server.ts';
import { playUntilSeen, type Sightings } from './helpers/until-seen.ts';
import { keysOf, seedOf as wireSeedOf } from './helpers/wire.ts';
import { expectHistoryOnReload } from './helpers/kept-history.ts';

const t = useTestServer();

const seedOf = (matchID: string) => wireSeedOf(t.server, matchID);

/** What `viewer` may know of the cards in an authoritative state, derived here from the rules, not from playerView. */
function mayKnow(G: AyarState, viewer: string | null): Record<string, string> {
  const known: Record<string, string> = { ...G.revealed };
  if (viewer !== null) Object.assign(known, G.knownBy[viewer] ?? {}, { [viewer]: G.roles[viewer] });
  return known;
}

/**
 * Checks every message a socket received: no initialState, no seed, no credentials, and in
 * every state before the end only the cards this viewer may know, no set-aside cards, and
 * a conversion's new Robot only for the Robots who witnessed it.
 */
function assertSecret(seat: RawSeat, driver: MatchDriver, secrets: string[]) {
  const viewer = seat.playerID;
  expect(seat.received.length).toBeGreaterThan(0);
  for (const { event, args } of seat.received) {
    const wire = JSON.stringify(args);
    for (const secret of secrets) expect(wire.includes(secret), `${event} to ${viewer} holds a secret`).toBe(false);
    const keys = keysOf(args);
    expect(keys.has('initialState'), `${event} to ${viewer} holds initialState`).toBe(false);
    expect(keys.has('credentials'), `${event} to ${viewer} holds credentials`).toBe(false);
    expect(keys.has('prngstate') || keys.has('seed'), `${event} to ${viewer} holds the PRNG`).toBe(false);
    // What each card kind did (the simulator's count) would tell which kind a shooter held.
    expect(keys.has('cardStats'), `${event} to ${viewer} holds the card counts`).toBe(false);
    const sent: State<any> | undefined = event === 'update' ? args[1] : event === 'sync' ? args[1].state : undefined;
    if (!sent || sent.ctx.gameover !== undefined) continue;
    const truth = driver.history.get(sent._stateID);
    expect(truth, `authoritative state ${sent._stateID} was recorded`).toBeDefined();
    const allowed = mayKnow(truth!.G, viewer);
    for (const [p, team] of Object.entries(sent.G.roles as Record<string, string>)) {
      expect(allowed[p], `${viewer} was sent ${p}'s card`).toBe(team);
    }
    expect('setAside' in sent.G, `${viewer} was sent the set-aside cards`).toBe(false);
    expect(Object.keys(sent.G.knownBy).every((k) => k === viewer)).toBe(true);
    sent.G.conversions.forEach((c: { converted?: string | null }, i: number) => {
      const witnessed = viewer !== null && truth!.G.conversions[i].witnesses.includes(viewer);
      expect('converted' in c, `${viewer} was told who was converted`).toBe(witnessed);
    });
  }
}

async function seatEveryone(m: JoinedMatch): Promise<{ seats: RawSeat[]; spectator: RawSeat }> {
  const seats = await Promise.all(m.seats.map((s) => connectSeat(t.url, AYAR, m.matchID, s.playerID, s.credentials)));
  const spectator = await connectSeat(t.url, AYAR, m.matchID, null);
  return { seats, spectator };
}

describe('the wire: what players and a spectator receive over a real socket', () => {
  it('a Basic match: nobody learns a card they may not know, the seed or initialState', async () => {
    const m = await createAndJoin(t.url, 3, 'basic');
    const { seats, spectator } = await seatEveryone(m);
    const driver = new MatchDriver(t, m.matchID, seats, [spectator]);
    const start = await driver.state();
    const seed = await seedOf(m.matchID);
    const robot = start.G.players.find((p) => start.G.roles[p] === 'robot')!;
    const humans = start.G.players.filter((p) => p !== robot);
    // A Robot's failed shot must not show on anyone's wire either.
    driver.seat(robot).move(m.matchID, 'zap', [humans[0]], start._stateID);
    await movesHandled(driver.seat(robot), m.matchID, 'zap', [humans[0]]);
    const end = await driver.finish();
    expect(end.ctx.gameover).toMatchObject({ outcome: 'humans' });
    for (const seat of [...seats, spectator]) assertSecret(seat, driver, [seed, ...m.seats.map((s) => s.credentials)]);
    // The end screen reveals every card: the final update carries them.
    for (const seat of [...seats, spectator]) {
      expect(latestState(seat.received).ctx.gameover.roles).toEqual(start.G.roles);
    }
    [...seats, spectator].forEach((s) => s.close());
  });

  it('an Extended match with chat, a conversion and a zapped Robot', async () => {
    await playUntilSeen([NEW_ROBOT_SHOWN], MAX_EXTENDED_MATCHES, playExtended);
  });
});

const NEW_ROBOT_SHOWN = 'a conversion’s new Robot shown to its witness';
// A conversion deals the Robot card to nobody one time in five: another match is played then.
const MAX_EXTENDED_MATCHES = 8;

/** An Extended match with chat, a conversion and a zapped Robot, judged in full; says whether the conversion made a new Robot. */
async function playExtended(): Promise<Sightings> {
  let m: JoinedMatch;
  let start: State<AyarState>;
  // Six seats take 6 of 7 cards: play a deal where the Robot card is at the table.
  do {
    m = await createAndJoin(t.url, 6, 'extended');
    start = (await t.server.store.fetch(m.matchID, { state: true })).state;
  } while (!Object.values(start.G.roles).includes('robot'));
  const { seats, spectator } = await seatEveryone(m);
  const driver = new MatchDriver(t, m.matchID, seats, [spectator]);
  await driver.state();
  const seed = await seedOf(m.matchID);
  const robot = start.G.players.find((p) => start.G.roles[p] === 'robot')!;
  const [shooter, victim] = start.G.players.filter((p) => p !== robot);

  const chats = (s: RawSeat) => s.received.filter((r) => r.event === 'chat').map((r) => r.args[1].payload);
  const drops = (s: RawSeat) => s.received.filter((r) => r.event === 'tablewright:error').map((r) => r.args[0].code);
  driver.seat(shooter).chat(m.matchID, 'I trust nobody.');
  spectator.chat(m.matchID, 'spectator here');
  await waitFor(() => [...seats, spectator].every((s) => chats(s).includes('I trust nobody.')), 'a seated chat to reach all');

  const converted = await driver.play(shooter, 'zap', victim);
  expect(converted.G.eliminated).toEqual([shooter]);
  expect(converted.G.conversions).toHaveLength(1);
  const { witnesses, converted: newRobot } = converted.G.conversions[0];
  expect(witnesses).toEqual([robot]);
  // The state it last heard: a chat or the match's seats may have come after it.
  if (newRobot) expect(latestState(driver.seat(robot).received).G.roles[newRobot], 'the new Robot, to its witness').toBe('robot');

  driver.seat(shooter).chat(m.matchID, 'I am out but talking');
  // Refused before anyone could hear it: the notice is the whole of its fate.
  await waitFor(() => drops(driver.seat(shooter)).includes('eliminated-silent'), 'the eliminated seat to be told it is silent');

  const hunter = converted.G.players.find((p) => !converted.G.eliminated.includes(p) && converted.G.roles[p] === 'human')!;
  const zapped = await driver.play(hunter, 'zap', robot);
  expect(zapped.G.eliminated).toContain(robot);
  const end = await driver.finish();
  expect(end.ctx.gameover).toBeDefined();

  for (const seat of [...seats, spectator]) {
    assertSecret(seat, driver, [seed, ...m.seats.map((s) => s.credentials)]);
    expect(chats(seat)).toEqual(['I trust nobody.']);
  }
  expect(drops(spectator)).toContain('spectators-silent');
  expect(drops(driver.seat(shooter))).toContain('eliminated-silent');
  // Neither the spectator's line nor the eliminated seat's was kept: a reload shows each viewer what it heard.
  await expectHistoryOnReload(t.url, AYAR, m.matchID, [...seats, spectator], [seed, ...m.seats.map((s) => s.credentials)], ['initialState', 'credentials', 'prngstate', 'seed']);
  [...seats, spectator].forEach((s) => s.close());
  return new Map([[NEW_ROBOT_SHOWN, newRobot ? 1 : 0]]);
}

describe('match seeds', () => {
  it('are not the creation time, and differ between matches created in the same millisecond', async () => {
    const lobby = new LobbyClient({ server: t.url });
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    let ids: string[];
    try {
      ids = await Promise.all(
        [0, 1].map(async () => (await lobby.createMatch(AYAR, { numPlayers: 3, setupData: { mode: 'basic' } })).matchID),
      );
    } finally {
      clock.mockRestore();
    }
    const matches = await Promise.all(ids.map((id) => lobby.getMatch(AYAR, id)));
    expect(matches[0].createdAt).toBe(now);
    expect(matches[1].createdAt).toBe(now);
    const [a, b] = await Promise.all(ids.map(seedOf));
    expect(a).not.toBe(b);
    for (const seed of [a, b]) {
      expect(seed).not.toBe(now.toString(36));
      expect(seed).not.toContain(now.toString(36).slice(-10));
      expect(seed.length).toBeGreaterThanOrEqual(20);
    }
  });
});
