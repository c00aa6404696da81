// The toasts (spec A §8 and every page's confirmations): react-hot-toast's store and timers, drawn here with the
// site's own styles. The library's own toaster styles itself at run time (goober): its first render wrote its rules
// into the page, 25–30 ms of a phone's main thread unthrottled on every page's start ("Every page fast on a phone",
// docs/performance.md part 17). Every toast goes through react-hot-toast/headless, the store this toaster reads.
import { resolveValue, useToaster, type Toast } from "react-hot-toast/headless";

function ToastIcon({ type }: { type: Toast["type"] }) {
  if (type === "success")
    return (
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 text-emerald-600">
        <circle cx="10" cy="10" r="10" fill="currentColor" />
        <path d="m6 10.5 2.5 2.5L14 7.5" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    );
  if (type === "error")
    return (
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 text-red-600">
        <circle cx="10" cy="10" r="10" fill="currentColor" />
        <path d="m7 7 6 6m0-6-6 6" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
    );
  return null;
}

/** The toasts, at the top of the screen, newest first; hovering one holds their timers (as the library's toaster). */
export function Toaster({ duration }: { duration: number }) {
  const { toasts, handlers } = useToaster({ duration });
  return (
    <div className="pointer-events-none fixed inset-x-4 top-4 z-[9999] flex flex-col items-center gap-2" onMouseEnter={handlers.startPause} onMouseLeave={handlers.endPause}>
      {toasts.map((toast) => (
        <div
          key={toast.id}
          {...toast.ariaProps}
          className={`pointer-events-auto flex max-w-[350px] items-center gap-2 rounded-lg bg-white px-3 py-2 text-sm leading-snug text-slate-900 shadow-lg ring-1 ring-slate-900/5 transition-opacity duration-300 ${toast.visible ? "animate-toast-in" : "opacity-0"}`}
        >
          <ToastIcon type={toast.type} />
          <span>{resolveValue(toast.message, toast)}</span>
        </div>
      ))}
    </div>
  );
}
