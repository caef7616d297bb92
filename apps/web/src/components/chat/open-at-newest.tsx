/**
 * Scrolls the page to its end. The chat's composer and the bottom navigation sit below the list
 * there, so the newest message is the last thing above them and nothing covers it.
 */
export function scrollToNewest(behavior: ScrollBehavior): void {
  window.scrollTo({ top: document.documentElement.scrollHeight, behavior });
}

/** Parsed right after the scroll: the first paint waits for it. */
const OPENED_ID = "chat-opened";

/**
 * A chat opens at its newest message (spec §5: the list scrolls to the newest). Loaded
 * in full, the page is scrolled there by a one-line script right after the server's
 * HTML of the list, instead of showing the oldest messages and scrolling after
 * hydration: the dater sees the newest messages at once, and their images
 * (`MessageList` asks for those first) are what paints (decision 0037). The script asks
 * for the scroll in the first frame's animation callback, so its layout is that frame's
 * own and not a second one forced in the middle of parsing (decision 0059). The first paint
 * waits for the marker after the script (`<link rel="expect" blocking="render">`, which
 * React puts in the head; a browser without it may paint once before the scroll). The
 * page renders it last, after the bottom navigation, so that first paint has both. A
 * client-side navigation does not run this script; the list's own scroll does it then.
 * No server or client imports here: the page renders it and the list imports `scrollToNewest`.
 */
export function OpenAtNewest({ nonce }: { nonce: string | undefined }) {
  return (
    <>
      <link rel="expect" href={`#${OPENED_ID}`} blocking="render" />
      <script
        nonce={nonce}
        // Fixed text, no data of the page in it.
        dangerouslySetInnerHTML={{
          __html: "requestAnimationFrame(()=>scrollTo(0,document.documentElement.scrollHeight))",
        }}
      />
      <span id={OPENED_ID} hidden />
    </>
  );
}
