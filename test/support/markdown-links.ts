/** One relative link written in a Markdown page, where it is written. */
export interface MarkdownLink {
  line: number;
  col: number;
  /** The file part, empty for a link within the page. */
  path: string;
  /** The part after `#`, if any. */
  anchor?: string;
}

const blank = (s: string) => s.replace(/[^\n]/g, ' ');

/** The text without fenced code blocks, kept the same length so that positions hold. */
const withoutFences = (text: string) => text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, blank);

/** The text without any code, fenced or inline: a link written there is an example. */
const withoutCode = (text: string) => withoutFences(text).replace(/`[^`\n]*`/g, blank);

/** Every relative link and image of a page; addresses with a scheme (https:, mailto:) are left out. */
export function relativeLinks(text: string): MarkdownLink[] {
  const plain = withoutCode(text);
  const links: MarkdownLink[] = [];
  for (const match of plain.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = match[1];
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const before = plain.slice(0, match.index);
    const line = before.split('\n').length;
    const col = match.index - before.lastIndexOf('\n');
    const hash = target.indexOf('#');
    links.push(hash < 0 ? { line, col, path: decodeURI(target) } : { line, col, path: decodeURI(target.slice(0, hash)), anchor: target.slice(hash + 1) });
  }
  return links;
}

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as dashes, repeats numbered. */
export function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of withoutFences(text).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = match[1]
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}
