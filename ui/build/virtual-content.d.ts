// The content the Vite plugin (vite-content-plugin.ts) builds from content/**/*.yaml, by game id.
declare module 'virtual:tablewright/content' {
  type AyarContent = import('../../games/are-you-a-robot/content-types.ts').AyarContent;
  const content: { readonly 'are-you-a-robot': AyarContent } & Readonly<Record<string, unknown>>;
  export default content;
}
