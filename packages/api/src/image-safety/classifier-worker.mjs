// A worker thread starts as plain Node, whatever loader its parent runs with: teach
// this one TypeScript (tsx, as the server itself uses) before loading the classifier.
import { register } from "tsx/esm/api";

register();
await import("./classifier-worker.ts");
