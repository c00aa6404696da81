export { DevInspector } from "./dev-inspector";
export { registerInspectable } from "./registry";
export { useInspectable } from "./use-inspectable";
