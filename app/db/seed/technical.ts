/**
 * Demo technical data (issue 41): the problem list, each demo base chemistry's technical profile, and the demo
 * cities' coordinates. ILLUSTRATIVE: the problems, systems, temperature ratings, injection points and dose ranges
 * are plausible for the chemistry named (and the dose ranges are the ones each product's description states), NOT
 * the specification of any real product. A grade's suffix changes its profile as its name says: HT raises the
 * temperature rating (150 °C for liquids, 175 °C for solids, as the grade notes in ./data.ts say), LT adds the
 * low-toxicity and readily-biodegradable grades and offshore use, W (winterised) changes only its pour point.
 */
import type { DoseUnit, EnvironmentalGrade, InjectionPoint, SiteCode, SystemCode } from "~/content/technical";

interface ProblemSeed {
  readonly slug: string;
  readonly name: string;
  readonly nameAr: string;
}

/** The problem list: three groups, each with its problems, in the finder's order. */
export const PROBLEM_GROUPS: readonly (ProblemSeed & { readonly problems: readonly ProblemSeed[] })[] = [
  {
    slug: "production",
    name: "Production and processing",
    nameAr: "الإنتاج والمعالجة",
    problems: [
      { slug: "h2s", name: "Hydrogen sulphide (H₂S)", nameAr: "كبريتيد الهيدروجين (H₂S)" },
      { slug: "sweet-corrosion", name: "Sweet (CO₂) corrosion", nameAr: "التآكل الحلو (CO₂)" },
      { slug: "sour-corrosion", name: "Sour (H₂S) corrosion", nameAr: "التآكل الحامض (H₂S)" },
      { slug: "oxygen-corrosion", name: "Oxygen corrosion", nameAr: "التآكل بالأكسجين" },
      { slug: "acid-corrosion", name: "Acid corrosion (overheads, acidising)", nameAr: "التآكل الحمضي (الأجزاء العلوية والتحميض)" },
      { slug: "carbonate-scale", name: "Carbonate scale", nameAr: "قشور الكربونات" },
      { slug: "sulphate-scale", name: "Sulphate scale", nameAr: "قشور الكبريتات" },
      { slug: "emulsions", name: "Emulsions", nameAr: "المستحلبات" },
      { slug: "paraffin", name: "Paraffin (wax)", nameAr: "البارافين (الشمع)" },
      { slug: "asphaltenes", name: "Asphaltenes", nameAr: "الأسفلتينات" },
      { slug: "bacteria", name: "Bacteria and MIC", nameAr: "البكتيريا والتآكل الميكروبي (MIC)" },
      { slug: "foam", name: "Foam", nameAr: "الرغوة" },
      { slug: "hydrates", name: "Gas hydrates", nameAr: "هيدرات الغاز" },
      { slug: "drag", name: "Drag and pipeline throughput", nameAr: "الاحتكاك وسعة خطوط الأنابيب" },
      { slug: "produced-water-quality", name: "Produced-water quality (oil and solids)", nameAr: "جودة المياه المصاحبة (الزيت والمواد الصلبة)" },
      { slug: "liquid-loading", name: "Liquid loading in gas wells", nameAr: "تراكم السوائل في آبار الغاز" },
      { slug: "residual-oil", name: "Residual oil after waterflooding (EOR)", nameAr: "النفط المتبقي بعد الغمر بالماء (الاستخلاص المعزز)" },
    ],
  },
  {
    slug: "drilling",
    name: "Drilling",
    nameAr: "الحفر",
    problems: [
      { slug: "hole-cleaning", name: "Poor hole cleaning (low mud viscosity)", nameAr: "ضعف تنظيف البئر (لزوجة طين منخفضة)" },
      { slug: "mud-fluid-loss", name: "Mud fluid loss", nameAr: "فقدان سوائل الطين" },
      { slug: "shale-instability", name: "Shale instability", nameAr: "عدم استقرار الطَّفَل الصخري" },
      { slug: "torque-drag", name: "Torque, drag and bit balling", nameAr: "عزم الدوران والاحتكاك وتكتّل الطين على رأس الحفر" },
      { slug: "oil-mud-wetting", name: "Water-wet solids in oil-based mud", nameAr: "مواد صلبة مبللة بالماء في الطين الزيتي" },
    ],
  },
  {
    slug: "cementing",
    name: "Cementing",
    nameAr: "التسميت",
    problems: [
      { slug: "cement-thickening-time", name: "Cement setting too early", nameAr: "تصلّب الإسمنت قبل الأوان" },
      { slug: "slow-cement-set", name: "Slow cement strength in cool formations", nameAr: "بطء اكتساب الإسمنت لمقاومته في التكوينات الباردة" },
      { slug: "cement-fluid-loss", name: "Cement fluid loss", nameAr: "فقدان سوائل الإسمنت" },
      { slug: "cement-rheology", name: "High slurry friction pressure", nameAr: "ارتفاع ضغط احتكاك الملاط" },
      { slug: "gas-migration", name: "Gas migration through the cement", nameAr: "هجرة الغاز عبر الإسمنت" },
    ],
  },
];

