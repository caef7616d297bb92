import type { MetadataRoute } from "next";

/** docs/product-rules.md#push: installable as a standalone app, in the brand's colours (globals.css). */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: "Unveil",
    short_name: "Unveil",
    description: "Connect through personality, reveal through choice.",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    theme_color: "#be185d",
    background_color: "#f9fafb",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
