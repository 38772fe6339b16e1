import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseServeArgs } from '../../server/cli/serve-args.ts';
import { DEFAULT_LIMITS } from '../../server/edge/limits.ts';
import { UsageError } from '../../server/cli/usage-error.ts';

describe('tablewright serve: the options its command line gives the server', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("keeps today's defaults when nothing is given, and the deploy flags' own", () => {
    vi.stubEnv('TABLEWRIGHT_STORE', '');
    vi.stubEnv('TABLEWRIGHT_PUBSUB', '');
    expect(parseServeArgs([])).toEqual({
      port: 8000,
      host: '127.0.0.1',
      dbFile: 'data/tablewright.sqlite',
      storeUrl: undefined,
      pubsubUrl: undefined,
      contentRoot: 'content',
      artRoot: undefined,
      exportRoot: undefined,
      limits: DEFAULT_LIMITS,
      trustProxy: false,
      watch: false,
      allowedHosts: [],
      allowedOrigins: [],
      logLevel: 'info',
      metrics: undefined,
      drainMs: 10_000,
    });
  });

  it('reads every flag, repeated ones in order', () => {
    const args = ['--port', '0', '--host', '0.0.0.0', '--db', 'x.sqlite', '--content', 'test/fixtures/content/good', '--art', 'ui/public', '--exports', 'out', '--watch', '--trust-proxy'];
    const more = ['--limit', 'botsTotal=3', '--limit', 'chatPerSecond=2', '--allowed-host', 'a.example', '--allowed-host', 'b.example', '--allowed-origin', 'https://a.example'];
    const deploy = ['--log-level', 'warn', '--metrics', '9464', '--drain-ms', '0'];
    expect(parseServeArgs([...args, ...more, ...deploy])).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      dbFile: 'x.sqlite',
      contentRoot: 'test/fixtures/content/good',
      artRoot: 'ui/public',
      exportRoot: 'out',
      watch: true,
      trustProxy: true,
      limits: { ...DEFAULT_LIMITS, botsTotal: 3, chatPerSecond: 2 },
      allowedHosts: ['a.example', 'b.example'],
      allowedOrigins: ['https://a.example'],
      logLevel: 'warn',
      metrics: { host: '127.0.0.1', port: 9464 },
      drainMs: 0,
    });
  });

  it.each([
    ['9464', { host: '127.0.0.1', port: 9464 }],
    ['0.0.0.0:9464', { host: '0.0.0.0', port: 9464 }],
    ['metrics.internal:0', { host: 'metrics.internal', port: 0 }],
    ['[::1]:9464', { host: '::1', port: 9464 }],
  ])('--metrics %s listens at %j', (text, metrics) => {
    expect(parseServeArgs(['--metrics', text]).metrics).toEqual(metrics);
  });

  it.each([
    [['--metrics', 'abc'], "--metrics takes PORT or HOST:PORT, e.g. --metrics 9464 or --metrics 0.0.0.0:9464, not 'abc'"],
    [['--metrics', ':9464'], "--metrics takes PORT or HOST:PORT, e.g. --metrics 9464 or --metrics 0.0.0.0:9464, not ':9464'"],
    [['--metrics', '0.0.0.0:'], "--metrics takes PORT or HOST:PORT, e.g. --metrics 9464 or --metrics 0.0.0.0:9464, not '0.0.0.0:'"],
    [['--metrics', '70000'], "--metrics takes PORT or HOST:PORT, e.g. --metrics 9464 or --metrics 0.0.0.0:9464, not '70000'"],
    [['--metrics'], '--metrics needs a value'],
    [['--drain-ms', '-1'], '--drain-ms needs a value (one that starts with a dash is written --drain-ms=-value)'],
    [['--drain-ms=-1'], "--drain-ms must be a whole number (0 or more), not '-1'"],
    [['--drain-ms', '1.5'], "--drain-ms must be a whole number (0 or more), not '1.5'"],
    [['--drain-ms', '10s'], "--drain-ms must be a whole number (0 or more), not '10s'"],
    [['--log-level', 'loud'], "--log-level must be debug, info, warn, error or silent, not 'loud'"],
    [['--log-level', 'INFO'], "--log-level must be debug, info, warn, error or silent, not 'INFO'"],
    [['--port', '65536'], "--port must be a number from 0 to 65535, not '65536'"],
    [['--store', 'mysql://x'], '--store (or TABLEWRIGHT_STORE) takes a PostgreSQL URL'],
  ])('%j is refused: %s', (args, message) => {
    expect(() => parseServeArgs(args)).toThrow(UsageError);
    expect(() => parseServeArgs(args)).toThrow(message);
  });

  it('takes the store and pub/sub from the environment when the flags are absent, the flags first', () => {
    vi.stubEnv('TABLEWRIGHT_STORE', 'postgres://env@db/tw');
    vi.stubEnv('TABLEWRIGHT_PUBSUB', 'redis://env:6379');
    expect(parseServeArgs([])).toMatchObject({ storeUrl: 'postgres://env@db/tw', pubsubUrl: 'redis://env:6379' });
    expect(parseServeArgs(['--store', 'postgres://flag@db/tw'])).toMatchObject({ storeUrl: 'postgres://flag@db/tw', pubsubUrl: 'redis://env:6379' });
    vi.stubEnv('TABLEWRIGHT_STORE', '');
    expect(() => parseServeArgs([])).toThrow('--pubsub joins this process to others serving the same matches');
  });
});
