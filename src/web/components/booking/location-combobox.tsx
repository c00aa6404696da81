import { useId, type ReactNode } from "react";
import { useLoaded } from "../../lib/use-loaded";
import { fieldLabel, inputBase } from "./styles";

export interface LocationOption {
  id: string;
  /** What the field shows once chosen, e.g. "London Heathrow Airport (LHR)". */
  label: string;
  description?: string;
  /** Short code shown in a badge (IATA code, city code). */
  code?: string;
}

export interface LocationComboboxProps<T extends LocationOption> {
  label: ReactNode;
  value: T | null;
  onChange: (value: T | null) => void;
  /** Suggestions for the typed text; failures show no suggestions. */
  load: (text: string, signal: AbortSignal) => Promise<T[]>;
  placeholder?: string;
  error?: string | undefined;
  /** Characters typed before suggestions load. */
  minChars?: number;
}

// react-aria's ComboBox (collections, selection, the popover) is the heaviest part of a search form: the field
// is drawn at once and its widget loads right after, so the first screen does not wait for it, and is drawn in
// slices once here (lib/use-loaded.ts; issue "Fast on a phone"). Until then the field shows its value and takes
// no typing.
const loadField = () => import("./location-combobox-field");

/** Airport / city / location autocomplete shared by the verticals. */
export function LocationCombobox<T extends LocationOption>(props: LocationComboboxProps<T>) {
  const Field = useLoaded(loadField)?.LocationComboboxField as ((props: LocationComboboxProps<T>) => ReactNode) | undefined;
  if (!Field) return <LoadingField label={props.label} text={props.value?.label ?? ""} placeholder={props.placeholder} />;
  return <Field {...props} />;
}

/** The field as it looks before its widget has loaded. */
function LoadingField({ label, text, placeholder }: { label: ReactNode; text: string; placeholder: string | undefined }) {
  const id = useId();
  return (
    <div className="relative">
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <input id={id} readOnly aria-busy="true" value={text} placeholder={placeholder} className={inputBase} />
    </div>
  );
}
