// React 19 has useSyncExternalStore: the packages that import the pre-18 shim get React's own (vite.config.ts).
export { useSyncExternalStore } from "react";
