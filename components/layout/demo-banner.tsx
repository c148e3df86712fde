/** Demo mode: says the site is a read-only showcase and shows the demo back-office sign-in. */
export function DemoBanner({ email, password }: { email: string; password: string }) {
  return (
    <aside aria-label="Demo" className="border-b border-border bg-secondary px-4 py-2 text-center text-sm text-secondary-foreground">
      Read-only demo: browse freely; changes are not saved. Back office sign-in (Admin link in the footer):{" "}
      <span className="font-mono font-medium">{email}</span> / <span className="font-mono font-medium">{password}</span>
    </aside>
  );
}
