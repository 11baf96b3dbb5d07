/**
 * One open live stream: its owner, its resume point and the controller of the body it writes to. It is
 * itself the body's underlying source (`start`, `cancel`) and the abort listener of the request
 * (`handleEvent`), so a stream costs one object and no closures of its own: thousands stay open at once.
 */
export class LiveConnection implements UnderlyingDefaultSource<Uint8Array> {
  private controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  private closed = false;

  constructor(
    readonly userId: string,
    readonly sessionId: string,
    /** The newest event id this stream has sent (or was opened after). */
    public lastId: number,
    /** When the heartbeat ends this stream (milliseconds since the epoch). */
    readonly endsAt: number,
    /** Called once when the stream closes, whatever closed it; shared by every stream of an instance. */
    private readonly forget: (connection: LiveConnection) => void,
  ) {}

  /** Keeps the body's controller (called by ReadableStream when the body is made). */
  start(controller: ReadableStreamDefaultController<Uint8Array>): void {
    this.controller = controller;
  }

  /** The client stopped reading: the stream closes. */
  cancel(): void {
    this.close();
  }

  /** The request was aborted (the client left): the stream closes. */
  handleEvent(): void {
    this.close();
  }

  /** Queues bytes for the client; nothing once closed. The bytes may be shared with other streams: nobody changes them. */
  send(bytes: Uint8Array): void {
    if (!this.closed) this.controller?.enqueue(bytes);
  }

  /** Ends the body (once) and tells the owner. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.forget(this);
    try {
      this.controller?.close();
    } catch {
      // already closed by the client
    }
    this.controller = null;
  }
}
