import { TEAMS } from '../../../games/evil-robots/rules/showdown.ts';
import type { EvilView, PlayerID, Team } from '../../../games/evil-robots/state.ts';
import { rangeText, type Outlook } from './outlook.ts';
import { listed, TEAM_NAME, whoObject, type Namer } from './words.ts';

interface Props {
  G: EvilView;
  outlook: Outlook;
  n: Namer;
  me: PlayerID | null;
}

function verdict(outlook: Outlook): string {
  const { certain, possible } = outlook.winning;
  if (possible.length === 0) return 'Nobody would win.';
  if (certain.length === possible.length) return `${listed(certain.map((t) => TEAM_NAME[t]))} would win.`;
  return `${listed(possible.map((t) => TEAM_NAME[t]))} could win: it depends on hidden coins you cannot see.`;
}

/**
 * "If the round ended now, from what you can see": each team's members and total Power Level
 * (a range where a hidden coin the viewer cannot see could put a player on it or not), and who
 * would win. The game's own showdown, with the face-up cards, decides each case (outlook.ts).
 */
export function OutlookPanel({ G, outlook, n, me }: Props) {
  const members = (t: Team) => Object.keys(outlook.teams).filter((p) => outlook.teams[p].includes(t));
  return (
    <section className="er-outlook" data-testid="outlook" aria-labelledby="er-outlook-heading">
      <h2 id="er-outlook-heading">
        If the round ended now <span className="er-hint-inline">from what you can see{outlook.unknown.length > 0 ? `: ${outlook.unknown.length} hidden ${outlook.unknown.length === 1 ? 'coin' : 'coins'} unseen` : ''}</span>
      </h2>
      <ul className="er-outlook__teams">
        {TEAMS.map((t) => {
          const total = outlook.totals[t];
          const sure = outlook.winning.certain.includes(t);
          const maybe = !sure && outlook.winning.possible.includes(t);
          const who = members(t);
          return (
            <li key={t} className="er-outlook__team" data-team={t} data-wins={sure ? 'yes' : maybe ? 'maybe' : undefined} data-testid={`outlook-${t}`}>
              <p className="er-outlook__name">
                {TEAM_NAME[t]}
                {sure && <span className="er-outlook__crown"> wins</span>}
                {maybe && <span className="er-outlook__crown"> may win</span>}
              </p>
              <p className="er-outlook__total" data-uncertain={total.min !== total.max || undefined} data-testid={`total-${t}`}>
                {rangeText(total)}
                {total.min !== total.max && <span className="er-outlook__q" title="Hidden coins you cannot see decide it"> ?</span>}
              </p>
              <p className="er-outlook__who">
                {who.length === 0
                  ? 'nobody'
                  : who.map((p, i) => (
                      <span key={p} data-unsure={outlook.teams[p].length > 1 || undefined}>
                        {i > 0 && ', '}
                        {whoObject(n, p)}
                        {outlook.teams[p].length > 1 && '?'}
                        {G.power[p] !== null && G.power[p] !== undefined && ` ${rangeText(outlook.power[p])}`}
                      </span>
                    ))}
              </p>
            </li>
          );
        })}
      </ul>
      <p className="er-outlook__verdict" data-testid="outlook-verdict">
        {verdict(outlook)}
        {me !== null && outlook.winners.certain.includes(me) && ' You would be a winner.'}
        {me !== null && !outlook.winners.certain.includes(me) && outlook.winners.possible.includes(me) && ' You might be a winner.'}
      </p>
    </section>
  );
}
