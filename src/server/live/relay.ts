import type { ChatMessage } from '@core/schemas/live';

/**
 * How HTTP routes reach the chat's rooms (issue 25: a moderator deletes a message or approves a
 * held one from the moderation screen). The app makes one before its routes; `attachChat` fills it
 * in with the socket.io server, whose Redis adapter carries the events to every instance.
 */
export class ChatRelay {
  private target: {
    publish(message: ChatMessage): void;
    deleted(id: string, room: string): void;
  } | null = null;

  attach(target: { publish(message: ChatMessage): void; deleted(id: string, room: string): void }): void {
    this.target = target;
  }

  /** Sends a stored message to everyone in its room. */
  publish(message: ChatMessage): void {
    this.target?.publish(message);
  }

  /** Tells a room a message is gone. */
  deleted(id: string, room: string): void {
    this.target?.deleted(id, room);
  }
}
