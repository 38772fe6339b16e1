import { Tally, before, sleep, type Attack } from '../attack-kit.ts';
import { attackerRequest, statusLabel, type Answer } from '../attacker-http.ts';
import { AYAR } from '../attacker-seats.ts';

const MAX_CREATES = 5000;
const CREATE_WORKERS = 16;
const POLLERS = 4;
const POLL_EVERY_MS = 3000;
const MAX_POLLS = 100;

/** A 429 says which budget refused it: the address's requests or its match creations. */
function createLabel({ status, body }: Answer): string {
  if (status !== 429) return statusLabel(status);
  return body.includes('matches created') ? '429 creates budget' : body.includes('too many requests') ? '429 requests budget' : '429';
}

/** The old server created every match it was asked for and listed every match in the store on each listing. */
export const createAndList: Attack = async ({ url, deadline }) => {
  const creates = new Tally();
  const listings = new Tally();
  let slowestListingMs = 0;
  let attempts = 0;
  const creator = async () => {
    while (attempts < MAX_CREATES && before(deadline)) {
      attempts++;
      creates.add(createLabel(await attackerRequest(url, 'POST', `/games/${AYAR}/create`, { numPlayers: 6, setupData: { mode: 'extended' } })));
    }
  };
  const poller = async () => {
    for (let polls = 0; polls < MAX_POLLS && before(deadline); polls++) {
      const started = performance.now();
      listings.add(statusLabel((await attackerRequest(url, 'GET', `/games/${AYAR}`)).status));
      const ms = performance.now() - started;
      slowestListingMs = Math.max(slowestListingMs, ms);
      await sleep(POLL_EVERY_MS - ms);
    }
  };
  const started = performance.now();
  const creating = Promise.all(Array.from({ length: CREATE_WORKERS }, creator)).then(() => (performance.now() - started) / 1000);
  const [createSeconds] = await Promise.all([creating, ...Array.from({ length: POLLERS }, poller)]);
  return [
    `creates tried: ${attempts} (${CREATE_WORKERS} at a time, over ${createSeconds.toFixed(1)} s); accepted ${creates.get(200)}`,
    `create answers: ${creates}`,
    `listings by ${POLLERS} pollers: ${listings}; slowest ${slowestListingMs.toFixed(0)} ms`,
  ];
};
