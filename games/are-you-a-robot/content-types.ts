// Provisional: to be generated from schemas/are-you-a-robot/*.schema.json (see the content pipeline).
export type Team = 'human' | 'robot';

export interface CardDef {
  id: string;
  name: string;
  team: Team;
  title: string;
  text: string;
  flavor?: string;
  art?: string;
  palette: { primary: string; accent: string };
}

export interface CardsFile {
  pack: { name: string; contains: { card: string; count: number }[]; packsInBox: number };
  cards: CardDef[];
}

export interface DeckEntry {
  card: string;
  perPlayer: number;
  extra: number;
}

export interface ModeDef {
  id: string;
  name: string;
  summary: string;
  players: { min: number; max: number };
  deck: DeckEntry[];
  afterHumanShot: 'robots-win' | 'convert';
  conversion?: { addCard: string };
  handshakes: boolean;
  revolution: boolean;
}

export interface ModesFile {
  modes: ModeDef[];
}

export interface AyarContent {
  cards: CardsFile;
  modes: ModesFile;
}
