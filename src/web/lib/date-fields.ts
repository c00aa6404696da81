import { whenIdle } from "./when-idle";

// A document's first date field costs the browser far more than the next ones: Chromium builds the field's parts
// in the page's language and resolves their styles on first use. At 4× CPU, two date fields drawn into a page
// took 35–60 ms the first time and 4–8 ms once one had been made ("Every page fast on a phone": a flight checkout's
// dates of birth were 20–30 ms of its first frame's style recalculation). A page that leads to such a form makes
// one ahead, in two idle slices of ~20 ms each, and drops it before any frame draws it: never seen nor focused.

let prepared = false;

/** Makes the browser's date field ready in this document, while the page is idle (once per document). */
export function prepareDateFields(): void {
  if (prepared) return;
  prepared = true;
  whenIdle(() => {
    const field = document.createElement("input");
    field.type = "date";
    whenIdle(() => {
      field.tabIndex = -1;
      field.style.cssText = "position:fixed;left:0;top:0;width:1px;height:1px;opacity:0;pointer-events:none";
      document.body.append(field);
      void getComputedStyle(field).color;
      field.remove();
    });
  });
}
