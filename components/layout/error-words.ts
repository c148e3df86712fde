/**
 * The failure screen's title and button (spec: "Something went wrong" with a "Reload App" button),
 * shared by the screen and by the error boundaries' plain stand-in. English only, like the screen.
 */
export const ERROR_WORDS = {
  title: "Something went wrong",
  reload: "Reload App",
} as const;
