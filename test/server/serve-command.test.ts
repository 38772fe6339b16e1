import { describe, expect, it } from 'vitest';
import { runServe } from '../../server/cli/serve-command.ts';
import { UsageError } from '../../server/cli/usage-error.ts';

describe('tablewright serve arguments', () => {
  it.each([
    [['--port', 'eighty'], /--port must be a number/],
    [['--port', '70000'], /--port must be a number/],
    [['--port'], /--port needs a value/],
    [['--db', '--port', '1'], /--db needs a value/],
    [['--verbose'], /unknown option '--verbose'/],
    [['--limit', 'sockets=3'], /--limit takes name=number, with a name among/],
    [['--limit', 'botsTotal=0'], /--limit botsTotal must be a whole number of at least 1/],
    [['--allowed-origin', 'evil.example'], /--allowed-origin takes an origin such as https:\/\/play.example.org/],
    [['--art', 'no/such/folder'], /--art takes the folder of your art and fonts.*no folder no\/such\/folder/],
    [['--content', 'test/fixtures/card-faces/public'], /holds no game's folder/],
  ])('%j is a usage error, before anything starts', async (args, message) => {
    const run = runServe(args);
    await expect(run).rejects.toBeInstanceOf(UsageError);
    await expect(run).rejects.toThrow(message);
  });
});
