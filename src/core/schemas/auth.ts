import Type, { type Static } from 'typebox';
import { RoleSchema } from './entities';

/**
 * Accounts (spec §3 User and Profile, §5, §7 "Authentication and users"): the shapes the server
 * validates and the client sends and reads. Bodies are closed (unknown fields are refused).
 */

/** Passwords (spec §5, issue 6): 8..128 characters, no composition rules, not a common one. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Usernames: lower-case latin letters, digits, dot, dash and underscore; 3..32 characters. */
export const USERNAME_PATTERN = '^[a-z0-9][a-z0-9._-]{2,31}$';

export const PasswordSchema = Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX });
export const UsernameSchema = Type.String({ pattern: USERNAME_PATTERN, minLength: 3, maxLength: 32 });
export const EmailSchema = Type.String({ format: 'email', maxLength: 254 });

export const SexSchema = Type.Union([Type.Literal('man'), Type.Literal('woman')]);
export type Sex = Static<typeof SexSchema>;

/** One linked OpenID Connect identity of a user (`additionalProvidersData[provider]`). */
export const ProviderDataSchema = Type.Object({
  sub: Type.String(),
  email: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
  linkedAt: Type.String({ format: 'date-time' }),
});

/** A user as the API shows it to that user (or to an admin). */
export const UserSchema = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  displayName: Type.String(),
  roles: Type.Array(RoleSchema),
  /** The confirmed phone number in E.164 (`+998…`), or null. */
  phone: Type.Union([Type.String(), Type.Null()]),
  is_profile_filled: Type.Boolean(),
  /** Upload link of the profile picture, or null. */
  picture: Type.Union([Type.String(), Type.Null()]),
  /** How the account was created: `local` (password) or an OpenID Connect provider id. */
  provider: Type.String(),
  /** Linked OpenID Connect identities by provider id. */
  additionalProvidersData: Type.Record(Type.String(), ProviderDataSchema),
  /** Whether the account can sign in with a password (OIDC-only accounts cannot). */
  hasPassword: Type.Boolean(),
  created: Type.String({ format: 'date-time' }),
});
export type User = Static<typeof UserSchema>;

export const SignUpBody = Type.Object(
  {
    username: UsernameSchema,
    email: EmailSchema,
    password: PasswordSchema,
    displayName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type SignUpBody = Static<typeof SignUpBody>;

/** `username` is a username or an e-mail address, lowercased (spec §5). */
export const SignInBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }),
  },
  { additionalProperties: false },
);
export type SignInBody = Static<typeof SignInBody>;

/** Session answers: `POST /auth/signup.json` → `{token, data}`; sign-in → `{data: {token, user}}`. */
export const SignUpResponse = Type.Object({ token: Type.String(), data: UserSchema });
/**
 * A sign-in either gives the session (`enrolSecondFactor`: an admin who must set up two-step
 * sign-in first), or, for an account with two-step sign-in on, asks for the code with a ticket.
 */
export const SignInResponse = Type.Object({
  data: Type.Union([
    Type.Object({
      token: Type.String(),
      user: UserSchema,
      enrolSecondFactor: Type.Optional(Type.Boolean()),
    }),
    Type.Object({
      secondFactor: Type.Literal(true),
      /** Signed, valid 5 minutes, used once: send it with the code to `auth/signin/code.json`. */
      ticket: Type.String(),
      expiresIn: Type.Integer(),
    }),
  ]),
});
export type SignInResponse = Static<typeof SignInResponse>;
/** `GET /auth/me.json`: the user and a renewed token, or nulls when the token is absent or invalid. */
export const MeResponse = Type.Object({
  data: Type.Union([UserSchema, Type.Null()]),
  token: Type.Union([Type.String(), Type.Null()]),
});

