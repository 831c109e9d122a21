/**
 * Fills `{name}` path parameters like openapi-fetch, but keeps `,` and `/` literal: table
 * dictionaries (`sys_user,realname,username`) must reach stock servers with plain commas (their
 * signature check looks for a comma in the raw last segment), and static file paths hold `/`.
 */
export function pathSerializer(pathname: string, pathParams: Record<string, unknown>): string {
  return pathname.replace(/\{([^{}]+)\}/g, (match, name: string) => {
    const value = pathParams?.[name];
    if (value === undefined || value === null) return match;
    const text = Array.isArray(value) ? value.map(String).join(",") : String(value);
    return encodeURIComponent(text).replace(/%2C/gi, ",").replace(/%2F/gi, "/");
  });
}
