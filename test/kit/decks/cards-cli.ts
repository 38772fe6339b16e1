import { runCards } from '../../../server/cli/cards-command.ts';
import { captured } from '../../support/cli-output.ts';

/** Runs `tablewright cards` in this process: its exit code and what it printed to stdout and stderr. */
export const cards = (args: string[]) => captured(() => runCards(args));
