import Type, { type Static } from 'typebox';
import { UserSchema } from './auth';

/**
 * Two-step sign-in and roles (issue 26): the shapes of `auth/signin/code.json`, the security
 * settings (`users/two-factor/*`) and the admins' role changes (`users/{id}/roles.json`).
 */

/** A 6-digit TOTP code, or a recovery code (`xxxxx-xxxxx`). */
export const CodeSchema = Type.String({ minLength: 6, maxLength: 32 });

export const CodeBody = Type.Object({ code: CodeSchema }, { additionalProperties: false });
export type CodeBody = Static<typeof CodeBody>;

export const SecondStepBody = Type.Object(
  { ticket: Type.String({ minLength: 1, maxLength: 2000 }), code: CodeSchema },
  { additionalProperties: false },
);
export type SecondStepBody = Static<typeof SecondStepBody>;

/** One logged sign-in attempt of an editor or admin. */
export const SignInEntrySchema = Type.Object({
  at: Type.String({ format: 'date-time' }),
  method: Type.String(),
  ok: Type.Boolean(),
  ip: Type.String(),
  userAgent: Type.String(),
});
export type SignInEntry = Static<typeof SignInEntrySchema>;

/** The signed-in user's second factor, as the security page shows it. */
export const TwoFactorStatusSchema = Type.Object({
  enabled: Type.Boolean(),
  /** Admins must have it (ADMIN_TOTP=required): they cannot switch it off. */
  required: Type.Boolean(),
  recoveryCodesLeft: Type.Integer(),
  signIns: Type.Array(SignInEntrySchema),
});
export type TwoFactorStatus = Static<typeof TwoFactorStatusSchema>;

/** A started setup: the otpauth:// URI, its QR code (data URL) and the secret to type by hand. */
export const TwoFactorSetupSchema = Type.Object({
  uri: Type.String(),
  qr: Type.String(),
  secret: Type.String(),
});
export type TwoFactorSetup = Static<typeof TwoFactorSetupSchema>;

/** Ten fresh recovery codes, shown once. */
export const RecoveryCodesSchema = Type.Object({
  message: Type.String(),
  data: Type.Object({ recoveryCodes: Type.Array(Type.String()) }),
});

/** The roles an admin gives: the whole list, of which only `editor` may change. */
export const RolesBody = Type.Object(
  { roles: Type.Array(Type.String({ minLength: 1, maxLength: 16 }), { maxItems: 8 }) },
  { additionalProperties: false },
);
export type RolesBody = Static<typeof RolesBody>;

/** A user as admin/users lists them: whether two-step sign-in is on, beside the account. */
export const ListedUserSchema = Type.Object({
  ...UserSchema.properties,
  two_factor: Type.Boolean(),
});
export type ListedUser = Static<typeof ListedUserSchema>;
