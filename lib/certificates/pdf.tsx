/**
 * The certificate of authenticity as a PDF, with the receipt's pipeline (@react-pdf/renderer):
 * the work's picture, title, medium, dimensions and year, the artist's name and signature
 * (Settings -> Certificates), the buyer's name only when they chose it, the issue date, the
 * certificate number and a QR code of its verification page (/verify/<number>). A void
 * certificate is drawn with VOID across it.
 */
import { Document, Image, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import QRCode from "qrcode";
import sharp from "sharp";
import { db } from "@/lib/db";
import { storage } from "@/lib/storage";
import { customerNameOf } from "@/lib/domain/customer-name";
import { DEFAULT_SETTINGS } from "@/lib/domain/site-defaults";
import { verifyUrl } from "@/lib/certificates/issue";

const styles = StyleSheet.create({
  page: { padding: 48, fontSize: 11, fontFamily: "Helvetica", color: "#1c1917" },
  frame: { borderWidth: 1, borderColor: "#a8a29e", padding: 28, flexGrow: 1 },
  shop: { fontSize: 10, color: "#57534e", textAlign: "center", letterSpacing: 2, textTransform: "uppercase" },
  title: { fontSize: 24, fontFamily: "Times-Bold", textAlign: "center", marginTop: 8, marginBottom: 18 },
  image: { alignSelf: "center", maxHeight: 260, maxWidth: 420, objectFit: "contain", marginBottom: 18 },
  workTitle: { fontSize: 16, fontFamily: "Times-Italic", textAlign: "center", marginBottom: 12 },
  facts: { marginHorizontal: 40 },
  fact: { flexDirection: "row", paddingVertical: 3, borderBottomWidth: 0.5, borderBottomColor: "#d6d3d1" },
  label: { width: 130, color: "#57534e" },
  statement: { marginTop: 18, marginHorizontal: 40, lineHeight: 1.35 },
  bottom: { flexDirection: "row", justifyContent: "space-between", alignItems: "flex-end", marginTop: "auto" },
  signature: { height: 48, maxWidth: 200, objectFit: "contain" },
  signLine: { borderTopWidth: 0.75, borderTopColor: "#1c1917", width: 200, paddingTop: 4 },
  qr: { width: 92, height: 92 },
  small: { fontSize: 8, color: "#57534e" },
  void: { position: "absolute", top: 330, left: 0, right: 0, textAlign: "center", fontSize: 120, fontFamily: "Helvetica-Bold", color: "#b91c1c", opacity: 0.35, transform: "rotate(-30deg)" },
});

export interface CertificateData {
  shopName: string;
  number: string;
  title: string;
  medium: string;
  dimensions: string;
  year: number | null;
  artistName: string;
  buyerName: string | null;
  issuedAt: Date;
  voided: boolean;
  verifyUrl: string;
  image: Buffer | null;
  signature: Buffer | null;
}

/** A stored picture as a JPEG or PNG react-pdf can draw (null when it cannot be read). */
async function picture(url: string | null | undefined, format: "jpeg" | "png"): Promise<Buffer | null> {
  if (!url) return null;
  try {
    const file = await storage().read(url);
    if (!file) return null;
    const image = sharp(file.body, { limitInputPixels: 100_000_000 }).rotate().resize({ width: 1400, height: 1400, fit: "inside", withoutEnlargement: true });
    return format === "jpeg" ? await image.flatten({ background: "#ffffff" }).jpeg({ quality: 85 }).toBuffer() : await image.png().toBuffer();
  } catch {
    return null;
  }
}

/** What the certificate behind `where` prints, or null when there is none. */
export async function certificateData(where: { token: string } | { id: string }): Promise<CertificateData | null> {
  const certificate = await db.certificate.findUnique({ where });
  if (!certificate) return null;
  const [order, settings, certificateSettings] = await Promise.all([
    db.order.findUnique({ where: { id: certificate.orderId }, select: { customerInfo: true, customerEmail: true } }),
    db.settings.findUnique({ where: { id: 1 }, select: { siteName: true } }),
    db.certificateSettings.findUnique({ where: { id: 1 }, select: { signatureImage: true } }),
  ]);
  const [image, signature] = await Promise.all([picture(certificate.image, "jpeg"), picture(certificateSettings?.signatureImage, "png")]);
  return {
    shopName: settings?.siteName ?? DEFAULT_SETTINGS.siteName,
    number: certificate.number,
    title: certificate.title,
    medium: certificate.medium,
    dimensions: certificate.dimensions,
    year: certificate.year,
    artistName: certificate.artistName,
    buyerName: certificate.showBuyerName && order ? customerNameOf(order.customerInfo, order.customerEmail) : null,
    issuedAt: certificate.issuedAt,
    voided: certificate.voidedAt !== null,
    verifyUrl: verifyUrl(certificate.number),
    image,
    signature,
  };
}

const day = (date: Date) => new Intl.DateTimeFormat("en-NP", { dateStyle: "long", timeZone: "Asia/Kathmandu" }).format(date);

function Certificate({ data, qr }: { data: CertificateData; qr: Buffer }) {
  const facts: [string, string][] = [
    ["Medium", data.medium],
    ["Dimensions", data.dimensions],
    ["Year", data.year ? String(data.year) : ""],
    ["Artist", data.artistName],
    ...(data.buyerName ? ([["Collector", data.buyerName]] as [string, string][]) : []),
    ["Date of issue", day(data.issuedAt)],
    ["Certificate No.", data.number],
  ];
  return (
    <Document title={`Certificate of authenticity ${data.number}`} author={data.artistName}>
      <Page size="A4" style={styles.page}>
        <View style={styles.frame}>
          <Text style={styles.shop}>{data.shopName}</Text>
          <Text style={styles.title}>Certificate of Authenticity</Text>
          {/* eslint-disable-next-line jsx-a11y/alt-text -- react-pdf's Image has no alt */}
          {data.image ? <Image style={styles.image} src={{ data: data.image, format: "jpg" }} /> : null}
          <Text style={styles.workTitle}>{data.title}</Text>
          <View style={styles.facts}>
            {facts
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <View key={label} style={styles.fact}>
                  <Text style={styles.label}>{label}</Text>
                  <Text>{value}</Text>
                </View>
              ))}
          </View>
          <Text style={styles.statement}>
            This certifies that the work described above is an original, one-of-a-kind work created and signed by {data.artistName}.
          </Text>
          <View style={styles.bottom}>
            <View>
              {/* eslint-disable-next-line jsx-a11y/alt-text -- react-pdf's Image has no alt */}
              {data.signature ? <Image style={styles.signature} src={{ data: data.signature, format: "png" }} /> : <View style={{ height: 48 }} />}
              <Text style={styles.signLine}>{data.artistName}</Text>
            </View>
            <View style={{ alignItems: "flex-end" }}>
              {/* eslint-disable-next-line jsx-a11y/alt-text -- react-pdf's Image has no alt */}
              <Image style={styles.qr} src={{ data: qr, format: "png" }} />
              <Text style={styles.small}>Verify: {data.verifyUrl}</Text>
            </View>
          </View>
        </View>
        {data.voided ? <Text style={styles.void}>VOID</Text> : null}
      </Page>
    </Document>
  );
}

export async function renderCertificate(data: CertificateData): Promise<Buffer> {
  const qr = await QRCode.toBuffer(data.verifyUrl, { type: "png", errorCorrectionLevel: "M", margin: 2, width: 360 });
  return renderToBuffer(<Certificate data={data} qr={qr} />);
}

/** The PDF response: inline, never cached by a shared cache. */
export function certificateResponse(pdf: Buffer, number: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="certificate-${number}.pdf"`,
      "Cache-Control": "private, no-store",
      "Referrer-Policy": "no-referrer",
      "X-Robots-Tag": "noindex",
    },
  });
}
