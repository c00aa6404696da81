import { startTransition, useEffect, useState, type ReactNode } from "react";

/**
 * A page's body drawn just after its frame ("Every page fast on a phone", signed-in pages): a route is drawn by the
 * router's store update, which React renders in one go (a useSyncExternalStore update is never a transition), so a
 * checkout or a back-office list drawn with its frame was one task of 100–180 ms at 4× CPU, the click still held. The
 * frame (title band, navigation) is drawn at once; `children` in a transition right after, which React renders in
 * slices with the main thread free between them. Until then `fallback` holds the body's place (at least a screen
 * tall, so nothing in view moves when the body arrives: CLS 0).
 */
export function DrawnAfterFrame({ children, fallback = <div className="min-h-screen" aria-busy="true" /> }: { children: ReactNode; fallback?: ReactNode }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => startTransition(() => setDrawn(true)), []);
  return drawn ? children : fallback;
}
