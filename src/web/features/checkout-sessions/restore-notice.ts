// Resumable checkouts: a saved checkout that could not be resumed (older version, broken) is discarded with a
// message; the traveller details that could still be read prefill the next traveller form.
import { useSyncExternalStore } from "react";
import type { RestoredTravellers } from "@machines/checkout-session/restore";
import type { MessageDescriptor } from "@/shared/validation/messages";

interface RestoreNotice {
  /** Null once dismissed. */
  message: MessageDescriptor | null;
  travellers: RestoredTravellers | null;
}

let notice: RestoreNotice | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function setRestoreNotice(next: RestoreNotice | null): void {
  notice = next;
  emit();
}

function readRestoreNotice(): RestoreNotice | null {
  return notice;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The server's drawing of a details page (src/web/first-screen.tsx) has no saved checkout to speak of. */
const none = (): RestoreNotice | null => null;

export function useRestoreNotice(): RestoreNotice | null {
  return useSyncExternalStore(subscribe, readRestoreNotice, none);
}

/** The message is read; the travellers stay for the form. */
export function dismissRestoreMessage(): void {
  if (notice) setRestoreNotice({ ...notice, message: null });
}
