// The agency's legal texts (terms, privacy, cookies, disclaimer; spec A §2 legal pages) are Markdown that
// the agency edits. They are stored sanitised: raw HTML goes through sanitize-html with an allow-list that
// admits no tag at all (the legal pages render the Markdown subset of src/shared/branding/markdown.ts as
// React elements, never HTML), and a Markdown link to anything but a web page, mail or phone keeps only
// its label.
import sanitizeHtml from "sanitize-html";
import { isSafeHref } from "@/shared/branding/markdown";

const NO_HTML: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  // No tag survives, so no attribute does either; the schemes are still listed so that widening the tag
  // list later cannot let a javascript: or data: URL through.
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href", "src", "action", "formaction", "xlink:href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Elements whose content goes with them: a script's code or a frame's fallback is not prose to keep.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template", "title", "svg", "math", "xmp", "noembed", "noframes"],
  // sanitize-html escapes text for HTML; the stored text is Markdown shown as React text, so its three
  // escapes are undone (an "&" in "Terms & conditions" must not reach the page as "&amp;").
  textFilter: (text) => text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&"),
};

/** `[label](target)`, the target with at most one level of brackets ("javascript:alert(1)"). */
const LINK = /\[([^\]\n]*)\]\(((?:[^()\n]|\([^()\n]*\))*)\)/g;

/**
 * The text as it is stored: raw HTML removed (with the content of scripts, styles and frames), links to
 * anything but web pages, mail and phone turned into their text, line endings made "\n". Empty → null, so
 * the legal page's footer link disappears (spec A §2: only if the agency has that text).
 */
export function sanitizeLegalText(text: string | null | undefined): string | null {
  if (text == null) return null;
  let value = text.replace(/\r\n?/g, "\n");
  // Undoing the escapes can reveal markup that was typed as entities ("&lt;script&gt;"): sanitise again
  // until nothing changes.
  for (let previous = ""; previous !== value;) {
    previous = value;
    value = sanitizeHtml(value, NO_HTML);
  }
  value = value.replace(LINK, (whole, label: string, href: string) => (isSafeHref(href) ? whole : label));
  value = value.trim();
  return value ? value : null;
}
