export default function LandingPage() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-3xl font-bold text-brand-600">Unveil</h1>
      <p className="text-lg text-gray-700">Connect through personality, reveal through choice</p>
    </main>
  );
}
