import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider, development interactions: any login, then consent)
 * for the browser tests, on `port`, knowing the portal at `portal` as client `efir`.
 */
export async function startOidcProvider(
  port: number,
  portal: string,
  people: Record<string, Record<string, unknown>>,
) {
  const issuer = `http://localhost:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'efir',
        client_secret: 'efir-secret',
        redirect_uris: [`${portal}/uz/api/auth/oidc/local/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    cookies: { keys: ['e2e-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    pkce: { required: () => true },
    async findAccount(_ctx, id) {
      return { accountId: id, claims: async () => ({ sub: id, preferred_username: id, ...people[id] }) };
    },
  });
  const server: Server = createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
