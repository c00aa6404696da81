/**
 * Whether the visitor's system asks for reduced motion. Where there is no window (the server drawing a first screen) the
 * preference is unknown, and nothing should start moving by itself: the answer is then yes.
 */
export const prefersReducedMotion = (): boolean => typeof window === "undefined" || (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false);