/** A base chemistry's profile at its standard grade. `problems`: the first is the one its description's dose is for. */
interface BaseProfile {
  readonly problems: readonly string[];
  readonly systems: readonly SystemCode[];
  readonly maxC: number;
  readonly injection: readonly InjectionPoint[];
  readonly offshore?: boolean;
  readonly grades?: readonly EnvironmentalGrade[];
}

const P = (problems: string[], systems: SystemCode[], maxC: number, injection: InjectionPoint[], extra: Partial<BaseProfile> = {}): BaseProfile => ({ problems, systems, maxC, injection, ...extra });

/** By the base's type (./data.ts `bases`, first field). */
const BASE_PROFILES: Readonly<Record<string, BaseProfile>> = {
  // Corrosion inhibitors
  "Water-soluble filming amine corrosion inhibitor": P(["sweet-corrosion", "sour-corrosion"], ["multiphase", "produced-water"], 80, ["wellhead", "flowline"]),
  "Oil-soluble imidazoline corrosion inhibitor": P(["sweet-corrosion", "sour-corrosion"], ["oil", "multiphase"], 90, ["downhole", "wellhead"]),
  "Batch-treatment tubing corrosion inhibitor": P(["sweet-corrosion", "sour-corrosion"], ["oil", "multiphase"], 100, ["downhole"]),
  "Continuous-injection pipeline corrosion inhibitor": P(["sweet-corrosion", "sour-corrosion"], ["oil", "multiphase"], 70, ["pipeline"], { offshore: true }),
  "Neutralising amine for crude unit overheads": P(["acid-corrosion"], ["oil"], 150, ["overhead"]),
  "Overhead filming corrosion inhibitor": P(["acid-corrosion"], ["oil"], 150, ["overhead"]),
  "Vapour-phase corrosion inhibitor for gas lines": P(["sweet-corrosion", "sour-corrosion"], ["gas"], 80, ["wellhead", "pipeline"], { offshore: true }),
  "Acid corrosion inhibitor for matrix acidising": P(["acid-corrosion"], [], 120, ["treatment-fluid"]),
  // Scale inhibitors
  "Phosphonate scale inhibitor": P(["carbonate-scale"], ["produced-water", "multiphase"], 120, ["wellhead", "water-injection"]),
  "Polymeric sulphate scale inhibitor": P(["sulphate-scale"], ["produced-water", "multiphase"], 120, ["downhole", "water-injection"], { offshore: true }),
  "Squeeze scale inhibitor": P(["sulphate-scale", "carbonate-scale"], ["produced-water"], 140, ["squeeze"], { offshore: true }),
  "Iron-tolerant topside scale inhibitor": P(["carbonate-scale"], ["produced-water"], 90, ["separator"]),
  "High-salinity scale inhibitor": P(["sulphate-scale"], ["produced-water"], 130, ["downhole", "water-injection"]),
  "Combined scale and corrosion inhibitor": P(["carbonate-scale", "sweet-corrosion"], ["multiphase", "produced-water"], 110, ["downhole"]),
  "Biodegradable scale inhibitor": P(["carbonate-scale", "sulphate-scale"], ["produced-water"], 90, ["squeeze", "downhole"], { offshore: true, grades: ["readily-biodegradable"] }),
  // Demulsifiers
  "Fast-acting water-drop demulsifier": P(["emulsions"], ["oil", "multiphase"], 90, ["manifold", "separator"]),
  "Interface-sharpening demulsifier blend": P(["emulsions"], ["oil", "multiphase"], 90, ["separator"], { offshore: true }),
  "Desalter demulsifier": P(["emulsions"], ["oil"], 140, ["separator"]),
  "Heavy-crude demulsifier": P(["emulsions"], ["oil"], 120, ["manifold", "separator"]),
  "Slop-oil resolution demulsifier": P(["emulsions"], ["oil"], 80, ["storage-tank"]),
  "Reverse (oil-in-water) demulsifier": P(["produced-water-quality", "emulsions"], ["produced-water"], 80, ["separator"], { offshore: true }),
  "Nonylphenol-free demulsifier": P(["emulsions"], ["oil", "multiphase"], 90, ["manifold", "separator"]),
  // H2S scavengers (dosed by the H₂S load, litres per kg removed: no ppm range)
  "MEA-triazine H2S scavenger": P(["h2s"], ["gas", "multiphase"], 80, ["gas-contactor", "pipeline"]),
  "Non-triazine H2S scavenger": P(["h2s"], ["gas", "multiphase", "produced-water"], 80, ["pipeline"], { offshore: true }),
  "Oil-soluble H2S scavenger for crude and fuel oil": P(["h2s"], ["oil"], 90, ["storage-tank"]),
  "Mercaptan and H2S scavenger": P(["h2s"], ["oil", "gas"], 70, ["storage-tank", "pipeline"]),
  "Contact-tower H2S scavenger": P(["h2s"], ["gas"], 60, ["gas-contactor"]),
  "Drilling mud H2S scavenger": P(["h2s"], ["drilling-fluid"], 150, ["mud-system"]),
  // Biocides
  "Glutaraldehyde biocide": P(["bacteria"], ["produced-water"], 80, ["water-injection"], { offshore: true }),
  "THPS biocide": P(["bacteria"], ["produced-water", "multiphase"], 90, ["water-injection", "flowline"], { offshore: true, grades: ["readily-biodegradable"] }),
  "Quaternary ammonium biocide": P(["bacteria"], ["produced-water", "multiphase"], 70, ["pipeline"]),
  "DBNPA fast-kill biocide": P(["bacteria"], ["produced-water"], 50, ["cooling-water"]),
  "Stabilised bromine biocide": P(["bacteria"], ["produced-water"], 60, ["cooling-water"]),
  "Chlorine dioxide precursor system": P(["bacteria"], ["produced-water"], 40, ["water-injection"], { offshore: true }),
  "Synergistic glutaraldehyde–quat biocide": P(["bacteria"], ["produced-water"], 70, ["water-injection"]),
  // Drilling fluid additives (dosed in kg/m³ of mud: no ppm range)
  "Xanthan gum viscosifier": P(["hole-cleaning"], ["drilling-fluid"], 120, ["mud-system"]),
  "Organophilic clay viscosifier": P(["hole-cleaning"], ["drilling-fluid"], 180, ["mud-system"]),
  "Polyanionic cellulose fluid loss reducer": P(["mud-fluid-loss"], ["drilling-fluid"], 150, ["mud-system"]),
  "Modified starch fluid loss additive": P(["mud-fluid-loss"], ["drilling-fluid"], 135, ["mud-system"]),
  "Polyamine shale inhibitor": P(["shale-instability"], ["drilling-fluid"], 150, ["mud-system"]),
  "Potassium silicate shale stabiliser": P(["shale-instability"], ["drilling-fluid"], 120, ["mud-system"]),
  "Extreme-pressure drilling lubricant": P(["torque-drag"], ["drilling-fluid"], 150, ["mud-system"]),
  "Glycol lubricant and anti-balling agent": P(["torque-drag", "shale-instability"], ["drilling-fluid"], 120, ["mud-system"]),
  // Paraffin and asphaltene inhibitors
  "EVA paraffin inhibitor": P(["paraffin"], ["oil", "multiphase"], 90, ["downhole", "wellhead", "pipeline"], { offshore: true }),
  "Polyacrylate pour point depressant": P(["paraffin"], ["oil"], 80, ["pipeline", "storage-tank"]),
  "Asphaltene dispersant": P(["asphaltenes"], ["oil"], 120, ["downhole", "wellhead"]),
  "Asphaltene inhibitor for miscible gas injection": P(["asphaltenes"], ["oil", "multiphase"], 130, ["downhole"]),
  "Paraffin solvent and dispersant": P(["paraffin", "asphaltenes"], ["oil"], 80, ["flowline", "storage-tank"]),
  "Wax crystal modifier for gas condensate": P(["paraffin"], ["gas", "oil"], 80, ["pipeline"]),
  // Oxygen scavengers (dosed per ppm of dissolved oxygen: no ppm range of fluid)
  "Ammonium bisulphite oxygen scavenger": P(["oxygen-corrosion"], ["produced-water"], 60, ["water-injection"], { offshore: true }),
  "Sodium sulphite oxygen scavenger": P(["oxygen-corrosion"], [], 180, ["boiler-feedwater"]),
  "Carbohydrazide oxygen scavenger": P(["oxygen-corrosion"], [], 250, ["boiler-feedwater"]),
  "Volatile oxygen scavenger and metal passivator": P(["oxygen-corrosion"], [], 250, ["boiler-feedwater"]),
  "Erythorbate oxygen scavenger": P(["oxygen-corrosion"], [], 120, ["treatment-fluid"]),
  // Flow improvers and drag reducers
  "Ultra-high-molecular-weight drag reducing agent": P(["drag"], ["oil"], 60, ["pipeline"]),
  "Drag reducer for refined products": P(["drag"], ["oil"], 50, ["pipeline"]),
  "Water-soluble drag reducer": P(["drag"], ["produced-water"], 80, ["water-injection", "treatment-fluid"]),
  "Heavy-oil viscosity reducer": P(["drag"], ["oil"], 90, ["wellhead", "pipeline"]),
  "Flow improver for waxy crudes": P(["drag", "paraffin"], ["oil"], 70, ["pipeline"]),
  // Foamers and defoamers
  "Silicone antifoam emulsion": P(["foam"], ["oil", "multiphase"], 150, ["separator"], { offshore: true }),
  "Silicone-free defoamer": P(["foam"], ["oil"], 120, ["separator"]),
  "Fluorosilicone antifoam for crude separators": P(["foam"], ["oil", "multiphase"], 120, ["separator"], { offshore: true }),
  "Gas-well deliquification foamer": P(["liquid-loading"], ["gas"], 150, ["downhole"]),
  "Foam stick and batch foamer": P(["liquid-loading"], ["gas"], 90, ["downhole"]),
  "Foaming agent for air and foam drilling": P(["hole-cleaning"], ["drilling-fluid"], 120, ["mud-system"]),
  // Cementing additives (dosed by weight of cement: no ppm range)
  "Lignosulphonate cement retarder": P(["cement-thickening-time"], ["cement-slurry"], 120, ["cement-mix"]),
  "Synthetic high-temperature retarder": P(["cement-thickening-time"], ["cement-slurry"], 200, ["cement-mix"]),
  "Polymeric cement fluid loss additive": P(["cement-fluid-loss"], ["cement-slurry"], 180, ["cement-mix"]),
  "Cement dispersant and friction reducer": P(["cement-rheology"], ["cement-slurry"], 150, ["cement-mix"]),
  "Gas migration control additive": P(["gas-migration", "cement-fluid-loss"], ["cement-slurry"], 150, ["cement-mix"]),
  "Chloride-free cement accelerator": P(["slow-cement-set"], ["cement-slurry"], 60, ["cement-mix"]),
  "Cement slurry defoamer": P(["foam"], ["cement-slurry"], 150, ["cement-mix"]),
  // Water clarifiers
  "Cationic polymer water clarifier": P(["produced-water-quality"], ["produced-water"], 80, ["separator"], { offshore: true }),
  "Dithiocarbamate water clarifier": P(["produced-water-quality"], ["produced-water"], 80, ["separator"]),
  "Polyaluminium chloride coagulant": P(["produced-water-quality"], ["produced-water"], 60, ["separator"]),
  "Anionic polyacrylamide flocculant": P(["produced-water-quality"], ["produced-water"], 60, ["separator"]),
  "Metal-free clarifier for disposal wells": P(["produced-water-quality"], ["produced-water"], 80, ["water-injection"], { grades: ["readily-biodegradable"] }),
  // Surfactants and wetting agents
  "Alkylbenzene sulphonate EOR surfactant": P(["residual-oil"], ["produced-water"], 70, ["water-injection"]),
  "Internal olefin sulphonate EOR surfactant": P(["residual-oil"], ["produced-water"], 120, ["water-injection"]),
  "Non-emulsifying agent for stimulation": P(["emulsions"], [], 120, ["treatment-fluid"]),
  "Oil-wetting agent for invert-emulsion mud": P(["oil-mud-wetting"], ["drilling-fluid"], 150, ["mud-system"]),
  "Microemulsion flowback aid": P(["emulsions"], [], 100, ["treatment-fluid"]),
  "Mutual solvent": P(["emulsions"], [], 100, ["treatment-fluid"]),
};

