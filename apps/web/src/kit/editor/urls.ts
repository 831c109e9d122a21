/**
 * What the rich-text editor lets a link or an image point to — the same schemes the server's
 * announcement sanitiser keeps (apps/server/src/sys/announcement/sanitize.ts), so nothing typed here
 * is silently dropped on save: http(s) and a path on this site, mailto for links, an inline base64
 * picture for images (what an upload answered 'local' gives).
 */
export type UrlUse = "link" | "image";

/** The address trimmed when the editor may use it, else null. */
export function usableUrl(text: string, use: UrlUse): string | null {
  const url = text.trim();
  if (!url) return null;
  if (/^https?:\/\/[^\s/]+/i.test(url)) return /\s/.test(url) ? null : url;
  // a path on this site (not //host, which would be another site)
  if (/^\/(?!\/)\S*$/.test(url)) return url;
  if (use === "link" && /^mailto:[^\s@]+@[^\s@]+$/i.test(url)) return url;
  if (use === "image" && /^data:image\/(png|jpeg|gif|webp|bmp);base64,[A-Za-z0-9+/]+=*$/.test(url)) return url;
  return null;
}
