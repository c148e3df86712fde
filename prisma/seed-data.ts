import { buildEmvco } from "@/lib/domain/emvco";

/**
 * Demo content: a believable gallery for a Nepali artist. Money in paisa, tax in basis points.
 */
/**
 * The demo's merchant QR: an EMVCo code shaped like a Fonepay one so the checkout can show a
 * scannable code with each order's amount, but it says DEMO in its name and merchant account and
 * names a network that does not exist (demo.invalid): no wallet can pay it, it pays no one.
 */
export const DEMO_MERCHANT_QR = {
  accountName: "DEMO - PAYS NO ONE",
  accountId: "DEMO-0000000000",
  payload: buildEmvco([
    { tag: "00", value: "01" },
    { tag: "01", value: "11" },
    { tag: "26", value: "", children: [{ tag: "00", value: "demo.invalid" }, { tag: "01", value: "DEMO-0000000000" }] },
    { tag: "52", value: "5999" },
    { tag: "53", value: "524" },
    { tag: "58", value: "NP" },
    { tag: "59", value: "DEMO - PAYS NO ONE" },
    { tag: "60", value: "LALITPUR" },
    { tag: "62", value: "", children: [{ tag: "08", value: "DEMO ONLY - DO NOT PAY" }] },
  ]),
} as const;

export const CATEGORIES = [
  { name: "Paintings", slug: "paintings" },
  { name: "Sketches", slug: "sketches" },
  { name: "Digital Art", slug: "digital-art" },
  { name: "Mixed Media", slug: "mixed-media" },
] as const;

export type Motif = "mountains" | "sun" | "portrait" | "mandala" | "river" | "temple" | "abstract" | "city";

export interface SeedArtwork {
  slug: string;
  title: string;
  description: string;
  category: (typeof CATEGORIES)[number]["slug"];
  priceNpr: number | null;
  year: number;
  medium: string;
  dimensions: string;
  status: "available" | "sold" | "not_for_sale" | "custom_only";
  featured: boolean;
  tags: string[];
  shipping?: { type: "fixed"; chargeNpr: number };
  taxRatePercent?: number;
  taxIncluded?: boolean;
  motif: Motif;
  palette: [string, string, string, string];
  imageCount?: number;
  /** days before the seed date, so "newest first" has a stable order */
  ageDays: number;
}