/**
 * A product line's dose as the calculator reads it, when its description's dose is a share of the fluid: ppm by
 * volume for products dosed into oil and multiphase streams, mg/L for those dosed into water. Lines dosed another
 * way (per kg of H₂S, per ppm of oxygen, per m³ of mud, by weight of cement) have no such range.
 */
const LINE_DOSE_UNITS: Readonly<Record<string, DoseUnit>> = {
  "Corrosion Inhibitors": "ppm-v",
  "Scale Inhibitors": "mg-l",
  Demulsifiers: "ppm-v",
  Biocides: "mg-l",
  "Paraffin & Asphaltene Inhibitors": "ppm-v",
  "Flow Improvers / Drag Reducers": "ppm-v",
  "Foamers & Defoamers": "ppm-v",
  "Water Clarifiers": "mg-l",
  // 0.1–1 % v/v is 1,000–10,000 ppm by volume.
  "Surfactants & Wetting Agents": "ppm-v",
};

/** "% v/v" doses are stated in per cent: the calculator's ppm by volume is 10,000 times that. */
const PERCENT_LINES: ReadonlySet<string> = new Set(["Surfactants & Wetting Agents"]);

export interface TechnicalSeed {
  readonly systems: readonly SystemCode[];
  readonly maxTemperatureC: number;
  readonly injectionPoints: readonly InjectionPoint[];
  readonly environmentalGrades: readonly EnvironmentalGrade[];
  readonly sites: readonly SiteCode[];
  readonly problems: readonly { slug: string; doseMin: number | null; doseMax: number | null; doseUnit: DoseUnit | null }[];
}

