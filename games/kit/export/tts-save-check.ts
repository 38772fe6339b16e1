import { readFileSync } from 'node:fs';
import Ajv, { type ValidateFunction } from 'ajv';
import type { TtsCard, TtsCustomDeck, TtsSave } from './tts-save.ts';

/**
 * What schemas/tts/saved-object.schema.json cannot say about a saved object, each problem as
 * `<where>: <what is wrong>` (none when TTS will build every card from the sheet it names):
 * a card's CardID names a sheet its object holds and a slot on it; a deck's DeckIDs list its
 * cards in order; and one CustomDeck key means one sheet everywhere, since TTS shares sheets
 * between objects by key. Run it on a save the schema accepted.
 */
export function ttsSaveProblems(save: TtsSave): string[] {
  const problems: string[] = [];
  const sheets = new Map<string, { sheet: TtsCustomDeck; where: string }>();
  const sameSheet = (key: string, sheet: TtsCustomDeck, where: string) => {
    const seen = sheets.get(key);
    if (!seen) sheets.set(key, { sheet, where });
    else if (JSON.stringify(seen.sheet) !== JSON.stringify(sheet)) problems.push(`${where}: CustomDeck ${key} differs from the sheet ${key} of ${seen.where}; one key must mean one sheet`);
  };
  const checkCard = (card: TtsCard, where: string, deck?: Record<string, TtsCustomDeck>) => {
    const key = String(Math.floor(card.CardID / 100));
    const slot = card.CardID % 100;
    for (const [k, sheet] of Object.entries(card.CustomDeck)) sameSheet(k, sheet, where);
    if (!Object.hasOwn(card.CustomDeck, key)) problems.push(`${where}: CardID ${card.CardID} names sheet ${key}, which its CustomDeck does not hold`);
    if (deck && !Object.hasOwn(deck, key)) problems.push(`${where}: CardID ${card.CardID} names sheet ${key}, which its deck's CustomDeck does not hold`);
    const sheet = Object.hasOwn(card.CustomDeck, key) ? card.CustomDeck[key] : undefined;
    if (sheet && slot >= sheet.NumWidth * sheet.NumHeight) problems.push(`${where}: CardID ${card.CardID} names slot ${slot}, past the ${sheet.NumWidth}x${sheet.NumHeight} sheet ${key}`);
  };
  save.ObjectStates.forEach((object, i) => {
    const where = `ObjectStates[${i}] (${object.Nickname})`;
    for (const [k, sheet] of Object.entries(object.CustomDeck)) sameSheet(k, sheet, where);
    if (object.Name === 'Card') return checkCard(object, where);
    const held = object.ContainedObjects.map((card) => card.CardID);
    if (held.length !== object.DeckIDs.length || held.some((id, n) => id !== object.DeckIDs[n])) {
      problems.push(`${where}: DeckIDs [${object.DeckIDs.join(', ')}] are not the CardIDs of ContainedObjects in order [${held.join(', ')}]`);
    }
    object.ContainedObjects.forEach((card, n) => checkCard(card, `${where}.ContainedObjects[${n}] (${card.Nickname})`, object.CustomDeck));
  });
  return problems;
}

const SCHEMA_FILE = new URL('../../../schemas/tts/saved-object.schema.json', import.meta.url);
let validate: ValidateFunction | undefined;

/**
 * Everything wrong with a saved object: where schemas/tts/saved-object.schema.json refuses it
 * (`/ObjectStates/0/CustomDeck/1 must have required property 'FaceURL'`), then, once the
 * schema accepts it, what ttsSaveProblems finds. None for a save TTS will load as meant.
 */
export function ttsSaveErrors(value: unknown): string[] {
  validate ??= new Ajv({ allErrors: true, strict: true, strictTypes: false }).compile(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')));
  if (!validate(value)) return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}${e.params && 'additionalProperty' in e.params ? `: ${e.params.additionalProperty}` : ''}`);
  return ttsSaveProblems(value as TtsSave);
}
