/**
 * What the table may offer the viewer, read from the game's own lists: its legal actions for
 * this seat now (the kit's legalActions) and its move declarations (which zone a move is run
 * by clicking, which zone a card is dropped on). The table decides nothing: a card is playable
 * because some legal action takes it, a pile is clickable because a legal action clicks it.
 */

/** One move the seat may make now, with its arguments, as the kit's legalActions lists it. */
export interface TableAction {
  kind?: 'move';
  move: string;
  args: readonly unknown[];
}

/** A move as the game declares it for a table: its words, and how a table runs it besides a button. */
export interface TableMoveDecl {
  name: string;
  /** What a button running it says: "Draw a card". */
  label: string;
  /** The zone whose click runs it (the stock: draw). */
  clicks?: string;
  /** The zone a card is dropped on to run it with that card (the discard pile: play). */
  dropsOn?: string;
  /** Its arguments' words, in order: what each is called and, for a choice, each value's name. */
  args?: readonly { label: string; names?: Readonly<Record<string, string>> }[];
}

/** Several actions that differ in one argument (an eight, one per suit): the argument's place and each value's action. */
export interface ActionChoice {
  card: string;
  index: number;
  options: { value: unknown; action: TableAction }[];
}

/** What pressing a card does: nothing, one action, or a choice between several. */
export type CardPress = { kind: 'none' } | { kind: 'act'; action: TableAction } | { kind: 'choose'; choice: ActionChoice };

const declOf = (decls: readonly TableMoveDecl[], move: string) => decls.find((d) => d.name === move);

/** The legal actions that take this card as one of their arguments. */
export function actionsTaking(actions: readonly TableAction[], card: string): TableAction[] {
  return actions.filter((a) => a.args.includes(card));
}

/** Whether some legal action takes any card: a card, rather than a button, is what the seat plays. */
export function takesCard(action: TableAction, cards: readonly string[]): boolean {
  return action.args.some((arg) => typeof arg === 'string' && cards.includes(arg));
}

/**
 * What a press on `card` does among `actions`: the one action that takes it, or, when several
 * do, the choice of the argument in which they differ (their other arguments all the same).
 * Actions that differ in more than one place are offered whole, by their first differing place.
 */
export function pressOf(actions: readonly TableAction[], card: string): CardPress {
  const taking = actionsTaking(actions, card);
  if (taking.length === 0) return { kind: 'none' };
  if (taking.length === 1) return { kind: 'act', action: taking[0] };
  const width = Math.max(...taking.map((a) => a.args.length));
  const index = Array.from({ length: width }, (_, i) => i).find((i) => taking.some((a) => a.args[i] !== taking[0].args[i])) ?? 0;
  return { kind: 'choose', choice: { card, index, options: taking.map((action) => ({ value: action.args[index], action })) } };
}

/** The legal action that clicking a zone runs (the stock draws), if any. */
export function clickActionOf(actions: readonly TableAction[], decls: readonly TableMoveDecl[], zone: string): TableAction | undefined {
  return actions.find((a) => declOf(decls, a.move)?.clicks === zone);
}

/** What dropping `card` on a zone does: the legal actions of moves that drop on it and take that card. */
export function dropPressOf(actions: readonly TableAction[], decls: readonly TableMoveDecl[], zone: string, card: string): CardPress {
  return pressOf(
    actions.filter((a) => declOf(decls, a.move)?.dropsOn === zone),
    card,
  );
}

/** The actions no card of the hand carries (draw, pass): the dock's buttons, each with its move's label. */
export function buttonActions(actions: readonly TableAction[], decls: readonly TableMoveDecl[], hand: readonly string[]): { action: TableAction; label: string }[] {
  const seen = new Set<string>();
  return actions
    .filter((a) => !takesCard(a, hand))
    .filter((a) => {
      const key = `${a.move}:${JSON.stringify(a.args)}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((action) => ({ action, label: declOf(decls, action.move)?.label ?? action.move }));
}

/**
 * The words of a choice: what its argument is called ("Suit to call") and each value's name, from
 * the move's declaration; `fallback` names a value the declaration does not.
 */
export function choiceWords(decls: readonly TableMoveDecl[], choice: ActionChoice, fallback: (value: unknown) => string): { label: string | undefined; name(value: unknown): string } {
  const arg = declOf(decls, choice.options[0].action.move)?.args?.[choice.index];
  const names = arg?.names;
  return { label: arg?.label, name: (value) => (names && typeof value === 'string' && Object.hasOwn(names, value) ? names[value] : fallback(value)) };
}

/** Runs an action through the client's moves, only by a move the client has as its own. */
export function runAction(moves: Readonly<Record<string, unknown>>, action: TableAction): void {
  const move = Object.hasOwn(moves, action.move) ? moves[action.move] : undefined;
  if (typeof move === 'function') move(...action.args);
}