export const ForgotBody = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: 254 }) },
  { additionalProperties: false },
);
export const ResetBody = Type.Object(
  { password: PasswordSchema, verifyPassword: PasswordSchema },
  { additionalProperties: false },
);
export const ChangePasswordBody = Type.Object(
  {
    currentPassword: Type.Optional(Type.String({ minLength: 1, maxLength: PASSWORD_MAX })),
    newPassword: PasswordSchema,
    verifyPassword: PasswordSchema,
  },
  { additionalProperties: false },
);
/** `PUT /users.json`: the user's own account fields. */
export const UpdateUserBody = Type.Object(
  {
    displayName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    email: Type.Optional(EmailSchema),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const MessageResponse = Type.Object({ message: Type.String() });
/** A write that returns the changed user and a message ('Saved', …); `token` when the session was renewed. */
export const UserMessageResponse = Type.Object({
  message: Type.String(),
  data: UserSchema,
  token: Type.Optional(Type.String()),
});

/** Profile (spec §3): title, sex, nation (an id of `/list/nation/…`), fax, address, note. */
export const ProfileSchema = Type.Object(
  {
    title: Type.String({ maxLength: 200 }),
    sex: Type.Union([SexSchema, Type.Null()]),
    nation: Type.Union([Type.String({ maxLength: 64 }), Type.Null()]),
    fax: Type.String({ maxLength: 50 }),
    address: Type.String({ maxLength: 500 }),
    note: Type.String({ maxLength: 2000 }),
  },
  { additionalProperties: false },
);
export type Profile = Static<typeof ProfileSchema>;
export const ProfileBody = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 200 }),
    sex: SexSchema,
    // Optional (issue 28: the profile asks only what is needed); empty or left out: none.
    nation: Type.Optional(Type.String({ maxLength: 64 })),
    fax: Type.Optional(Type.String({ maxLength: 50 })),
    address: Type.Optional(Type.String({ maxLength: 500 })),
    note: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type ProfileBody = Static<typeof ProfileBody>;

/**
 * `PUT /user/phone.json` in its three forms (spec §4, §7): `{save: true, phone}` stores the number
 * to confirm and sends a code; `{send: 'sms'}` sends a new code; `{phone, code}` confirms.
 */
export const PhoneBody = Type.Union([
  Type.Object(
    { save: Type.Literal(true), phone: Type.String({ minLength: 3, maxLength: 32 }) },
    { additionalProperties: false },
  ),
  Type.Object({ send: Type.Literal('sms') }, { additionalProperties: false }),
  Type.Object(
    {
      phone: Type.String({ minLength: 3, maxLength: 32 }),
      code: Type.String({ pattern: '^[0-9]{6}$' }),
    },
    { additionalProperties: false },
  ),
]);
export type PhoneBody = Static<typeof PhoneBody>;
export const PhoneResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  /** The confirmed phone, or the one awaiting its code. */
  phone: Type.Union([Type.String(), Type.Null()]),
});
/** `GET /user/phone.json`: the confirmed phone and the one awaiting confirmation. */
export const PhoneState = Type.Object({
  data: Type.Object({
    phone: Type.Union([Type.String(), Type.Null()]),
    pending: Type.Union([Type.String(), Type.Null()]),
    /** Seconds until a new code may be sent (0 when it may be sent now). */
    resendIn: Type.Integer({ minimum: 0 }),
  }),
});

/** One uploaded file (spec §3 Uploaded file). */
export const UploadedFileSchema = Type.Object({
  title: Type.String(),
  link: Type.String(),
  thumb: Type.Union([Type.String(), Type.Null()]),
  width: Type.Union([Type.Integer(), Type.Null()]),
  height: Type.Union([Type.Integer(), Type.Null()]),
});
export type UploadedFile = Static<typeof UploadedFileSchema>;
export const UploadErrorSchema = Type.Object({ title: Type.String(), message: Type.String() });
/** Upload answer (spec §7 Upload): `data.uploaded` and `data.errors`. */
export const UploadResponse = Type.Object({
  data: Type.Object({
    uploaded: Type.Array(UploadedFileSchema),
    errors: Type.Array(UploadErrorSchema),
  }),
});

/** An OpenID Connect provider the portal offers (`GET /auth/providers.json`). */
export const ProviderSchema = Type.Object({ id: Type.String(), title: Type.String() });

/** One entry of an attribute list (`GET /list/{attr}/{id}.json`), e.g. a nation. */
export const ListEntrySchema = Type.Object({
  _id: Type.String(),
  title: Type.Record(Type.String(), Type.String()),
  order: Type.Integer(),
});
