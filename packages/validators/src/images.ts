import { z } from "zod";
import { DISPLAY_WIDTHS } from "./limits";

const WIDTH_MESSAGE = `w must be one of ${DISPLAY_WIDTHS.join(", ")}`;

/** `GET /objects/<id>` query: `w`, one of the display widths; without it, the stored image. */
export const ObjectQuery = z.object({
  w: z
    .literal(
      DISPLAY_WIDTHS.map((width) => String(width)),
      { error: WIDTH_MESSAGE },
    )
    .transform(Number)
    .pipe(z.literal(DISPLAY_WIDTHS, { error: WIDTH_MESSAGE }))
    .optional()
    .describe("A display width in px: the image scaled down to at most that width, as WebP"),
});
