import { useLingui } from "@lingui/react";
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { ruleMessage } from "@/shared/message-ids";
import { errorText, fieldLabel, inputBase } from "./styles";

/** Translates a shared rule's message id (src/shared); any other text (a server's reason) stays as it is. */
export function useRuleText(): (error: string | undefined) => string | undefined {
  const { i18n } = useLingui();
  return (error) => {
    if (!error) return error;
    const descriptor = ruleMessage(error);
    return descriptor ? i18n._(descriptor) : error;
  };
}

function useFieldError(error: string | undefined): string | undefined {
  return useRuleText()(error);
}

interface Common {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
}

export function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

/** A field's hint and error, with the ids its input names in aria-describedby. */
export function FieldMessages({ id, hint, error: raw }: { id: string; hint: ReactNode; error: string | undefined }) {
  const error = useFieldError(raw);
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={errorText}>
          {error}
        </p>
      )}
    </>
  );
}

/** A labelled input bound to react-hook-form, with its hint and error announced. */
export function InputField({ label, registration, error, hint, className, ...input }: Common & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name">) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <input id={id} {...input} {...registration} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} className={inputBase} />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export function SelectField({ label, registration, error, hint, className, children, ...select }: Common & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name"> & { children: ReactNode }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <select id={id} {...select} {...registration} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} className={inputBase}>
        {children}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
