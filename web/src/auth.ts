/**
 * Who we are and which channel: local mode (`?channel=…&code=…`, no SDK) or Discord's Embedded App SDK
 * (ready → authorize → POST api/token → authenticate → channelId/instanceId). All URLs are relative.
 */
import { early } from "./early";

export interface Session {
  token: string;
  channel: string;
  instance: string;
  local: boolean;
}

interface Config {
  client_id: string;
  local: boolean;
}

async function json<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(path, init);
  const body = (await res.json().catch(() => ({}))) as T & { error?: string };
  if (!res.ok) throw new Error(body.error ?? `${path}: HTTP ${res.status}`);
  return body;
}

async function exchange(code: string): Promise<string> {
  const body = await json<{ access_token: string }>("api/token", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ code }),
  });
  return body.access_token;
}

export async function startSession(search: string = location.search): Promise<Session> {
  const config = await json<Config>("api/config");
  const params = new URLSearchParams(search);
  if (config.local) {
    const code = params.get("code");
    const channel = params.get("channel");
    if (!code || !channel) throw new Error(early("local_link"));
    return { token: await exchange(code), channel, instance: "", local: true };
  }
  // Loaded only in Discord: local pages never fetch the SDK's chunk.
  const { DiscordSDK } = await import("@discord/embedded-app-sdk");
  const sdk = new DiscordSDK(config.client_id);
  await sdk.ready();
  const { code } = await sdk.commands.authorize({
    client_id: config.client_id,
    response_type: "code",
    state: "",
    prompt: "none",
    scope: ["identify"],
  });
  const token = await exchange(code);
  await sdk.commands.authenticate({ access_token: token });
  if (!sdk.channelId) throw new Error(early("no_channel"));
  return { token, channel: sdk.channelId, instance: sdk.instanceId, local: false };
}
