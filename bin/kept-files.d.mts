// Types of kept-files.mjs, for the TypeScript that imports it (games/kit/content/kept-validators.ts).
export declare const UNUSED_MS: number;
export declare function keepFile(file: string, data: string | Uint8Array): void;
export declare function markUsed(path: string, now?: number): void;
export declare function sweepUnused(dir: string, options?: { unusedMs?: number; maxBytes?: number; keep?: (name: string) => boolean; now?: number }): void;
