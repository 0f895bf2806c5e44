/** Demo catalogue that an empty database is filled with on first start. Pure data: no database code here. */

import {
  CLOSING_AR,
  LIQUID_GRADES_AR,
  LIQUID_PACKAGING_AR,
  LINES_AR,
  SOLID_GRADES_AR,
  SOLID_PACKAGING_AR,
  commercialNameAr,
  descriptionHtmlAr,
} from "./catalog-ar";
import { demoHazards, type SolutionHazards } from "./hazards";
import { demoTechnical, type TechnicalSeed } from "./technical";

interface CountrySeed {
  readonly name: string;
  /** ISO 3166-1 alpha-2. */
  readonly code: string;
  readonly cities: readonly string[];
}

export interface TreeSeed {
  readonly name: string;
  readonly children: readonly string[];
}

/** A category by its top-level name and, when it sits one level down, the child name. */
interface CategoryRef {
  readonly parent: string;
  readonly child?: string;
}

interface SolutionSeed {
  readonly name: string;
  readonly commercialName: string;
  /** Raw HTML; the seed sanitizes it before insert. */
  readonly descriptionHtml: string;
  /** Arabic commercial name (app/db/seed/catalog-ar.ts). */
  readonly commercialNameAr: string;
  /** Arabic description, raw HTML like `descriptionHtml`, with the same structure and numbers and `name` unchanged in it. */
  readonly descriptionHtmlAr: string;
  readonly imageUrl: string | null;
  readonly categories: readonly CategoryRef[];
  /** Hazard columns from the base chemistry's demo profile (./hazards.ts): illustrative, not a real classification. */
  readonly hazards: SolutionHazards;
  /** Technical properties and problems with dose ranges (./technical.ts): illustrative, like the hazards. */
  readonly technical: TechnicalSeed;
}

interface PlantSeed {
  readonly name: string;
  readonly countryCode: string;
  readonly address: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly websiteUrl: string;
  readonly email?: string;
  /** Leaf process names (1–3). */
  readonly processes: readonly string[];
}

interface VacancySeed {
  readonly title: string;
  readonly department: string;
  readonly countryCode: string;
  readonly city: string;
  readonly available: boolean;
  readonly summary: string;
  readonly responsibilities: readonly string[];
  readonly requirements: readonly string[];
}

// ---------------------------------------------------------------- locations

export const COUNTRIES: readonly CountrySeed[] = [
  { name: "Oman", code: "OM", cities: ["Muscat", "Sohar", "Duqm", "Salalah", "Nizwa", "Sur"] },
  { name: "United Arab Emirates", code: "AE", cities: ["Abu Dhabi", "Dubai", "Sharjah", "Ruwais", "Fujairah"] },
  { name: "Saudi Arabia", code: "SA", cities: ["Riyadh", "Dammam", "Al Khobar", "Jubail", "Yanbu", "Abqaiq"] },
  { name: "Kuwait", code: "KW", cities: ["Kuwait City", "Al Ahmadi", "Al Jahra", "Fahaheel"] },
  { name: "Qatar", code: "QA", cities: ["Doha", "Mesaieed", "Ras Laffan", "Al Khor", "Al Wakrah"] },
  { name: "Bahrain", code: "BH", cities: ["Manama", "Sitra", "Muharraq", "Riffa"] },
  { name: "Germany", code: "DE", cities: ["Ludwigshafen", "Leuna", "Marl", "Hamburg", "Düsseldorf"] },
  { name: "India", code: "IN", cities: ["Mumbai", "Jamnagar", "Vadodara", "Ankleshwar", "Chennai"] },
  { name: "China", code: "CN", cities: ["Shanghai", "Tianjin", "Dongying", "Daqing", "Ningbo"] },
  { name: "Turkey", code: "TR", cities: ["Istanbul", "Kocaeli", "İzmir", "Batman", "Ankara"] },
  { name: "Tanzania", code: "TZ", cities: ["Dar es Salaam", "Mtwara", "Dodoma", "Arusha"] },
  { name: "Canada", code: "CA", cities: ["Calgary", "Edmonton", "Nisku", "Fort McMurray"] },
  { name: "Egypt", code: "EG", cities: ["Cairo", "Alexandria", "Suez", "Ain Sokhna", "Port Said"] },
  { name: "Nigeria", code: "NG", cities: ["Lagos", "Port Harcourt", "Warri", "Abuja"] },
  { name: "Kazakhstan", code: "KZ", cities: ["Astana", "Atyrau", "Aktau", "Almaty"] },
];

// ---------------------------------------------------------------- processes

export const PROCESSES: readonly TreeSeed[] = [
  { name: "Upstream", children: ["Drilling", "Well Completion", "Production", "Enhanced Oil Recovery"] },
  { name: "Midstream", children: ["Gas Processing", "Pipeline Transport", "Storage"] },
  { name: "Downstream", children: ["Refining", "Petrochemicals", "Water Treatment"] },
];

/** Which product lines (top-level categories) a plant serving a leaf process typically makes. */
export const PROCESS_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  Drilling: ["Drilling Fluid Additives", "Foamers & Defoamers", "Surfactants & Wetting Agents", "H2S Scavengers"],
  "Well Completion": ["Cementing Additives", "Surfactants & Wetting Agents", "Corrosion Inhibitors", "Oxygen Scavengers"],
  Production: ["Corrosion Inhibitors", "Scale Inhibitors", "Demulsifiers", "Paraffin & Asphaltene Inhibitors", "H2S Scavengers", "Biocides"],
  "Enhanced Oil Recovery": ["Surfactants & Wetting Agents", "Flow Improvers / Drag Reducers", "Biocides", "Oxygen Scavengers", "Scale Inhibitors"],
  "Gas Processing": ["H2S Scavengers", "Foamers & Defoamers", "Corrosion Inhibitors"],
  "Pipeline Transport": ["Flow Improvers / Drag Reducers", "Corrosion Inhibitors", "Paraffin & Asphaltene Inhibitors", "Biocides"],
  Storage: ["Paraffin & Asphaltene Inhibitors", "H2S Scavengers", "Demulsifiers", "Biocides"],
  Refining: ["Corrosion Inhibitors", "Demulsifiers", "Foamers & Defoamers", "Water Clarifiers"],
  Petrochemicals: ["Foamers & Defoamers", "Oxygen Scavengers", "Water Clarifiers", "Corrosion Inhibitors"],
  "Water Treatment": ["Water Clarifiers", "Biocides", "Oxygen Scavengers", "Scale Inhibitors"],
};

// ---------------------------------------------------------------- categories and product lines

/** One product family: chemistry, where it is used, and (optionally) the child category it belongs to. */
type Base = readonly [type: string, chemistry: string, use: string, child?: string];

interface ProductLine {
  readonly category: string;
  readonly slug: string;
  readonly prefix: string;
  readonly firstCode: number;
  readonly children: readonly string[];
  /** Another top-level category that some products are also listed in. */
  readonly related: string;
  readonly solid?: boolean;
  readonly purpose: string;
  readonly dosage: readonly [low: number, high: number, unit: string];
  readonly injection: string;
  readonly storage: string;
  readonly bases: readonly Base[];
}

const LIQUID_PACKAGING = "200 L HDPE drums, 1000 L IBCs and bulk road tankers on request";
const SOLID_PACKAGING = "25 kg multi-wall bags on shrink-wrapped pallets and 1 t big bags; liquid grades in 200 L drums";
const LIQUID_STORAGE = "keep in the original closed containers between 5 °C and 40 °C, out of direct sunlight; shelf life 24 months";

