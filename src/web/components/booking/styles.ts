// Class strings shared by the booking widgets (every vertical), so fields and buttons look alike.
export const fieldLabel = "mb-1.5 block text-sm font-medium text-slate-700";
export const inputBase =
  "block h-11 w-full rounded-xl border border-slate-300 bg-white px-3.5 text-[15px] text-slate-900 shadow-sm transition placeholder:text-slate-500 focus:border-primary focus:outline-none focus:ring-4 focus:ring-primary/15 disabled:cursor-not-allowed disabled:bg-slate-100 aria-invalid:border-rose-500";
export const primaryAction =
  "inline-flex h-11 min-h-11 shrink-0 items-center justify-center gap-2 rounded-xl bg-primary px-5 text-sm font-semibold text-on-primary shadow-sm transition hover:bg-primary-hover disabled:cursor-not-allowed disabled:opacity-60";
export const secondaryAction =
  "inline-flex h-11 min-h-11 shrink-0 items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-800 shadow-sm transition hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60";
export const dangerAction =
  "inline-flex h-11 min-h-11 shrink-0 items-center justify-center gap-2 rounded-xl bg-rose-700 px-5 text-sm font-semibold text-white shadow-sm transition hover:bg-rose-800 disabled:cursor-not-allowed disabled:opacity-60";
export const dangerOutlineAction =
  "inline-flex h-11 min-h-11 shrink-0 items-center justify-center gap-2 rounded-xl border border-rose-300 bg-white px-5 text-sm font-semibold text-rose-800 shadow-sm transition hover:bg-rose-50 disabled:cursor-not-allowed disabled:opacity-60";
export const linkAction = "text-sm font-semibold text-primary-strong underline-offset-4 hover:underline";
export const card = "rounded-2xl border border-slate-200 bg-white shadow-sm";
export const errorText = "mt-1.5 text-sm text-rose-700";
