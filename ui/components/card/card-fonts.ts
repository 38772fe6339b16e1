// Cards carry their own fonts, so a card looks the same on every machine, in Storybook and in
// print: IBM Plex Sans for words, Space Grotesk for titles (card-fonts.css names them).
import '@fontsource/ibm-plex-sans/400.css';
import '@fontsource/ibm-plex-sans/400-italic.css';
import '@fontsource/ibm-plex-sans/600.css';
import '@fontsource/ibm-plex-sans/700.css';
import '@fontsource/space-grotesk/500.css';
import '@fontsource/space-grotesk/700.css';
import './card-fonts.css';

/** The families as CSS names them, for checks that a card uses them. */
export const CARD_TEXT_FONT = 'IBM Plex Sans';
export const CARD_TITLE_FONT = 'Space Grotesk';
