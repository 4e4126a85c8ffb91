import Type, { type Static } from 'typebox';

/** A chat message as the socket sends it (issue 7): text is plain text, never HTML. */
export const ChatMessageSchema = Type.Object(
  {
    _id: Type.String(),
    room: Type.String(),
    text: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    user: Type.Object({
      _id: Type.String(),
      displayName: Type.String(),
      picture: Type.Union([Type.String(), Type.Null()]),
    }),
  },
  { $id: 'efir:chatMessage', additionalProperties: false },
);
export type ChatMessage = Static<typeof ChatMessageSchema>;

/**
 * The answer to a `join`, `chatMessage` or `chatDelete` (socket.io acknowledgement). A message the
 * word filter holds back for review is answered `{ok: true, held: true, message}` (issue 25).
 */
export type ChatAck<T = undefined> =
  | { ok: true; data?: T; held?: undefined }
  | { ok: true; held: true; message: string; data?: undefined }
  | { ok: false; message: string };

/**
 * What a client that asked for no acknowledgement is told when its request is refused or held
 * back (`chatError`): the event refused and why. Nothing sent is lost silently.
 */
export interface ChatError {
  event: string;
  message: string;
  held?: true;
}
