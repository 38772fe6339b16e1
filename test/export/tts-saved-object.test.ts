import { describe, expect, it } from 'vitest';
import { loadGameContent } from '../../games/kit/content/load-game-content.ts';
import { physicalCards, type PrintDeck } from '../../games/kit/export/print-deck.ts';
import { plainWords, ttsSavedObject, ttsSheets, type TtsCard, type TtsDeck, type TtsSave } from '../../games/kit/export/tts-save.ts';
import { ttsSaveErrors } from '../../games/kit/export/tts-save-check.ts';
import { gameModules } from '../../games/registry.ts';
import { printDecks } from '../../ui/print/print-decks.ts';

const urls = { face: (s: { key: number }) => `https://play.example.org/tts/g/sheet-${s.key}-0123456789ab.png`, back: (d: string) => `https://play.example.org/tts/g/${d}-back-0123456789ab.png` };
const look = (title: string) => ({ title, sideways: () => false });

/** Every game's decks as `tablewright export` lists them, from its shipped content (no browser needed). */
const shipped = gameModules.map((module) => {
  const loaded = loadGameContent('content', [module]);
  if (loaded.errors.length > 0) throw new Error(`${module.id}: ${loaded.errors.length} content errors`);
  const decks = printDecks({ game: module.id, title: module.title, content: loaded.games[0].content });
  return { game: module.id, title: module.title, decks, saved: ttsSavedObject(look(module.title), decks, ttsSheets(decks), urls) };
});

const deck = (id: string, cards: number, copies = 1): PrintDeck => ({ id, name: `${id} cards`, size: 'poker', cards: Array.from({ length: cards }, (_, i) => ({ id: `${id}-${i}`, name: `${id} ${i}`, description: `Card ${i}.`, copies })) });
/** A fresh, valid save to break one field at a time: a deck over two sheets and a lone card. */
const sample = (): TtsSave => {
  const decks = [deck('big', 75), deck('one', 1)];
  return structuredClone(ttsSavedObject(look('Sample'), decks, ttsSheets(decks), urls));
};
const big = (save: TtsSave) => save.ObjectStates[0] as TtsDeck;

