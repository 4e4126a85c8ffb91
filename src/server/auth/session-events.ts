/**
 * "Every session of this user has ended" (sign-out, a password change or reset): what else holds a
 * session (the chat's sockets) listens here and lets go. Accounts code raises it without knowing
 * who listens.
 */
export class SessionEvents {
  private readonly listeners = new Set<(userId: string) => void | Promise<void>>();

  on(listener: (userId: string) => void | Promise<void>): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async ended(userId: string): Promise<void> {
    await Promise.allSettled([...this.listeners].map(async (listener) => listener(userId)));
  }
}
