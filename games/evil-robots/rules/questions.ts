import { defineRuleQuestions } from '../../kit/script/rule-questions.ts';

const player = (description: string) => ({ kind: 'player' as const, description });
const TEAMS = ['good', 'evil', 'neutral'] as const;
/** A tie's answer: the rulebook's way of settling it, or a team the tie goes to (docs/rules/evil-robots.md, "Ties"). */
const tieAnswer = (rulebook: string) => ({ words: [rulebook, ...TEAMS] as const });

/**
 * Every rule of Evil Robots a Robot Card may change ("any text on a revealed card takes
 * precedence"), asked with the rulebook's answer as the default; docs/rules/evil-robots.md lists
 * the defaults. Face-up cards answer with `modifiers` in content/evil-robots/robots.yaml.
 */
export const evilQuestions = defineRuleQuestions({
  questions: {
    'action-cost': {
      description: 'What an action costs a player, in Action Tokens.',
      answer: 'number',
      about: {
        player: player('Who acts.'),
        action: {
          kind: 'word',
          words: ['reveal', 'flip-other', 'flip-own', 'swap', 'reveal-phase'],
          description: 'Which action: `reveal` (a Robot Card on your turn), `flip-other`, `flip-own`, `swap`, `reveal-phase` (a Reveal card after the countdown).',
        },
        spends: {
          kind: 'word',
          words: ['tokens', 'nothing'],
          description:
            "Whether the action spends Action Tokens by its own cost (the rules' or the card's, before any card changes it): `tokens`, or `nothing` (a swap, a card that costs 0). The rulebook's extra token at Power Level 0 is owed only `whenever they spend Action Tokens`.",
        },
      },
    },
    'swap-influence': { description: 'What swapping a Robot Card costs a player, in Influence.', answer: 'number', about: { player: player('Who swaps.') } },
    'may-flip-own': { description: 'Whether a player may turn their own revealed coin.', answer: 'boolean', about: { player: player('Who would turn it.') } },
    'power-level': { description: "A player's Power Level, counted in their team's total.", answer: 'number', about: { player: player('Whose Power Level (the extra player too).') } },
    'tokens-received': {
      description: 'Action Tokens a player takes with their Power Card.',
      answer: 'number',
      about: { player: player('Who takes the card.'), card: { kind: 'word', words: ['first', 'other'], description: '`first`: the first card given this round.' } },
    },
    'may-claim': {
      description: 'Whether a player may claim the Power Card on offer.',
      answer: 'boolean',
      about: { player: player('Who would claim.'), card: { kind: 'word', words: ['first', 'other'], description: '`first`: the highest card, offered first.' } },
    },
    team: { description: "A player's team at the reveal.", answer: { words: TEAMS }, about: { player: player('Whose team (the extra player too).') } },
    'can-win': { description: 'Whether a team can win the round.', answer: 'boolean', about: { team: { kind: 'word', words: TEAMS, description: 'Which team.' } } },
    'is-winner': { description: 'Whether a player wins the round.', answer: 'boolean', about: { player: player('Who (the extra player too).') } },
    allocation: { description: "The round's Influence for the winners to split.", answer: 'number', about: {} },
    'influence-gained': { description: 'Influence a player takes from the supply at the end of the round, beside the split.', answer: 'number', about: { player: player('Who gains.') } },
    'next-dealer': { description: 'Who deals the next round.', answer: 'player', about: {} },
    'endgame-at': { description: 'The Influence that ends the game.', answer: 'number', about: {} },
    'claim-tie': {
      description:
        'Who gets a Power Card several players claim: `dealer` (the Dealer chooses, the rulebook), or a team: its claimants as the table sees them (their revealed coin) go first: one gets the card, several leave the Dealer choosing among them, none leaves the Dealer choosing among all.',
      answer: tieAnswer('dealer'),
      about: { card: { kind: 'word', words: ['first', 'other'], description: '`first`: the highest card, offered first.' } },
    },
    'team-tie': {
      description: 'Who wins when teams tie for the greatest total: `share` (every tied team wins, the rulebook), or a team, which wins alone when it is among the tied.',
      answer: tieAnswer('share'),
      about: {},
    },
    'influence-tie': {
      description:
        'Who wins the game when players tie for the most Influence: `share` (every tied player wins, the rulebook), or a team: the tied players on it in the last round win, when any are.',
      answer: tieAnswer('share'),
      about: {},
    },
    'path-tie': {
      description: "The robots' path when the winners' votes tie: `coin` (a coin flip, the rulebook), `good` or `evil`.",
      answer: { words: ['coin', 'good', 'evil'] },
      about: {},
    },
  },
  playerFacts: {
    power: { schema: { type: 'integer' }, description: 'The value of their Power Card (-1 before they have one); cards do not change this fact.' },
    influence: { schema: { type: 'integer' }, description: 'Their Influence.' },
    tokens: { schema: { type: 'integer' }, description: 'Their Action Tokens.' },
    team: {
      schema: { enum: [...TEAMS] },
      description: 'The team their coins make as the table sees them: from the revealed coin alone (heads good, tails evil) until the hidden one is shown, then from both. Cards do not change this fact.',
    },
    winner: { schema: { type: 'boolean' }, description: 'Whether they won the round (false until the winners are known).' },
    dealer: { schema: { type: 'boolean' }, description: "Whether they are this round's Dealer." },
  },
});

export type EvilQuestion = keyof typeof evilQuestions.questions;