const LINES: readonly ProductLine[] = [
  {
    category: "Corrosion Inhibitors", slug: "corrosion-inhibitors", prefix: "PetroGuard CI", firstCode: 210,
    children: ["Pipeline", "Downhole", "Refinery Overhead"], related: "Oxygen Scavengers",
    purpose: "It protects carbon-steel tubulars, flowlines and process equipment against CO₂-, H₂S- and oxygen-driven corrosion and is compatible with common scale inhibitors and demulsifiers.",
    dosage: [10, 50, "ppm based on total fluids"], injection: "continuous injection via chemical injection pump or batch treatment between pigging runs", storage: LIQUID_STORAGE,
    bases: [
      ["Water-soluble filming amine corrosion inhibitor", "a quaternary ammonium and fatty amine blend", "multiphase flowlines and trunk lines carrying wet crude", "Pipeline"],
      ["Oil-soluble imidazoline corrosion inhibitor", "tall-oil fatty acid imidazoline", "producing wells with high water cut and elevated CO₂ partial pressure", "Downhole"],
      ["Batch-treatment tubing corrosion inhibitor", "a high-persistence dimer/trimer acid imidazoline", "periodic batch treatment of sucker-rod and ESP wells", "Downhole"],
      ["Continuous-injection pipeline corrosion inhibitor", "phosphate ester and quaternary ammonium chemistry", "export pipelines where inhibitor availability must exceed 95 %", "Pipeline"],
      ["Neutralising amine for crude unit overheads", "a blend of low-volatility neutralising amines", "crude distillation overhead systems with chloride-driven acid dew-point corrosion", "Refinery Overhead"],
      ["Overhead filming corrosion inhibitor", "a polyamine film former in hydrocarbon carrier", "refinery overhead condensers and reflux drums", "Refinery Overhead"],
      ["Vapour-phase corrosion inhibitor for gas lines", "volatile amine carboxylates", "wet gas gathering lines and top-of-line corrosion control", "Pipeline"],
    ],
  },
  {
    category: "Scale Inhibitors", slug: "scale-inhibitors", prefix: "ScaleStop SI", firstCode: 410,
    children: ["Carbonate Scale", "Sulphate Scale", "Squeeze Treatments"], related: "Corrosion Inhibitors",
    purpose: "It prevents crystal nucleation and growth at threshold, sub-stoichiometric dosage and keeps tubulars, chokes and surface equipment free of mineral deposits.",
    dosage: [5, 30, "ppm in produced water"], injection: "continuous injection upstream of the scaling point, or squeeze placement into the near-wellbore formation", storage: LIQUID_STORAGE,
    bases: [
      ["Phosphonate scale inhibitor", "an ATMP/DTPMP phosphonate blend", "calcium carbonate control in produced water and water injection lines", "Carbonate Scale"],
      ["Polymeric sulphate scale inhibitor", "a sulphonated polyacrylate copolymer", "barium and strontium sulphate control where seawater mixes with formation water", "Sulphate Scale"],
      ["Squeeze scale inhibitor", "a phosphino-polycarboxylic acid (PPCA) with high rock adsorption", "downhole squeeze treatments with long return-curve lifetime", "Squeeze Treatments"],
      ["Iron-tolerant topside scale inhibitor", "a phosphonate–polymer blend stabilised against iron fouling", "separators, heat exchangers and produced-water handling", "Carbonate Scale"],
      ["High-salinity scale inhibitor", "a vinyl-sulphonate terpolymer", "formation waters above 150,000 mg/L total dissolved solids", "Sulphate Scale"],
      ["Combined scale and corrosion inhibitor", "a phosphonate and imidazoline co-formulation", "wells where a single capillary line must deliver both treatments"],
      ["Biodegradable scale inhibitor", "polyaspartate chemistry", "environmentally sensitive onshore and offshore installations", "Squeeze Treatments"],
    ],
  },
  {
    category: "Demulsifiers", slug: "demulsifiers", prefix: "PetroBreak Demulsifier DM", firstCode: 310,
    children: ["Crude Oil Dehydration", "Desalting", "Slop Oil Treatment"], related: "Water Clarifiers",
    purpose: "It destabilises the interfacial film around emulsified water droplets, speeding coalescence and delivering export-specification crude with low BS&W and salt content.",
    dosage: [10, 80, "ppm based on gross production"], injection: "injection upstream of the manifold or heater-treater at a point of good mixing", storage: LIQUID_STORAGE,
    bases: [
      ["Fast-acting water-drop demulsifier", "oxyalkylated alkylphenol-formaldehyde resins", "primary separation at gathering stations with short residence time", "Crude Oil Dehydration"],
      ["Interface-sharpening demulsifier blend", "polyol and resin ester intermediates", "production separators with persistent rag layers", "Crude Oil Dehydration"],
      ["Desalter demulsifier", "a polyglycol and sulphonate blend", "electrostatic desalters in refinery crude units", "Desalting"],
      ["Heavy-crude demulsifier", "high-molecular-weight oxyalkylated resins in aromatic solvent", "heavy and viscous crudes below 20° API", "Crude Oil Dehydration"],
      ["Slop-oil resolution demulsifier", "a cationic polymer and resin blend", "tank bottoms, slop oil and recovered-oil systems", "Slop Oil Treatment"],
      ["Reverse (oil-in-water) demulsifier", "a low-molecular-weight cationic polyamine", "oil removal from produced water ahead of flotation"],
      ["Nonylphenol-free demulsifier", "alkylphenol-free polyether chemistry", "sites with restrictions on nonylphenol ethoxylates", "Desalting"],
    ],
  },
  {
    category: "H2S Scavengers", slug: "h2s-scavengers", prefix: "SulfaClear HS", firstCode: 510,
    children: ["Liquid-Phase Scavengers", "Gas-Phase Scavengers"], related: "Biocides",
    purpose: "It reacts irreversibly with hydrogen sulphide to form stable, non-regenerating products, protecting personnel and bringing product streams to sales specification.",
    dosage: [3, 8, "litres per kg of H₂S removed"], injection: "atomised direct injection with adequate contact time, or contact towers for low gas rates", storage: LIQUID_STORAGE,
    bases: [
      ["MEA-triazine H2S scavenger", "monoethanolamine triazine", "direct injection into wet sour gas and contactor towers", "Gas-Phase Scavengers"],
      ["Non-triazine H2S scavenger", "a glyoxal-based aldehyde chemistry", "systems where triazine by-products cause calcium carbonate scale", "Liquid-Phase Scavengers"],
      ["Oil-soluble H2S scavenger for crude and fuel oil", "an oil-soluble amine–aldehyde condensate", "crude storage tanks, truck loading and residual fuel oil", "Liquid-Phase Scavengers"],
      ["Mercaptan and H2S scavenger", "a metal-free complex blend", "light hydrocarbons and condensates with mercaptan specifications", "Liquid-Phase Scavengers"],
      ["Contact-tower H2S scavenger", "high-active triazine", "bubble towers and batch scrubbers for low-volume sour gas", "Gas-Phase Scavengers"],
      ["Drilling mud H2S scavenger", "a zinc-based chelate", "water-based drilling fluids in sour formations"],
    ],
  },
  {
    category: "Biocides", slug: "biocides", prefix: "BioShield BC", firstCode: 610,
    children: ["Oxidising Biocides", "Non-Oxidising Biocides"], related: "Water Clarifiers",
    purpose: "It controls planktonic and sessile bacteria, including the sulphate-reducing and acid-producing bacteria responsible for reservoir souring, microbiologically influenced corrosion and plugging.",
    dosage: [50, 300, "ppm as batch treatment"], injection: "slug dosing once or twice a week, alternating chemistries to avoid resistance", storage: LIQUID_STORAGE,
    bases: [
      ["Glutaraldehyde biocide", "50 % glutaraldehyde", "injection water, hydrotest water and fracturing fluids", "Non-Oxidising Biocides"],
      ["THPS biocide", "tetrakis(hydroxymethyl)phosphonium sulphate", "control of sulphate-reducing bacteria in produced-water systems", "Non-Oxidising Biocides"],
      ["Quaternary ammonium biocide", "alkyl dimethyl benzyl ammonium chloride (ADBAC)", "pipeline pigging and batch treatment of dead legs", "Non-Oxidising Biocides"],
      ["DBNPA fast-kill biocide", "2,2-dibromo-3-nitrilopropionamide", "reverse-osmosis and cooling-water systems", "Non-Oxidising Biocides"],
      ["Stabilised bromine biocide", "a stabilised bromine–sulphamate complex", "open recirculating cooling towers", "Oxidising Biocides"],
      ["Chlorine dioxide precursor system", "acidified sodium chlorite", "seawater intake and injection systems", "Oxidising Biocides"],
      ["Synergistic glutaraldehyde–quat biocide", "glutaraldehyde with a quaternary ammonium co-biocide", "biofilm removal in water injection networks"],
    ],
  },
  {
    category: "Drilling Fluid Additives", slug: "drilling-fluid-additives", prefix: "DrillTec DF", firstCode: 110,
    children: ["Viscosifiers", "Fluid Loss Control", "Shale Inhibitors", "Lubricants"], related: "Surfactants & Wetting Agents", solid: true,
    purpose: "It keeps the mud system in specification across the whole interval, supporting hole cleaning, wellbore stability and efficient rates of penetration.",
    dosage: [1, 6, "kg/m³ of mud"], injection: "addition through the mixing hopper at a controlled rate to avoid fish-eyes", storage: "keep dry, off the ground and away from moisture; shelf life 24 months",
    bases: [
      ["Xanthan gum viscosifier", "high-purity xanthan biopolymer", "low-solids and drill-in fluids that need high low-shear-rate viscosity", "Viscosifiers"],
      ["Organophilic clay viscosifier", "amine-treated bentonite", "invert-emulsion (oil-based) drilling fluids", "Viscosifiers"],
      ["Polyanionic cellulose fluid loss reducer", "low- and regular-viscosity PAC", "water-based muds from freshwater to saturated salt systems", "Fluid Loss Control"],
      ["Modified starch fluid loss additive", "cross-linked, temperature-stabilised starch", "reservoir drill-in fluids where an acid-soluble filter cake is required", "Fluid Loss Control"],
      ["Polyamine shale inhibitor", "a low-molecular-weight polyetheramine", "reactive shale sections drilled with water-based muds", "Shale Inhibitors"],
      ["Potassium silicate shale stabiliser", "potassium silicate solution", "micro-fractured shales prone to pore-pressure transmission", "Shale Inhibitors"],
      ["Extreme-pressure drilling lubricant", "esterified vegetable oils with EP additives", "high-angle and extended-reach wells with high torque and drag", "Lubricants"],
      ["Glycol lubricant and anti-balling agent", "polyalkylene glycol", "soft clay sections where bit balling limits penetration rate", "Lubricants"],
    ],
  },
  {
    category: "Paraffin & Asphaltene Inhibitors", slug: "paraffin-asphaltene-inhibitors", prefix: "WaxFree PA", firstCode: 710,
    children: ["Paraffin Inhibitors", "Asphaltene Dispersants", "Pour Point Depressants"], related: "Flow Improvers / Drag Reducers",
    purpose: "It modifies wax crystal growth or keeps asphaltenes peptised so that deposits do not build up in tubing, flowlines and storage tanks.",
    dosage: [100, 800, "ppm"], injection: "continuous injection above the wax appearance temperature, ideally downhole or at the wellhead", storage: "keep above the product pour point in closed containers; warm gently before use in cold climates",
    bases: [
      ["EVA paraffin inhibitor", "an ethylene–vinyl acetate copolymer", "waxy crudes in subsea and buried flowlines", "Paraffin Inhibitors"],
      ["Polyacrylate pour point depressant", "a comb-type alkyl polyacrylate", "crude export and storage during winter shutdowns", "Pour Point Depressants"],
      ["Asphaltene dispersant", "alkylphenol resin and sulphonic acid chemistry", "wells and process equipment with asphaltene precipitation on pressure drop", "Asphaltene Dispersants"],
      ["Asphaltene inhibitor for miscible gas injection", "a polymeric dispersant", "miscible gas and CO₂ EOR projects", "Asphaltene Dispersants"],
      ["Paraffin solvent and dispersant", "an aromatic solvent with dispersant package", "hot-oiling replacement and tank cleaning", "Paraffin Inhibitors"],
      ["Wax crystal modifier for gas condensate", "a maleic anhydride–olefin copolymer", "condensates with a high wax appearance temperature", "Pour Point Depressants"],
    ],
  },
  {
    category: "Oxygen Scavengers", slug: "oxygen-scavengers", prefix: "OxyNil OS", firstCode: 810,
    children: [], related: "Corrosion Inhibitors",
    purpose: "It removes dissolved oxygen quickly and completely, preventing pitting corrosion in water injection systems, boilers and completion fluids.",
    dosage: [8, 12, "ppm of product per ppm of dissolved oxygen"], injection: "continuous injection immediately downstream of the deaerator or vacuum tower", storage: LIQUID_STORAGE,
    bases: [
      ["Ammonium bisulphite oxygen scavenger", "catalysed ammonium bisulphite", "seawater injection after deaeration towers"],
      ["Sodium sulphite oxygen scavenger", "cobalt-catalysed sodium sulphite", "low- and medium-pressure boilers"],
      ["Carbohydrazide oxygen scavenger", "carbohydrazide", "high-pressure boiler feedwater"],
      ["Volatile oxygen scavenger and metal passivator", "diethylhydroxylamine (DEHA)", "steam condensate networks"],
      ["Erythorbate oxygen scavenger", "sodium erythorbate", "completion brines and packer fluids"],
    ],
  },
  {
    category: "Flow Improvers / Drag Reducers", slug: "flow-improvers-drag-reducers", prefix: "FlowMax DR", firstCode: 910,
    children: ["Drag Reducing Agents", "Viscosity Reducers"], related: "Paraffin & Asphaltene Inhibitors",
    purpose: "It reduces frictional pressure loss in turbulent flow or lowers apparent viscosity, increasing pipeline capacity and cutting pumping energy.",
    dosage: [5, 50, "ppm"], injection: "injection downstream of the pump station discharge through a dedicated quill", storage: LIQUID_STORAGE,
    bases: [
      ["Ultra-high-molecular-weight drag reducing agent", "a poly-alpha-olefin slurry", "crude trunk lines that need more throughput without new pump stations", "Drag Reducing Agents"],
      ["Drag reducer for refined products", "a low-residue polyolefin suspension", "multiproduct pipelines carrying diesel and gasoline", "Drag Reducing Agents"],
      ["Water-soluble drag reducer", "a high-molecular-weight polyacrylamide", "water injection lines and slickwater fracturing", "Drag Reducing Agents"],
      ["Heavy-oil viscosity reducer", "a surfactant-based emulsifier system", "viscous crude transported as a low-viscosity oil-in-water emulsion", "Viscosity Reducers"],
      ["Flow improver for waxy crudes", "a polymeric flow improver", "pipelines operating close to the crude pour point", "Viscosity Reducers"],
    ],
  },
  {
    category: "Foamers & Defoamers", slug: "foamers-defoamers", prefix: "FoamTrol FD", firstCode: 120,
    children: ["Foamers", "Defoamers & Antifoams"], related: "Surfactants & Wetting Agents",
    purpose: "It gives precise control of foam: breaking unwanted foam in separation and gas treating, or generating stable foam where liquids must be lifted or carried.",
    dosage: [5, 200, "ppm"], injection: "injection upstream of the foaming vessel or via capillary string for deliquification", storage: LIQUID_STORAGE,
    bases: [
      ["Silicone antifoam emulsion", "a polydimethylsiloxane emulsion", "gas–oil separation plants and amine units", "Defoamers & Antifoams"],
      ["Silicone-free defoamer", "polyglycol and fatty-alcohol chemistry", "refinery units where silicone carry-over poisons catalysts", "Defoamers & Antifoams"],
      ["Fluorosilicone antifoam for crude separators", "fluorosilicone in hydrocarbon carrier", "light-crude separators with a high gas–oil ratio", "Defoamers & Antifoams"],
      ["Gas-well deliquification foamer", "an amphoteric betaine foamer", "liquid-loaded gas wells with a high condensate fraction", "Foamers"],
      ["Foam stick and batch foamer", "a solid anionic surfactant", "low-rate gas wells without capillary strings", "Foamers"],
      ["Foaming agent for air and foam drilling", "an alpha-olefin sulphonate", "underbalanced and air drilling operations", "Foamers"],
    ],
  },
  {
    category: "Cementing Additives", slug: "cementing-additives", prefix: "CemSet CA", firstCode: 130,
    children: ["Retarders", "Fluid Loss Additives", "Dispersants"], related: "Drilling Fluid Additives", solid: true,
    purpose: "It lets the cementing engineer tailor thickening time, fluid loss, rheology and set properties to the well design and bottom-hole conditions.",
    dosage: [0.2, 1.5, "% by weight of cement (BWOC)"], injection: "dry blending with the cement or addition to the mix water, following laboratory pilot tests", storage: "keep dry and cool; the powders are hygroscopic, so reseal opened bags; shelf life 24 months",
    bases: [
      ["Lignosulphonate cement retarder", "a modified lignosulphonate", "primary cementing at circulating temperatures up to 120 °C", "Retarders"],
      ["Synthetic high-temperature retarder", "an AMPS-based copolymer", "deep high-pressure, high-temperature wells", "Retarders"],
      ["Polymeric cement fluid loss additive", "an AMPS/acrylamide copolymer", "liner and production casing cementing across permeable zones", "Fluid Loss Additives"],
      ["Cement dispersant and friction reducer", "a sulphonated naphthalene–formaldehyde condensate", "slurries pumped at high rates with low friction pressure", "Dispersants"],
      ["Gas migration control additive", "a styrene–butadiene latex", "gas-prone annuli and shallow gas zones", "Fluid Loss Additives"],
      ["Chloride-free cement accelerator", "a calcium nitrate and silicate blend", "surface casing and conductor strings in cool formations"],
      ["Cement slurry defoamer", "a polyglycol-based defoamer", "slurry mixing where air entrainment affects density control"],
    ],
  },
  {
    category: "Water Clarifiers", slug: "water-clarifiers", prefix: "AquaClear WC", firstCode: 140,
    children: ["Produced Water Clarifiers", "Flocculants & Coagulants"], related: "Demulsifiers",
    purpose: "It removes dispersed oil and suspended solids from water streams so they meet discharge, reinjection or reuse specifications.",
    dosage: [2, 30, "ppm"], injection: "injection upstream of the flotation unit, hydrocyclone or clarifier with sufficient mixing energy", storage: LIQUID_STORAGE,
    bases: [
      ["Cationic polymer water clarifier", "a poly-DADMAC polymer", "produced water ahead of induced gas flotation", "Produced Water Clarifiers"],
      ["Dithiocarbamate water clarifier", "dithiocarbamate (DTC) chemistry", "systems that must reach single-digit oil-in-water values", "Produced Water Clarifiers"],
      ["Polyaluminium chloride coagulant", "a high-basicity polyaluminium chloride", "raw water and effluent treatment", "Flocculants & Coagulants"],
      ["Anionic polyacrylamide flocculant", "an emulsion polyacrylamide", "sludge dewatering and clarifier performance", "Flocculants & Coagulants"],
      ["Metal-free clarifier for disposal wells", "a cationic tannin", "produced water reinjection where solids cause injectivity decline", "Produced Water Clarifiers"],
    ],
  },
  {
    category: "Surfactants & Wetting Agents", slug: "surfactants-wetting-agents", prefix: "SurfaTec SW", firstCode: 150,
    children: ["EOR Surfactants", "Wetting Agents"], related: "Foamers & Defoamers",
    purpose: "It lowers interfacial tension and controls rock and solids wettability to improve recovery, fluid compatibility and well clean-up.",
    dosage: [0.1, 1, "% v/v"], injection: "blending into the treatment or injection fluid before pumping", storage: LIQUID_STORAGE,
    bases: [
      ["Alkylbenzene sulphonate EOR surfactant", "a linear alkylbenzene sulphonate", "surfactant–polymer flooding in sandstone reservoirs", "EOR Surfactants"],
      ["Internal olefin sulphonate EOR surfactant", "a C20–24 internal olefin sulphonate", "high-temperature, high-salinity chemical EOR", "EOR Surfactants"],
      ["Non-emulsifying agent for stimulation", "a nonionic alcohol ethoxylate blend", "acid and fracturing fluids, to prevent emulsion blocks", "Wetting Agents"],
      ["Oil-wetting agent for invert-emulsion mud", "a lecithin-derived wetting agent", "barite and cuttings wetting in oil-based drilling fluids", "Wetting Agents"],
      ["Microemulsion flowback aid", "a terpene-based microemulsion", "tight formations after hydraulic fracturing", "Wetting Agents"],
      ["Mutual solvent", "ethylene glycol monobutyl ether (EGMBE)", "acidising pre-flushes and wettability alteration"],
    ],
  },
];

