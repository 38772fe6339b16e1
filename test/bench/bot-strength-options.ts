import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gameModules } from '../../games/registry.ts';
import { positiveNumber } from './bench-args.ts';

export const USAGE = `npm run bench:bot-strength -- --game ID --variant NAME [options]: a variant of a game's bot against the bot, in mixed seats
  --game ID       a shipped game with a bot of its own and variants of it (GameModule.botVariants)
  --variant NAME  the variant set against the bot
  --players N     seats at the table (repeat for several; the game's smallest and largest unless given)
  --pairs N       seeds per table size, each played twice: the variant in the even seats, then the odd (default 500)
  --seed S        the games' seed (default strength)
  --content DIR   content from another folder (default: the project's content/): does the variant hold on a designer's cards?
Per table size: the variant's share of the wins with its 95% interval (0.5: as strong as the bot),
and each bot's milliseconds choosing per seat and game.`;

/** The options of a bench:bot-strength command line; throws what is wrong with one in a line. */
export function readBotStrengthOptions(args: string[]) {
  const { values } = parseArgs({ args, options: { game: { type: 'string' }, variant: { type: 'string' }, players: { type: 'string', multiple: true }, pairs: { type: 'string' }, seed: { type: 'string' }, content: { type: 'string' } } });
  const module = gameModules.find((m) => m.id === values.game);
  if (!module) throw new Error(`--game names a shipped game: ${gameModules.map((m) => m.id).join(', ')}`);
  const variants = module.botVariants ?? {};
  const names = Object.keys(variants);
  if (values.variant === undefined || !Object.hasOwn(variants, values.variant)) {
    throw new Error(names.length === 0 ? `${module.id}'s bot has no variants` : `--variant names one of ${module.id}'s: ${names.join(', ')}`);
  }
  const players = (values.players ?? []).map((p) => Math.round(positiveNumber('players', p, 0)));
  return { module, variantName: values.variant, players, pairs: Math.round(positiveNumber('pairs', values.pairs, 500)), seed: values.seed ?? 'strength', content: values.content ?? fileURLToPath(new URL('../../content/', import.meta.url)) };
}
