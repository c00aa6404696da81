import type { ToastParams } from "@machines/effects";
import { i18n } from "../../i18n";

/** spec A §8: server messages arrive translated; the machines' descriptors are translated here. */
export function toastOf({ kind, message }: ToastParams): void {
  const text = typeof message === "string" ? message : i18n._(message);
  // The toast library loads beside the page, not in its first load (as src/web/lib/toasts.ts does for the first load).
  void import("react-hot-toast/headless").then(({ default: toast }) => (kind === "success" ? toast.success(text) : toast.error(text)));
}
