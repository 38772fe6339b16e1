import type { CardTableContent } from '../kit/card-game/table-content.ts';
import type { Script } from '../kit/script/index.ts';

// Written by hand: keep in step with schemas/crazy-eights/rules.schema.json (table.yaml is the kit's).
export interface EightsContent {
  table: CardTableContent;
  rules: {
    wild: string;
    modes: { id: string; name: string; summary: string; specials: { rank: string; text: string; script: Script }[] }[];
  };
}
