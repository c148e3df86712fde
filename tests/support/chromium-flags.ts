/** Flags for Debian's Chromium here (no sandbox user, no GPU, offline): browser tests and Lighthouse. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
