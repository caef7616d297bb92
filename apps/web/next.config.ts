import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Workspace packages ship TypeScript source.
  transpilePackages: ["@unveil/api", "@unveil/db", "@unveil/validators"],
  // Native and WASM database/image drivers stay plain Node requires on the server.
  serverExternalPackages: ["@electric-sql/pglite", "postgres", "@node-rs/argon2", "sharp"],
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
};

export default nextConfig;
