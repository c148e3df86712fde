/**
 * Nepal's 77 districts with their provinces (pure data, no I/O). Keys are stable lower-case
 * slugs stored on delivery zones and orders; names are the spellings used by the Survey
 * Department and the couriers (aliases are the other names buyers type: Nawalpur, Parasi...).
 */

export const PROVINCES = ["Koshi", "Madhesh", "Bagmati", "Gandaki", "Lumbini", "Karnali", "Sudurpashchim"] as const;
export type Province = (typeof PROVINCES)[number];

export interface District {
  key: string;
  name: string;
  province: Province;
  /** Other names and spellings a buyer may search for. */
  aliases?: readonly string[];
}

function d(name: string, province: Province, aliases?: readonly string[]): District {
  return { key: name.toLowerCase().replace(/[^a-z]+/g, "-").replace(/^-|-$/g, ""), name, province, aliases };
}

export const DISTRICTS: readonly District[] = [
  // Koshi (14)
  d("Bhojpur", "Koshi"),
  d("Dhankuta", "Koshi"),
  d("Ilam", "Koshi"),
  d("Jhapa", "Koshi"),
  d("Khotang", "Koshi"),
  d("Morang", "Koshi", ["Biratnagar"]),
  d("Okhaldhunga", "Koshi"),
  d("Panchthar", "Koshi"),
  d("Sankhuwasabha", "Koshi"),
  d("Solukhumbu", "Koshi"),
  d("Sunsari", "Koshi", ["Dharan", "Itahari"]),
  d("Taplejung", "Koshi"),
  d("Terhathum", "Koshi", ["Tehrathum"]),
  d("Udayapur", "Koshi"),
  // Madhesh (8)
  d("Bara", "Madhesh"),
  d("Dhanusha", "Madhesh", ["Dhanusa", "Janakpur"]),
  d("Mahottari", "Madhesh"),
  d("Parsa", "Madhesh", ["Birgunj"]),
  d("Rautahat", "Madhesh"),
  d("Saptari", "Madhesh"),
  d("Sarlahi", "Madhesh"),
  d("Siraha", "Madhesh"),
  // Bagmati (13)
  d("Bhaktapur", "Bagmati"),
  d("Chitwan", "Bagmati", ["Bharatpur"]),
  d("Dhading", "Bagmati"),
  d("Dolakha", "Bagmati"),
  d("Kathmandu", "Bagmati"),
  d("Kavrepalanchok", "Bagmati", ["Kavre", "Kabhrepalanchok", "Dhulikhel"]),
  d("Lalitpur", "Bagmati", ["Patan"]),
  d("Makwanpur", "Bagmati", ["Hetauda"]),
  d("Nuwakot", "Bagmati"),
  d("Ramechhap", "Bagmati"),
  d("Rasuwa", "Bagmati"),
  d("Sindhuli", "Bagmati"),
  d("Sindhupalchok", "Bagmati", ["Sindhupalchowk"]),
  // Gandaki (11)
  d("Baglung", "Gandaki"),
  d("Gorkha", "Gandaki"),
  d("Kaski", "Gandaki", ["Pokhara"]),
  d("Lamjung", "Gandaki"),
  d("Manang", "Gandaki"),
  d("Mustang", "Gandaki"),
  d("Myagdi", "Gandaki"),
  d("Nawalparasi East", "Gandaki", ["Nawalpur", "Nawalparasi (Bardaghat Susta East)"]),
  d("Parbat", "Gandaki"),
  d("Syangja", "Gandaki"),
  d("Tanahun", "Gandaki", ["Tanahu"]),
  // Lumbini (12)
  d("Arghakhanchi", "Lumbini"),
  d("Banke", "Lumbini", ["Nepalgunj"]),
  d("Bardiya", "Lumbini"),
  d("Dang", "Lumbini", ["Dang Deukhuri", "Ghorahi"]),
  d("Gulmi", "Lumbini"),
  d("Kapilvastu", "Lumbini", ["Kapilbastu"]),
  d("Nawalparasi West", "Lumbini", ["Parasi", "Nawalparasi (Bardaghat Susta West)"]),
  d("Palpa", "Lumbini"),
  d("Pyuthan", "Lumbini"),
  d("Rolpa", "Lumbini"),
  d("Rukum East", "Lumbini", ["Eastern Rukum"]),
  d("Rupandehi", "Lumbini", ["Butwal", "Bhairahawa"]),
  // Karnali (10)
  d("Dailekh", "Karnali"),
  d("Dolpa", "Karnali"),
  d("Humla", "Karnali"),
  d("Jajarkot", "Karnali"),
  d("Jumla", "Karnali"),
  d("Kalikot", "Karnali"),
  d("Mugu", "Karnali"),
  d("Rukum West", "Karnali", ["Western Rukum"]),
  d("Salyan", "Karnali"),
  d("Surkhet", "Karnali", ["Birendranagar"]),
  // Sudurpashchim (9)
  d("Achham", "Sudurpashchim"),
  d("Baitadi", "Sudurpashchim"),
  d("Bajhang", "Sudurpashchim"),
  d("Bajura", "Sudurpashchim"),
  d("Dadeldhura", "Sudurpashchim"),
  d("Darchula", "Sudurpashchim"),
  d("Doti", "Sudurpashchim"),
  d("Kailali", "Sudurpashchim", ["Dhangadhi"]),
  d("Kanchanpur", "Sudurpashchim", ["Mahendranagar"]),
];

/** The three districts of the Kathmandu valley: the default first delivery zone. */
export const VALLEY_DISTRICT_KEYS = ["kathmandu", "lalitpur", "bhaktapur"] as const;

/** The choice at checkout for a parcel sent outside Nepal (the International zone). */
export const ABROAD_KEY = "abroad";

const BY_KEY = new Map(DISTRICTS.map((district) => [district.key, district]));

export function districtByKey(key: unknown): District | null {
  return typeof key === "string" && key.length <= 40 ? (BY_KEY.get(key) ?? null) : null;
}

export function isDistrictKey(key: unknown): key is string {
  return districtByKey(key) !== null;
}

/** "Bhaktapur, Bagmati" for lists and the order page; the abroad choice reads "Outside Nepal". */
export function districtLabel(key: string): string {
  if (key === ABROAD_KEY) return "Outside Nepal";
  const district = districtByKey(key);
  return district ? `${district.name}, ${district.province}` : key;
}
