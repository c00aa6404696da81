import { useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import { fromPromise } from "xstate";
import type { AlertMessage } from "@machines/effects";
import { officeChangeMachine, type SavedChange } from "@machines/office-change/office-change.machine";
import type { CreateShortUrlRequest, ShortLink, ShortUrlEmailRequest } from "@/shared/api/short-links";
import { useInspectable } from "../../lib/inspector";
import { showToast } from "../../lib/toasts";

// The API client and the toasts (react-hot-toast) load when a link is made or sent, not with the page that offers "Share" ("Fast on a phone").
const shortLinks = () => import("../../api/short-links");

export interface ShareLink {
  /** The link once made (spec A §3 "deepLinkDetails"); null while making it and after a failure. */
  link: ShortLink | null;
  creating: boolean;
  create(page: CreateShortUrlRequest): void;
  send(mail: ShortUrlEmailRequest): void;
  sending: boolean;
  sendError: AlertMessage | null;
  /** The person edits the mail again: a refusal shown on it goes away. */
  mailEdited(): void;
}

/**
 * spec A §4 "Short links": making a link sets loading and clears the details; a failure to make it is silent and
 * leaves no details; a failure to send shows the server's message; a sent mail is a success toast (the server's
 * words). Both calls are one saved change each, the office-change machine's flow (walked in its model tests).
 */
export function useShareLink(): ShareLink {
  const [link, setLink] = useState<ShortLink | null>(null);
  const creator = useActorRef(
    officeChangeMachine.provide({
      actors: { save: fromPromise<SavedChange, { payload: unknown }>(async ({ input }) => ({ message: "", data: await (await shortLinks()).createShortUrl(input.payload as CreateShortUrlRequest) })) },
      actions: { saved: (_, result) => setLink(result.data as ShortLink) },
    }),
  );
  const sender = useActorRef(
    officeChangeMachine.provide({
      actors: { save: fromPromise<SavedChange, { payload: unknown }>(async ({ input }) => (await shortLinks()).emailShortUrl(input.payload as ShortUrlEmailRequest)) },
      actions: { saved: (_, result) => showToast("success", result.message) },
    }),
  );
  useInspectable("shortLinkCreate", creator);
  useInspectable("shortLinkSend", sender);
  const creating = useSelector(creator, (s) => s.hasTag("busy"));
  const sending = useSelector(sender, (s) => s.hasTag("busy"));
  const sendError = useSelector(sender, (s) => s.context.error);
  return {
    link: creating ? null : link,
    creating,
    create: (page) => {
      setLink(null);
      creator.send({ type: "change.submitted", payload: page });
    },
    send: (mail) => sender.send({ type: "change.submitted", payload: mail }),
    sending,
    sendError,
    mailEdited: () => sender.send({ type: "change.edited" }),
  };
}
