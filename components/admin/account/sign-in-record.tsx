import { Card } from "@/components/admin/ui/page-header";
import { formatDateTime } from "@/components/admin/ui/format";
import type { SignInRecordRow } from "@/lib/data/admin/account";

const KIND_LABELS: Record<SignInRecordRow["kind"], string> = {
  signed_in: "Signed in",
  link_signed_in: "Signed in with an emailed link",
  failed: "Wrong email or password",
  delayed: "Held back (too many failures)",
  link_sent: "Sign-in link emailed",
};

/** The latest sign-ins, failures and delays of the back office: who, when, from where. */
export function SignInRecord({ record }: { record: SignInRecordRow[] }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold">Recent sign-ins and failures</h2>
      <p className="mb-4 text-sm text-muted-foreground">The latest 50 attempts on the back office, for any email.</p>
      {record.length === 0 ? (
        <p className="text-sm text-muted-foreground">No sign-in attempts yet.</p>
      ) : (
        <div className="overflow-x-auto">
          {/* On a phone each attempt is a small block (time, what, email, address); from sm up, a table. */}
          <table className="w-full text-left text-sm">
            <thead className="hidden text-xs text-muted-foreground uppercase sm:table-header-group">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">When</th>
                <th scope="col" className="py-2 pr-3 font-medium">What</th>
                <th scope="col" className="py-2 pr-3 font-medium">Email</th>
                <th scope="col" className="py-2 pr-3 font-medium">From</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {record.map((e) => (
                <tr
                  key={e.id}
                  data-testid="sign-in-record-row"
                  className={`block py-2 sm:table-row sm:py-0 ${e.kind === "failed" || e.kind === "delayed" ? "text-destructive" : ""}`}
                >
                  <td className="block font-medium whitespace-nowrap sm:table-cell sm:py-2 sm:pr-3 sm:font-normal">{formatDateTime(e.at)}</td>
                  <td className="block sm:table-cell sm:py-2 sm:pr-3">{KIND_LABELS[e.kind]}</td>
                  <td className="block break-all sm:table-cell sm:py-2 sm:pr-3">{e.email}</td>
                  <td className="block sm:table-cell sm:py-2 sm:pr-3" title={e.userAgent}>
                    {e.address}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
