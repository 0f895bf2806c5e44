/** The five services of spec §2, in the company's words. */
interface Service {
  id: string;
  title: string;
  details?: string;
  description: string;
}

export const SERVICES: readonly Service[] = [
  {
    id: "sample-support",
    title: "Sample Support",
    description:
      "Trial quantities of any catalogue product, prepared in our Muscat laboratory and shipped with the full data-sheet set, so your engineers can qualify a chemical on your own fluids before the first order.",
  },
  {
    id: "product-authenticity",
    title: "Product Authenticity",
    description:
      "Every drum and IBC carries a batch code you can verify with us, backed by a certificate of analysis and the licence of our German technology partner — protection against counterfeit and diluted chemicals.",
  },
  {
    id: "factory-inspection",
    title: "Factory inspection",
    description:
      "Visit our blending and filling lines in Rusayl and Sohar, or send a third-party inspector: we open our quality records, raw-material traceability and HSE systems to customer audits.",
  },
  {
    id: "export-import",
    title: "Export/Import",
    details: "tax refund, customs clearance, currency exchange",
    description:
      "We handle the paperwork of cross-border supply: VAT and duty refunds, customs clearance at Sohar, Duqm and Salalah ports, and invoicing in the currency that suits you.",
  },
  {
    id: "supply-chain",
    title: "Supply chain services",
    details: "warehousing, logistics",
    description:
      "Bonded and dangerous-goods warehousing near the main fields, consignment stock on your site, and scheduled deliveries by road and sea across the GCC, East Africa and South Asia.",
  },
];