export const ARTWORKS: SeedArtwork[] = [
  {
    slug: "dawn-over-machhapuchhre",
    title: "Dawn over Machhapuchhre",
    description:
      "First light touching the fishtail peak above Pokhara, painted from sketches made on a cold October morning at Sarangkot.",
    category: "paintings",
    priceNpr: 85000,
    year: 2025,
    medium: "Oil on canvas",
    dimensions: '36" x 24"',
    status: "available",
    featured: true,
    tags: ["himalaya", "landscape", "pokhara", "sunrise"],
    shipping: { type: "fixed", chargeNpr: 1500 },
    taxRatePercent: 13,
    motif: "mountains",
    palette: ["#f6c177", "#eb6f92", "#31748f", "#1f1d2e"],
    imageCount: 2,
    ageDays: 3,
  },
  {
    slug: "boudha-evening-prayers",
    title: "Boudha Evening Prayers",
    description: "Butter lamps and circling pilgrims at Boudhanath stupa as the sky turns violet.",
    category: "paintings",
    priceNpr: 65000,
    year: 2025,
    medium: "Acrylic on canvas",
    dimensions: '30" x 30"',
    status: "available",
    featured: true,
    tags: ["kathmandu", "stupa", "spiritual"],
    taxRatePercent: 13,
    taxIncluded: true,
    motif: "temple",
    palette: ["#3d2c8d", "#916bbf", "#c996cc", "#f7d59c"],
    ageDays: 6,
  },
  {
    slug: "portrait-of-my-grandmother",
    title: "Portrait of My Grandmother",
    description: "A quiet portrait in charcoal of the artist's grandmother in her Bhaktapur courtyard.",
    category: "sketches",
    priceNpr: null,
    year: 2023,
    medium: "Charcoal on paper",
    dimensions: '18" x 24"',
    status: "not_for_sale",
    featured: true,
    tags: ["portrait", "family", "charcoal"],
    motif: "portrait",
    palette: ["#e8e4dc", "#a39e93", "#57534e", "#1c1917"],
    ageDays: 400,
  },
  {
    slug: "patan-rooftops",
    title: "Patan Rooftops",
    description: "Pagoda roofs of Patan Durbar Square drawn in ink from a rooftop café.",
    category: "sketches",
    priceNpr: 12000,
    year: 2024,
    medium: "Ink on paper",
    dimensions: '11" x 14"',
    status: "available",
    featured: false,
    tags: ["patan", "architecture", "ink", "heritage"],
    motif: "city",
    palette: ["#fef3c7", "#d6a75c", "#7c4a1e", "#2b1608"],
    ageDays: 40,
  },
  {
    slug: "rhododendron-season",
    title: "Rhododendron Season",
    description: "Laligurans in full bloom on the trail to Ghorepani, in loose watercolour washes.",
    category: "paintings",
    priceNpr: 28000,
    year: 2024,
    medium: "Watercolour on paper",
    dimensions: '16" x 20"',
    status: "sold",
    featured: true,
    tags: ["flowers", "trekking", "watercolour"],
    motif: "abstract",
    palette: ["#fde2e4", "#f28482", "#c8553d", "#2d6a4f"],
    ageDays: 90,
  },
  {
    slug: "mandala-of-the-five-elements",
    title: "Mandala of the Five Elements",
    description: "A digital mandala built from earth, water, fire, air and space, printed on archival paper.",
    category: "digital-art",
    priceNpr: 9500,
    year: 2025,
    medium: "Digital print on archival paper",
    dimensions: '24" x 24"',
    status: "available",
    featured: true,
    tags: ["mandala", "digital", "print", "geometry"],
    shipping: { type: "fixed", chargeNpr: 500 },
    taxRatePercent: 13,
    motif: "mandala",
    palette: ["#0b132b", "#1c2541", "#3a506b", "#5bc0be"],
    ageDays: 10,
  },
  {
    slug: "bagmati-at-dusk",
    title: "Bagmati at Dusk",
    description: "The river at Pashupati under a smoky orange sky.",
    category: "paintings",
    priceNpr: 42000,
    year: 2023,
    medium: "Oil on board",
    dimensions: '24" x 18"',
    status: "sold",
    featured: false,
    tags: ["river", "kathmandu", "dusk"],
    motif: "river",
    palette: ["#ffb703", "#fb8500", "#8d5524", "#023047"],
    ageDays: 300,
  },
  {
    slug: "tihar-lights",
    title: "Tihar Lights",
    description: "Marigold garlands and clay diyas on a Kathmandu doorstep during Tihar.",
    category: "digital-art",
    priceNpr: 7500,
    year: 2024,
    medium: "Digital painting, giclée print",
    dimensions: '12" x 16"',
    status: "available",
    featured: false,
    tags: ["festival", "tihar", "lights", "digital"],
    motif: "sun",
    palette: ["#2a0a29", "#7a1f3d", "#e85d04", "#ffba08"],
    ageDays: 25,
  },
  {
    slug: "commissioned-family-portrait",
    title: "Family Portrait (Commission Example)",
    description: "An example of a commissioned family portrait. Portraits like this are made to order.",
    category: "paintings",
    priceNpr: 25000,
    year: 2025,
    medium: "Acrylic on canvas",
    dimensions: '20" x 16"',
    status: "custom_only",
    featured: false,
    tags: ["portrait", "commission", "family"],
    motif: "portrait",
    palette: ["#fff1e6", "#f0a6ca", "#b8bedd", "#45364b"],
    ageDays: 15,
  },
  {
    slug: "langtang-valley-study",
    title: "Langtang Valley Study",
    description: "A plein-air study of the glacial valley above Kyanjin Gompa.",
    category: "sketches",
    priceNpr: 8000,
    year: 2022,
    medium: "Graphite and wash",
    dimensions: '9" x 12"',
    status: "available",
    featured: false,
    tags: ["himalaya", "study", "graphite"],
    motif: "mountains",
    palette: ["#f1f5f9", "#94a3b8", "#475569", "#0f172a"],
    ageDays: 700,
  },
  {
    slug: "prayer-flags-in-the-wind",
    title: "Prayer Flags in the Wind",
    description: "Collage of handmade lokta paper, thread and acrylic: prayer flags over a high pass.",
    category: "mixed-media",
    priceNpr: 36000,
    year: 2024,
    medium: "Lokta paper, thread and acrylic",
    dimensions: '20" x 20"',
    status: "available",
    featured: true,
    tags: ["prayer flags", "collage", "lokta", "himalaya"],
    shipping: { type: "fixed", chargeNpr: 1000 },
    motif: "abstract",
    palette: ["#1d4ed8", "#f8fafc", "#dc2626", "#16a34a"],
    ageDays: 55,
  },
  {
    slug: "thamel-after-rain",
    title: "Thamel After Rain",
    description: "Neon signs reflected in puddles on a monsoon night in Thamel.",
    category: "digital-art",
    priceNpr: 6000,
    year: 2025,
    medium: "Digital painting, giclée print",
    dimensions: '11" x 14"',
    status: "available",
    featured: false,
    tags: ["city", "night", "monsoon", "digital"],
    motif: "city",
    palette: ["#10002b", "#3c096c", "#9d4edd", "#ff6d00"],
    ageDays: 8,
  },
  {
    slug: "sherpa-elder",
    title: "Sherpa Elder",
    description: "A portrait study of a Sherpa grandfather met in Namche Bazaar.",
    category: "sketches",
    priceNpr: 15000,
    year: 2023,
    medium: "Conté crayon on toned paper",
    dimensions: '14" x 18"',
    status: "sold",
    featured: false,
    tags: ["portrait", "khumbu", "people"],
    motif: "portrait",
    palette: ["#efe6dd", "#c9a227", "#6b4226", "#2e1f14"],
    ageDays: 500,
  },
  {
    slug: "terraced-fields-of-bandipur",
    title: "Terraced Fields of Bandipur",
    description: "Golden rice terraces at harvest time, layered in palette-knife strokes.",
    category: "paintings",
    priceNpr: 52000,
    year: 2024,
    medium: "Oil on canvas, palette knife",
    dimensions: '30" x 20"',
    status: "available",
    featured: false,
    tags: ["landscape", "harvest", "bandipur", "village"],
    taxRatePercent: 13,
    taxIncluded: true,
    motif: "river",
    palette: ["#fefae0", "#dda15e", "#bc6c25", "#283618"],
    ageDays: 120,
  },
  {
    slug: "swayambhu-eyes",
    title: "Swayambhu Eyes",
    description: "The watchful eyes of Swayambhunath in gold leaf and ink on handmade paper.",
    category: "mixed-media",
    priceNpr: 48000,
    year: 2025,
    medium: "Gold leaf, ink and gouache on lokta paper",
    dimensions: '16" x 16"',
    status: "not_for_sale",
    featured: false,
    tags: ["stupa", "gold leaf", "spiritual"],
    motif: "temple",
    palette: ["#fff8e1", "#ffd54f", "#8d6e63", "#263238"],
    ageDays: 30,
  },
  {
    slug: "yak-caravan",
    title: "Yak Caravan",
    description: "A line of yaks crossing the Thorong La pass, in gouache.",
    category: "paintings",
    priceNpr: 33000,
    year: 2022,
    medium: "Gouache on paper",
    dimensions: '18" x 12"',
    status: "available",
    featured: false,
    tags: ["himalaya", "animals", "annapurna"],
    shipping: { type: "fixed", chargeNpr: 800 },
    motif: "mountains",
    palette: ["#e0fbfc", "#98c1d9", "#3d5a80", "#293241"],
    ageDays: 650,
  },
  {
    slug: "custom-pet-portrait",
    title: "Pet Portrait (Made to Order)",
    description: "Digital pet portraits drawn from your photos. Commission one from the services page.",
    category: "digital-art",
    priceNpr: 5000,
    year: 2025,
    medium: "Digital illustration",
    dimensions: '8" x 10"',
    status: "custom_only",
    featured: false,
    tags: ["pets", "commission", "digital"],
    motif: "sun",
    palette: ["#fdf0d5", "#c1121f", "#669bbc", "#003049"],
    ageDays: 2,
  },
  {
    slug: "monsoon-memory",
    title: "Monsoon Memory",
    description: "Torn paper, tea stains and acrylic: an abstract of the first monsoon rain.",
    category: "mixed-media",
    priceNpr: 22000,
    year: 2023,
    medium: "Mixed media on board",
    dimensions: '12" x 12"',
    status: "available",
    featured: false,
    tags: ["abstract", "monsoon", "texture"],
    motif: "abstract",
    palette: ["#e9edc9", "#ccd5ae", "#6b705c", "#3f4238"],
    ageDays: 200,
  },
];

