// The agency's legal texts (terms, privacy, cookies, disclaimer; spec A §2 legal pages) are written in
// Markdown. The server stores them sanitised (src/server/agency/legal-text.ts: no raw HTML, no script links); the
// legal pages and the settings preview render the small subset below as React elements (`parseMarkdown`),
// never as HTML, so nothing the agency typed can run in a visitor's page.

export type Inline = { kind: "text"; text: string } | { kind: "strong" | "em"; children: Inline[] } | { kind: "code"; text: string } | { kind: "link"; href: string; children: Inline[] };

export type Block = { kind: "heading"; level: 2 | 3 | 4; children: Inline[] } | { kind: "paragraph"; children: Inline[] } | { kind: "list"; ordered: boolean; items: Inline[][] } | { kind: "rule" };

/** Legal texts are long documents, not novels. */
export const LEGAL_TEXT_MAX = 50_000;

/** Links that may be followed: web pages, mail, phone, or a path on the agency's own site. */
export function isSafeHref(href: string): boolean {
  const value = href.trim();
  return /^(https?:\/\/|mailto:|tel:)/i.test(value) || (value.startsWith("/") && !value.startsWith("//"));
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
