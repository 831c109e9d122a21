/**
 * Exact money arithmetic: amounts travel as decimal strings (numeric(14,2) columns, the wire's
 * money) and are computed in integer cents (bigint), never floats. Percentages (share ratio,
 * discount) have at most two decimals; a product is rounded half-up to the cent.
 */
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** `"12.3"` → 1230n (cents); more than two decimals are refused (null), as is anything not a decimal. */
export function toCents(value: string | number): bigint | null {
  const m = DECIMAL.exec(String(value).trim());
  if (!m) return null;
  const [, sign, whole, frac = ""] = m;
  if (frac.replace(/0+$/, "").length > 2) return null;
  const cents = BigInt(whole!) * 100n + BigInt(frac.padEnd(2, "0").slice(0, 2));
  return sign ? -cents : cents;
}

/** 1230n → `"12.30"`. */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? "-" : "";
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
}

/** `amount × percent ÷ 100`, half-up (away from zero) to the cent; percent with at most two decimals. */
export function percentOf(amount: string, percent: string | number): string {
  const a = toCents(amount);
  const p = toCents(percent); // the percentage in hundredths
  if (a === null || p === null) throw new Error(`percentOf: not decimals (${amount}, ${percent})`);
  const scaled = a * p; // cents × hundredths of a percent: divide by 100 × 100
  const abs = scaled < 0n ? -scaled : scaled;
  const rounded = (abs + 5000n) / 10000n;
  return fromCents(scaled < 0n ? -rounded : rounded);
}
