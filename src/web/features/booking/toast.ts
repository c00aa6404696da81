import type { ToastParams } from "@machines/effects";
import { i18n } from "../../i18n";
import { showToast } from "../../lib/toasts";

/** spec A §8: server messages arrive translated; the machines' descriptors are translated here. */
export function toastOf({ kind, message }: ToastParams): void {
  const text = typeof message === "string" ? message : i18n._(message);
  showToast(kind, text);
}
