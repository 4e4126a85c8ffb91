// oidc-provider ships no types; the tests use its constructor, `proxy` and `callback()` only.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }
  export default class Provider {
    constructor(
      issuer: string,
      configuration: Record<string, unknown> & {
        findAccount?: (ctx: unknown, id: string) => Promise<Account | undefined>;
      },
    );
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
