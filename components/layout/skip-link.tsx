/** First focusable element of the page: jumps over the header to <main id="main">. */
export function SkipLink({ href = "#main" }: { href?: string }) {
  return (
    <a
      href={href}
      className="skip-link"
    >
      Skip to main content
    </a>
  );
}
