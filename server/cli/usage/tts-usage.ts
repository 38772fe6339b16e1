import type { CommandUsage } from '../command-flags.ts';

export const TTS = {
  name: 'tts',
  synopsis: ['tts relink <folder>'],
  about: `Point a TTS export's saved object at its images where the folder is now: run it once on the
machine the tts folder was copied to (TTS does not look for images beside a saved object).
<folder> is the tts folder of an export: the saved object and its images side by side.`,
  flags: {},
  positionals: true,
} as const satisfies CommandUsage;
