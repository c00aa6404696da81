// The router's first load of a page the server drew (src/web/first-screen.tsx), told apart from every later load: the
// page is already on screen, so what its loaders fetch may come in smaller tasks rather than at once (a vertical's rules
// in steps, features/booking/context.tsx) — nobody is waiting on a blank page for it ("Every page fast on a phone").
let overFirstScreen = false;

/** Whether the load under way is the first, of a page already drawn by the server. */
export const loadingOverFirstScreen = (): boolean => overFirstScreen;

/** Runs the router's first load of a server-drawn page (src/web/main.tsx). */
export async function loadOverFirstScreen<T>(load: () => Promise<T>): Promise<T> {
  overFirstScreen = true;
  try {
    return await load();
  } finally {
    overFirstScreen = false;
  }
}
