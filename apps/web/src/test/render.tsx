import { QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient, TRPCClientError, type TRPCLink } from "@trpc/client";
import type { AppRouter } from "@unveil/api/client";
import { observable } from "@trpc/server/observable";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { Toaster } from "~/components/ui/toaster";
import { LazyApiClientContext } from "~/trpc/lazy-client";
import { api, createQueryClient } from "~/trpc/react";

/** What the fake server answers per procedure path ("quiz.questions"); a thrown Error becomes a failed call. */
export type ProcedureHandlers = Record<string, (input: unknown) => unknown>;

export interface Recorded {
  calls: { path: string; input: unknown }[];
}

/**
 * The network boundary for component tests: a tRPC link that answers from handlers
 * instead of HTTP, so components run unchanged with their real hooks.
 */
function handlerLink(handlers: ProcedureHandlers, recorded: Recorded): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        recorded.calls.push({ path: op.path, input: op.input });
        const handler = handlers[op.path];
        Promise.resolve()
          .then(() => {
            if (!handler) throw new Error(`No test handler for ${op.path}`);
            return handler(op.input);
          })
          .then((data) => {
            observer.next({ result: { type: "data", data } });
            observer.complete();
          })
          .catch((error: unknown) => {
            observer.error(TRPCClientError.from(error instanceof Error ? error : new Error(String(error))));
          });
      });
}

function withApi(ui: ReactElement, handlers: ProcedureHandlers) {
  const recorded: Recorded = { calls: [] };
  const queryClient = createQueryClient();
  const client = api.createClient({ links: [handlerLink(handlers, recorded)] });
  // The landing page's forms use a plain tRPC client (no React Query): the same fake server answers it.
  const plainClient = createTRPCClient<AppRouter>({ links: [handlerLink(handlers, recorded)] });
  const tree = (
    <LazyApiClientContext.Provider value={() => Promise.resolve(plainClient)}>
      <api.Provider client={client} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          {ui}
          <Toaster />
        </QueryClientProvider>
      </api.Provider>
    </LazyApiClientContext.Provider>
  );
  return { tree, recorded };
}

export function renderWithApi(ui: ReactElement, handlers: ProcedureHandlers = {}) {
  const { tree, recorded } = withApi(ui, handlers);
  return { ...render(tree), recorded };
}

/**
 * Renders `ui` as the server would (HTML), lets `beforeHydration` act on that HTML as a
 * dater could before the page's script runs, then hydrates it. A mismatch between the
 * server's and the browser's render fails the test (React reports it with console.error).
 */
export function hydrateWithApi(
  ui: ReactElement,
  beforeHydration: (container: HTMLElement) => void,
  handlers: ProcedureHandlers = {},
) {
  const { tree, recorded } = withApi(ui, handlers);
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(tree);
  beforeHydration(container);
  return { ...render(tree, { container, hydrate: true }), recorded };
}
