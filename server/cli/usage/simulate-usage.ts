import type { CommandUsage } from '../command-flags.ts';
import { CONTENT_FLAG } from './shared-flags.ts';

export const SIMULATE = {
  name: 'simulate',
  synopsis: [
    'simulate <game> --games N [--players P] [--seed S] [--option key=value ...] [--max-moves M] [--format text|json] [--content DIR] [--workers auto|N] [--report FILE.html] [--compare DIR|REF | --sweep FILE:PATH=V1,V2,...]',
    'simulate <game> --players P --option key=value ... --game-seed S',
  ],
  about: `Play whole games with random legal bots; report outcomes and speed; exit 1 on a broken rule,
printing the --game-seed command that replays the failed game (docs/simulator.md).
Without --players, N games at every player count the game seats.`,
  flags: {
    games: { type: 'string', value: 'N', help: 'how many games to play (at each player count)' },
    players: { type: 'string', value: 'P', help: 'the player count (default: every count the game seats)' },
    seed: { type: 'string', value: 'S', help: 'the run seed, for a repeatable run (default: a random one, printed)' },
    'game-seed': { type: 'string', value: 'S', help: 'replay the one game of this seed, as a failure\'s reproduce line says' },
    option: { type: 'string', multiple: true, value: 'key=value', help: 'fix a setup option (default: every value that seats P players, in turn)' },
    format: { type: 'string', value: 'text|json', help: 'json prints the report as JSON, for scripts (default text)' },
    'max-moves': { type: 'string', value: 'M', help: 'the longest a game may last before it counts as one that cannot end (default 5000)' },
    content: CONTENT_FLAG,
    workers: { type: 'string', value: 'auto|N', help: 'spread the games over N threads, with the same report (default auto: as many as the cores free while it plays)' },
    report: { type: 'string', value: 'FILE.html', help: 'also write the balance report, a page of charts' },
    compare: { type: 'string', value: 'DIR|REF', help: 'play the same seeds on another content folder or git ref: every figure before and after, with 95% intervals' },
    sweep: { type: 'string', multiple: true, value: 'FILE:PATH=V1,V2,...', help: 'play the run once per value of one content field, on the same seeds' },
  },
  positionals: true,
} as const satisfies CommandUsage;
