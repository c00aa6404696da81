import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from "react";

export interface BookingModalProps {
  isOpen: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  /** Dismissable with Escape and a close button (not while a step is mandatory, e.g. 3-D Secure). */
  dismissable?: boolean;
  /** Full screen on phones (spec A §2 date picker). */
  fullScreenOnMobile?: boolean;
  size?: "md" | "lg";
  role?: "dialog" | "alertdialog";
}

// React-aria's modal (its overlay, focus scope and dialog) arrives when a dialog first opens: a page that only
// might open one (a details page's "price changed", a results page's phone filters) does not load and evaluate it
// in its first load (issue "Every page fast on a phone", part 5). Its focus handling is react-aria's, unchanged: the
// scope mounts with the dialog and gives the focus back to what held it before, which is still the button that
// opened it while the chunk arrives. Mounted by state, not `lazy` + Suspense, as lib/use-loaded.ts explains (a
// paused clock never reveals a boundary); not that hook itself: sharing it with this module would cut it out of the
// search pages' chunk into a file of its own, which `bench:weight` counts against their ≤ 2× (+0.1 KiB, one file).
let arrived: ComponentType<BookingModalProps> | null = null;
let loading: Promise<ComponentType<BookingModalProps>> | null = null;
const loadDialog = () => (loading ??= import("./modal-dialog").then((module) => (arrived = module.ModalDialog)));

/** A focus-trapped modal dialog (react-aria), shared by every booking vertical. */
export function BookingModal(props: BookingModalProps) {
  const [Dialog, setDialog] = useState(() => arrived);
  const wanted = props.isOpen && Dialog === null;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadDialog().then(
      (loaded) => live && startTransition(() => setDialog(() => loaded)),
      // A chunk that does not arrive is announced by the reload prompt (lib/load-errors.ts, spec A §8); a later
      // opening asks again.
      () => {
        loading = null;
      },
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return Dialog ? <Dialog {...props} /> : null;
}