export const COMMISSION_TEMPLATE = [
  {
    category: "Single Person",
    tiers: [
      { size: "A5 (Small)", dimensions: '8" x 10"', pricePaisa: 150000 },
      { size: "A4", dimensions: '10" x 14"', pricePaisa: 250000 },
      { size: "A3", dimensions: '14" x 18"', pricePaisa: 350000 },
      { size: "A2 (Large)", dimensions: '18" x 26"', pricePaisa: 500000 },
    ],
  },
  {
    category: "Couple",
    tiers: [
      { size: "A4", dimensions: '10" x 14"', pricePaisa: 450000 },
      { size: "A3", dimensions: '14" x 18"', pricePaisa: 600000 },
      { size: "A2 (Large)", dimensions: '18" x 26"', pricePaisa: 800000 },
    ],
  },
];

export interface SeedService {
  slug: string;
  title: string;
  description: string;
  category: "commission" | "workshop" | "consultation" | "restoration" | "prints" | "other";
  features: string[];
  duration: string;
  pricing: Record<string, unknown>;
  commission?: boolean;
  available: boolean;
  featured: boolean;
  shipping?: { type: "fixed"; chargeNpr: number };
  taxRatePercent?: number;
  motif: Motif;
  palette: [string, string, string, string];
  ageDays: number;
}

