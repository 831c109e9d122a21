/**
 * Which uploaded files anyone may read. An upload is stored under its `biz` folder
 * (`<biz>/<yyyyMMdd>/<name>`); files in these folders are public, every other file is read only by
 * a logged-in user (the server checks; the console adds its token to the URLs of private files).
 */

/** Upload folders whose files are served to anonymous callers, and what the console puts there. */
export const PUBLIC_FILE_AREAS: Readonly<Record<string, string>> = {
  cover: "covers of works and articles (the marketplace shows them to visitors)",
  ad: "ad pictures",
  jeditor: "pictures inside rich text (articles, notices, guides), whose HTML cannot carry a token",
};

/** Whether the stored path `path` (`<biz>/…`, leading slashes ignored) lies in a public folder. */
export function isPublicFilePath(path: string): boolean {
  const relative = path.replace(/^\/+/, "");
  const slash = relative.indexOf("/");
  return slash > 0 && Object.prototype.hasOwnProperty.call(PUBLIC_FILE_AREAS, relative.slice(0, slash));
}
