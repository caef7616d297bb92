import { describe, expect, it } from "vitest";
import { displayImage, IMAGE_SIZES } from "./display-image";

describe("displayImage", () => {
  it("offers a stored image at every display width, with the sizes it takes", () => {
    expect(displayImage("/objects/abc", IMAGE_SIZES.chat)).toEqual({
      src: "/objects/abc",
      srcSet: "/objects/abc?w=320 320w, /objects/abc?w=640 640w, /objects/abc?w=960 960w, /objects/abc?w=1280 1280w",
      sizes: "(min-width: 448px) 358px, 80vw",
    });
  });

  it("leaves previews and any other URL as they are", () => {
    expect(displayImage("data:image/png;base64,AAAA", "48px")).toEqual({ src: "data:image/png;base64,AAAA" });
    expect(displayImage("blob:http://localhost/1", "48px")).toEqual({ src: "blob:http://localhost/1" });
    expect(displayImage("/objects/abc?w=320", "48px")).toEqual({ src: "/objects/abc?w=320" });
  });
});
