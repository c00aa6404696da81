import { Trans } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, Text } from "react-aria-components";
import type { LocationComboboxProps, LocationOption } from "./location-combobox";
import { errorText, fieldLabel, inputBase } from "./styles";

const DEBOUNCE_MS = 200;

/** The loaded field (react-aria ComboBox, keyboard and screen-reader ready); see location-combobox.tsx. */
export function LocationComboboxField<T extends LocationOption>({ label, value, onChange, load, placeholder, error, minChars = 2 }: LocationComboboxProps<T>) {
  const [text, setText] = useState(value?.label ?? "");
  const [items, setItems] = useState<T[]>(value ? [value] : []);
  const [loading, setLoading] = useState(false);
  /** The label of the last choice: the input shows it, and it is not a new query. */
  const [chosen, setChosen] = useState<string | null>(value?.label ?? null);
  // Follow a value set from outside (swap, restore); the parent may pass a new object each render.
  const valueKey = value ? `${value.id}|${value.label}` : "";
  const [seenKey, setSeenKey] = useState(valueKey);
  if (seenKey !== valueKey) {
    setSeenKey(valueKey);
    setChosen(value?.label ?? null);
    setText(value?.label ?? "");
    if (value && !items.some((item) => item.id === value.id)) setItems([value, ...items]);
  }

  useEffect(() => {
    const query = text.trim();
    if (query.length < minChars || query === chosen) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setLoading(true);
      load(query, controller.signal)
        .then((found) => setItems(found))
        .catch(() => setItems([]))
        .finally(() => setLoading(false));
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text, load, minChars, chosen]);

  return (
    <ComboBox
      items={items}
      inputValue={text}
      onInputChange={setText}
      selectedKey={value?.id ?? null}
      onSelectionChange={(key) => {
        const item = items.find((option) => option.id === key) ?? null;
        setChosen(item?.label ?? null);
        onChange(item);
      }}
      menuTrigger="input"
      allowsEmptyCollection
      isInvalid={!!error}
      className="relative"
    >
      <Label className={fieldLabel}>{label}</Label>
      <Input placeholder={placeholder} className={inputBase} />
      {loading && <span aria-hidden="true" className="absolute right-3 top-[2.6rem] size-4 animate-spin rounded-full border-2 border-slate-400 border-t-transparent" />}
      <FieldError className={errorText}>{error}</FieldError>
      <Popover placement="bottom start" className="w-(--trigger-width) min-w-72 overflow-auto rounded-xl border border-slate-200 bg-white p-1 shadow-xl outline-none">
        <ListBox<T> className="max-h-80 outline-none" renderEmptyState={() => <p className="px-3 py-2 text-sm text-slate-600">{loading ? <Trans>Searching…</Trans> : <Trans>No matches</Trans>}</p>}>
          {(item) => (
            <ListBoxItem
              id={item.id}
              textValue={item.label}
              className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm outline-none data-[focused]:bg-primary-soft data-[selected]:font-semibold"
            >
              {item.code && <span className="rounded-md bg-slate-900 px-1.5 py-0.5 font-mono text-xs font-semibold text-white">{item.code}</span>}
              <span className="min-w-0">
                <Text slot="label" className="block truncate text-slate-900">
                  {item.label}
                </Text>
                {item.description && (
                  <Text slot="description" className="block truncate text-xs text-slate-600">
                    {item.description}
                  </Text>
                )}
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
