/**
 * The paths of spec §7 that name a read by another form than ours (decision 041): `GET
 * /{product}/broadcast` and the dotted `{product}.channel`, `{product}.broadcast` and
 * `{product}.schedule`, beside our `/{product}/broadcast.json`, `/channel.json` and
 * `/schedule.json`. Each alias is a route of its own with the original's schemas and handler, so it
 * takes the same query, answers the same body, and appears in the OpenAPI document and the fuzz
 * test like any route.
 */
export interface RoutePath {
  path: string;
  summary: string;
}

/** The original path with its summary, then each alias, its summary naming the original. */
export function withAliases(path: string, summary: string, aliases: readonly string[]): RoutePath[] {
  return [
    { path, summary },
    ...aliases.map((alias) => ({
      path: alias,
      summary: `The spec's name of GET ${path} (spec §7): the same query, the same answer`,
    })),
  ];
}
