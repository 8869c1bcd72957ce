// The few parts of oidc-provider 9 the test identity provider uses (the package ships no types).
import type { IncomingMessage, ServerResponse } from 'node:http';

type Account = { accountId: string; claims: () => Record<string, unknown> };
export type ProviderConfiguration = {
  clients?: Record<string, unknown>[];
  jwks?: { keys: Record<string, unknown>[] };
  cookies?: { keys: string[] };
  claims?: Record<string, string[]>;
  conformIdTokenClaims?: boolean;
  findAccount?: (ctx: unknown, id: string) => Account | undefined | Promise<Account | undefined>;
};
export type OidcProvider = {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  on(event: string, listener: (...args: unknown[]) => void): OidcProvider;
};
export type OidcProviderClass = new (issuer: string, configuration?: ProviderConfiguration) => OidcProvider;
