#!/usr/bin/env node
// The fast loop's typecheck and lint in one process (decision 0036): the checker is TypeScript.
import { register } from "tsx/esm/api";

register();
await import("../src/check.ts");