export const CATEGORIES: readonly TreeSeed[] = LINES.map((l) => ({ name: l.category, children: l.children }));

// ---------------------------------------------------------------- solutions

interface Grade {
  readonly suffix: string;
  readonly label: string;
  readonly note: string;
}

const LIQUID_GRADES: readonly Grade[] = [
  { suffix: "", label: "", note: "Standard grade, supplied ready to use for ambient conditions up to 50 °C." },
  { suffix: " HT", label: "high-temperature", note: "Thermally stable to 150 °C and qualified in high-pressure ageing tests for deep, hot wells." },
  { suffix: " W", label: "winterised", note: "Winterised grade with a pour point below −35 °C for cold-climate storage and unheated injection skids." },
  { suffix: " LT", label: "low-toxicity", note: "Low-toxicity formulation built on readily biodegradable components, suited to offshore and environmentally sensitive sites." },
  { suffix: " XC", label: "concentrated", note: "Supplied at high active content for dilution on site, reducing freight, storage volume and container handling." },
];

const SOLID_GRADES: readonly Grade[] = [
  { suffix: "", label: "", note: "Standard API-grade product for general drilling and cementing programmes." },
  { suffix: " HT", label: "high-temperature", note: "Temperature-stable grade for bottom-hole temperatures up to 175 °C." },
  { suffix: " P", label: "premium", note: "Premium grade with tighter particle-size and purity specifications for reservoir sections." },
  { suffix: " LT", label: "low-toxicity", note: "Low-toxicity grade that meets offshore discharge requirements." },
  { suffix: " L", label: "liquid-dispersed", note: "Liquid-dispersed version for dust-free, rapid addition at the rig site." },
];

