// Checkbox-list selection (spec B §2 "Filter checkbox list with Select All, Clear All and an Only
// shortcut"). Pure and knows no vertical: the filterList machine, the flight filters and, later, the
// hotel and car filters all use these. `selected` keeps the options' order so equal selections compare equal.

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

/** When the option list changes (a new search), keep what is still offered; an empty result selects all. */
export function reconcileSelection<T>(options: readonly T[], selected: readonly T[]): T[] {
  const kept = options.filter((option) => selected.includes(option));
  return kept.length > 0 ? kept : [...options];
}
