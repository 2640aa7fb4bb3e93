/** The one WebSocket to the bot: `hello` on every (re)connect, a seq on every request, backoff on loss. */
import type { ClientFrame, ServerFrame } from "./protocol";
import { parseFrame } from "./protocol";
import { reconnectDelay } from "./reconnect";

export type LinkState = "connecting" | "open" | "lost" | "closed";

/** Bytes in and out, kept for the figures (the browser tests read `window.sumokuStats`). */
export interface LinkStats {
  sent: number;
  received: number;
  framesIn: number;
}

/** `api/ws` beside the page, as ws:// or wss:// (relative, so `/.proxy/` pages stay behind the proxy). */
export function socketUrl(page: string): string {
  const url = new URL("api/ws", page);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.toString();
}

export class Connection {
  private ws: WebSocket | null = null;
  private seq = 0;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  readonly stats: LinkStats = { sent: 0, received: 0, framesIn: 0 };

  constructor(
    private readonly url: string,
    private readonly hello: () => ClientFrame,
    private readonly onFrame: (frame: ServerFrame) => void,
    private readonly onState: (state: LinkState, detail?: string) => void,
  ) {}

  open(): void {
    this.onState("connecting");
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      this.attempt = 0;
      this.onState("open");
      this.sendRaw(this.hello());
    };
    ws.onmessage = (ev: MessageEvent) => {
      if (typeof ev.data !== "string") return;
      this.stats.received += ev.data.length;
      this.stats.framesIn += 1;
      const frame = parseFrame(ev.data);
      if (frame) this.onFrame(frame);
    };
    ws.onclose = (ev: CloseEvent) => {
      if (this.ws !== ws) return;
      this.ws = null;
      const delay = reconnectDelay(this.attempt, ev.code);
      if (delay === null) {
        this.onState("closed", ev.reason);
        return;
      }
      this.attempt += 1;
      this.onState("lost");
      this.timer = setTimeout(() => this.open(), delay);
    };
  }

  /** Send a request with a fresh seq; returns the seq, or 0 when not connected. */
  send(frame: ClientFrame): number {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return 0;
    this.seq += 1;
    this.sendRaw({ ...frame, seq: this.seq });
    return this.seq;
  }

  private sendRaw(frame: object): void {
    const text = JSON.stringify(frame);
    this.stats.sent += text.length;
    this.ws?.send(text);
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    const ws = this.ws;
    this.ws = null;
    ws?.close();
  }
}