/**
 * A demo solution's technical data: its base's profile at its grade, with the dose range its description states
 * (`dose`, in the line's unit; null when the line is not dosed as a share of the fluid). Every problem the base
 * treats gets that range.
 */
export function demoTechnical(baseType: string, gradeSuffix: string, solid: boolean, line: string, dose: readonly [number, number] | null): TechnicalSeed {
  const base = BASE_PROFILES[baseType];
  if (!base) throw new Error(`technical.ts: no technical profile for "${baseType}"`);
  const suffix = gradeSuffix.trim();
  const lowToxicity = suffix === "LT";
  const maxTemperatureC = suffix === "HT" ? Math.max(base.maxC, solid ? 175 : 150) : base.maxC;
  const grades = new Set<EnvironmentalGrade>(base.grades ?? []);
  if (lowToxicity) {
    grades.add("low-toxicity");
    // The liquid LT grades are "built on readily biodegradable components" (./data.ts); the solid ones only meet discharge limits.
    if (!solid) grades.add("readily-biodegradable");
  }
  const sites: SiteCode[] = ["onshore"];
  if (base.offshore || lowToxicity || grades.has("readily-biodegradable")) sites.push("offshore");
  const unit = LINE_DOSE_UNITS[line] ?? null;
  const scale = PERCENT_LINES.has(line) ? 10_000 : 1;
  const range = unit && dose ? { doseMin: Number((dose[0] * scale).toPrecision(3)), doseMax: Number((dose[1] * scale).toPrecision(3)), doseUnit: unit } : { doseMin: null, doseMax: null, doseUnit: null };
  return {
    systems: base.systems,
    maxTemperatureC,
    injectionPoints: base.injection,
    environmentalGrades: [...grades],
    sites,
    problems: base.problems.map((slug) => ({ slug, ...range })),
  };
}

