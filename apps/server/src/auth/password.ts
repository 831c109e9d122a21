/**
 * Password hashing: argon2id (hash-wasm) with OWASP's minimum profile, m = 19 MiB, t = 2, p = 1;
 * the encoded form carries salt and parameters, so they can be raised later without a migration.
 */
import { randomBytes, randomInt } from "node:crypto";
import { argon2id, argon2Verify } from "hash-wasm";

export const ARGON2_PARAMS = { memorySize: 19 * 1024, iterations: 2, parallelism: 1, hashLength: 32 } as const;

export async function hashPassword(password: string): Promise<string> {
  return argon2id({ password, salt: randomBytes(16), ...ARGON2_PARAMS, outputType: "encoded" });
}

/** False for a wrong password and for anything that is not an argon2 hash (never throws on bad input). */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  if (!hash.startsWith("$argon2")) return false;
  try {
    return await argon2Verify({ password, hash });
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Verifies against a throwaway hash: used when the user does not exist, so that an unknown
 * username costs as much time as a wrong password and cannot be told apart by timing.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(password, await dummyHash);
  return false;
}

/** No look-alikes (0/O, 1/l/I). */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";

/** A random password of `length` characters (≈ 5.8 bits each): the generated initial admin password. */
export function generatePassword(length = 16): string {
  let out = "";
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}
