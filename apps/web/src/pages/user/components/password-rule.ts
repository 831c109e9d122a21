/**
 * The server's password rule for registration and recovery (apps/server account-rules.ts
 * `passwordProblem`): at least 8 characters with letters and digits. Checked here first so that the
 * form can say so before the round trip; the server checks it again.
 */
export const PASSWORD_MIN_LENGTH = 8;

export function passwordProblem(password: string): boolean {
  return password.length < PASSWORD_MIN_LENGTH || !/[A-Za-z]/.test(password) || !/\d/.test(password);
}
