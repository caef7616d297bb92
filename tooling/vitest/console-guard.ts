import { afterAll, afterEach, beforeEach } from "vitest";

/**
 * Fails any test that logs `console.error` without saying it expects to (epic-stack's
 * habit): an error log in a passing test is a fault nobody looks at. Every package's
 * vitest config runs this file first. A test that provokes an error log on purpose
 * calls `allowConsoleError()`; errors logged outside any test (setup, teardown) fail
 * the file.
 */
interface GuardState {
  inTest: boolean;
  allowed: boolean;
  logged: string[];
}

const STATE_KEY = Symbol.for("unveil.console-guard");
const holder = globalThis as { [STATE_KEY]?: GuardState };
const state: GuardState = (holder[STATE_KEY] ??= { inTest: false, allowed: false, logged: [] });

const describeArgs = (args: unknown[]) =>
  args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : typeof arg === "string" ? arg : String(arg))).join(" ");

// Wrapped once per process: with isolation off (the suites' vitest configs) this file runs
// again before every test file in the same worker.
const WRAPPED_KEY = Symbol.for("unveil.console-guard.wrapped");
const wrapped = globalThis as { [WRAPPED_KEY]?: true };
if (!wrapped[WRAPPED_KEY]) {
  wrapped[WRAPPED_KEY] = true;
  const originalError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    if (!(state.inTest && state.allowed)) state.logged.push(describeArgs(args));
    originalError(...args);
  };
}

/** The current test expects `console.error` (it provokes a logged fault on purpose). */
export function allowConsoleError(): void {
  state.allowed = true;
}

function failOnLogged(where: string): void {
  if (state.logged.length === 0) return;
  const logged = state.logged.splice(0);
  throw new Error(
    `console.error was called ${where} (call allowConsoleError() in a test that expects it):\n${logged.join("\n---\n")}`,
  );
}

beforeEach(() => {
  failOnLogged("outside a test, before this one");
  state.inTest = true;
  state.allowed = false;
});

afterEach(() => {
  state.inTest = false;
  state.allowed = false;
  failOnLogged("in this test");
});

afterAll(() => failOnLogged("outside a test"));
