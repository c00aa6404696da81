import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { AlertMessage } from "@machines/effects";
import { descriptorFor, isBlockedPasswordKey, passwordCriteria, passwordCriteriaLabels, type PasswordCriteria } from "@/shared/validation";
import { AlertIcon } from "../../../components/icons";
import { CheckSmallIcon, CrossSmallIcon, EyeIcon, EyeOffIcon } from "./icons";

const inputClass =
  "block h-11 w-full rounded-xl border border-slate-300 bg-white px-3.5 text-[15px] text-slate-900 shadow-sm transition placeholder:text-slate-400 focus:border-primary focus:outline-none focus:ring-4 focus:ring-primary/15 disabled:cursor-not-allowed disabled:bg-slate-100 read-only:bg-slate-100 aria-invalid:border-rose-400 aria-invalid:focus:ring-rose-500/15";
export const submitClass =
  "inline-flex h-11 w-full items-center justify-center gap-2 rounded-xl bg-primary px-5 text-[15px] font-semibold text-on-primary shadow-sm transition hover:bg-primary-hover disabled:cursor-not-allowed disabled:opacity-60";
export const linkClass = "font-semibold text-primary-strong underline-offset-4 hover:underline";

/** A validation message id (spec A §5), translated. */
export function useMessage() {
  const { i18n } = useLingui();
  return (id: string | undefined): string | undefined => {
    if (!id) return undefined;
    const descriptor = descriptorFor(id);
    return descriptor ? i18n._(descriptor) : i18n._(id);
  };
}

/** spec A §5: the space key is blocked and says so ('Space not allowed'). */
export function blockSpace(onBlocked: () => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (isBlockedPasswordKey(event.key)) {
      event.preventDefault();
      onBlocked();
    }
  };
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "onChange" | "onBlur"> {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  /** Message id from the zod schemas (or a server field message). */
  error?: string | undefined;
  hint?: ReactNode;
}

export function TextField({ label, registration, error, hint, ...input }: FieldProps) {
  const id = useId();
  const message = useMessage()(error);
  const describedBy = [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input id={id} {...input} {...registration} aria-invalid={message ? true : undefined} aria-describedby={describedBy} className={inputClass} />
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-center gap-1.5 text-sm text-rose-600">
      <AlertIcon className="size-4 shrink-0" />
      {message}
    </p>
  );
}

interface PasswordFieldProps extends FieldProps {
  /** The live value, for the requirements popover (signup and new password). */
  criteriaFor?: string | undefined;
  onSpace: () => void;
}

// Whether a pointer is down now: a blur it causes waits for its click (PasswordField). Tracked from the first focus.
let pointerPressed = false;
let tracking = false;
function trackPointer(): void {
  if (tracking) return;
  tracking = true;
  document.addEventListener("pointerdown", () => (pointerPressed = true), true);
  document.addEventListener("pointerup", () => setTimeout(() => (pointerPressed = false)), true);
  document.addEventListener("pointercancel", () => (pointerPressed = false), true);
}

/** Password with show/hide toggle, the space key blocked and, optionally, the criteria popover on focus. */
export function PasswordField({ label, registration, error, criteriaFor, onSpace, ...input }: PasswordFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const [visible, setVisible] = useState(false);
  // spec A §5: the requirements show while the field has focus. A press elsewhere takes the focus at pointerdown:
  // the list then closes once that press's click has landed, so the controls below do not move under the pointer.
  const [opened, setOpened] = useState(false);
  const message = useMessage()(error);
  const withCriteria = criteriaFor !== undefined;
  // The requirements describe the field only while shown and without an error: a screen reader reads the error alone.
  const describedBy = [withCriteria && opened && !message ? `${id}-criteria` : null, message ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const close = () => {
    if (!pointerPressed) return setOpened(false);
    document.addEventListener("click", () => setOpened(false), { once: true, capture: true });
  };
  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {/* Focus moving between the input and its show/hide toggle keeps the requirements open; leaving both closes them. */}
      <div className="relative" onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && close()}>
        <input
          id={id}
          type={visible ? "text" : "password"}
          {...input}
          {...registration}
          onKeyDown={blockSpace(onSpace)}
          onFocus={() => {
            trackPointer();
            setOpened(true);
          }}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} pr-12`}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={t`Show password`}
          aria-controls={id}
          className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-xl text-slate-500 hover:text-slate-800"
        >
          {visible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
        </button>
      </div>
      <FieldError id={`${id}-error`} message={message} />
      {withCriteria && <PasswordCriteriaList id={`${id}-criteria`} criteria={passwordCriteria(criteriaFor)} open={opened} />}
    </div>
  );
}

const CRITERIA_ORDER: (keyof PasswordCriteria)[] = ["length", "lowercase", "uppercase", "digit", "special"];

/**
 * spec A §5: the requirements popover shows on focus and updates live. It stays in the DOM (hidden)
 * so the field's aria-describedby always names the rules. It sits in the flow, not over the fields
 * below it.
 */
function PasswordCriteriaList({ id, criteria, open }: { id: string; criteria: PasswordCriteria; open: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <div id={id} hidden={!open} className="mt-2 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-lg shadow-slate-900/5">
      <p className="mb-2 font-semibold text-slate-800">
        <Trans>Your password must:</Trans>
      </p>
      <ul className="space-y-1.5">
        {CRITERIA_ORDER.map((key) => {
          const met = criteria[key];
          return (
            <li key={key} className={`flex items-center gap-2 ${met ? "text-emerald-700" : "text-slate-600"}`}>
              {met ? <CheckSmallIcon className="size-4 shrink-0 text-emerald-600" /> : <CrossSmallIcon className="size-4 shrink-0 text-slate-400" />}
              <span>{i18n._(passwordCriteriaLabels[key])}</span>
              <span className="sr-only">{met ? t`(met)` : t`(not met)`}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** spec A §8: login or signup error → a red alert with the server's message. */
export function ServerAlert({ message }: { message: AlertMessage | null }) {
  const { i18n } = useLingui();
  if (message === null) return null;
  return (
    <div role="alert" className="flex items-start gap-2.5 rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800">
      <AlertIcon className="mt-0.5 size-4 shrink-0 text-rose-600" />
      <p>{typeof message === "string" ? message : i18n._(message)}</p>
    </div>
  );
}
