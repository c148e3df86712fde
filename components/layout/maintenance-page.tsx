import { Wrench } from "lucide-react";
import { AdminSignIn } from "@/components/auth/admin-sign-in";
import type { SiteSettings } from "@/lib/domain/site-defaults";

/** What visitors see while maintenance mode is on (administrators keep the full site). */
export function MaintenancePage({ settings }: { settings: Pick<SiteSettings, "siteName" | "contactEmail"> }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 py-16 text-center">
      <Wrench aria-hidden="true" className="size-12 text-accent" />
      <main id="main" className="max-w-lg space-y-3">
        <p className="text-sm font-medium tracking-wide text-muted-foreground uppercase">{settings.siteName}</p>
        <h1 className="text-3xl font-semibold tracking-tight">We&apos;ll be back soon</h1>
        <p className="text-muted-foreground">
          The site is being updated and will be open again shortly. For anything urgent, write to{" "}
          <a className="font-medium text-foreground underline underline-offset-4" href={`mailto:${settings.contactEmail}`}>
            {settings.contactEmail}
          </a>
          .
        </p>
      </main>
      <footer>
        <AdminSignIn />
      </footer>
    </div>
  );
}
