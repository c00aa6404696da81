// @lingui/vite-plugin compiles a `.po` import into a catalog module.
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
