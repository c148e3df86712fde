/** Default site settings (spec section 9) used by the seed and whenever the database cannot answer. */
export interface SocialLink {
  platform: string;
  url: string;
}

export interface PaymentDetails {
  esewa?: string;
  khalti?: string;
  imepay?: string;
  bank?: { name: string; accountName: string; accountNumber: string; branch?: string };
}

export const NEPALI_NUMERALS = ["devanagari", "latin"] as const;
export type NepaliNumerals = (typeof NEPALI_NUMERALS)[number];

export interface SiteSettings {
  siteName: string;
  siteDescription: string;
  /** The site description on Nepali pages; empty: the English one shows. */
  siteDescriptionNe: string;
  /** Digits on Nepali pages (prices, dates): Devanagari (default) or Latin. */
  nepaliNumerals: NepaliNumerals;
  contactEmail: string;
  supportEmail: string;
  contactPhone: string;
  contactAddress: string;
  /** WhatsApp and Viber numbers; empty hides them. */
  whatsappNumber: string;
  viberNumber: string;
  /** Delivery promise of originals and prints. */
  deliveryDays: string;
  currency: string;
  /** basis points: 800 = 8% */
  taxRateBps: number;
  shippingFeePaisa: number;
  enableOrders: boolean;
  enableNotifications: boolean;
  maintenanceMode: boolean;
  /** How long payment checks take, in hours ("within {n} hours" everywhere). */
  paymentCheckHours: number;
  paymentDetails: PaymentDetails;
  socialLinks: SocialLink[];
}

export const DEFAULT_SETTINGS: SiteSettings = {
  siteName: "Aarav Shrestha Art",
  siteDescription:
    "Original paintings, sketches, digital art and commissioned portraits by Aarav Shrestha, an artist from Lalitpur, Nepal.",
  siteDescriptionNe: "",
  nepaliNumerals: "devanagari",
  contactEmail: "hello@aaravshrestha.art",
  supportEmail: "support@aaravshrestha.art",
  contactPhone: "+977 980-1234567",
  contactAddress: "Patan Durbar Square, Lalitpur, Nepal",
  whatsappNumber: "",
  viberNumber: "",
  deliveryDays: "5-7 business days",
  currency: "NPR",
  taxRateBps: 800,
  shippingFeePaisa: 1500,
  enableOrders: true,
  enableNotifications: true,
  maintenanceMode: false,
  paymentCheckHours: 24,
  paymentDetails: {
    esewa: "9801234567",
    khalti: "9801234567",
    imepay: "9801234567",
    bank: { name: "Nabil Bank", accountName: "Aarav Shrestha", accountNumber: "0101017500123", branch: "Patan" },
  },
  socialLinks: [
    { platform: "Instagram", url: "https://www.instagram.com/aaravshrestha.art" },
    { platform: "Facebook", url: "https://www.facebook.com/aaravshrestha.art" },
    { platform: "YouTube", url: "https://www.youtube.com/@aaravshrestha.art" },
  ],
};
