/**
 * The Nepali text of the buyer's emails about an order (one place, for the Nepali reader who
 * reviews it). {placeholders} are filled by emails/ne/buyer-emails.tsx; amounts and dates come
 * already formatted (रू with the digits chosen in Settings, Bikram Sambat with the AD date).
 * The English text of these emails stays in their own templates (emails/*.tsx).
 */

export const NE_EMAIL = {
  greeting: "नमस्ते {name},",
  orderDate: "अर्डर मिति",
  questions: "कुनै प्रश्न भए यही इमेलको जवाफ दिनुहोस् वा {email} मा लेख्नुहोस्।",
  receipt: "तपाईंको रसिद (PDF):",
  orderPage: "तपाईंको अर्डरको पृष्ठ:",
  reason: "कारण",

  orderConfirmation: {
    subject: "अर्डर पुष्टि {orderId} - {siteName}",
    preview: "तपाईंको अर्डर {orderId} का लागि धन्यवाद",
    heading: "तपाईंको अर्डरका लागि धन्यवाद",
    received:
      "हामीले तपाईंको अर्डर र भुक्तानीको स्क्रिनसट पाएका छौँ। भुक्तानी हातैले जाँचिन्छ, प्रायः {hours} घण्टाभित्र; स्वीकृत हुनासाथ हामी तपाईंलाई इमेल गर्नेछौँ।",
    screenshotMissing:
      "हामीले तपाईंको अर्डर पाएका छौँ, तर भुक्तानीको स्क्रिनसट अपलोड हुन सकेन। भुक्तानी जाँच्न सकियोस् भनेर कृपया यही इमेलको जवाफमा स्क्रिनसट संलग्न गरेर पठाउनुहोस्।",
    next: "अब के हुन्छ",
    steps: [
      "१. अर्डर गरियो (भयो)",
      "२. भुक्तानी जाँच (बाँकी)",
      "३. अर्डर स्वीकृत",
      "४. डेलिभरी",
    ],
    view: "आफ्नो अर्डर हेर्नुहोस्",
    questions:
      "अर्डरबारे प्रश्न छ? यही इमेलको जवाफ दिनुहोस् वा {email} मा लेख्नुहोस्, र आफ्नो अर्डर नम्बर उल्लेख गर्नुहोस्।",
  },

  paymentLink: {
    subject: "अर्डर {orderId} को भुक्तानी पूरा गर्नुहोस् - {siteName}",
    preview: "अर्डर {orderId} को भुक्तानी",
    heading: "भुक्तानी पूरा गर्नुहोस्",
    placed:
      "तपाईंको अर्डर {orderId} राखिएको छ। तलको रकम तिर्नुहोस् (रिमार्क्समा अर्डर नम्बर लेखेर), अनि अर्डरको भुक्तानी पृष्ठमा भुक्तानीको स्क्रिनसट अपलोड गर्नुहोस्।",
    held: "यसमा भएको मौलिक कलाकृति {payBy} (नेपाल समय) सम्म तपाईंका लागि राखिएको छ। त्यसबेलासम्म भुक्तानीको स्क्रिनसट नआए अर्डर रद्द हुन्छ र कलाकृति फेरि उपलब्ध हुन्छ।",
    button: "भुक्तानीमा जानुहोस्",
    personal: "यो लिङ्क तपाईंको मात्र हो: यसले साइन इन नगरी तपाईंको अर्डर खोल्छ।",
    // Pay on delivery (cash on delivery), and shipping priced after the order: nothing, or only a deposit, is paid now.
    placedSubject: "अर्डर {orderId} राखियो - {siteName}",
    placedHeading: "तपाईंको अर्डर राखियो",
    placedIntro: "तपाईंको अर्डर {orderId} राखिएको छ।",
    cod: "पार्सल आइपुग्दा {total} नगद तिर्नुहोस्; पठाउनुअघि पुष्टि गर्न हामी तपाईंलाई {phone} मा फोन गर्नेछौँ। अहिले केही तिर्नु पर्दैन।",
    codDeposit:
      "अहिले {deposit} धरौटी अनलाइन वा QR कोडबाट तिर्नुहोस्; धरौटी पाएपछि पुष्टि गर्न हामी तपाईंलाई {phone} मा फोन गर्नेछौँ। बाँकी {cash} पार्सल आइपुग्दा नगद तिर्नुहोस्।",
    quote: "तपाईंको अर्डर ढुवानी शुल्क पछि तोकिने गरी राखिएको छ। हामी ढुवानी शुल्क इमेल गर्नेछौँ; त्यसपछि {total} र ढुवानी शुल्क अर्डरको पृष्ठमा अनलाइन वा QR बाट तिर्नुहोस्।",
    seeOrder: "आफ्नो अर्डर हेर्नुहोस्",
    payDeposit: "धरौटी तिर्नुहोस्",
  },

  paymentApproved: {
    subject: "अर्डर {orderId} को भुक्तानी स्वीकृत भयो",
    preview: "अर्डर {orderId} को तपाईंको भुक्तानी स्वीकृत भयो",
    heading: "तपाईंको भुक्तानी स्वीकृत भयो",
    receivedOnline:
      "अर्डर {orderId} को तपाईंको भुक्तानी हामीले पायौँ। तपाईंको अर्डर स्वीकृत भएको छ र तयार हुँदैछ।",
    verified:
      "अर्डर {orderId} को तपाईंको भुक्तानी हामीले जाँच्यौँ। तपाईंको अर्डर स्वीकृत भएको छ र तयार हुँदैछ।",
    payment: "भुक्तानी",
    estimatedDelivery: "डेलिभरीको अनुमानित समय",
    perLine: "तलको हरेक सामानमा त्यो कहिले डेलिभर हुन्छ भनेर लेखिएको छ।",
    thanks:
      "मौलिक कलालाई साथ दिनुभएकोमा धन्यवाद। डेलिभरीबारे केही फेर्नुपरे यही इमेलको जवाफ दिनुहोस् वा {email} मा लेख्नुहोस्।",
  },

  paymentRejected: {
    subject: "अर्डर {orderId} को भुक्तानी पुष्टि हुन सकेन",
    preview: "अर्डर {orderId} को भुक्तानी हामीले पुष्टि गर्न सकेनौँ",
    heading: "भुक्तानी पुष्टि भएन",
    body: "तपाईंको अर्डर {orderId} को भुक्तानी हामीले पुष्टि गर्न सकेनौँ, त्यसैले अर्डर स्वीकृत भएको छैन र यसले राखेको कुनै मौलिक कलाकृति फेरि उपलब्ध छ।",
    mistake:
      "यो गल्ती हो जस्तो लागे यही इमेलको जवाफ दिनुहोस् वा आफ्नो भुक्तानीको विवरणसहित {email} मा लेख्नुहोस्।",
  },

  orderShipped: {
    subject: "अर्डर {orderId} बाटोमा छ",
    preview: "अर्डर {orderId} {courier} मार्फत बाटोमा छ",
    heading: "तपाईंको अर्डर बाटोमा छ",
    handed: "तपाईंको अर्डर {orderId} {courier} लाई बुझाइएको छ।",
    tracking: "ट्र्याकिङ नम्बर",
    inParcel: "यो पार्सलमा",
    track: "पार्सल ट्र्याक गर्नुहोस्",
    change: "डेलिभरीबारे केही फेर्नुपरे यही इमेलको जवाफ दिनुहोस् वा {email} मा लेख्नुहोस्।",
  },

  paymentUpdate: {
    subject: {
      refund_issued: "अर्डर {orderId} को रकम फिर्ता",
      refund_due: "अर्डर {orderId} को तपाईंको भुक्तानी हामीले पायौँ: यो फिर्ता गरिनेछ",
      balance_due: "अर्डर {orderId} को नयाँ जम्मा: तिर्न बाँकी रकम",
      correction: "अर्डर {orderId} को भुक्तानीमा सच्याइ",
    },
    heading: {
      refund_issued: "तपाईंको रकम फिर्ता पठाइएको छ",
      refund_due: "तपाईंको भुक्तानी हामीले पायौँ र यो फिर्ता गर्नेछौँ",
      balance_due: "तपाईंको अर्डरको नयाँ जम्मा",
      correction: "तपाईंको भुक्तानीमा सच्याइ",
    },
    preview: "{heading}: अर्डर {orderId}",
    via: "{method} मार्फत",
    reference: "(सन्दर्भ {reference})",
    refundIssued:
      "तपाईंको अर्डर {orderId} को {amount} हामीले फिर्ता गरेका छौँ{via}। तपाईंको बैंक वा वालेटअनुसार देखिन केही दिन लाग्न सक्छ।",
    refundDue:
      "तपाईंको अर्डर {orderId} का लागि हामीले {amount} पायौँ{via}, तर अर्डरले यो लिन सकेन। हामी पूरै {amount} तपाईंलाई फिर्ता गर्नेछौँ र सकिएपछि फेरि लेख्नेछौँ। तपाईंले केही गर्नुपर्दैन।",
    balanceDue:
      "तपाईंको अर्डर {orderId} को जम्मा अब {total} भएको छ{paid}। तिर्न बाँकी रकम {amount} हो। यो अर्डरको पृष्ठमा पसलका कुनै पनि भुक्तानी माध्यमबाट तिर्न सकिन्छ।",
    paid: "; तपाईंले {paid} तिरिसक्नुभएको छ",
    correction:
      'तपाईंको अर्डर {orderId} मा {amount} को भुक्तानी हामीले गल्तीले चढाएका थियौँ र अब सच्याएका छौँ: हाम्रो अघिल्लो "भुक्तानी स्वीकृत" इमेललाई वास्ता नगर्नुहोस्। तपाईंको अर्डर भुक्तानी पुष्टि हुने प्रतीक्षामा छ।',
    whatChanged: "के फेरियो",
    payBalance: "बाँकी रकम तिर्नुहोस्",
    seeOrder: "आफ्नो अर्डर हेर्नुहोस्",
  },
} as const;

