// Types of kept-builds.mjs, for the TypeScript that imports it (server/export/print-build.ts).
export declare const stamp: (file: string) => string;
export declare function keptBuild(cache: string, key: string, root: string): string | undefined;
export declare function keepBuild(cache: string, key: string, aside: string, inputs: Record<string, string>, maxBytes: number): string;
