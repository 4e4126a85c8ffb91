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

/** The answer to a `join`, `chatMessage` or `chatDelete` (socket.io acknowledgement). */
export type ChatAck<T = undefined> = { ok: true; data?: T } | { ok: false; message: string };
