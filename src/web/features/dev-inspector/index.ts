export { DevInspector } from "./dev-inspector";
