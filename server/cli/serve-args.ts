import { existsSync, statSync } from 'node:fs';
import type { TablewrightServerOptions } from '../app/create-server.ts';
import { DEFAULT_LIMITS, parseLimit, type ServerLimits } from '../edge/limits.ts';
import { DEFAULT_DB_FILE } from '../store/default-db-file.ts';
import { parseCommandLine } from './command-flags.ts';
import { hostAndPort, oneOf, wholeNumber } from './flag-values.ts';
import { LOG_LEVELS, SERVE } from './usage/serve-usage.ts';
import { UsageError } from './usage-error.ts';

export type ServeArgs = Required<Pick<TablewrightServerOptions, 'port' | 'host' | 'dbFile' | 'trustProxy' | 'allowedHosts' | 'allowedOrigins' | 'contentRoot' | 'logLevel' | 'drainMs'>> &
  Pick<TablewrightServerOptions, 'storeUrl' | 'pubsubUrl' | 'exportRoot' | 'artRoot' | 'metrics'> & {
    limits: ServerLimits;
    watch: boolean;
  };

/** --store and --pubsub, or the environment's TABLEWRIGHT_STORE and TABLEWRIGHT_PUBSUB; each checked for its scheme. */
function checkUrls(parsed: ServeArgs): void {
  parsed.storeUrl ??= process.env.TABLEWRIGHT_STORE || undefined;
  parsed.pubsubUrl ??= process.env.TABLEWRIGHT_PUBSUB || undefined;
  if (parsed.storeUrl && !/^postgres(ql)?:\/\//.test(parsed.storeUrl)) {
    throw new UsageError(`--store (or TABLEWRIGHT_STORE) takes a PostgreSQL URL such as postgres://user@host/db; for a SQLite file use --db FILE.`);
  }
  if (parsed.pubsubUrl && !/^rediss?:\/\//.test(parsed.pubsubUrl)) {
    throw new UsageError(`--pubsub (or TABLEWRIGHT_PUBSUB) takes a Redis URL such as redis://host:6379.`);
  }
  if (parsed.pubsubUrl && !parsed.storeUrl) {
    throw new UsageError(`--pubsub joins this process to others serving the same matches, which must share a PostgreSQL store: add --store postgres://...`);
  }
}

function limitsOf(given: string[] = []): ServerLimits {
  try {
    return given.reduce((limits, text) => parseLimit(text, limits), DEFAULT_LIMITS);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** `tablewright serve`'s command line, every value checked: the options createTablewrightServer takes. */
export function parseServeArgs(args: string[]): ServeArgs {
  const { values } = parseCommandLine(SERVE, args);
  const origins = values['allowed-origin'] ?? [];
  const notOrigin = origins.find((origin) => !/^https?:\/\/[^/]+$/.test(origin));
  if (notOrigin !== undefined) throw new UsageError(`--allowed-origin takes an origin such as https://play.example.org, not '${notOrigin}'.`);
  const parsed: ServeArgs = {
    port: wholeNumber('port', values.port, { min: 0, max: 65535, fallback: 8000 }),
    host: values.host ?? '127.0.0.1',
    dbFile: values.db ?? DEFAULT_DB_FILE,
    storeUrl: values.store,
    pubsubUrl: values.pubsub,
    contentRoot: values.content ?? 'content',
    artRoot: values.art,
    exportRoot: values.exports,
    limits: limitsOf(values.limit),
    trustProxy: values['trust-proxy'] ?? false,
    watch: values.watch ?? false,
    allowedHosts: values['allowed-host'] ?? [],
    allowedOrigins: origins,
    logLevel: oneOf('log-level', values['log-level'], LOG_LEVELS, 'info'),
    metrics: values.metrics === undefined ? undefined : hostAndPort('metrics', values.metrics),
    drainMs: wholeNumber('drain-ms', values['drain-ms'], { min: 0, fallback: 10_000 }),
  };
  if (parsed.artRoot !== undefined && !(existsSync(parsed.artRoot) && statSync(parsed.artRoot).isDirectory())) {
    throw new UsageError(`--art takes the folder of your art and fonts, where content's art paths lead; there is no folder ${parsed.artRoot}.`);
  }
  checkUrls(parsed);
  return parsed;
}
