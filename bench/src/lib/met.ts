/** How RESULTS.md marks a target. */
export const met = (ok: boolean) => (ok ? "**met**" : "**not met**");
