import { apiRoutePaths, type ApiRouteName } from '@reunion/contracts';

/** A call's path parameters and query, untyped (apiTypes.ts types them per route). */
export interface ApiUrlParts {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, string | number | undefined>>;
}

/**
 * The address of a route: its `{name}` path parameters encoded into the path, the defined query
 * parameters after it in the order given.
 */
export function apiUrl(name: ApiRouteName, { params = {}, query = {} }: ApiUrlParts = {}): string {
  const path = apiRoutePaths[name].path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name}: the path parameter ${key} is missing`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  ).toString();
  return search === '' ? path : `${path}?${search}`;
}
