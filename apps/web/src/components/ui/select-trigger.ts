/** The select's closed look, shared by the Radix trigger and the stand-in shown until it has loaded. */
export const SELECT_TRIGGER_CLASSES =
  "flex h-11 w-full items-center justify-between rounded-xl border border-gray-300 bg-white px-4 text-left text-base text-gray-900 focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40";
