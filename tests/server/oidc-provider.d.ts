// oidc-provider ships no typings: the little the social sign-in test uses of it.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>> | Record<string, unknown>;
  }
  interface Configuration {
    clients: Record<string, unknown>[];
    findAccount(ctx: unknown, id: string): Promise<Account | undefined> | Account | undefined;
    claims?: Record<string, string[]>;
    pkce?: { required?: () => boolean };
    features?: Record<string, { enabled: boolean }>;
  }
  interface KoaContext {
    path: string;
  }
  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly issuer: string;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): void;
  }
}
