import type { CommandUsage } from '../command-flags.ts';
import { CONTENT_FLAG } from './shared-flags.ts';

export const LAWS = {
  name: 'laws',
  synopsis: ['laws try <game> "sentence" [--laws ID,ID,...] [--act ACT] [--content DIR]'],
  about: `Judge a sentence as the engine would at the table: each law in force and whether the
sentence keeps or breaks it, with the reasons players see; laws over whom an act is aimed at,
or left to the players' vote, say so. Exit 0 when it keeps every law, 1 when it breaks one,
2 for bad arguments (docs/scripting.md).`,
  flags: {
    laws: { type: 'string', value: 'ID,ID,...', help: 'judge by these laws only (default every law of the content)' },
    act: { type: 'string', value: 'ACT', help: 'what the sentence is, e.g. question or answer (default each act that carries words)' },
    content: CONTENT_FLAG,
  },
  positionals: true,
} as const satisfies CommandUsage;