export const SERVICES: SeedService[] = [
  {
    slug: "custom-portrait-commission",
    title: "Custom Portrait Commission",
    description:
      "A hand-drawn portrait from your photographs: one person or a couple, in graphite, charcoal or colour pencil, delivered ready to frame.",
    category: "commission",
    features: [
      "Drawn by hand from your photos",
      "One round of changes from a preview",
      "Archival paper, signed and dated",
      "Optional frame (NPR 500)",
    ],
    duration: "2-4 weeks",
    pricing: { starting_at: 150000, note: "Price depends on size and number of people" },
    commission: true,
    available: true,
    featured: true,
    shipping: { type: "fixed", chargeNpr: 300 },
    motif: "portrait",
    palette: ["#fff7ed", "#fdba74", "#9a3412", "#431407"],
    ageDays: 1,
  },
  {
    slug: "watercolour-weekend-workshop",
    title: "Watercolour Weekend Workshop",
    description:
      "Two mornings in the studio in Patan learning washes, layering and mountain skies. Materials included; small groups of up to 8.",
    category: "workshop",
    features: ["All materials included", "Groups of up to 8", "Beginners welcome", "Tea and snacks"],
    duration: "2 days (Sat-Sun, 9 am - 1 pm)",
    pricing: { starting_at: 600000, note: "per person" },
    available: true,
    featured: true,
    motif: "river",
    palette: ["#ecfeff", "#67e8f9", "#0e7490", "#083344"],
    ageDays: 4,
  },
  {
    slug: "art-consultation",
    title: "Art Consultation",
    description:
      "An hour with the artist to choose works for your home or office, plan a mural, or get feedback on your own portfolio.",
    category: "consultation",
    features: ["In the studio or online", "Follow-up notes by email", "Space and lighting advice"],
    duration: "1 hour",
    pricing: { hourly: 300000 },
    available: true,
    featured: false,
    motif: "abstract",
    palette: ["#f5f3ff", "#c4b5fd", "#6d28d9", "#2e1065"],
    ageDays: 7,
  },
  {
    slug: "kids-sketching-class",
    title: "Kids Sketching Class",
    description: "A playful Saturday class for children aged 8-14: observation drawing, shading and comics.",
    category: "workshop",
    features: ["Ages 8-14", "Sketchbook to take home", "Every Saturday"],
    duration: "3 hours",
    pricing: { starting_at: 150000 },
    available: true,
    featured: false,
    motif: "sun",
    palette: ["#fefce8", "#fde047", "#ca8a04", "#422006"],
    ageDays: 12,
  },
  {
    slug: "painting-restoration",
    title: "Painting Restoration",
    description: "Cleaning and careful repair of older paintings and paubha scrolls. Currently not taking new work.",
    category: "restoration",
    features: ["Assessment before any work", "Archival materials"],
    duration: "TBD",
    pricing: { note: "Quoted after assessment" },
    available: false,
    featured: false,
    motif: "temple",
    palette: ["#fafaf9", "#d6d3d1", "#78716c", "#292524"],
    ageDays: 60,
  },
];

