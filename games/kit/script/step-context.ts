import type { PlayerID, Scope, ScriptValue } from './types.ts';
import type { ConditionContext, ScriptContextBase, StepContext, VocabularyInput } from './vocabulary.ts';
import type { EffectsAccess } from './effects.ts';
import type { ZoneAccess } from './zones.ts';

/**
 * What one condition test reads: its scope's context and its own arguments. Made by a
 * constructor, one shape for every test: `withFields` (Object.assign of the dozen fields and the
 * new ones) was a tenth of the interpreter's own time. The fields are the context's own, in its
 * order, as the copy had them; declared, so no field is defined empty before the constructor sets it.
 */
export class ConditionCall<G, A = any> implements ConditionContext<G, A> {
  declare G: G;
  declare scope: Scope;
  declare zones: ZoneAccess<G>;
  declare effects: EffectsAccess;
  declare players: PlayerID[];
  declare currentPlayer: PlayerID;
  declare player: (value: unknown) => PlayerID;
  declare cards: (value: unknown) => string[];
  declare test: (condition: unknown) => boolean;
  declare defaults: VocabularyInput['defaults'];
  declare host: unknown;
  declare list: (name: string) => { id: string; text: string }[];
  declare args: A;

  constructor(base: ScriptContextBase<G>, args: A) {
    this.G = base.G;
    this.scope = base.scope;
    this.zones = base.zones;
    this.effects = base.effects;
    this.players = base.players;
    this.currentPlayer = base.currentPlayer;
    this.player = base.player;
    this.cards = base.cards;
    this.test = base.test;
    this.defaults = base.defaults;
    this.host = base.host;
    this.list = base.list;
    this.args = args;
  }
}

/** What one step run reads and writes: a condition's context plus the answer, `set` and `shuffle`. */
export class StepCall<G, A = any> extends ConditionCall<G, A> implements StepContext<G, A> {
  declare answer: string[] | undefined;
  declare set: (name: string, value: ScriptValue) => void;
  declare shuffle: <T>(items: T[]) => T[];

  constructor(base: ScriptContextBase<G>, args: A, answer: string[] | undefined, set: (name: string, value: ScriptValue) => void, shuffle: <T>(items: T[]) => T[]) {
    super(base, args);
    this.answer = answer;
    this.set = set;
    this.shuffle = shuffle;
  }
}
