import { IMAGE_ONLY_MESSAGE_CONTENT } from "@unveil/validators";
import { describe, expect, it } from "vitest";
import { openerTextKey } from "./chat-openers";

/** docs/product-rules.md#automatic-flags: "the same text", case, spacing and punctuation ignored. */
describe("openerTextKey", () => {
  const key = (text: string) => openerTextKey(text, false);

  it("is the same for the same words whatever the case, spacing and punctuation", () => {
    const same = ["Hey there! How are you?", "hey there how are you", "HEY   THERE... how are you??", "Hey, there — how are you"];
    expect(new Set(same.map(key)).size).toBe(1);
    expect(key("Ｈｅｙ there how are you")).toBe(key("hey there how are you"));
  });

  it("tells different words, digits and emoji apart", () => {
    expect(key("Hey there 😊")).not.toBe(key("Hey there 😉"));
    expect(key("Coffee at 5?")).not.toBe(key("Coffee at 6?"));
    expect(key("Hi Ana")).not.toBe(key("Hi Anna"));
  });

  it("has no key for an image alone or a text with nothing left to compare", () => {
    expect(openerTextKey(IMAGE_ONLY_MESSAGE_CONTENT, true)).toBeNull();
    expect(key("!!! ... ???")).toBeNull();
    expect(key("   ")).toBeNull();
    // "[image]" typed as text is a text.
    expect(key(IMAGE_ONLY_MESSAGE_CONTENT)).not.toBeNull();
  });

  it("keeps a long text's key short enough for an index", () => {
    expect(key("a".repeat(2000))).toMatch(/^[0-9a-f]{64}$/);
  });
});
