import { Button } from "./button";

/** What a screen shows when its data could not be loaded: the reason and a way to try again. */
export function LoadFailed({
  message,
  retryLabel = "Try again",
  onRetry,
}: {
  message: string;
  retryLabel?: string;
  onRetry: () => void;
}) {
  return (
    <div className="mt-6 space-y-4 rounded-2xl border border-gray-200 bg-white p-6 text-center" role="alert">
      <p className="text-gray-700">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
