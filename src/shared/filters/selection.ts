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
