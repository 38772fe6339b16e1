import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { playChunk } from './ui/build/play-chunk.ts';
import { tablewrightContent } from './ui/build/vite-content-plugin.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The game server (tablewright serve) answers the Lobby API, our own routes and socket.io;
// in development the Vite server passes those through so the UI runs on one origin.
const api = 'http://127.0.0.1:8000';

export default defineConfig({
  root: here('./ui'),
  base: './',
  plugins: [react(), tablewrightContent()],
  build: {
    outDir: here('./dist/ui'),
    emptyOutDir: true,
    // Three kinds of chunk (play-chunk.ts): the lobby's, what matches share, each game's own. A group's
    // dependencies stay where they are reached, not pulled into it, so the lobby loads no match code.
    rolldownOptions: { output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: playChunk, debugName: 'lobby, play, games' }] } } },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/games': api,
      '/tablewright': api,
      '/health': api,
      '/socket.io': { target: api, ws: true },
    },
  },
});
