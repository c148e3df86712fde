/**
 * A CSV file streamed to the browser in batches (the back office's exports): a byte-order mark
 * so spreadsheets read UTF-8 (Devanagari names), the header, then one chunk per batch as the
 * stream is read, so a large export never sits whole in memory. Every cell goes through csvRow
 * (lib/domain/csv.ts), so a value cannot run as a spreadsheet formula.
 */
import { csvRow } from "@/lib/domain/csv";

type Cell = Parameters<typeof csvRow>[0][number];

export async function csvDownload<T>({
  batches,
  header,
  row,
  filename,
}: {
  batches: AsyncIterator<T[]>;
  header: readonly string[];
  row: (item: T) => Cell[];
  /** The file's name before its date, e.g. "orders" → orders-2026-11-28.csv. */
  filename: string;
}): Promise<Response> {
  // The first batch is read here, while the request is still in scope: the exports check the
  // administrator on their first step, and a stream's pull runs after the handler returned,
  // where the session can no longer be read.
  const first = await batches.next();
  const encoder = new TextEncoder();
  const chunk = (batch: T[]) => encoder.encode(batch.map((item) => csvRow(row(item))).join(""));
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvRow([...header])}`));
      if (first.done) controller.close();
      else controller.enqueue(chunk(first.value));
    },
    async pull(controller) {
      try {
        const next = await batches.next();
        if (next.done) {
          controller.close();
          return;
        }
        controller.enqueue(chunk(next.value));
      } catch (error) {
        console.error(`${filename} export failed`, error);
        controller.error(error);
      }
    },
  });
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}-${stamp}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