/**
 * The demo cities' centres and, for each country, its capital's (the point a country alone stands for), WGS 84
 * degrees rounded to about 100 m; approximate, for ordering plants by distance.
 */
export const COUNTRY_POINTS: Readonly<Record<string, readonly [number, number]>> = {
  OM: [23.588, 58.383],
  AE: [24.453, 54.377],
  SA: [24.713, 46.675],
  KW: [29.376, 47.977],
  QA: [25.285, 51.531],
  BH: [26.228, 50.586],
  DE: [52.52, 13.405],
  IN: [28.614, 77.209],
  CN: [39.904, 116.407],
  TR: [39.933, 32.86],
  TZ: [-6.163, 35.752],
  CA: [45.421, -75.697],
  EG: [30.044, 31.236],
  NG: [9.076, 7.399],
  KZ: [51.169, 71.449],
};

export const CITY_POINTS: Readonly<Record<string, readonly [number, number]>> = {
  Muscat: [23.588, 58.383], Sohar: [24.347, 56.709], Duqm: [19.662, 57.704], Salalah: [17.019, 54.089], Nizwa: [22.933, 57.533], Sur: [22.567, 59.529],
  "Abu Dhabi": [24.453, 54.377], Dubai: [25.205, 55.271], Sharjah: [25.346, 55.421], Ruwais: [24.11, 52.73], Fujairah: [25.128, 56.326],
  Riyadh: [24.713, 46.675], Dammam: [26.421, 50.089], "Al Khobar": [26.217, 50.197], Jubail: [27.004, 49.646], Yanbu: [24.089, 38.064], Abqaiq: [25.935, 49.669],
  "Kuwait City": [29.376, 47.977], "Al Ahmadi": [29.077, 48.084], "Al Jahra": [29.337, 47.658], Fahaheel: [29.082, 48.13],
  Doha: [25.285, 51.531], Mesaieed: [24.99, 51.548], "Ras Laffan": [25.91, 51.56], "Al Khor": [25.684, 51.505], "Al Wakrah": [25.171, 51.603],
  Manama: [26.228, 50.586], Sitra: [26.155, 50.62], Muharraq: [26.257, 50.612], Riffa: [26.13, 50.555],
  Ludwigshafen: [49.477, 8.445], Leuna: [51.317, 12.017], Marl: [51.656, 7.09], Hamburg: [53.551, 9.994], Düsseldorf: [51.228, 6.774],
  Mumbai: [19.076, 72.878], Jamnagar: [22.471, 70.058], Vadodara: [22.307, 73.181], Ankleshwar: [21.626, 73.015], Chennai: [13.083, 80.271],
  Shanghai: [31.23, 121.474], Tianjin: [39.343, 117.362], Dongying: [37.434, 118.675], Daqing: [46.589, 125.104], Ningbo: [29.868, 121.544],
  Istanbul: [41.008, 28.978], Kocaeli: [40.765, 29.94], İzmir: [38.423, 27.143], Batman: [37.887, 41.132], Ankara: [39.933, 32.86],
  "Dar es Salaam": [-6.792, 39.208], Mtwara: [-10.27, 40.183], Dodoma: [-6.163, 35.752], Arusha: [-3.387, 36.683],
  Calgary: [51.045, -114.057], Edmonton: [53.546, -113.494], Nisku: [53.337, -113.53], "Fort McMurray": [56.727, -111.381],
  Cairo: [30.044, 31.236], Alexandria: [31.2, 29.919], Suez: [29.967, 32.55], "Ain Sokhna": [29.6, 32.317], "Port Said": [31.266, 32.302],
  Lagos: [6.524, 3.379], "Port Harcourt": [4.815, 7.05], Warri: [5.517, 5.75], Abuja: [9.076, 7.399],
  Astana: [51.169, 71.449], Atyrau: [47.094, 51.924], Aktau: [43.65, 51.197], Almaty: [43.238, 76.946],
};