export interface SeedAbout {
  sectionType:
    | "hero"
    | "my_story"
    | "philosophy"
    | "skills"
    | "quick_facts"
    | "process_steps"
    | "achievements"
    | "social_links";
  contentKey: string;
  contentValue: Record<string, unknown>;
  displayOrder: number;
}

export const ABOUT: SeedAbout[] = [
  { sectionType: "hero", contentKey: "title", contentValue: { text: "Hi, I'm Aarav Shrestha" }, displayOrder: 1 },
  {
    sectionType: "hero",
    contentKey: "subtitle",
    contentValue: { text: "Painter, sketch artist and teacher from Lalitpur, Nepal." },
    displayOrder: 2,
  },
  { sectionType: "hero", contentKey: "profile_images", contentValue: { images: [] }, displayOrder: 3 },
  {
    sectionType: "my_story",
    contentKey: "beginning",
    contentValue: {
      text: "I grew up in the lanes of Patan, watching woodcarvers and paubha painters at work. I started drawing the temples around our courtyard when I was eight, and never stopped.",
    },
    displayOrder: 1,
  },
  {
    sectionType: "my_story",
    contentKey: "training",
    contentValue: {
      text: "I studied fine arts at Lalitkala Campus in Kathmandu, then spent three years trekking and painting across the Himalaya, filling sketchbooks with mountains, villages and the people I met.",
    },
    displayOrder: 2,
  },
  {
    sectionType: "my_story",
    contentKey: "today",
    contentValue: {
      text: "Today I paint in my studio near Patan Durbar Square, take portrait commissions from families around the world, and teach weekend workshops.",
    },
    displayOrder: 3,
  },
  {
    sectionType: "philosophy",
    contentKey: "approach",
    contentValue: {
      text: "Art should hold a moment the way memory does: a little imperfect, full of light, and honest.",
    },
    displayOrder: 1,
  },
  { sectionType: "skills", contentKey: "oil", contentValue: { text: "Oil and acrylic painting" }, displayOrder: 1 },
  { sectionType: "skills", contentKey: "watercolour", contentValue: { text: "Watercolour" }, displayOrder: 2 },
  { sectionType: "skills", contentKey: "charcoal", contentValue: { text: "Charcoal and graphite portraits" }, displayOrder: 3 },
  { sectionType: "skills", contentKey: "digital", contentValue: { text: "Digital illustration" }, displayOrder: 4 },
  { sectionType: "quick_facts", contentKey: "experience", contentValue: { text: "8+ years painting", icon: "Calendar" }, displayOrder: 1 },
  { sectionType: "quick_facts", contentKey: "artworks", contentValue: { text: "120+ artworks", icon: "Camera" }, displayOrder: 2 },
  { sectionType: "quick_facts", contentKey: "awards", contentValue: { text: "6 awards", icon: "Award" }, displayOrder: 3 },
  { sectionType: "quick_facts", contentKey: "clients", contentValue: { text: "200+ happy collectors", icon: "Heart" }, displayOrder: 4 },
  { sectionType: "process_steps", contentKey: "consult", contentValue: { title: "Consultation", text: "We talk about your idea, size and budget." }, displayOrder: 1 },
  { sectionType: "process_steps", contentKey: "sketch", contentValue: { title: "Sketch", text: "I share a sketch for your approval." }, displayOrder: 2 },
  { sectionType: "process_steps", contentKey: "create", contentValue: { title: "Creation", text: "The artwork is painted, with progress photos." }, displayOrder: 3 },
  { sectionType: "process_steps", contentKey: "deliver", contentValue: { title: "Delivery", text: "Packed with care and shipped in 5-7 business days." }, displayOrder: 4 },
  {
    sectionType: "achievements",
    contentKey: "nafa-2024",
    contentValue: { year: "2024", title: "National Fine Arts Exhibition, selected artist", venue: "Nepal Academy of Fine Arts, Kathmandu" },
    displayOrder: 1,
  },
  {
    sectionType: "achievements",
    contentKey: "solo-2023",
    contentValue: { year: "2023", title: "Solo exhibition 'Light on the Peaks'", venue: "Siddhartha Art Gallery, Babarmahal" },
    displayOrder: 2,
  },
  {
    sectionType: "achievements",
    contentKey: "award-2021",
    contentValue: { year: "2021", title: "Young Artist Award", venue: "Patan Museum" },
    displayOrder: 3,
  },
  { sectionType: "social_links", contentKey: "instagram", contentValue: { title: "Instagram", text: "https://www.instagram.com/aaravshrestha.art" }, displayOrder: 1 },
  { sectionType: "social_links", contentKey: "facebook", contentValue: { title: "Facebook", text: "https://www.facebook.com/aaravshrestha.art" }, displayOrder: 2 },
];

