import { Trans } from "@lingui/react/macro";
import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { adjustedColor } from "@/shared/branding/palette";
import { describedBy, FieldMessages } from "../../components/booking/form-field";
import { fieldLabel, inputBase } from "../../components/booking/styles";

export function Section({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      <div className="mt-5 grid gap-5">{children}</div>
    </section>
  );
}

interface Described {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A Markdown text (the legal pages). */
export function TextAreaField({ label, registration, error, hint, ...rest }: Described & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name">) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <textarea id={id} rows={6} {...rest} {...registration} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} className={`${inputBase} h-auto py-2.5 font-mono text-sm`} />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export function Toggle({ label, registration, hint, ...rest }: Omit<Described, "error"> & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "type">) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input id={id} type="checkbox" {...rest} {...registration} aria-describedby={hint ? `${id}-hint` : undefined} className="mt-0.5 size-5 shrink-0 accent-(--color-primary-strong)" />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <FieldMessages id={id} hint={hint} error={undefined} />
      </div>
    </div>
  );
}

/**
 * A colour as #rrggbb, picked or typed. `shown` is the colour the site will draw text in (brandPalette):
 * when it had to be adjusted to reach WCAG AA, the field shows it with a note.
 */
export function ColorField({ label, registration, error, value, shown }: Described & { value: string; shown: string }) {
  const id = useId();
  const adjusted = adjustedColor(value, shown);
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="color"
          {...registration}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? `${id}-error` : null, adjusted ? `${id}-adjusted` : null].filter(Boolean).join(" ") || undefined}
          className="h-11 w-16 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
        />
        <span className="font-mono text-sm text-slate-700">{value}</span>
      </div>
      {adjusted && (
        <p id={`${id}-adjusted`} role="status" className="mt-1.5 flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">
          <span aria-hidden="true" className="mt-0.5 size-4 shrink-0 rounded border border-slate-400" style={{ backgroundColor: adjusted }} data-testid="adjusted-swatch" />
          <span>
            <Trans>Adjusted for readability: the site shows text in this colour as {adjusted}, which reaches the 4.5:1 contrast that WCAG AA asks for.</Trans>
          </span>
        </p>
      )}
      <FieldMessages id={id} hint={null} error={error} />
    </div>
  );
}
