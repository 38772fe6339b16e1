import { describe, expect, it } from 'vitest';
import { SessionWatch } from '../../../server/store/postgres/lock-session.ts';

describe('SessionWatch: whether the locks taken on a session are gone', () => {
  it('the same backend keeps them; another backend, or a failure, loses them, and that is told once', () => {
    const watch = new SessionWatch();
    expect(watch.saw(101), 'the first backend seen').toBe(false);
    expect(watch.saw(101)).toBe(false);
    expect(watch.lostSince()).toBe(false);
    expect(watch.saw(202), 'a reconnect: another backend').toBe(true);
    expect(watch.lostSince()).toBe(true);
    expect(watch.lostSince(), 'told once').toBe(false);
    watch.failed();
    expect(watch.lostSince()).toBe(true);
    expect(watch.saw(303), 'after a failure, the next backend is a fresh start').toBe(false);
    expect(watch.lostSince()).toBe(false);
  });

  it('a failure before any lock was taken loses nothing', () => {
    const watch = new SessionWatch();
    watch.failed();
    expect(watch.lostSince()).toBe(false);
  });
});