// ---------------------------------------------------------------------------------------------
// Nepali demo content (the shop in Nepali): Nepali titles, tags and names for some demo works,
// categories, services and About items, so the Nepali pages show real Nepali content. Works
// without an entry show their English content on the Nepali pages.

export interface NepaliArtworkText {
  /** The English title it belongs to (the Nepali is added only while the work still has it). */
  title: string;
  titleNe: string;
  descriptionNe?: string;
  mediumNe?: string;
  tagsNe?: string[];
}

export const NEPALI_ARTWORKS: Record<string, NepaliArtworkText> = {
  "dawn-over-machhapuchhre": {
    title: "Dawn over Machhapuchhre",
    titleNe: "माछापुच्छ्रेमाथि बिहानी",
    tagsNe: ["हिमाल", "परिदृश्य", "पोखरा", "सूर्योदय"],
  },
  "boudha-evening-prayers": {
    title: "Boudha Evening Prayers",
    titleNe: "बौद्धमा साँझको प्रार्थना",
    tagsNe: ["काठमाडौं", "स्तूप", "आध्यात्मिक"],
  },
  "patan-rooftops": { title: "Patan Rooftops", titleNe: "पाटनका छानाहरू", tagsNe: ["पाटन", "वास्तुकला", "सम्पदा"] },
  "rhododendron-season": { title: "Rhododendron Season", titleNe: "लालीगुराँसको मौसम", tagsNe: ["फूल", "पदयात्रा", "जलरंग"] },
  "mandala-of-the-five-elements": { title: "Mandala of the Five Elements", titleNe: "पञ्चतत्त्वको मण्डल", tagsNe: ["मण्डल", "डिजिटल", "प्रिन्ट"] },
  "tihar-lights": { title: "Tihar Lights", titleNe: "तिहारका बत्तीहरू", tagsNe: ["चाडपर्व", "तिहार", "बत्ती"] },
  "swayambhu-eyes": {
    title: "Swayambhu Eyes",
    titleNe: "स्वयम्भूका आँखा: थाङ्का शैली",
    descriptionNe: "स्वयम्भूनाथका सचेत आँखा, हाते कागजमा सुनको पाता र मसीले।",
    mediumNe: "लोक्ता कागजमा सुनको पाता, मसी र गुवाश",
    tagsNe: ["स्तूप", "थाङ्का", "सुनको पाता", "आध्यात्मिक"],
  },
  "yak-caravan": { title: "Yak Caravan", titleNe: "चौँरीको लस्कर", tagsNe: ["हिमाल", "जनावर", "अन्नपूर्ण"] },
};

