// The agency's legal texts (terms, privacy, cookies, disclaimer; spec A §2 legal pages) are written in
// Markdown. The server stores them sanitised (`sanitizeMarkdown`: no raw HTML, no script links); the
// legal pages and the settings preview render the small subset below as React elements (`parseMarkdown`),
// never as HTML, so nothing the agency typed can run in a visitor's page.

export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong" | "em"; children: Inline[] }
  | { kind: "code"; text: string }
  | { kind: "link"; href: string; children: Inline[] };

export type Block =
  | { kind: "heading"; level: 2 | 3 | 4; children: Inline[] }
  | { kind: "paragraph"; children: Inline[] }
  | { kind: "list"; ordered: boolean; items: Inline[][] }
  | { kind: "rule" };

/** Legal texts are long documents, not novels. */
export const LEGAL_TEXT_MAX = 50_000;

/** Elements whose content goes too (a script's code is not text to keep). */
const DROPPED_WITH_CONTENT = /<(script|style|iframe|object|embed|template|noscript|textarea|title|svg|math)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
/** `[label](target)`, the target with at most one level of brackets ("javascript:alert(1)"). */
const LINK = /\[([^\]\n]*)\]\(((?:[^()\n]|\([^()\n]*\))*)\)/g;
/** Any other tag, opening or closing (a lone "<" in prose, "a < b", is not a tag and stays). */
const TAG = /<\/?[a-z][^>]*>?/gi;

/** Links that may be followed: web pages, mail, phone, or a path on the agency's own site. */
export function isSafeHref(href: string): boolean {
  const value = href.trim();
  return /^(https?:\/\/|mailto:|tel:)/i.test(value) || (value.startsWith("/") && !value.startsWith("//"));
}

/**
 * The text as it is stored: raw HTML removed (with the content of scripts, styles and frames), links
 * to anything but web pages, mail and phone turned into their text, line endings made "\n". Empty →
 * null, so the legal page's footer link disappears (spec A §2: only if the agency has that text).
 */
export function sanitizeMarkdown(text: string | null | undefined): string | null {
  if (text == null) return null;
  let value = text.replace(/\r\n?/g, "\n");
  // Repeat until stable: removing one tag must not join two halves into a new one ("<scr<b>ipt>").
  for (let previous = ""; previous !== value; ) {
    previous = value;
    value = value.replace(DROPPED_WITH_CONTENT, "").replace(COMMENT, "").replace(TAG, "");
  }
  value = value.replace(LINK, (whole, label: string, href: string) => (isSafeHref(href) ? whole : label));
  value = value.trim();
  return value ? value : null;
}

const INLINE = /(\*\*([^*\n]+)\*\*)|(\*([^*\n]+)\*|_([^_\n]+)_)|(`([^`\n]+)`)|(\[([^\]\n]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\))/;

function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      out.push({ kind: "text", text: rest });
      break;
    }
    if (match.index > 0) out.push({ kind: "text", text: rest.slice(0, match.index) });
    if (match[2] !== undefined) out.push({ kind: "strong", children: parseInline(match[2]) });
    else if (match[3] !== undefined) out.push({ kind: "em", children: parseInline(match[4] ?? match[5] ?? "") });
    else if (match[7] !== undefined) out.push({ kind: "code", text: match[7] });
    else if (match[9] !== undefined && match[10] !== undefined) {
      const children = parseInline(match[9]);
      if (isSafeHref(match[10])) out.push({ kind: "link", href: match[10].trim(), children });
      else out.push(...children);
    }
    rest = rest.slice(match.index + match[0].length);
  }
  return out;
}

const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

/** Headings (#, ##, ###), paragraphs, bulleted and numbered lists, rules (---), bold, italic, code, links. */
export function parseMarkdown(text: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: Inline[][] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: "paragraph", children: parseInline(paragraph.join(" ")) });
    paragraph = [];
    if (list) blocks.push({ kind: "list", ...list });
    list = null;
  };
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trimEnd();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (!line.trim()) flush();
    else if (heading?.[1] && heading[2] !== undefined) {
      flush();
      blocks.push({ kind: "heading", level: (heading[1].length + 1) as 2 | 3 | 4, children: parseInline(heading[2]) });
    } else if (/^\s*(-{3,}|\*{3,})\s*$/.test(line)) {
      flush();
      blocks.push({ kind: "rule" });
    } else if (bullet?.[1] !== undefined || numbered?.[1] !== undefined) {
      const ordered = !bullet;
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(parseInline((bullet?.[1] ?? numbered?.[1] ?? "").trim()));
    } else {
      if (list) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}
