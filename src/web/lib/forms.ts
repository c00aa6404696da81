// Form behaviour every booking step shares (all verticals): where the page goes when a step
// changes or a submit fails.
import type { FieldErrors, FieldValues } from "react-hook-form";

function errorAt(errors: FieldErrors<FieldValues>, name: string): unknown {
  let node: unknown = errors;
  for (const part of name.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

/**
 * Focuses the first field with an error in the order the page shows them (react-hook-form's own
 * focus follows the order fields registered: a parent's contact email came before the travellers
 * its children render), and scrolls it to the middle of the screen.
 */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors<FieldValues>): void {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute("name");
    if (!name || errorAt(errors, name) === undefined) continue;
    const field = element as HTMLElement;
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: "center" });
    return;
  }
}

/** A new step starts at its top (on a phone the next step opened scrolled down to the footer). */
export function scrollToStepTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: "instant" });
}
