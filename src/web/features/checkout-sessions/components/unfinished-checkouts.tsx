import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Link } from "@tanstack/react-router";
import { useCallback, useEffect, useState } from "react";
import type { CheckoutSessionItem, CheckoutVertical } from "@/shared/api/checkout-sessions";
import type { MessageDescriptor } from "@/shared/validation/messages";
import { Spinner } from "../../../components/booking/spinner";
import { secondaryAction } from "../../../components/booking/styles";
import { useFormatMoney } from "../../../components/booking/use-money";
import { deleteCheckoutSession, getCheckoutSession, listCheckoutSessions } from "../api";
import { checkoutSessionText as m, useText } from "../messages";
import { dateTimeFormat } from "@/shared/intl-formats";

type Loaded = { status: "loading" } | { status: "failed" } | { status: "loaded"; items: CheckoutSessionItem[] };

/** Where each vertical's saved checkout is resumed (its checkout page, with `?session=`). */
/** Each vertical's checkout, where its saved checkouts resume, and its words for a checkout with no title yet and its first steps. */
export type ResumeTargets = Readonly<
  Record<CheckoutVertical, { readonly path: string; readonly text: { readonly search: MessageDescriptor; readonly choosing: MessageDescriptor; readonly details: MessageDescriptor } }>
>;

const answered = (answer: CheckoutSessionItem[] | "failed" | undefined): Loaded =>
  answer === undefined ? { status: "loading" } : answer === "failed" ? { status: "failed" } : { status: "loaded", items: answer };

/**
 * Resumable checkouts: the signed-in user's unfinished checkouts of every vertical (agents: with whom each is for).
 * `answer`: the list the page already asked for (My trip draws its sections once all have answered); absent, the
 * list asks for itself.
 */
export function UnfinishedCheckouts({ showClient, resumePaths, answer }: { showClient: boolean; resumePaths: ResumeTargets; answer?: CheckoutSessionItem[] | "failed" }) {
  const text = useText();
  const [state, setState] = useState<Loaded>(() => answered(answer));
  // A new answer from the page (its loader ran again): shown as it is, as a remount would.
  const [shownAnswer, setShownAnswer] = useState(answer);
  if (answer !== shownAnswer) {
    setShownAnswer(answer);
    setState(answered(answer));
  }
  const asked = answer !== undefined;
  const load = useCallback(() => {
    if (asked) return;
    let live = true;
    listCheckoutSessions().then(
      (items) => live && setState({ status: "loaded", items }),
      () => live && setState({ status: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [asked]);
  useEffect(load, [load]);
  const discard = async (id: string) => {
    await deleteCheckoutSession(id).catch(() => {});
    setState((s) => (s.status === "loaded" ? { status: "loaded", items: s.items.filter((item) => item.id !== id) } : s));
  };
  if (state.status === "loading") return <Spinner />;
  if (state.status === "failed") {
    return (
      <p role="alert" className="text-sm text-slate-700">
        {text(m.unfinishedLoadFailed)}
      </p>
    );
  }
  if (state.items.length === 0) {
    return <p className="text-sm text-slate-600">{text(m.unfinishedEmpty)}</p>;
  }
  return (
    <ul className="divide-y divide-slate-100">
      {state.items.map((item) => (
        <CheckoutRow key={item.id} item={item} showClient={showClient} target={resumePaths[item.vertical]} onDiscard={() => void discard(item.id)} />
      ))}
    </ul>
  );
}

function CheckoutRow({ item, showClient, target, onDiscard }: { item: CheckoutSessionItem; showClient: boolean; target: ResumeTargets[CheckoutVertical]; onDiscard: () => void }) {
  const text = useText();
  const formatMoney = useFormatMoney();
  const dates = useDateRange(item.summary.startDate, item.summary.endDate);
  const title = item.summary.title || text(target.text.search);
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between" aria-label={title}>
      <div className="min-w-0 space-y-1 text-sm">
        <p className="font-semibold text-slate-900">{title}</p>
        {dates && <p className="text-slate-600">{dates}</p>}
        {showClient && <BookingFor item={item} />}
        <p className="text-slate-600">
          <StepLabel step={item.summary.step} words={target.text} />
          {item.price && (
            <>
              {" · "}
              <span className="font-medium text-slate-900">{formatMoney(item.price, { exact: true })}</span>
            </>
          )}
        </p>
        <OfferHolds expiresAt={item.offerExpiresAt} />
      </div>
      <div className="flex shrink-0 gap-2">
        <Link to={target.path} search={{ session: item.id }} aria-label={`${text(m.resume)} ${title}`} className={secondaryAction}>
          {text(m.resume)}
        </Link>
        <button type="button" aria-label={`${text(m.discard)} ${title}`} className={secondaryAction} onClick={onDiscard}>
          {text(m.discard)}
        </button>
      </div>
    </li>
  );
}

function StepLabel({ step, words }: { step: string; words: ResumeTargets[CheckoutVertical]["text"] }) {
  const byStep: Record<string, MessageDescriptor> = { searching: words.choosing, results: words.choosing, details: words.details, checkout: m.stepCheckout, payment: m.stepPayment };
  return useText()(byStep[step] ?? m.stepOther);
}

/** Who the checkout is for: the client the server knows, else the lead traveller or contact of the saved checkout. */
function BookingFor({ item }: { item: CheckoutSessionItem }) {
  const [lead, setLead] = useState<string | null>(null);
  useEffect(() => {
    if (item.client) return;
    let live = true;
    getCheckoutSession(item.id)
      .then((session) => {
        const context = (session.snapshot as { context?: { passengers?: { firstName?: string; lastName?: string }[] | null; contact?: { email?: string } | null } }).context;
        const first = context?.passengers?.[0];
        const name = first ? `${first.firstName ?? ""} ${first.lastName ?? ""}`.trim() : "";
        const email = context?.contact?.email ?? "";
        if (live) setLead(name && email ? `${name} (${email})` : name || email || null);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [item.client, item.id]);
  const text = useText();
  const who = item.client ? `${item.client.name} (${item.client.email})` : lead;
  return (
    <p className="text-slate-700">
      {who ? (
        <>
          {text(m.bookingFor)} <span className="font-medium text-slate-900">{who}</span>
        </>
      ) : (
        text(m.noTravellers)
      )}
    </p>
  );
}

function useDateRange(start: string | null, end: string | null): string | null {
  const { i18n } = useLinguiRuntime();
  if (!start) return null;
  const format = dateTimeFormat(i18n.locale, { dateStyle: "medium", timeZone: "UTC" });
  const day = (iso: string) => format.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
  return end && end !== start ? `${day(start)} – ${day(end)}` : day(start);
}

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** How long the supplier's offer still holds, counting down live. */
function OfferHolds({ expiresAt }: { expiresAt: string | null }) {
  const text = useText();
  const now = useNow(1000);
  if (!expiresAt) return null;
  const left = Math.floor((Date.parse(expiresAt) - now) / 1000);
  if (Number.isNaN(left)) return null;
  if (left <= 0) {
    return <p className="text-amber-800">{text(m.offerExpired)}</p>;
  }
  const hours = Math.floor(left / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = String(left % 60).padStart(2, "0");
  const clock = hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
  return (
    <p className="text-slate-600">
      {text(m.offerHolds)} <time dateTime={`PT${left}S`}>{clock}</time>
    </p>
  );
}
