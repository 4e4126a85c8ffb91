/**
 * The account limits of src/core/schemas/auth.ts (PASSWORD_MIN, PASSWORD_MAX, USERNAME_PATTERN), as plain
 * values: importing them from there would bring its TypeBox schemas into the browser's form chunks.
 * limits.test.ts keeps the two equal.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USERNAME_PATTERN = '^[a-z0-9][a-z0-9._-]{2,31}$';
