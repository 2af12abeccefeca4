// A run that cannot start as asked (a missing flag, an unknown phase or check, a filter that
// selects nothing): the command exits 2 with the message.
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}
