import { DEFAULT_DB_FILE } from '../../store/default-db-file.ts';
import { DEFAULT_LIMITS, LIMIT_HELP } from '../../edge/limits.ts';
import type { CommandUsage } from '../command-flags.ts';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;

const limits = Object.entries(LIMIT_HELP)
  .map(([name, help]) => `  ${name.padEnd(22)} ${help} (default ${DEFAULT_LIMITS[name as keyof typeof DEFAULT_LIMITS]})`)
  .join('\n');

export const SERVE = {
  name: 'serve',
  synopsis: [
    'serve [--port P] [--host H] [--db FILE] [--content DIR] [--art DIR] [--exports DIR] [--watch] [--limit NAME=N ...] [--trust-proxy] [--allowed-host NAME ...] [--allowed-origin URL ...] [--store postgres://... [--pubsub redis://...]] [--log-level LEVEL] [--metrics [HOST:]PORT] [--drain-ms N]',
  ],
  about: `Run the game server with the lobby (default http://127.0.0.1:8000, store ./data/tablewright.sqlite)
until SIGINT or SIGTERM. It also serves each game's exported TTS files at /tts/<game>/<file>
from DIR/<game>/tts (--exports, default export). --limit changes a budget per address, per
match or for the whole server (docs/server.md):
${limits}`,
  flags: {
    port: { type: 'string', value: 'P', help: 'the port to listen on, 0 for a free one (default 8000)' },
    host: { type: 'string', value: 'H', help: 'the interface to listen on; 0.0.0.0 for a LAN playtest (default 127.0.0.1)' },
    db: { type: 'string', value: 'FILE', help: `the SQLite store, its folder created (default ${DEFAULT_DB_FILE})` },
    store: { type: 'string', value: 'URL', help: 'the matches in PostgreSQL instead of --db (default $TABLEWRIGHT_STORE)' },
    pubsub: { type: 'string', value: 'URL', help: 'Redis, through which processes on one --store serve the same matches (default $TABLEWRIGHT_PUBSUB)' },
    content: { type: 'string', value: 'DIR', help: 'the content folder; serves the games it has a folder for (default content)' },
    art: { type: 'string', value: 'DIR', help: 'where content\'s art paths and fonts lead: checked and served there (default ui/public, built into the UI)' },
    exports: { type: 'string', value: 'DIR', help: 'the export folder whose <game>/tts files are served (default export)' },
    watch: { type: 'boolean', help: 'take a saved content edit into new matches at once (running matches keep theirs)' },
    limit: { type: 'string', multiple: true, value: 'NAME=N', help: 'change one budget or cap (listed above)' },
    'trust-proxy': { type: 'boolean', help: 'take client addresses from X-Forwarded-For (only behind your own proxy)' },
    'allowed-host': { type: 'string', multiple: true, value: 'NAME', help: 'serve a host name besides IP addresses and localhost' },
    'allowed-origin': { type: 'string', multiple: true, value: 'URL', help: 'let pages of another site use the API, e.g. https://play.example.org' },
    'log-level': { type: 'string', value: 'LEVEL', help: `log lines from this level up: ${LOG_LEVELS.join(', ')} (default info)` },
    metrics: { type: 'string', value: '[HOST:]PORT', help: 'Prometheus /metrics on a listener of its own (host 127.0.0.1 unless given)' },
    'drain-ms': { type: 'string', value: 'N', help: 'how long a stop waits for moves in flight and open requests, in ms (default 10000)' },
  },
} as const satisfies CommandUsage;