const CLOSING = [
  "<p>Produced under licence from our German technology partner and released by our ISO/IEC 17025-accredited laboratory in Sohar. MSDS and TDS are available on request.</p>",
  "<p>Our field service engineers run bottle tests, compatibility checks and residual monitoring on site to set the optimum dose for each system.</p>",
  "",
];

const PER_LINE = 13;

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Lower-cases the first letter unless the word is an acronym ("MEA-triazine", "THPS"). */
const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
const withArticle = (s: string) => (/^[aeiou]/i.test(s) ? `an ${s}` : `a ${s}`);
const round = (n: number) => String(Number(n.toPrecision(2)));

function lineSolutions(line: ProductLine): SolutionSeed[] {
  const grades = line.solid ? SOLID_GRADES : LIQUID_GRADES;
  const gradesAr = line.solid ? SOLID_GRADES_AR : LIQUID_GRADES_AR;
  const ar = LINES_AR[line.category];
  if (!ar || ar.bases.length !== line.bases.length) throw new Error(`catalog-ar.ts: no Arabic bases matching "${line.category}"`);
  const out: SolutionSeed[] = [];
  for (let i = 0; i < PER_LINE; i += 1) {
    const [type, chemistry, use, child] = line.bases[i % line.bases.length];
    const baseAr = ar.bases[i % line.bases.length];
    // Each pass over the bases shifts the grade, so no (base, grade) pair repeats.
    const grade = grades[(i + Math.floor(i / line.bases.length)) % grades.length];
    const name = `${line.prefix}-${line.firstCode + i * 10}${grade.suffix}`;
    const commercialName = grade.label ? `${capitalise(grade.label)} ${lowerFirst(type)}` : type;
    const low = line.dosage[0] * [1, 1.5, 2][i % 3];
    const high = Math.max(line.dosage[1] * [1, 1.25, 1.5, 2][i % 4], low * 1.5);
    const gradeAr = gradesAr[grade.suffix];
    if (!gradeAr) throw new Error(`catalog-ar.ts: no Arabic grade "${grade.suffix}"`);
    const nameAr = commercialNameAr(baseAr, gradeAr);
    const descriptionHtml = [
      `<p><strong>${name}</strong> is ${withArticle(lowerFirst(commercialName))} based on ${chemistry}. ${line.purpose}</p>`,
      `<p>Typical application: ${use}. ${grade.note}</p>`,
      "<ul>",
      `<li>Recommended dosage: ${round(low)}–${round(high)} ${line.dosage[2]}, optimised by field trial</li>`,
      `<li>Application: ${line.injection}</li>`,
      `<li>Packaging: ${line.solid ? SOLID_PACKAGING : LIQUID_PACKAGING}</li>`,
      `<li>Storage: ${line.storage}</li>`,
      "</ul>",
      CLOSING[i % CLOSING.length],
    ].join("");
    const descriptionAr = descriptionHtmlAr({
      name,
      commercialName: nameAr,
      chemistry: baseAr[2],
      purpose: ar.purpose,
      use: baseAr[3],
      gradeNote: gradeAr.note,
      low: round(low),
      high: round(high),
      dosageUnit: ar.dosageUnit,
      injection: ar.injection,
      packaging: line.solid ? SOLID_PACKAGING_AR : LIQUID_PACKAGING_AR,
      storage: ar.storage,
      closing: CLOSING_AR[i % CLOSING_AR.length],
    });
    const categories: CategoryRef[] = [{ parent: line.category, child }];
    if (i % 4 === 3) categories.push({ parent: line.related });
    out.push({
      name,
      commercialName,
      descriptionHtml,
      commercialNameAr: nameAr,
      descriptionHtmlAr: descriptionAr,
      imageUrl: i % 5 === 4 ? null : `/images/solutions/${line.slug}.svg`,
      categories,
      hazards: demoHazards(name, type, grade.suffix),
      technical: demoTechnical(type, grade.suffix, Boolean(line.solid), line.category, [Number(round(low)), Number(round(high))]),
    });
  }
  return out;
}

