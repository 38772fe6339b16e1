import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../server/cli/usage-error.ts';
import { main } from '../../../server/cli/main.ts';
import { GAME_DECKS } from '../../../games/deck-registry.ts';
import { cards } from './cards-cli.ts';

describe('tablewright cards', () => {
  it('lists every game\'s decks, with their files and what stays in the YAML', async () => {
    const { code, out } = await cards([]);
    expect(code).toBe(0);
    for (const [game, decks] of Object.entries(GAME_DECKS)) {
      expect(out).toContain(`${game} (`);
      for (const deck of decks) expect(out).toMatch(new RegExp(`^  ${deck.name} +${deck.title.replace(/[()]/g, '\\$&')}: \\d+ cards? in content/${game}/`, 'm'));
    }
    expect(out).toMatch(/^ {2}powers +.*; kept in the YAML only: script$/m);
  });

  it('lists one game\'s decks', async () => {
    const { code, out } = await cards(['list', 'robots']);
    expect(code).toBe(0);
    expect(out.split('\n').filter((l) => l.startsWith('  ')).map((l) => l.trim().split(' ')[0])).toEqual(['constructs', 'powers', 'colours']);
  });

  it('writes a deck as CSV on stdout: id first, a nested field as a dotted column, a list in one cell', async () => {
    const ayar = await cards(['export', 'are-you-a-robot', 'cards', '--csv', '--content', 'test/fixtures/are-you-a-robot/good']);
    expect(ayar.code).toBe(0);
    expect(ayar.out.split('\n')[0]).toBe('id,name,team,title,text,flavor,palette.primary,palette.accent,art');
    expect(ayar.out.split('\n')[2]).toMatch(/^robot,Robot,robot,Android infiltrator,"You only look human\. .*",Imitation is the sincerest form of replacement\.,#b3302f,#9be7ff,$/);
    const laws = await cards(['export', 'three-laws', 'laws', '--csv']);
    expect(laws.out.split('\n')[0]).toBe('id,name,text,flavor,check.acts,check.notTo,art,judge');
    expect(laws.out).toMatch(/^identity-scrubbed,Identity Scrubbed,"[^"]*",,"question, answer",/m);
  });

  it('exports nothing from content with errors, and says where they are', async () => {
    const { code, out, err } = await cards(['export', 'are-you-a-robot', 'cards', '--csv', '--content', 'test/fixtures/content/wrong-type']);
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toMatch(/^test\/fixtures\/content\/wrong-type\/are-you-a-robot\/\S+\.yaml:\d+:\d+: error: /m);
    expect(err).toMatch(/content errors?; nothing was exported\./);
  });

  it.each([
    [['export', 'are-you-a-robot', 'cards'], /write --csv/],
    [['export', 'chess', 'cards', '--csv'], /unknown game "chess": write one of are-you-a-robot, /],
    [['export', 'robots', 'constructz', '--csv'], /ROBOTS! has no deck "constructz": write one of constructs, powers, colours/],
    [['export', 'robots', '__proto__', '--csv'], /has no deck "__proto__"/],
    [['import', 'robots', 'powers'], /takes a game, a deck and the CSV file/],
    [['import', 'robots', 'powers', 'a.csv', '--out', 'b'], /--out and --csv belong to cards export/],
    [['shuffle'], /unknown action "shuffle"/],
    [['export', 'robots', 'powers', '--csv', '--colour'], /unknown option '--colour'; options: --csv, --out, --content, --dry-run/],
  ])('refuses %j with a usage line', async (args, said) => {
    await expect(cards(args)).rejects.toThrow(UsageError);
    await expect(cards(args)).rejects.toThrow(said);
  });

  it('is a command of the tablewright CLI', async () => {
    const { code, out } = await cards(['list', 'evil-robots']);
    expect(code).toBe(0);
    let printed = '';
    const write = process.stdout.write;
    process.stdout.write = ((chunk: string) => ((printed += chunk), true)) as typeof process.stdout.write;
    try {
      expect(await main(['cards', 'list', 'evil-robots'])).toBe(0);
    } finally {
      process.stdout.write = write;
    }
    expect(printed).toBe(out);
  });

  it('refuses a command name that is an Object property, as any unknown command', async () => {
    let said = '';
    const write = process.stderr.write;
    process.stderr.write = ((chunk: string) => ((said += chunk), true)) as typeof process.stderr.write;
    try {
      expect(await main(['constructor'])).toBe(1);
    } finally {
      process.stderr.write = write;
    }
    expect(said).toMatch(/^tablewright: unknown command 'constructor'\. Write one of: validate, cards, /);
  });
});
