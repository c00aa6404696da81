/** Freezes a supplier cache's result and everything in it: every caller shares the one object (and its kept answer). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    // By index and by key, not Object.values: no array made for each of a cold search's ten thousand objects.
    if (Array.isArray(value)) for (let i = 0; i < value.length; i++) deepFreeze(value[i]);
    else for (const key in value) deepFreeze(value[key]);
  }
  return value;
}