/** Export and partner-market grades whose names carry accents, for accent-insensitive search. */
const EXPORT_GRADES: readonly SolutionSeed[] = [
  {
    name: "Démulsifiant DM-340 (export grade)",
    commercialName: "Demulsifier for francophone markets, French labelling and SDS",
    descriptionHtml:
      "<p>The export grade of our <strong>PetroBreak Demulsifier DM-340</strong>, supplied with French-language labels, safety data sheets and certificates of analysis for operators in North and West Africa.</p><ul><li>Recommended dosage: 15–60 ppm based on gross production</li><li>Packaging: 200 L drums and 1000 L IBCs</li><li>Storage: 5–40 °C in closed containers; shelf life 24 months</li></ul>",
    commercialNameAr: "مزيل استحلاب للأسواق الناطقة بالفرنسية، بملصقات وصحائف بيانات سلامة باللغة الفرنسية",
    descriptionHtmlAr:
      "<p>المنتج <strong>Démulsifiant DM-340 (export grade)</strong> هو درجة التصدير من مزيل الاستحلاب <strong>PetroBreak Demulsifier DM-340</strong>، ويُورَّد بملصقات وصحائف بيانات سلامة وشهادات تحليل باللغة الفرنسية للمشغّلين في شمال أفريقيا وغربها.</p><ul><li>الجرعة الموصى بها: 15–60 ppm على أساس إجمالي الإنتاج</li><li>التعبئة: براميل سعة 200 L وحاويات IBC سعة 1000 L</li><li>التخزين: بين 5 و40 °C في عبوات مغلقة؛ مدة الصلاحية 24 شهرًا</li></ul>",
    imageUrl: "/images/solutions/demulsifiers.svg",
    categories: [{ parent: "Demulsifiers", child: "Crude Oil Dehydration" }],
    hazards: demoHazards("Démulsifiant DM-340 (export grade)", "Heavy-crude demulsifier", ""),
    technical: demoTechnical("Heavy-crude demulsifier", "", false, "Demulsifiers", [15, 60]),
  },
  {
    name: "Inhibiteur de corrosion CI-228 (qualité export)",
    commercialName: "Filming amine corrosion inhibitor, French-labelled export grade",
    descriptionHtml:
      "<p>Water-soluble filming amine corrosion inhibitor for flowlines and gathering systems, packed and labelled for French-speaking markets.</p><p>Compatible with our ScaleStop scale inhibitors and PetroBreak demulsifiers in the same injection programme.</p><ul><li>Recommended dosage: 10–40 ppm based on total fluids</li><li>Packaging: 200 L drums and 1000 L IBCs</li></ul>",
    commercialNameAr: "مثبط تآكل من الأمينات المكوِّنة للغشاء، درجة تصدير بملصقات باللغة الفرنسية",
    descriptionHtmlAr:
      "<p>المنتج <strong>Inhibiteur de corrosion CI-228 (qualité export)</strong> مثبط تآكل ذائب في الماء من الأمينات المكوِّنة للغشاء، لخطوط التدفق وأنظمة التجميع، يُعبّأ ويُوسَم للأسواق الناطقة بالفرنسية.</p><p>يتوافق مع مثبطات الترسبات ScaleStop ومزيلات الاستحلاب PetroBreak من إنتاجنا ضمن برنامج الحقن نفسه.</p><ul><li>الجرعة الموصى بها: 10–40 ppm على أساس إجمالي الموائع</li><li>التعبئة: براميل سعة 200 L وحاويات IBC سعة 1000 L</li></ul>",
    imageUrl: "/images/solutions/corrosion-inhibitors.svg",
    categories: [{ parent: "Corrosion Inhibitors", child: "Pipeline" }],
    hazards: demoHazards("Inhibiteur de corrosion CI-228 (qualité export)", "Water-soluble filming amine corrosion inhibitor", ""),
    technical: demoTechnical("Water-soluble filming amine corrosion inhibitor", "", false, "Corrosion Inhibitors", [10, 40]),
  },
  {
    name: "Säurekorrosionsinhibitor CI-297",
    commercialName: "Acid corrosion inhibitor for matrix acidising (partner formulation)",
    descriptionHtml:
      "<p>Developed by our German technology partner and blended in Sohar, this acid corrosion inhibitor protects coiled tubing and completion strings during hydrochloric and organic acid stimulation.</p><ul><li>Effective in 15 % and 28 % HCl up to 120 °C</li><li>Recommended dosage: 0.2–1.0 % v/v of acid</li><li>Packaging: 200 L drums</li></ul>",
    commercialNameAr: "مثبط تآكل للأحماض في عمليات التحميض المصفوفي (تركيبة الشريك)",
    descriptionHtmlAr:
      "<p>طوّر شريكنا الألماني في التقنية المنتج <strong>Säurekorrosionsinhibitor CI-297</strong>، ويُمزج في صحار؛ وهو مثبط تآكل للأحماض يحمي الأنابيب الملفوفة وسلاسل الإكمال خلال تحفيز الآبار بحمض الهيدروكلوريك والأحماض العضوية.</p><ul><li>فعّال في HCl بتركيز 15 % و28 % حتى 120 °C</li><li>الجرعة الموصى بها: 0.2–1.0 % v/v من الحمض</li><li>التعبئة: براميل سعة 200 L</li></ul>",
    imageUrl: "/images/solutions/corrosion-inhibitors.svg",
    categories: [{ parent: "Corrosion Inhibitors", child: "Downhole" }, { parent: "Surfactants & Wetting Agents" }],
    hazards: demoHazards("Säurekorrosionsinhibitor CI-297", "Acid corrosion inhibitor for matrix acidising", ""),
    technical: demoTechnical("Acid corrosion inhibitor for matrix acidising", "", false, "Corrosion Inhibitors", [2000, 10000] /* 0.2–1.0 % v/v of acid */),
  },
  {
    name: "Korozyon İnhibitörü CI-265",
    commercialName: "Pipeline corrosion inhibitor with Turkish labelling",
    descriptionHtml:
      "<p>Continuous-injection pipeline corrosion inhibitor supplied with Turkish-language labels and documentation for crude and product pipelines in Türkiye.</p><ul><li>Recommended dosage: 10–30 ppm</li><li>Packaging: 200 L drums and 1000 L IBCs</li><li>Storage: 5–40 °C, out of direct sunlight</li></ul>",
    commercialNameAr: "مثبط تآكل لخطوط الأنابيب بملصقات باللغة التركية",
    descriptionHtmlAr:
      "<p>المنتج <strong>Korozyon İnhibitörü CI-265</strong> مثبط تآكل لخطوط الأنابيب بالحقن المستمر، يُورَّد بملصقات ووثائق باللغة التركية لخطوط أنابيب النفط الخام والمنتجات في تركيا.</p><ul><li>الجرعة الموصى بها: 10–30 ppm</li><li>التعبئة: براميل سعة 200 L وحاويات IBC سعة 1000 L</li><li>التخزين: بين 5 و40 °C بعيدًا عن أشعة الشمس المباشرة</li></ul>",
    imageUrl: null,
    categories: [{ parent: "Corrosion Inhibitors", child: "Pipeline" }],
    hazards: demoHazards("Korozyon İnhibitörü CI-265", "Continuous-injection pipeline corrosion inhibitor", ""),
    technical: demoTechnical("Continuous-injection pipeline corrosion inhibitor", "", false, "Corrosion Inhibitors", [10, 30]),
  },
];

