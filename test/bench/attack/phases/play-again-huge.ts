import { Tally, before, sleep, type Attack } from '../attack-kit.ts';
import { attackerJson, attackerRequest, statusLabel } from '../attacker-http.ts';

const BAD_PLAYER_COUNTS = [0, 1, 7, 100, 1e9];
const MAX_ROUNDS = 60;
/** Under the request budget, so the answers are the routes' own, not the edge's. */
const ROUND_EVERY_MS = 250;

/** A seat of a fresh ROBOTS! match, to ask for its next match; undefined with the status if refused. */
async function robotsSeat(url: string): Promise<{ matchID: string; credentials: string } | number> {
  const created = await attackerJson<{ matchID: string }>(url, 'POST', '/games/robots/create', { numPlayers: 2 });
  if (!created.value) return created.status;
  const joined = await attackerJson<{ playerCredentials: string }>(url, 'POST', `/games/robots/${created.value.matchID}/join`, {
    playerID: '0',
    playerName: 'Attacker',
  });
  if (!joined.value) return joined.status;
  return { matchID: created.value.matchID, credentials: joined.value.playerCredentials };
}

/**
 * The old server built a match for whatever player count it was asked for: a billion seats
 * on playAgain or create. Each round asks for the next match with 1e9 players and creates
 * with counts outside ROBOTS!'s 2..5; any 2xx is an attack that got through.
 */
export const playAgainHuge: Attack = async ({ url, deadline }) => {
  const seat = await robotsSeat(url);
  const playAgain = new Tally();
  const creates = new Map(BAD_PLAYER_COUNTS.map((n) => [n, new Tally()]));
  let rounds = 0;
  for (; rounds < MAX_ROUNDS && before(deadline); rounds++) {
    const started = Date.now();
    if (typeof seat === 'object') {
      const body = { playerID: '0', credentials: seat.credentials, numPlayers: 1e9 };
      playAgain.add(statusLabel((await attackerRequest(url, 'POST', `/games/robots/${seat.matchID}/playAgain`, body)).status));
    }
    for (const numPlayers of BAD_PLAYER_COUNTS) {
      creates.get(numPlayers)!.add(statusLabel((await attackerRequest(url, 'POST', '/games/robots/create', { numPlayers })).status));
    }
    await sleep(ROUND_EVERY_MS - (Date.now() - started));
  }
  const accepted = [playAgain, ...creates.values()].reduce((n, t) => n + t.get(200), 0);
  return [
    `rounds: ${rounds}; the ROBOTS! seat for playAgain: ${typeof seat === 'object' ? 'taken' : `refused (${statusLabel(seat)})`}`,
    `playAgain numPlayers 1e9: ${playAgain}`,
    ...BAD_PLAYER_COUNTS.map((n) => `create numPlayers ${n}: ${creates.get(n)}`),
    `requests the server accepted (2xx): ${accepted}`,
  ];
};
