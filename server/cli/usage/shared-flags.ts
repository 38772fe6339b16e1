/** Flags several commands take with the same meaning, declared once. */
export const CONTENT_FLAG = { type: 'string', value: 'DIR', help: 'the content folder, one folder per game (default content)' } as const;

export const ART_FLAG = { type: 'string', value: 'DIR', help: 'where art paths and fonts lead (default ui/public), as for validate, export, serve and storybook' } as const;
