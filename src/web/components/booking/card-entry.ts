// The payment step's card entry as the gateway needs it (lib/card-gateway.ts): the typed form for the sandbox, Stripe
// Elements for Stripe. Loading Stripe can fail (js.stripe.com blocked, the network gone): the form then says so and
// offers "Try again" instead of a Pay button that cannot work.
import type { Stripe } from "@stripe/stripe-js";
import { useCallback, useEffect, useState } from "react";
import { cardGateway, type CardGateway } from "../../lib/card-gateway";
import type { StripeCardFields } from "./stripe-card-fields";

export type CardEntryState = { kind: "loading" } | { kind: "failed" } | { kind: "sandbox" } | { kind: "stripe"; Fields: typeof StripeCardFields; stripe: Stripe };

async function load(): Promise<CardEntryState> {
  const gateway = await cardGateway();
  if (gateway.kind === "sandbox") return { kind: "sandbox" };
  const [fields, stripeJs] = await Promise.all([import("./stripe-card-fields"), import("./stripe-js")]);
  return { kind: "stripe", Fields: fields.StripeCardFields, stripe: await stripeJs.loadStripeFor(gateway.publishableKey) };
}

/** The card entry to draw, and `retry` after a failed load. */
export function useCardEntry(): { state: CardEntryState; retry: () => void } {
  const [state, setState] = useState<CardEntryState>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (next) => live && setState(next),
      () => live && setState({ kind: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ kind: "loading" });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}

/** Which gateway the site charges through, once known (the 3-D Secure step words itself for it). */
export function useCardGatewayKind(): CardGateway["kind"] | null {
  const [kind, setKind] = useState<CardGateway["kind"] | null>(null);
  useEffect(() => {
    let live = true;
    cardGateway().then(
      (gateway) => live && setKind(gateway.kind),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return kind;
}
