/** The failure screen's words (spec: "Something went wrong" with a "Reload App" button). English only, like the rest of the screen. */
export const ERROR_WORDS = {
  title: "Something went wrong",
  text: "An unexpected error stopped this page from loading. Reloading usually fixes it; if it keeps happening, please try again a little later.",
  reload: "Reload App",
  home: "Go to home page",
  reference: "Error reference:",
} as const;
