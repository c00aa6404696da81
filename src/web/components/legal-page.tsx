import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Markdown } from "./markdown";

interface LegalPageProps {
  title: ReactNode;
  /** The agency's own text in Markdown, shown as written (not translated), sanitised by the server when saved. */
  text?: string | null;
  /** Our own translated content, used instead of `text`. */
  children?: ReactNode;
}

export function LegalPage({ title, text, children }: LegalPageProps) {
  return (
    <article className="bg-white">
      <header className="border-b border-slate-200 bg-linear-to-b from-primary-soft to-white">
        <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary-strong">
            <Trans>Legal</Trans>
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {children ??
          (text ? (
            <Markdown text={text} />
          ) : (
            <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-6 text-slate-600">
              <Trans>This agency has not published this document yet.</Trans>
            </p>
          ))}
      </div>
    </article>
  );
}