export const NEPALI_CATEGORIES: Record<string, { name: string; nameNe: string }> = {
  paintings: { name: "Paintings", nameNe: "चित्रकला" },
  sketches: { name: "Sketches", nameNe: "रेखाचित्र" },
  "digital-art": { name: "Digital Art", nameNe: "डिजिटल कला" },
  "mixed-media": { name: "Mixed Media", nameNe: "मिश्रित माध्यम" },
};

export const NEPALI_SERVICES: Record<string, { title: string; titleNe: string; descriptionNe?: string }> = {
  "custom-portrait-commission": { title: "Custom Portrait Commission", titleNe: "अर्डरमा पोर्ट्रेट" },
  "watercolour-weekend-workshop": { title: "Watercolour Weekend Workshop", titleNe: "सप्ताहान्त जलरंग कार्यशाला" },
};

/** About items' Nepali text, by section and key. */
export const NEPALI_ABOUT: { sectionType: "process_steps"; contentKey: string; contentValueNe: { title: string; text: string } }[] = [
  { sectionType: "process_steps", contentKey: "consult", contentValueNe: { title: "परामर्श", text: "तपाईंको विचार, आकार र बजेटबारे कुरा गर्छौँ।" } },
  { sectionType: "process_steps", contentKey: "sketch", contentValueNe: { title: "स्केच", text: "स्वीकृतिका लागि म एउटा स्केच पठाउँछु।" } },
  { sectionType: "process_steps", contentKey: "create", contentValueNe: { title: "सिर्जना", text: "प्रगतिका फोटोसहित कलाकृति बनाइन्छ।" } },
  { sectionType: "process_steps", contentKey: "deliver", contentValueNe: { title: "डेलिभरी", text: "होसियारीसाथ प्याक गरी ५-७ कार्यदिनमा पठाइन्छ।" } },
];

/** The demo site description in Nepali (added only while the description is still the demo's). */
export const NEPALI_SITE_DESCRIPTION =
  "ललितपुर, नेपालका कलाकार आरव श्रेष्ठका मौलिक चित्र, रेखाचित्र, डिजिटल कला र अर्डरमा बनाइने पोर्ट्रेट।";
