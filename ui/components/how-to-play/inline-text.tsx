/** A run of text, bold or not. */
export interface InlinePart {
  text: string;
  bold: boolean;
}

// `**words**` and nothing else: content is plain text from YAML, so markup is kept to what a
// designer needs for scanning. Unpaired stars stay as they are.
const BOLD = /\*\*([\s\S]+?)\*\*/g;

/** Splits content text into plain and **bold** runs. */
export function inlineParts(text: string): InlinePart[] {
  // split with a capturing group puts the captured (bold) runs at the odd indexes.
  return text
    .split(BOLD)
    .map((part, i) => ({ text: part, bold: i % 2 === 1 }))
    .filter((part) => part.text !== '');
}

/**
 * Content text with its **bold** runs as <strong>: React elements and strings only, never
 * HTML, so whatever the YAML holds is shown as text.
 */
export function InlineText({ text }: { text: string }) {
  return <>{inlineParts(text).map((part, i) => (part.bold ? <strong key={i}>{part.text}</strong> : part.text))}</>;
}
