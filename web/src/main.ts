/** Start-up: theme, session (local or Discord), then the WebSocket and the app. */
import "./style.css";
import { App } from "./app";
import { startSession } from "./auth";
import { Connection, socketUrl } from "./connection";
import { setEarlyLanguage } from "./early";

document.documentElement.lang = setEarlyLanguage(navigator.language); // until the bot says which
const params = new URLSearchParams(location.search);
const theme = params.get("theme");
if (theme === "dark" || theme === "light") document.documentElement.dataset.theme = theme;

const root = document.getElementById("app") as HTMLElement;
const app = new App(root);
app.render(false);

startSession()
  .then((session) => {
    const conn = new Connection(
      socketUrl(location.href),
      () => ({ t: "hello", token: session.token, channel: session.channel, instance: session.instance, locale: navigator.language }),
      (frame) => app.receive(frame),
      (state, detail) => {
        app.panel.setLink(state);
        if (state === "open") app.connected();
        if (state === "closed" && detail) app.announce(detail, true);
        app.render(false);
      },
    );
    app.conn = conn;
    (window as unknown as { sumokuStats: unknown }).sumokuStats = conn.stats;
    conn.open();
  })
  .catch((err: unknown) => {
    app.announce(err instanceof Error ? err.message : String(err), true);
    app.panel.setLink("closed");
    app.render(false);
  });
