// Checkbox-list selection (spec B §2 "Filter checkbox list with Select All, Clear All and an Only
// shortcut"). Pure and knows no vertical: every vertical's filter lists use these (the list's selection lives
// in the booking machine's filters, so the list has no machine of its own: docs/decisions.md). `selected` keeps the options' order so equal selections compare equal.

export function toggleOption<T>(options: readonly T[], selected: readonly T[], value: T): T[] {
  const has = selected.includes(value);
  return options.filter((option) => (option === value ? !has : selected.includes(option)));
}

export function selectAllOptions<T>(options: readonly T[]): T[] {
  return [...options];
}

export function clearAllOptions<T>(): T[] {
  return [];
}

/** The 'Only' shortcut: that option alone. */
export function onlyOption<T>(options: readonly T[], value: T): T[] {
  return options.includes(value) ? [value] : [];
}

/** One action of a checkbox list (spec B §2): an option toggled or chosen alone, or the whole list chosen or cleared. */
export type ListAction = { kind: "toggle" | "only"; value: string } | { kind: "selectAll" | "clearAll" };

/** The selection after `action`; a value that is not one of the options changes nothing. */
export function applyListAction<T extends string>(options: readonly T[], selected: readonly T[], action: ListAction): T[] {
  if (!("value" in action)) return action.kind === "selectAll" ? selectAllOptions(options) : clearAllOptions<T>();
  const wanted = action.value;
  const value = options.find((option) => option === wanted);
  if (value === undefined) return [...selected];
  return action.kind === "toggle" ? toggleOption(options, selected, value) : onlyOption(options, value);
}
