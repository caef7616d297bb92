export default function NotFound() {
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <h1 className="text-2xl font-bold text-gray-900">404 Page Not Found</h1>
    </main>
  );
}
