// `npm run bench:bot-strength -- --game ID --variant NAME [options]`: is a variant of a game's bot
// (GameModule.botVariants: a cheaper one, say) as strong as the bot itself? Both play mixed
// seats of the shipped content: each seed twice, the variant in the even seats and then in the
// odd ones (games/kit/simulate/mixed-seats.ts), so every seat plays each bot once a seed. It
// prints the variant's share of the wins with a 95% interval (0.5: as strong), and each bot's
// time choosing per seat and game, every consultation counted. Figures for people, not a timed
// test: a share is as sure as its interval, and a cheaper bot is worth having only when the
// interval holds 0.5 tightly, on the cards the designer means to play (--content).
import { formatContentError } from '../../games/kit/content/content-error.ts';
import { loadGames } from '../../games/kit/content/load-content.ts';
import { pairedSeatings, pairWins, seatedModule, verdictOf, winShare, type BotTime, type PairWins } from '../../games/kit/simulate/mixed-seats.ts';
import { playGame, prepareGame } from '../../games/kit/simulate/play-game.ts';
import { DEFAULT_MAX_MOVES } from '../../games/kit/simulate/run-simulation.ts';
import { gameSeed } from '../../games/kit/simulate/seeds.ts';
import { resolveSetups } from '../../games/kit/simulate/setup-choices.ts';
import { readBenchArgs } from './bench-args.ts';
import { readBotStrengthOptions, USAGE } from './bot-strength-options.ts';
import { tableLines } from './decision-costs.ts';

const options = readBenchArgs(USAGE, readBotStrengthOptions);
const { module, variantName } = options;
const variant = module.botVariants![variantName];
const { games: loaded, errors } = loadGames(options.content, [module]);
if (errors.length > 0 || loaded.length === 0) {
  process.stderr.write(`${errors.map(formatContentError).join('\n') || `no ${module.id} content in ${options.content}`}\n`);
  process.exit(1);
}
const { content } = loaded[0];
const created = module.createGame(content);
const sizes = options.players.length > 0 ? options.players : [...new Set([created.minPlayers ?? 2, created.maxPlayers ?? created.minPlayers ?? 2])];

const rows = [['players', 'pairs', 'games', 'variant wins', 'bot wins', 'variant share', '95% interval', 'verdict', 'bot ms/seat', 'variant ms/seat', 'variant / bot']];
let failed = false;
for (const numPlayers of sizes) {
  const resolved = resolveSetups(module.setupOptions(content), {}, numPlayers);
  if ('error' in resolved) throw new Error(resolved.error);
  const spent: BotTime = { base: 0n, variant: 0n };
  const seatings = pairedSeatings(numPlayers).map((seats) => ({ seats, prepared: prepareGame(seatedModule(module, variant, seats, spent), content) }));
  const pairs: PairWins[] = [];
  for (let i = 0; i < options.pairs && !failed; i++) {
    const seed = gameSeed(options.seed, i);
    const setupData = resolved.setups[i % resolved.setups.length];
    const games = seatings.map(({ seats, prepared }) => ({ record: playGame(prepared, { numPlayers, setupData, seed, maxMoves: DEFAULT_MAX_MOVES }), variantSeats: seats }));
    const broken = games.find((g) => g.record.failure);
    if (broken) {
      process.stderr.write(`${numPlayers} seats, seed ${seed}: ${broken.record.failure!.kind}: ${broken.record.failure!.message}\n`);
      failed = true;
    }
    pairs.push(pairWins(games.map((g) => ({ seats: g.record.seats ?? [], variantSeats: g.variantSeats }))));
  }
  const share = winShare(pairs);
  // Over a pair each bot holds numPlayers seats.
  const perSeat = (ns: bigint) => Number(ns) / 1e6 / (pairs.length * numPlayers);
  const percent = (x: number) => `${(100 * x).toFixed(1)}%`;
  rows.push([
    String(numPlayers),
    String(pairs.length),
    String(2 * pairs.length),
    String(pairs.reduce((sum, p) => sum + p.variant, 0)),
    String(pairs.reduce((sum, p) => sum + p.base, 0)),
    percent(share.share),
    `${percent(share.low)}-${percent(share.high)}`,
    verdictOf(share),
    perSeat(spent.base).toFixed(2),
    perSeat(spent.variant).toFixed(2),
    (Number(spent.variant) / Number(spent.base)).toFixed(2),
  ]);
  process.stderr.write(`${numPlayers} seats: ${pairs.length} pairs played\n`);
}
console.log(`${module.id}: variant ${variantName} (${variant.about}) against the game's bot, mixed seats, content ${options.content}, seed ${options.seed}, Node ${process.version}`);
for (const line of tableLines(rows)) console.log(line);
console.log('variant share: the variant\'s share of the wins; 0.5 when both bots are as strong. The interval is 95%, from the spread of the pairs.');
if (failed) process.exit(1);
