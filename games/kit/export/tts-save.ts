import type { PrintCard, PrintDeck, PrintSlot } from './print-deck.ts';
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

/** Where TTS fetches each image: http(s) URLs, or file:/// URLs on one machine. */
export interface TtsUrls {
  face(sheet: TtsSheet): string;
  back(deck: string): string;
}

/** The fields we write, as schemas/tts/saved-object.schema.json describes them. */
export interface TtsTransform {
  posX: number;
  posY: number;
  posZ: number;
  rotX: number;
  rotY: number;
  rotZ: number;
  scaleX: number;
  scaleY: number;
  scaleZ: number;
}
export interface TtsCustomDeck {
  FaceURL: string;
  BackURL: string;
  NumWidth: number;
  NumHeight: number;
  BackIsHidden: boolean;
  UniqueBack: boolean;
  Type: number;
}
interface TtsObjectBase {
  Transform: TtsTransform;
  Nickname: string;
  Description: string;
  GMNotes: string;
  Tags: string[];
  HideWhenFaceDown: boolean;
  Hands: boolean;
  SidewaysCard: boolean;
  CustomDeck: Record<string, TtsCustomDeck>;
}
export interface TtsCard extends TtsObjectBase {
  Name: 'Card';
  CardID: number;
}
export interface TtsDeck extends TtsObjectBase {
  Name: 'DeckCustom';
  DeckIDs: number[];
  ContainedObjects: TtsCard[];
}
export type TtsObject = TtsCard | TtsDeck;
export interface TtsSave {
  SaveName: string;
  Date: string;
  VersionNumber: string;
  GameMode: string;
  Note: string;
  Table: string;
  Sky: string;
  Rules: string;
  XmlUI: string;
  LuaScript: string;
  LuaScriptState: string;
  ObjectStates: TtsObject[];
}

/** Face down (rotZ 180) and upright to a player at the table's near side (rotY 180). */
const transform = (posX: number): TtsTransform => ({ posX, posY: 1, posZ: 0, rotX: 0, rotY: 180, rotZ: 180, scaleX: 1, scaleY: 1, scaleZ: 1 });

/**
 * A card's words as a TTS description. Content may mark words up as the card faces draw them
 * (ui/components/card-face/rich-words.tsx): `**bold**` and `*italic*` keep their words,
 * `:icon-name:` becomes "icon name", line breaks become spaces. TTS reads BBCode in
 * descriptions ([b], [i], [FF0000]...), so square brackets become round ones.
 */
export function plainWords(text: string | undefined): string {
  if (!text) return '';
  return text
    .replace(/\*\*([^*]+)\*\*|\*([^*]+)\*/g, (_, bold, italic) => bold ?? italic)
    .replace(/:([a-z0-9]+(?:-[a-z0-9]+)*):/g, (_, icon: string) => icon.replace(/-/g, ' '))
    .replace(/\[/g, '(')
    .replace(/\]/g, ')')
    .replace(/\s+/g, ' ')
    .trim();
}

/** How a card reads in TTS: its name, its words, and for the GM the content id it came from. */
const cardWords = (deck: PrintDeck, card: PrintCard) => ({ Nickname: card.name, Description: plainWords(card.description), GMNotes: `tablewright:${deck.id}/${card.id}`, Tags: [deck.name] });

export interface TtsLook {
  title: string;
  /** Whether a deck's cards are wider than tall (TTS then zooms them sideways). */
  sideways(deck: PrintDeck): boolean;
}

/**
 * The saved object a player drops into TTS's Saved Objects folder: one face-down deck per
 * print deck (a single card when the deck holds one), copies repeated, CardID = key × 100 + slot.
 * Face down, a card shows no name or words (HideWhenFaceDown): secret roles stay secret.
 */
export function ttsSavedObject(look: TtsLook, decks: PrintDeck[], sheets: TtsSheet[], urls: TtsUrls): TtsSave {
  const customDeck = (sheet: TtsSheet): TtsCustomDeck => ({
    FaceURL: urls.face(sheet),
    BackURL: urls.back(sheet.deck),
    NumWidth: TTS_COLUMNS,
    NumHeight: TTS_ROWS,
    BackIsHidden: true,
    UniqueBack: false,
    Type: 0,
  });
  const objects = decks.filter((deck) => physicalCards(deck).length > 0).map((deck, d): TtsObject => {
    const own = sheets.filter((s) => s.deck === deck.id);
    const where = new Map(own.flatMap((sheet) => sheet.cards.map((card) => [card.id, { sheet, cardId: sheet.key * 100 + card.index }] as const)));
    const shared = { HideWhenFaceDown: true, SidewaysCard: look.sideways(deck) };
    const contained = physicalCards(deck).map((card): TtsCard => {
      const at = where.get(card.id)!;
      return { Name: 'Card', ...cardWords(deck, card), CardID: at.cardId, Transform: transform(0), ...shared, Hands: true, CustomDeck: { [at.sheet.key]: customDeck(at.sheet) } };
    });
    if (contained.length === 1) return { ...contained[0], Transform: transform(d * 3) };
    return {
      Name: 'DeckCustom',
      Nickname: deck.name,
      Description: `${look.title}: ${contained.length} cards.`,
      GMNotes: `tablewright:${deck.id}`,
      Tags: [deck.name],
      Transform: transform(d * 3),
      ...shared,
      Hands: false,
      DeckIDs: contained.map((c) => c.CardID),
      CustomDeck: Object.fromEntries(own.map((sheet) => [sheet.key, customDeck(sheet)])),
      ContainedObjects: contained,
    };
  });
  return { SaveName: look.title, Date: '', VersionNumber: '', GameMode: '', Note: '', Table: '', Sky: '', Rules: '', XmlUI: '', LuaScript: '', LuaScriptState: '', ObjectStates: objects };
}