export const SOLUTIONS: readonly SolutionSeed[] = [...LINES.flatMap(lineSolutions), ...EXPORT_GRADES];

// ---------------------------------------------------------------- plants

const web = (host: string) => `https://${host}.example`;

export const PLANTS: readonly PlantSeed[] = [
  // Oman first: the headquarters country.
  { name: "Sohar Specialty Chemicals Complex", countryCode: "OM", address: "Plot 14, Sohar Industrial Port, PO Box 150, Sohar, Al Batinah North, Sultanate of Oman", latitude: 24.472, longitude: 56.6, websiteUrl: web("sohar-chemicals"), email: "sohar@sohar-chemicals.example", processes: ["Refining", "Petrochemicals", "Pipeline Transport"] },
  { name: "Duqm Petrochemical Blending Plant", countryCode: "OM", address: "Heavy Industrial Zone, Special Economic Zone at Duqm, Al Wusta, Sultanate of Oman", latitude: 19.64, longitude: 57.65, websiteUrl: web("duqm-blending"), email: "duqm@duqm-blending.example", processes: ["Refining", "Storage", "Petrochemicals"] },
  { name: "Rusayl Drilling Chemicals Plant", countryCode: "OM", address: "Road 9, Rusayl Industrial Estate, Muscat, Sultanate of Oman", latitude: 23.558, longitude: 58.19, websiteUrl: web("rusayl-drilling-chem"), email: "rusayl@rusayl-drilling-chem.example", processes: ["Drilling", "Well Completion"] },
  { name: "Salalah Free Zone Terminal & Blending Unit", countryCode: "OM", address: "Salalah Free Zone, Raysut, Salalah, Dhofar, Sultanate of Oman", latitude: 16.985, longitude: 54.035, websiteUrl: web("salalah-terminal"), processes: ["Storage", "Water Treatment"] },
  { name: "Fahud Field Chemical Service Base", countryCode: "OM", address: "Fahud Field Camp, Al Dhahirah Governorate, Sultanate of Oman", latitude: 22.353, longitude: 56.487, websiteUrl: web("fahud-fieldservice"), email: "fahud@fahud-fieldservice.example", processes: ["Production", "Enhanced Oil Recovery"] },
  { name: "Nizwa Oilfield Chemicals Plant", countryCode: "OM", address: "Nizwa Industrial Area, Ad Dakhiliyah, Sultanate of Oman", latitude: 22.905, longitude: 57.545, websiteUrl: web("nizwa-oilfield"), processes: ["Drilling", "Production"] },
  { name: "Sur Gas Treatment Chemicals Unit", countryCode: "OM", address: "Sur Industrial Estate, Ash Sharqiyah South, Sultanate of Oman", latitude: 22.51, longitude: 59.47, websiteUrl: web("sur-gaschem"), email: "sur@sur-gaschem.example", processes: ["Gas Processing", "Storage"] },
  { name: "Marmul EOR Chemicals Station", countryCode: "OM", address: "Marmul Field, Dhofar Governorate, Sultanate of Oman", latitude: 18.143, longitude: 55.236, websiteUrl: web("marmul-eor"), processes: ["Enhanced Oil Recovery", "Production"] },
  // United Arab Emirates
  { name: "Jebel Ali Distribution & Blending Hub", countryCode: "AE", address: "Plot S20118, Jebel Ali Free Zone South, Dubai, United Arab Emirates", latitude: 25.0, longitude: 55.1, websiteUrl: web("jafza-hub"), email: "dubai@jafza-hub.example", processes: ["Storage", "Pipeline Transport"] },
  { name: "Ruwais Refinery Services Unit", countryCode: "AE", address: "Ruwais Industrial Area, Al Dhafra, Abu Dhabi, United Arab Emirates", latitude: 24.095, longitude: 52.73, websiteUrl: web("ruwais-services"), processes: ["Refining", "Gas Processing"] },
  { name: "Musaffah Oilfield Chemicals Plant", countryCode: "AE", address: "Sector M-40, Musaffah Industrial Area, Abu Dhabi, United Arab Emirates", latitude: 24.35, longitude: 54.5, websiteUrl: web("musaffah-oilfield"), email: "abudhabi@musaffah-oilfield.example", processes: ["Drilling", "Well Completion", "Production"] },
  { name: "Hamriyah Water Treatment Chemicals Plant", countryCode: "AE", address: "Hamriyah Free Zone, Sharjah, United Arab Emirates", latitude: 25.455, longitude: 55.52, websiteUrl: web("hamriyah-water"), processes: ["Water Treatment", "Storage"] },
  // Saudi Arabia
  { name: "Jubail Specialty Chemicals Plant", countryCode: "SA", address: "Jubail Industrial City, Eastern Province, Kingdom of Saudi Arabia", latitude: 26.95, longitude: 49.57, websiteUrl: web("jubail-specialty"), email: "jubail@jubail-specialty.example", processes: ["Petrochemicals", "Water Treatment"] },
  { name: "Dammam Drilling Fluids Plant", countryCode: "SA", address: "Second Industrial City, Dammam, Eastern Province, Kingdom of Saudi Arabia", latitude: 26.25, longitude: 50.0, websiteUrl: web("dammam-drilling"), processes: ["Drilling", "Well Completion"] },
  { name: "Abqaiq Production Chemicals Base", countryCode: "SA", address: "Industrial Support Area, Abqaiq, Eastern Province, Kingdom of Saudi Arabia", latitude: 25.937, longitude: 49.668, websiteUrl: web("abqaiq-production"), processes: ["Production", "Gas Processing"] },
  { name: "Yanbu Refinery Chemicals Unit", countryCode: "SA", address: "Yanbu Industrial City, Al Madinah Province, Kingdom of Saudi Arabia", latitude: 24.03, longitude: 38.2, websiteUrl: web("yanbu-refinery-chem"), email: "yanbu@yanbu-refinery-chem.example", processes: ["Refining", "Pipeline Transport"] },
  // Kuwait
  { name: "Shuaiba Petrochemical Additives Plant", countryCode: "KW", address: "Block 3, Shuaiba Industrial Area, Al Ahmadi, State of Kuwait", latitude: 29.04, longitude: 48.125, websiteUrl: web("shuaiba-additives"), processes: ["Refining", "Petrochemicals"] },
  { name: "Ahmadi Field Service Base", countryCode: "KW", address: "Industrial Area, Al Ahmadi, State of Kuwait", latitude: 29.077, longitude: 48.084, websiteUrl: web("ahmadi-fieldservice"), email: "kuwait@ahmadi-fieldservice.example", processes: ["Production", "Enhanced Oil Recovery"] },
  // Qatar
  { name: "Mesaieed Process Chemicals Plant", countryCode: "QA", address: "Mesaieed Industrial City, State of Qatar", latitude: 24.97, longitude: 51.53, websiteUrl: web("mesaieed-process"), processes: ["Petrochemicals", "Water Treatment"] },
  { name: "Ras Laffan Gas Treating Chemicals Unit", countryCode: "QA", address: "Ras Laffan Industrial City, State of Qatar", latitude: 25.89, longitude: 51.53, websiteUrl: web("raslaffan-gastreating"), email: "qatar@raslaffan-gastreating.example", processes: ["Gas Processing", "Storage"] },
  // Bahrain
  { name: "Sitra Refinery Chemicals Depot", countryCode: "BH", address: "Sitra Industrial Area, Sitra, Kingdom of Bahrain", latitude: 26.15, longitude: 50.625, websiteUrl: web("sitra-depot"), processes: ["Refining", "Storage"] },
  // Germany (technology partner)
  { name: "Leuna Application & Technology Centre", countryCode: "DE", address: "Chemiestandort Leuna, Am Haupttor, 06237 Leuna, Germany", latitude: 51.317, longitude: 12.018, websiteUrl: web("leuna-technology"), email: "leuna@leuna-technology.example", processes: ["Petrochemicals"] },
  { name: "Ludwigshafen Formulation Centre", countryCode: "DE", address: "Industriestraße 12, 67063 Ludwigshafen am Rhein, Germany", latitude: 49.51, longitude: 8.42, websiteUrl: web("ludwigshafen-formulation"), processes: ["Petrochemicals", "Water Treatment"] },
  { name: "Marl Polymer Additives Plant", countryCode: "DE", address: "Chemiepark Marl, Paul-Baumann-Straße 1, 45772 Marl, Germany", latitude: 51.685, longitude: 7.095, websiteUrl: web("marl-polymer"), processes: ["Petrochemicals", "Refining"] },
  // India
  { name: "Jamnagar Refinery Chemicals Plant", countryCode: "IN", address: "Motikhavdi Industrial Area, Jamnagar, Gujarat, India", latitude: 22.34, longitude: 69.87, websiteUrl: web("jamnagar-refchem"), email: "india@jamnagar-refchem.example", processes: ["Refining", "Petrochemicals"] },
  { name: "Vadodara Surfactants Plant", countryCode: "IN", address: "GIDC Nandesari, Vadodara, Gujarat, India", latitude: 22.415, longitude: 73.1, websiteUrl: web("vadodara-surfactants"), processes: ["Petrochemicals"] },
  { name: "Ankleshwar Drilling Chemicals Plant", countryCode: "IN", address: "Plot 2204, GIDC Estate, Ankleshwar, Gujarat, India", latitude: 21.613, longitude: 73.02, websiteUrl: web("ankleshwar-drilling"), processes: ["Drilling", "Water Treatment"] },
  // China
  { name: "Dongying Oilfield Chemicals Plant", countryCode: "CN", address: "Dongying Economic Development Zone, Dongying, Shandong, China", latitude: 37.434, longitude: 118.675, websiteUrl: web("dongying-oilfield"), email: "china@dongying-oilfield.example", processes: ["Production", "Enhanced Oil Recovery", "Drilling"] },
  { name: "Shanghai Chemical Park Blending Unit", countryCode: "CN", address: "Shanghai Chemical Industry Park, Caojing, Jinshan District, Shanghai, China", latitude: 30.8, longitude: 121.4, websiteUrl: web("shanghai-blending"), processes: ["Petrochemicals", "Storage"] },
  // Turkey
  { name: "Kocaeli Process Chemicals Plant", countryCode: "TR", address: "Dilovası Organised Industrial Zone, Kocaeli, Türkiye", latitude: 40.795, longitude: 29.54, websiteUrl: web("kocaeli-process"), email: "turkiye@kocaeli-process.example", processes: ["Refining", "Water Treatment"] },
  { name: "Batman Production Chemicals Base", countryCode: "TR", address: "Organised Industrial Zone, Batman, Türkiye", latitude: 37.887, longitude: 41.132, websiteUrl: web("batman-production"), processes: ["Production", "Pipeline Transport"] },
  // Tanzania
  { name: "Dar es Salaam Blending & Distribution Plant", countryCode: "TZ", address: "Nyerere Road Industrial Area, Dar es Salaam, Tanzania", latitude: -6.85, longitude: 39.25, websiteUrl: web("dar-blending"), email: "tanzania@dar-blending.example", processes: ["Storage", "Gas Processing"] },
  // Canada
  { name: "Nisku Oilfield Chemicals Plant", countryCode: "CA", address: "Nisku Business Park, Leduc County, Alberta, Canada", latitude: 53.337, longitude: -113.53, websiteUrl: web("nisku-oilfield"), email: "canada@nisku-oilfield.example", processes: ["Drilling", "Well Completion", "Production"] },
  { name: "Fort McMurray Oil Sands Chemicals Unit", countryCode: "CA", address: "Taiganova Industrial Park, Fort McMurray, Alberta, Canada", latitude: 56.727, longitude: -111.381, websiteUrl: web("fortmcmurray-oilsands"), processes: ["Enhanced Oil Recovery", "Water Treatment"] },
  // Egypt
  { name: "Ain Sokhna Refinery Chemicals Plant", countryCode: "EG", address: "Industrial Zone, Suez Canal Economic Zone, Ain Sokhna, Egypt", latitude: 29.63, longitude: 32.27, websiteUrl: web("sokhna-refchem"), email: "egypt@sokhna-refchem.example", processes: ["Refining", "Storage"] },
  { name: "Borg El Arab Water Treatment Chemicals Plant", countryCode: "EG", address: "Third Industrial Zone, New Borg El Arab, Alexandria, Egypt", latitude: 30.87, longitude: 29.58, websiteUrl: web("borgelarab-water"), processes: ["Petrochemicals", "Water Treatment"] },
  // Nigeria
  { name: "Port Harcourt Production Chemicals Plant", countryCode: "NG", address: "Trans-Amadi Industrial Layout, Port Harcourt, Rivers State, Nigeria", latitude: 4.81, longitude: 7.04, websiteUrl: web("portharcourt-production"), email: "nigeria@portharcourt-production.example", processes: ["Production", "Pipeline Transport"] },
  { name: "Warri Drilling Fluids Plant", countryCode: "NG", address: "Ekpan Industrial Area, Warri, Delta State, Nigeria", latitude: 5.53, longitude: 5.75, websiteUrl: web("warri-drilling"), processes: ["Drilling", "Well Completion"] },
  // Kazakhstan
  { name: "Atyrau Oilfield Chemicals Plant", countryCode: "KZ", address: "Industrial Zone, Atyrau, Republic of Kazakhstan", latitude: 47.095, longitude: 51.95, websiteUrl: web("atyrau-oilfield"), email: "kazakhstan@atyrau-oilfield.example", processes: ["Production", "Refining"] },
  { name: "Aktau Pipeline Chemicals Terminal", countryCode: "KZ", address: "Special Economic Zone Seaport Aktau, Mangystau Region, Republic of Kazakhstan", latitude: 43.67, longitude: 51.23, websiteUrl: web("aktau-terminal"), processes: ["Pipeline Transport", "Storage"] },
];

