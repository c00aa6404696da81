import { useEffect } from "react";
import { nextTask } from "./next-task";

// The tab's title: "<page> · <agency>" while a page that names itself is shown, the agency's name alone on the
// others (as the server's first HTML has it). A page's title goes with the page: a page that names none no longer
// shows the last one's, and the agency's name, set by the root once the page has named itself, no longer replaces
// the page's on a page opened by address.
// Written a task after it is asked for ("Every page fast on a phone", signed-in pages): a title written by an effect
// of a route change's commit cost that task 4–13 ms at 4× CPU (bench:signed-in's profiles of the back office), and
// nothing on screen waits for it.
let site = "";
let page: string | null = null;
let queued = false;

function write(): void {
  if (queued) return;
  queued = true;
  void nextTask().then(() => {
    queued = false;
    const title = page ? (site ? `${page} · ${site}` : page) : site;
    if (title && document.title !== title) document.title = title;
  });
}

/** The agency's name, the title's second half (lib/theme.ts). */
export function setSiteTitle(name: string): void {
  site = name;
  write();
}

/** The page's own title while it is shown (none: the agency's name alone). */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    page = title;
    write();
    return () => {
      if (page !== title) return;
      page = null;
      write();
    };
  }, [title]);
}
