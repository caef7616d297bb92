import { describe, expect, it } from "vitest";
import { readServerConfig } from "../env";

describe("image classifier configuration (IMAGE_CLASSIFIER, IMAGE_CLASSIFIER_WARM_UP)", () => {
  it("runs the model on a worker, loaded on first use, unless told otherwise", () => {
    expect(readServerConfig({}).imageClassifier).toEqual({ mode: "worker", warmUp: false });
    expect(readServerConfig({ IMAGE_CLASSIFIER: "", IMAGE_CLASSIFIER_WARM_UP: "" }).imageClassifier).toEqual({
      mode: "worker",
      warmUp: false,
    });
  });

  it("can be turned off, and warmed up at start-up", () => {
    expect(readServerConfig({ IMAGE_CLASSIFIER: "off" }).imageClassifier.mode).toBe("off");
    expect(readServerConfig({ IMAGE_CLASSIFIER_WARM_UP: "1" }).imageClassifier.warmUp).toBe(true);
    expect(readServerConfig({ IMAGE_CLASSIFIER_WARM_UP: "true" }).imageClassifier.warmUp).toBe(true);
    expect(readServerConfig({ IMAGE_CLASSIFIER_WARM_UP: "0" }).imageClassifier.warmUp).toBe(false);
  });

  it("refuses a value it does not know, naming the variable", () => {
    expect(() => readServerConfig({ IMAGE_CLASSIFIER: "gpu" })).toThrow(/IMAGE_CLASSIFIER/);
    expect(() => readServerConfig({ IMAGE_CLASSIFIER_WARM_UP: "yes" })).toThrow(/IMAGE_CLASSIFIER_WARM_UP/);
  });
});
