import { Fragment, type ReactNode } from "react";
import { parseMarkdown, type Inline } from "@/shared/branding/markdown";

function inlines(items: Inline[]): ReactNode {
  return items.map((item, i) => {
    switch (item.kind) {
      case "text":
        return <Fragment key={i}>{item.text}</Fragment>;
      case "strong":
        return <strong key={i}>{inlines(item.children)}</strong>;
      case "em":
        return <em key={i}>{inlines(item.children)}</em>;
      case "code":
        return (
          <code key={i} className="rounded bg-slate-100 px-1 py-0.5 text-[0.9em]">
            {item.text}
          </code>
        );
      case "link":
        // An agency's text links out to its own pages and documents: never as the page itself.
        return item.href.startsWith("/") ? (
          <a key={i} href={item.href} className="font-medium text-primary-strong underline underline-offset-4">
            {inlines(item.children)}
          </a>
        ) : (
          <a key={i} href={item.href} rel="noopener noreferrer nofollow" target="_blank" className="font-medium text-primary-strong underline underline-offset-4">
            {inlines(item.children)}
          </a>
        );
    }
  });
}

/**
 * An agency's legal text (spec A §2 legal pages), written in Markdown: rendered as React elements from
 * the parsed blocks, never as HTML (src/shared/branding/markdown.ts), so no markup the agency typed runs.
 */
export function Markdown({ text }: { text: string }) {
  return (
    <div className="space-y-5 text-base leading-7 text-slate-700">
      {parseMarkdown(text).map((block, i) => {
        switch (block.kind) {
          case "heading": {
            const Tag = `h${block.level}` as const;
            const size = block.level === 2 ? "text-2xl" : block.level === 3 ? "text-xl" : "text-lg";
            return (
              <Tag key={i} className={`${size} pt-2 font-semibold tracking-tight text-slate-900`}>
                {inlines(block.children)}
              </Tag>
            );
          }
          case "paragraph":
            return <p key={i}>{inlines(block.children)}</p>;
          case "list": {
            const List = block.ordered ? "ol" : "ul";
            return (
              <List key={i} className={`space-y-2 pl-6 ${block.ordered ? "list-decimal" : "list-disc"}`}>
                {block.items.map((item, j) => (
                  <li key={j}>{inlines(item)}</li>
                ))}
              </List>
            );
          }
          case "rule":
            return <hr key={i} className="border-slate-200" />;
        }
      })}
    </div>
  );
}
