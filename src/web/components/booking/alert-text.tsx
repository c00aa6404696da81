import { useLingui } from "@lingui/react";
import { useEffect, useRef } from "react";
import type { AlertMessage } from "@machines/effects";

/** A machine's message: a descriptor translated here, or a server message already translated (spec A §8). */
export function useAlertText(): (message: AlertMessage, values?: Record<string, unknown>) => string {
  const { i18n } = useLingui();
  return (message, values) => (typeof message === "string" ? message : i18n._(message.id, values, { message: message.message }));
}

export function Alert({ message, tone = "error" }: { message: AlertMessage; tone?: "error" | "info" }) {
  const text = useAlertText()(message);
  const look = tone === "error" ? "border-rose-200 bg-rose-50 text-rose-900" : "border-sky-200 bg-sky-50 text-sky-900";
  const box = useRef<HTMLDivElement>(null);
  // An error is announced (role=alert) and brought into view: a card decline once sat above the screen.
  useEffect(() => {
    if (tone === "error") box.current?.scrollIntoView({ block: "center" });
  }, [text, tone]);
  return (
    <div ref={box} role={tone === "error" ? "alert" : "status"} className={`rounded-xl border px-4 py-3 text-sm ${look}`}>
      {text}
    </div>
  );
}
