/** The element after the chat's last message; `MessageList` renders it, `OpenAtNewest` scrolls to it. */
export const CHAT_END_ID = "chat-end";

/**
 * A chat opens at its newest message (spec §5: the list scrolls to the newest). Loaded
 * in full, the page is scrolled there by a one-line script right after the server's
 * HTML of the list, before the first paint, instead of showing the oldest messages
 * and scrolling after hydration: the dater sees the newest messages at once, and their
 * images (`MessageList` asks for those first) are what paints (decision 0037). A
 * client-side navigation does not run this script; the list's own scroll does it then.
 * No server or client imports here: the page renders it and the list imports the id.
 */
export function OpenAtNewest({ nonce }: { nonce: string | undefined }) {
  return (
    <script
      nonce={nonce}
      // Fixed text, no data of the page in it.
      dangerouslySetInnerHTML={{ __html: `document.getElementById("${CHAT_END_ID}")?.scrollIntoView({block:"end"})` }}
    />
  );
}
