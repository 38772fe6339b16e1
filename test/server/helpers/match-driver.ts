import type { State } from 'boardgame.io';
import type { AyarState } from '../../../games/are-you-a-robot/state.ts';
import { RawMatch } from './raw-match.ts';

/** An Are You A Robot? match over raw sockets. */
export class MatchDriver extends RawMatch<AyarState> {
  /** Ends the match with legal moves chosen from the true state: zaps, then handshakes, then a revolution. */
  async finish(): Promise<State<AyarState>> {
    for (let step = 0; step < 30; step++) {
      const s = await this.state();
      if (s.ctx.gameover !== undefined) return s;
      const inGame = s.G.players.filter((p) => !s.G.eliminated.includes(p));
      const humans = inGame.filter((p) => s.G.roles[p] === 'human');
      const robots = inGame.filter((p) => s.G.roles[p] === 'robot');
      if (humans.length && robots.length && (humans.length > 1 || s.G.mode !== 'extended')) {
        await this.play(humans[0], 'zap', robots[0]);
      } else if (humans.length >= 2) {
        await this.play(humans[0], 'offerHandshake', humans[1]);
        await this.play(humans[1], 'acceptHandshake', humans[0]);
      } else if (robots.length) {
        await this.play(robots[0], 'declareRevolution');
      }
    }
    throw new Error('the match did not end');
  }
}
