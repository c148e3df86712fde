import { ListSignUpForm } from "./list-sign-up-form";

/** The footer's 'New works by email': the list sign-up, with double opt-in. */
export function FooterListSignUp({ headingClass }: { headingClass: string }) {
  return (
    <section aria-labelledby="footer-list-sign-up">
      <h2 id="footer-list-sign-up" className={headingClass}>
        New works by email
      </h2>
      <p className="mt-2 mb-4 text-sm text-muted-foreground">
        A short note when new works are ready, a few times a year. We email you a link to confirm first; every email has a one-click unsubscribe.
      </p>
      <ListSignUpForm variant={{ kind: "list" }} label="Your email" buttonLabel="Sign up" />
    </section>
  );
}
