/** A file's text, as Vite's `?raw` import gives it (the tests read the bot's .ftl files so). */
declare module "*?raw" {
  const text: string;
  export default text;
}
