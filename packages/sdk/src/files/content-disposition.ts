function tryDecodeURIComponent(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** Raw UTF-8 bytes that reached us as Latin-1 characters (HTTP header values are bytes). */
function fromLatin1Bytes(text: string): string | undefined {
  if (!/[\u0080-\u00ff]/.test(text) || [...text].some((c) => c.charCodeAt(0) > 0xff)) return undefined;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(text, (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

/**
 * The file name of a Content-Disposition header, UTF-8 names included: RFC 5987
 * `filename*=UTF-8''…` first, then `filename=` either percent-encoded (URLEncoder, `+` = space),
 * or raw UTF-8 bytes (autopoi's `new String(bytes, "ISO8859-1")`), or plain.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*"?([\w!#$&+.^`|~-]*)'[^']*'([^";]+)"?/i.exec(header);
  if (star?.[2]) {
    const name = tryDecodeURIComponent(star[2].trim());
    if (name) return name;
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/i.exec(header);
  if (!plain) return undefined;
  const name = plain[1] !== undefined ? plain[1].replace(/\\(.)/g, "$1") : (plain[2] ?? "").trim();
  if (/%[0-9a-f]{2}/i.test(name)) return tryDecodeURIComponent(name.replace(/\+/g, "%20")) ?? name;
  return fromLatin1Bytes(name) ?? (name || undefined);
}