// ---------------------------------------------------------------- careers

export const JOB_FUNCTIONS: readonly string[] = [
  "Procurement", "Production Engineering", "HSE", "Laboratory / QA", "Operations",
  "Management", "Research & Development", "Logistics", "Other",
];

export const DEPARTMENTS: readonly string[] = [
  "Research & Development", "Production", "Sales & Marketing", "Health Safety & Environment",
  "Finance & Administration", "Supply Chain", "Technical Services",
];

export const VACANCIES: readonly VacancySeed[] = [
  {
    title: "Senior Formulation Chemist – Production Chemicals", department: "Research & Development", countryCode: "OM", city: "Sohar", available: true,
    summary: "Join our Sohar laboratory team to develop and qualify corrosion inhibitors, scale inhibitors and demulsifiers for operators across the Gulf.",
    responsibilities: ["Design and optimise formulations against customer field conditions", "Run bottle tests, wheel tests, autoclave and dynamic scale loop studies", "Transfer new products from laboratory to plant scale with Production", "Work with our German technology partner on joint development projects"],
    requirements: ["MSc or PhD in chemistry or chemical engineering", "At least 7 years in oilfield or specialty chemicals formulation", "Hands-on experience with corrosion and scale test methods", "Fluent English; Arabic is an advantage"],
  },
  {
    title: "Process Engineer – Blending Plant", department: "Production", countryCode: "OM", city: "Duqm", available: true,
    summary: "Support the start-up and continuous improvement of our Duqm blending plant, serving refinery and storage customers in the Special Economic Zone.",
    responsibilities: ["Own batch records, recipes and process safety information", "Lead debottlenecking and yield improvement projects", "Support management of change and HAZOP studies", "Train shift operators on new equipment and procedures"],
    requirements: ["BSc in chemical engineering", "3–5 years in a chemical, blending or refinery environment", "Knowledge of batch process control and ISO 9001", "Valid driving licence for Oman or GCC"],
  },
  {
    title: "HSE Officer", department: "Health Safety & Environment", countryCode: "OM", city: "Sohar", available: true,
    summary: "Help keep our largest site safe for people and the environment, working closely with operations, contractors and the port authority.",
    responsibilities: ["Carry out site inspections, permit-to-work audits and toolbox talks", "Investigate incidents and track corrective actions to closure", "Maintain environmental monitoring and waste records", "Coordinate emergency drills with the Sohar Industrial Port fire service"],
    requirements: ["Degree or diploma in occupational health and safety", "NEBOSH International General Certificate", "2+ years in a chemical or oil and gas facility", "Omani nationals are strongly encouraged to apply"],
  },
  {
    title: "Technical Sales Engineer – Oilfield Chemicals", department: "Sales & Marketing", countryCode: "OM", city: "Muscat", available: true,
    summary: "Grow our production chemicals business with operators and service companies in Oman, from first trial to long-term supply contract.",
    responsibilities: ["Identify opportunities and prepare technical-commercial proposals", "Plan and supervise field trials with our field service team", "Manage tenders and key accounts with national and international operators", "Feed market insight back to R&D and product management"],
    requirements: ["BSc in chemistry, chemical or petroleum engineering", "4+ years selling oilfield or water treatment chemicals", "Strong presentation and negotiation skills in English and Arabic", "Willingness to travel to field locations in the interior"],
  },
  {
    title: "Laboratory Analyst (QA/QC)", department: "Production", countryCode: "OM", city: "Salalah", available: true,
    summary: "Release raw materials and finished products at our Salalah terminal and blending unit to specification, every batch, every shift.",
    responsibilities: ["Test raw materials and finished goods to approved methods", "Calibrate and maintain laboratory instruments", "Issue certificates of analysis and keep LIMS records up to date", "Support customer complaint investigations"],
    requirements: ["Diploma or BSc in chemistry", "1–3 years in a QA/QC laboratory", "Familiarity with titration, GC and FTIR", "Willingness to work rotating shifts"],
  },
  {
    title: "Field Service Technician", department: "Technical Services", countryCode: "OM", city: "Nizwa", available: true,
    summary: "Be our presence at the wellsite: commission injection equipment, monitor treatments and make sure every programme delivers results.",
    responsibilities: ["Install and maintain chemical injection skids", "Collect samples and run field tests for residuals and water quality", "Report treatment performance to customers and sales engineers", "Apply HSE standards at all customer locations"],
    requirements: ["Technical diploma in mechanical, chemical or instrumentation fields", "Experience in oil and gas field operations", "Valid Oman driving licence, desert driving certificate preferred", "Omani nationals are strongly encouraged to apply"],
  },
  {
    title: "Logistics Coordinator", department: "Supply Chain", countryCode: "OM", city: "Sohar", available: false,
    summary: "Coordinate inbound raw materials and outbound deliveries of drums, IBCs and bulk tankers across the GCC.",
    responsibilities: ["Plan shipments and book freight with approved carriers", "Prepare export documents and dangerous goods declarations", "Track stock levels and warehouse capacity", "Resolve delivery issues with customers and hauliers"],
    requirements: ["Degree in logistics or business administration", "2+ years in chemical or dangerous goods logistics", "Working knowledge of ADR/IMDG and GCC customs procedures", "Good ERP skills"],
  },
  {
    title: "Accountant", department: "Finance & Administration", countryCode: "OM", city: "Muscat", available: true,
    summary: "Keep our books accurate and on time as part of a small, busy finance team at our Muscat head office.",
    responsibilities: ["Prepare monthly closing entries and reconciliations", "Manage accounts payable and receivable", "Support VAT filings and the annual audit", "Prepare management reports for plant managers"],
    requirements: ["Bachelor's degree in accounting; ACCA or CMA in progress", "3+ years of experience, ideally in manufacturing", "Advanced Excel and ERP skills", "Omani nationals are strongly encouraged to apply"],
  },
  {
    title: "Area Sales Manager – Saudi Arabia", department: "Sales & Marketing", countryCode: "SA", city: "Dammam", available: true,
    summary: "Lead our commercial growth in the Kingdom, supported by the Jubail, Dammam and Abqaiq plants.",
    responsibilities: ["Own the sales plan and key account strategy for Saudi Arabia", "Build relationships with operators, drilling contractors and refineries", "Lead vendor registration and tender submissions", "Coach a team of technical sales engineers"],
    requirements: ["Degree in engineering or chemistry", "10+ years in oilfield chemicals sales in the GCC", "Established network with Saudi operators", "Fluent Arabic and English"],
  },
  {
    title: "Drilling Fluids Application Specialist", department: "Technical Services", countryCode: "AE", city: "Abu Dhabi", available: false,
    summary: "Support drilling contractors with our DrillTec range, from mud programme design to troubleshooting at the rig.",
    responsibilities: ["Design and pilot-test water- and oil-based mud formulations", "Provide on-rig support during critical sections", "Run product trainings for mud engineers", "Write technical bulletins and case studies"],
    requirements: ["BSc in petroleum or chemical engineering", "5+ years as a mud engineer or fluids specialist", "IADC WellSharp or equivalent certification", "Rotational work and travel across the region"],
  },
];

export const OFFER_OMAN: readonly string[] = [
  "Competitive tax-free salary and annual performance bonus",
  "Housing and transport allowances",
  "Medical insurance for you and your family",
  "Annual leave with return air ticket",
  "Technical training at our German partner's technology centre",
];

export const OFFER_ABROAD: readonly string[] = [
  "Competitive salary and performance bonus in line with the local market",
  "Medical insurance for you and your family",
  "Company car or transport allowance",
  "Regional career opportunities within our group",
];