/** Fills {name} placeholders. */
export function fill(
  template: string,
  values: Record<string, string | number>,
): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

/** The commission parts of the buyer's emails in Nepali (emails/ne/commission-emails.tsx). */
export const NE_COMMISSION_EMAIL = {
  yourCommission: "तपाईंको कमिसन",
  terms: "धरौटी {deposit}; कलाकृति तयार भएपछि बाँकी {balance} तिर्नुपर्छ।",
  cancellation: "रद्द गर्दा",
  depositReceived: {
    subject: "तपाईंको धरौटी प्राप्त भयो (अर्डर {orderId})",
    heading: "तपाईंको धरौटी प्राप्त भयो",
    received: "अर्डर {orderId} को तपाईंको धरौटी {deposit} हामीले पायौँ।",
    next: "अब के हुन्छ",
    steps: [
      "१. कलाकारले तपाईंको कमिसन र सन्दर्भ तस्बिरहरू हेरेर स्वीकार गर्नुहुन्छ।",
      "२. स्केच तपाईंको अर्डरको पृष्ठमा आउँछ: स्वीकृत गर्नुहोस् वा परिवर्तन माग्नुहोस्।",
      "३. कलाकृति तयार भएपछि मात्र बाँकी {balance} तिर्नुपर्छ।",
    ],
    view: "आफ्नो अर्डर हेर्नुहोस्",
  },
} as const;
