/**
 * A deck a designer can keep in a spreadsheet: one content file's list of cards, each entry
 * carrying its own `id`. Each game names its decks in its own folder (games/<game>/decks.ts).
 */
export interface DeckSpec {
  /** What `tablewright cards` calls it, e.g. `constructs`. */
  name: string;
  /** The key of the content file in the game's contentFiles, e.g. `constructs`. */
  contentKey: string;
  /** The top-level list in that file that holds the cards, e.g. `robots`. */
  list: string;
  /** What the list holds, for `tablewright cards list`: "Constructed Robots". */
  title: string;
}
