/**
 * The username rule: 4–18 letters, digits or underscores, the same on every route that creates an
 * account (add, batch add, import, register) and in the console's forms. Usernames are one account
 * whatever their case: `Admin` and `admin` are the same (the server matches and checks uniqueness
 * without regard to case).
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{4,18}$/;

export const isUsername = (value: string): boolean => USERNAME_PATTERN.test(value);