describe('the TTS saved object against schemas/tts/saved-object.schema.json', () => {
  it.each(shipped)('$game: every deck passes the schema and the cross-field checks', ({ saved }) => {
    expect(ttsSaveErrors(JSON.parse(JSON.stringify(saved)))).toEqual([]);
  });

  it.each(shipped)('$game: every card is named, described in plain words and hidden face down, every copy there', ({ decks, saved }) => {
    expect(saved.ObjectStates).toHaveLength(decks.length);
    saved.ObjectStates.forEach((object, d) => {
      const cards: TtsCard[] = object.Name === 'DeckCustom' ? object.ContainedObjects : [object];
      expect(cards.map((c) => c.Nickname)).toEqual(physicalCards(decks[d]).map((c) => c.name));
      expect(object.Nickname).toBe(decks[d].name);
      for (const card of [object, ...cards]) expect(card.HideWhenFaceDown).toBe(true);
      for (const card of cards) {
        expect(card.Description.length).toBeGreaterThan(3);
        expect(card.Description).not.toMatch(/\*\*|__|\[|\]|\n|\s{2}/);
        expect(card.Hands).toBe(true);
        expect(card.GMNotes).toMatch(new RegExp(`^tablewright:${decks[d].id}/`));
      }
    });
  });

  it("writes a card's words without the faces' markup or anything TTS would read as BBCode", () => {
    expect(plainWords('Gain **3** :data-chip: and\n*then*  draw [b]one[/b].')).toBe('Gain 3 data chip and then draw (b)one(/b).');
    expect(plainWords(undefined)).toBe('');
  });

  it('accepts the sample it breaks below', () => {
    expect(ttsSaveErrors(sample())).toEqual([]);
  });

  it('refuses a CustomDeck without FaceURL, a file path instead of a URL, a sheet wider than TTS cuts', () => {
    const noFace = sample();
    delete (big(noFace).CustomDeck['1'] as Partial<TtsDeck['CustomDeck'][string]>).FaceURL;
    expect(ttsSaveErrors(noFace)).toContain("/ObjectStates/0/CustomDeck/1 must have required property 'FaceURL'");
    const path = sample();
    big(path).CustomDeck['2'].BackURL = 'C:\\Users\\me\\back.png';
    expect(ttsSaveErrors(path).join('\n')).toMatch(/\/ObjectStates\/0\/CustomDeck\/2\/BackURL must match pattern/);
    const wide = sample();
    big(wide).ContainedObjects[0].CustomDeck['1'].NumWidth = 11;
    expect(ttsSaveErrors(wide)).toContain('/ObjectStates/0/ContainedObjects/0/CustomDeck/1/NumWidth must be <= 10');
  });

  it('refuses a misspelt field, a missing Nickname and an unknown object', () => {
    const typo = sample() as unknown as { ObjectStates: Record<string, unknown>[] };
    typo.ObjectStates[1].Nickame = typo.ObjectStates[1].Nickname;
    delete typo.ObjectStates[1].Nickname;
    expect(ttsSaveErrors(typo)).toEqual(expect.arrayContaining(["/ObjectStates/1 must have required property 'Nickname'", '/ObjectStates/1 must NOT have additional properties: Nickame']));
    const bag = sample() as unknown as { ObjectStates: Record<string, unknown>[] };
    bag.ObjectStates[1].Name = 'Bag';
    expect(ttsSaveErrors(bag).join('\n')).toMatch(/\/ObjectStates\/1\/Name must be equal to one of the allowed values/);
  });

  it('refuses a CardID whose sheet its object does not hold, or whose slot is past the sheet', () => {
    const lone = sample();
    (lone.ObjectStates[1] as TtsCard).CardID = 400;
    expect(ttsSaveErrors(lone)).toEqual(['ObjectStates[1] (one 0): CardID 400 names sheet 4, which its CustomDeck does not hold']);
    const inDeck = sample();
    big(inDeck).ContainedObjects[3].CardID = 303;
    big(inDeck).DeckIDs[3] = 303;
    expect(ttsSaveErrors(inDeck)).toEqual([
      'ObjectStates[0] (big cards).ContainedObjects[3] (big 3): CardID 303 names sheet 3, which its CustomDeck does not hold',
      "ObjectStates[0] (big cards).ContainedObjects[3] (big 3): CardID 303 names sheet 3, which its deck's CustomDeck does not hold",
    ]);
    const past = sample();
    big(past).ContainedObjects[0].CardID = 170;
    big(past).DeckIDs[0] = 170;
    expect(ttsSaveErrors(past)).toEqual(['ObjectStates[0] (big cards).ContainedObjects[0] (big 0): CardID 170 names slot 70, past the 10x7 sheet 1']);
  });

  it('refuses DeckIDs out of step with ContainedObjects, and one key meaning two sheets', () => {
    const swapped = sample();
    big(swapped).DeckIDs.reverse();
    expect(ttsSaveErrors(swapped)).toEqual([expect.stringMatching(/^ObjectStates\[0\] \(big cards\): DeckIDs \[205, 204, .*\] are not the CardIDs of ContainedObjects in order \[100, 101, /)]);
    const short = sample();
    big(short).DeckIDs.pop();
    expect(ttsSaveErrors(short)).toHaveLength(1);
    const twoSheets = sample();
    big(twoSheets).ContainedObjects[5].CustomDeck['1'].FaceURL = 'https://elsewhere.example.org/other.png';
    expect(ttsSaveErrors(twoSheets)).toEqual([expect.stringMatching(/^ObjectStates\[0\] \(big cards\)\.ContainedObjects\[5\] \(big 5\): CustomDeck 1 differs from the sheet 1 of ObjectStates\[0\]/)]);
  });
});
