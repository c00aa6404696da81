import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { searchParams, text } from "../lib/search-params";
import type { ApiFailure } from "@/shared/api/failure";
import type { MailMessage, MailSummary } from "@/shared/api/mailbox";
import { getMail, listMailbox } from "../api/accounts";
import { MailIcon } from "../components/icons";
import { useDocumentTitle } from "../lib/document-title";

type MailboxData = { available: false } | { available: true; mails: MailSummary[]; selected: MailMessage | null };

const isNotFound = (error: unknown) => (error as Partial<ApiFailure> | null)?.httpStatus === 404;

const search = searchParams({ id: text() });

export const Route = createFileRoute("/mailbox")({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ deps }): Promise<MailboxData> => {
    try {
      const [mails, selected] = await Promise.all([listMailbox(), deps.id ? getMail(deps.id).catch((error: unknown) => (isNotFound(error) ? null : Promise.reject(error))) : null]);
      return { available: true, mails, selected };
    } catch (error) {
      // The embedded mailbox only exists without SMTP_URL; with a mail server the route is absent.
      if (isNotFound(error)) return { available: false };
      throw error;
    }
  },
  component: MailboxPage,
});

/** The embedded outbox (no SMTP configured): lets a new user open the link in their verification mail. */
function MailboxPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Mailbox`);
  const data = Route.useLoaderData();
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">
        <Trans>Mailbox</Trans>
      </h1>
      {!data.available ? (
        <div role="note" className="mt-6 rounded-2xl border border-sky-200 bg-sky-50 p-6 text-sky-900">
          <p className="font-semibold">
            <Trans>Mail is delivered by email</Trans>
          </p>
          <p className="mt-1 text-sm">
            <Trans>This site sends its messages through a mail server, so there is no mailbox to show here. Check the inbox of the address you signed up with.</Trans>
          </p>
        </div>
      ) : (
        <>
          <p className="mt-2 max-w-2xl text-slate-600">
            <Trans>No mail server is configured, so messages this site sends (verification links, password resets, invitations) are kept here instead of being emailed.</Trans>
          </p>
          <div className="mt-8 grid gap-6 lg:grid-cols-[22rem_1fr]">
            <nav aria-label={t`Messages`} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
              {data.mails.length === 0 ? (
                <p className="p-6 text-sm text-slate-500">
                  <Trans>No messages yet.</Trans>
                </p>
              ) : (
                <ul className="divide-y divide-slate-100">
                  {data.mails.map((mail) => {
                    const current = data.selected?._id === mail._id;
                    return (
                      <li key={mail._id}>
                        <Link to="/mailbox" search={{ id: mail._id }} aria-current={current ? "page" : undefined} className={`block px-5 py-4 transition hover:bg-slate-50 ${current ? "bg-primary-soft" : ""}`}>
                          <span className="block truncate font-semibold text-slate-900">{mail.subject}</span>
                          <span className="mt-0.5 block truncate text-sm text-slate-600">{mail.to}</span>
                          <span className="mt-0.5 block text-xs text-slate-500">{i18n.date(mail.createdAt, { dateStyle: "medium", timeStyle: "short" })}</span>
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              )}
            </nav>
            <div className="rounded-2xl border border-slate-200 bg-white p-6">
              {data.selected ? (
                <MessageView mail={data.selected} />
              ) : (
                <p className="flex items-center gap-2 text-sm text-slate-500">
                  <MailIcon className="size-5" />
                  <Trans>Select a message to read it.</Trans>
                </p>
              )}
            </div>
          </div>
        </>
      )}
    </section>
  );
}

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** The plain-text part with its links made clickable (no HTML from the outbox is injected). */
function MessageView({ mail }: { mail: MailMessage }) {
  const { i18n } = useLingui();
  return (
    <article aria-labelledby="mail-subject">
      <h2 id="mail-subject" className="text-xl font-semibold text-slate-900">
        {mail.subject}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-600">
        <dt className="font-medium">
          <Trans context="mail recipient">To</Trans>
        </dt>
        <dd>{mail.to}</dd>
        <dt className="font-medium">
          <Trans>Sent</Trans>
        </dt>
        <dd>{i18n.date(mail.createdAt, { dateStyle: "medium", timeStyle: "short" })}</dd>
      </dl>
      <div className="mt-6 whitespace-pre-wrap break-words text-[15px] leading-7 text-slate-800">
        {mail.text.split(URL_PATTERN).map((part, index) =>
          index % 2 === 1 ? (
            <a key={index} href={part} className="font-medium text-primary-strong underline underline-offset-4">
              {part}
            </a>
          ) : (
            part
          ),
        )}
      </div>
    </article>
  );
}
