import type { PrintDeck, PrintSlot } from './print-deck.ts';
import { physicalCards } from './print-deck.ts';

/** Tabletop Simulator's custom deck sheet: 10 columns by 7 rows. */
export const TTS_COLUMNS = 10;
export const TTS_ROWS = 7;
/**
 * Faces per sheet. TTS shows the sheet's last slot (bottom right) for a card hidden in
 * someone's hand; putting the deck's back there keeps hidden cards looking face down, so a
 * sheet holds 69 faces, not 70.
 */
export const TTS_FACES_PER_SHEET = TTS_COLUMNS * TTS_ROWS - 1;

/** One sheet image to draw: 70 slots, row by row, null where the sheet is empty. */
export interface TtsSheet {
  /** The CustomDeck key (1, 2, ...), unique across the whole saved object. */
  key: number;
  deck: string;
  slots: (PrintSlot | null)[];
  /** The cards on the sheet, by slot index. */
  cards: { id: string; name: string; index: number }[];
}

/** Every deck's unique faces cut into sheets of 69, each sheet's last slot the deck's back. */
export function ttsSheets(decks: PrintDeck[]): TtsSheet[] {
  const sheets: TtsSheet[] = [];
  for (const deck of decks) {
    for (let start = 0; start < deck.cards.length; start += TTS_FACES_PER_SHEET) {
      const cards = deck.cards.slice(start, start + TTS_FACES_PER_SHEET).map((card, index) => ({ id: card.id, name: card.name, index }));
      const slots: (PrintSlot | null)[] = Array.from({ length: TTS_COLUMNS * TTS_ROWS }, () => null);
      for (const card of cards) slots[card.index] = { deck: deck.id, side: 'face', card: card.id };
      slots[slots.length - 1] = { deck: deck.id, side: 'back' };
      sheets.push({ key: sheets.length + 1, deck: deck.id, slots, cards });
    }
  }
  return sheets;
}

export interface TtsUrls {
  face(sheet: TtsSheet): string;
  back(deck: string): string;
}

const transform = (posX: number) => ({ posX, posY: 1, posZ: 0, rotX: 0, rotY: 180, rotZ: 180, scaleX: 1, scaleY: 1, scaleZ: 1 });

/**
 * The saved object a player drops into TTS's Saved Objects folder: one face-down deck per
 * print deck (a single card when the deck holds one), copies repeated, CardID = key × 100 + slot.
 */
export function ttsSavedObject(title: string, decks: PrintDeck[], sheets: TtsSheet[], urls: TtsUrls) {
  const customDeck = (sheet: TtsSheet) => ({
    FaceURL: urls.face(sheet),
    BackURL: urls.back(sheet.deck),
    NumWidth: TTS_COLUMNS,
    NumHeight: TTS_ROWS,
    BackIsHidden: true,
    UniqueBack: false,
    Type: 0,
  });
  const objects = decks.map((deck, d) => {
    const own = sheets.filter((s) => s.deck === deck.id);
    const where = new Map(own.flatMap((sheet) => sheet.cards.map((card) => [card.id, { sheet, cardId: sheet.key * 100 + card.index }] as const)));
    const contained = physicalCards(deck).map((card) => {
      const at = where.get(card.id)!;
      return { Name: 'Card', Nickname: card.name, CardID: at.cardId, Transform: transform(0), CustomDeck: { [at.sheet.key]: customDeck(at.sheet) } };
    });
    const decksOf = Object.fromEntries(own.map((sheet) => [sheet.key, customDeck(sheet)]));
    if (contained.length === 1) return { ...contained[0], Name: 'CardCustom', Transform: transform(d * 3) };
    return {
      Name: 'DeckCustom',
      Nickname: deck.name,
      Transform: transform(d * 3),
      HideWhenFaceDown: true,
      DeckIDs: contained.map((c) => c.CardID),
      CustomDeck: decksOf,
      ContainedObjects: contained,
    };
  });
  return { SaveName: title, Date: '', VersionNumber: '', GameMode: '', Note: '', Table: '', Sky: '', Rules: '', XmlUI: '', LuaScript: '', LuaScriptState: '', ObjectStates: objects };
}
