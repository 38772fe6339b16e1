import type { TtsCustomDeck, TtsSave } from './tts-save.ts';

/** The file an image URL names: its last path part (`file:///C:/x/identity-1-3f2a9c0b1d4e.png` names `identity-1-3f2a9c0b1d4e.png`). */
export function imageFileOf(url: string): string {
  const last = url.split(/[?#]/)[0].split(/[/\\]/).pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** Every sheet of a saved object: those of each deck and of each card in it. */
function everySheet(save: TtsSave): TtsCustomDeck[] {
  return save.ObjectStates.flatMap((object) => [object, ...(object.Name === 'DeckCustom' ? object.ContainedObjects : [])]).flatMap((o) => Object.values(o.CustomDeck));
}

/** The image files a saved object names, each once. */
export function ttsImageFiles(save: TtsSave): string[] {
  return [...new Set(everySheet(save).flatMap((sheet) => [imageFileOf(sheet.FaceURL), imageFileOf(sheet.BackURL)]))];
}

/** A copy of the saved object whose every FaceURL and BackURL is `urlOf` the file it names. */
export function relinkTtsSave(save: TtsSave, urlOf: (file: string) => string): TtsSave {
  const copy = structuredClone(save);
  for (const sheet of everySheet(copy)) {
    sheet.FaceURL = urlOf(imageFileOf(sheet.FaceURL));
    sheet.BackURL = urlOf(imageFileOf(sheet.BackURL));
  }
  return copy;
}
