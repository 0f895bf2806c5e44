/**
 * Demo hazard data: one hazard profile per base chemistry of the demo catalogue (./data.ts), with the GHS
 * classification, the label's precautionary statements, physical data and, through ./hazard-transport.ts, UN
 * transport. ILLUSTRATIVE: plausible for the chemistry named, NOT a classification of any real product; a product's
 * safety data sheet is the reference. Pictograms, signal word and hazard statements are not written here: they are
 * derived from the classification (./hazard-rules.ts), so they agree with it by construction.
 */
import { NOT_ENTERED_HAZARDS, resolveHazards, type HazardProfile, type SolutionHazards } from "./hazard-rules";

export type { SolutionHazards } from "./hazard-rules";

/** Constituents named in n.o.s. shipping names. */
const T = {
  aromatic: { en: "light aromatic solvent naphtha", ar: "نفثا مذيب عطرية خفيفة" },
  heavyAromatic: { en: "heavy aromatic solvent naphtha", ar: "نفثا مذيب عطرية ثقيلة" },
  kerosene: { en: "kerosene", ar: "كيروسين" },
  xylene: { en: "xylene", ar: "زيلين" },
  isopropanol: { en: "isopropanol", ar: "آيزوبروبانول" },
  methanol: { en: "methanol", ar: "ميثانول" },
  imidazoline: { en: "imidazoline", ar: "إيميدازولين" },
  fattyAmine: { en: "fatty amine", ar: "أمين دهني" },
  polyamine: { en: "fatty polyamine", ar: "بولي أمين دهني" },
  quat: { en: "quaternary ammonium compound", ar: "مركب أمونيوم رباعي" },
  phosphateEster: { en: "phosphate ester", ar: "إستر فوسفاتي" },
  ethanolamine: { en: "ethanolamine", ar: "إيثانول أمين" },
  dmea: { en: "N,N-dimethylethanolamine", ar: "N,N-ثنائي ميثيل إيثانول أمين" },
  atmp: { en: "aminotris(methylenephosphonic acid)", ar: "حمض أمينوتري(ميثيلين فوسفونيك)" },
  dtpmp: { en: "diethylenetriamine penta(methylenephosphonic acid)", ar: "حمض ثنائي إيثيلين ثلاثي أمين خماسي(ميثيلين فوسفونيك)" },
  ddbsa: { en: "dodecylbenzenesulphonic acid", ar: "حمض دوديسيل بنزين سلفونيك" },
  triazine: { en: "hexahydro-1,3,5-tris(hydroxyethyl)-s-triazine", ar: "هكساهيدرو-1,3,5-ثلاثي(هيدروكسي إيثيل)-s-ترايازين" },
  zinc: { en: "zinc compound", ar: "مركب زنك" },
  glutaraldehyde: { en: "glutaraldehyde", ar: "جلوتارالدهيد" },
  thps: { en: "tetrakis(hydroxymethyl)phosphonium sulphate", ar: "كبريتات رباعي(هيدروكسي ميثيل) فوسفونيوم" },
  adbac: { en: "alkyl dimethyl benzyl ammonium chloride", ar: "كلوريد ألكيل ثنائي ميثيل بنزيل الأمونيوم" },
  dbnpa: { en: "2,2-dibromo-3-nitrilopropionamide", ar: "2,2-ثنائي برومو-3-نيتريلو بروبيوناميد" },
  caustic: { en: "sodium hydroxide", ar: "هيدروكسيد الصوديوم" },
  hypobromite: { en: "sodium hypobromite", ar: "هيبوبروميت الصوديوم" },
  polyetheramine: { en: "polyetheramine", ar: "بولي إيثر أمين" },
  bisulphite: { en: "ammonium bisulphite", ar: "بيسلفيت الأمونيوم" },
  deha: { en: "N,N-diethylhydroxylamine", ar: "N,N-ثنائي إيثيل هيدروكسيل أمين" },
  calciumNitrate: { en: "calcium nitrate", ar: "نترات الكالسيوم" },
  dtc: { en: "sodium dimethyldithiocarbamate", ar: "ثنائي ميثيل ثنائي ثيوكربامات الصوديوم" },
  pac: { en: "aluminium chloride hydroxide", ar: "هيدروكسيد كلوريد الألومنيوم" },
  limonene: { en: "d-limonene", ar: "د-ليمونين" },
  propargyl: { en: "propargyl alcohol", ar: "كحول البروبارجيل" },
  amineCarboxylate: { en: "cyclohexylamine benzoate", ar: "بنزوات سيكلوهكسيل أمين" },
  ppca: { en: "phosphinopolycarboxylic acid", ar: "حمض فوسفينو متعدد الكربوكسيل" },
  cationicPolyamine: { en: "epichlorohydrin–dimethylamine polyamine", ar: "بولي أمين من الإيبيكلوروهيدرين وثنائي ميثيل أمين" },
  butylGlycol: { en: "2-butoxyethanol", ar: "2-بوتوكسي إيثانول" },
  polyether: { en: "polyether polyol", ar: "بولي أول بولي إيثري" },
  glyoxal: { en: "glyoxal", ar: "جليوكسال" },
  carbohydrazide: { en: "carbohydrazide", ar: "كربوهيدرازيد" },
  polyacrylamide: { en: "polyacrylamide", ar: "بولي أكريلاميد" },
  ethoxylate: { en: "alcohol ethoxylate", ar: "إيثوكسيلات كحولية" },
  betaine: { en: "cocamidopropyl betaine", ar: "كوكاميدوبروبيل بيتايين" },
  sls: { en: "sodium lauryl sulphate", ar: "كبريتات لوريل الصوديوم" },
  aos: { en: "sodium alpha-olefin sulphonate", ar: "سلفونات ألفا أوليفين الصوديوم" },
  snf: { en: "sulphonated naphthalene–formaldehyde condensate", ar: "متكاثف النفثالين والفورمالدهيد المسلفن" },
  tannin: { en: "modified tannin", ar: "تانين معدّل" },
  las: { en: "sodium alkylbenzene sulphonate", ar: "سلفونات ألكيل بنزين الصوديوم" },
  ios: { en: "sodium internal olefin sulphonate", ar: "سلفونات الأوليفين الداخلية الصوديومية" },
  silicate: { en: "potassium silicate", ar: "سيليكات البوتاسيوم" },
  sulphurisedEster: { en: "sulphurised fatty acid ester", ar: "إستر حمض دهني مكبرت" },
  quartz: { en: "quartz", ar: "كوارتز" },
  chlorite: { en: "sodium chlorite", ar: "كلوريت الصوديوم" },
};

const NONE: HazardProfile["classes"] = [];

// Label sets that several solvent-borne profiles share (Flam. Liq. 3, Asp. Tox. 1, STOT SE 3, Aquatic Chronic 2).
const P_AROMATIC = ["P210", "P261", "P273", "P280", "P301+P316", "P331", "P403+P235", "P501"];
const P_CORROSIVE = ["P260", "P273", "P280", "P301+P330+P331", "P302+P361+P354", "P305+P354+P338", "P316", "P501"];
const AROMATIC = ["Flam. Liq. 3", "Asp. Tox. 1", "STOT SE 3 narcotic", "Aquatic Chronic 2"];

/** By the base's type (./data.ts `bases`, first field; the export grades by the type their text describes). */
export const HAZARD_PROFILES: Readonly<Record<string, HazardProfile>> = {
  // Corrosion inhibitors
  "Water-soluble filming amine corrosion inhibitor": { classes: ["Acute Tox. 4 oral", "Skin Corr. 1B", "Eye Dam. 1", "Aquatic Acute 1", "Aquatic Chronic 2"], p: P_CORROSIVE, physical: [null, 9.5, 995, -12], entry: "amines", technical: [T.fattyAmine, T.quat] },
  "Oil-soluble imidazoline corrosion inhibitor": { classes: ["Flam. Liq. 3", "Asp. Tox. 1", "Skin Irrit. 2", "Eye Dam. 1", "STOT SE 3 narcotic", "Aquatic Chronic 2"], p: ["P210", "P273", "P280", "P301+P316", "P305+P354+P338", "P331", "P403+P235", "P501"], physical: [38, null, 915, -30], technical: [T.aromatic, T.imidazoline] },
  "Batch-treatment tubing corrosion inhibitor": { classes: ["Flam. Liq. 3", "Asp. Tox. 1", "Skin Corr. 1B", "Eye Dam. 1", "STOT SE 3 narcotic", "Aquatic Chronic 2"], p: ["P210", "P273", "P280", "P301+P330+P331", "P302+P361+P354", "P305+P354+P338", "P316", "P501"], physical: [42, null, 935, -24], technical: [T.imidazoline, T.aromatic] },
  "Continuous-injection pipeline corrosion inhibitor": { classes: ["Met. Corr. 1", "Skin Corr. 1B", "Eye Dam. 1", "Aquatic Acute 1", "Aquatic Chronic 2"], p: ["P234", "P273", "P280", "P301+P330+P331", "P302+P361+P354", "P305+P354+P338", "P316", "P501"], physical: [null, 2.5, 1080, -15], entry: "acidic-organic", technical: [T.phosphateEster, T.quat] },
  "Neutralising amine for crude unit overheads": { classes: ["Acute Tox. 4 oral", "Acute Tox. 4 dermal", "Skin Corr. 1B", "Eye Dam. 1", "STOT SE 3 respiratory"], p: ["P260", "P280", "P301+P330+P331", "P302+P361+P354", "P304+P340", "P305+P354+P338", "P316", "P501"], physical: [null, 12, 1010, -20], entry: "basic-organic", technical: [T.ethanolamine, T.dmea] },
  "Overhead filming corrosion inhibitor": { classes: ["Flam. Liq. 3", "Asp. Tox. 1", "Skin Irrit. 2", "Eye Dam. 1", "Skin Sens. 1B", "Aquatic Chronic 2"], p: ["P210", "P261", "P273", "P280", "P301+P316", "P305+P354+P338", "P331", "P501"], physical: [45, null, 870, -36], technical: [T.kerosene, T.polyamine] },
  "Vapour-phase corrosion inhibitor for gas lines": { classes: ["Acute Tox. 4 oral", "Skin Irrit. 2", "Eye Dam. 1", "Aquatic Chronic 3"], p: ["P264", "P270", "P273", "P280", "P301+P317", "P302+P352", "P305+P354+P338", "P317"], physical: [null, 8.5, 1045, -18] , technical: [T.amineCarboxylate] },
  // Scale inhibitors
  "Phosphonate scale inhibitor": { classes: ["Met. Corr. 1", "Eye Dam. 1"], p: ["P234", "P264+P265", "P280", "P305+P354+P338", "P317", "P390", "P406"], physical: [null, 1.5, 1320, -10], entry: "acidic-organic", technical: [T.atmp, T.dtpmp] },
  "Polymeric sulphate scale inhibitor": { classes: NONE, p: [], physical: [null, 6, 1150, -8], winterise: "glycol" },
  "Squeeze scale inhibitor": { classes: ["Eye Irrit. 2"], p: ["P264+P265", "P280", "P305+P351+P338", "P337+P317"], physical: [null, 3.5, 1200, -6], winterise: "glycol" , technical: [T.ppca] },
  "Iron-tolerant topside scale inhibitor": { classes: ["Met. Corr. 1", "Skin Irrit. 2", "Eye Dam. 1"], p: ["P234", "P264", "P280", "P302+P352", "P305+P354+P338", "P317", "P390", "P406"], physical: [null, 2, 1250, -12], entry: "acidic-organic", technical: [T.dtpmp] },
  "High-salinity scale inhibitor": { classes: NONE, p: [], physical: [null, 5.5, 1180, -10], winterise: "glycol" },
  "Combined scale and corrosion inhibitor": { classes: ["Met. Corr. 1", "Skin Corr. 1B", "Eye Dam. 1", "Aquatic Chronic 2"], p: ["P234", ...P_CORROSIVE.slice(1)], physical: [null, 3, 1120, -20], entry: "acidic-organic", technical: [T.atmp, T.imidazoline] },
  "Biodegradable scale inhibitor": { classes: NONE, p: [], physical: [null, 9, 1300, -5], winterise: "glycol" },
  // Demulsifiers
  "Fast-acting water-drop demulsifier": { classes: AROMATIC, p: P_AROMATIC, physical: [29, null, 940, -33], technical: [T.aromatic] },
  "Interface-sharpening demulsifier blend": { classes: ["Flam. Liq. 2", "Asp. Tox. 1", "Eye Irrit. 2", "STOT SE 3 narcotic", "Aquatic Chronic 2"], p: ["P210", "P273", "P280", "P301+P316", "P305+P351+P338", "P331", "P403+P235", "P501"], physical: [18, null, 905, -40], technical: [T.isopropanol, T.aromatic] },
  "Desalter demulsifier": { classes: ["Asp. Tox. 1", "Skin Irrit. 2", "Eye Dam. 1", "Aquatic Chronic 2"], p: ["P273", "P280", "P301+P316", "P302+P352", "P305+P354+P338", "P331", "P405", "P501"], physical: [65, null, 985, -27], technical: [T.heavyAromatic, T.ddbsa] },
  "Heavy-crude demulsifier": { classes: ["Flam. Liq. 3", "Asp. Tox. 1", "Skin Irrit. 2", "STOT SE 3 narcotic", "Aquatic Chronic 2"], p: P_AROMATIC, physical: [35, null, 950, -30], technical: [T.aromatic] },
  "Slop-oil resolution demulsifier": { classes: ["Flam. Liq. 3", "Skin Irrit. 2", "Eye Dam. 1", "Aquatic Chronic 2"], p: ["P210", "P273", "P280", "P302+P352", "P305+P354+P338", "P317", "P403+P235", "P501"], physical: [31, null, 960, -25], technical: [T.isopropanol, T.aromatic] },
  "Reverse (oil-in-water) demulsifier": { classes: ["Eye Irrit. 2", "Aquatic Chronic 3"], p: ["P264+P265", "P273", "P280", "P305+P351+P338", "P337+P317", "P501"], physical: [null, 5, 1110, -8], winterise: "glycol" , technical: [T.cationicPolyamine] },
  "Nonylphenol-free demulsifier": { classes: ["Acute Tox. 4 inhalation", "Eye Irrit. 2", "Aquatic Chronic 3"], p: ["P261", "P271", "P273", "P280", "P304+P340", "P305+P351+P338", "P317", "P501"], physical: [68, null, 975, -30] , technical: [T.butylGlycol, T.polyether] },
  // H2S scavengers
  "MEA-triazine H2S scavenger": { classes: ["Acute Tox. 4 oral", "Acute Tox. 4 dermal", "Eye Dam. 1", "Skin Sens. 1", "Aquatic Chronic 3"], p: ["P261", "P272", "P280", "P301+P317", "P302+P352", "P305+P354+P338", "P317", "P501"], physical: [null, 10.5, 1080, -15] , technical: [T.triazine] },
  "Non-triazine H2S scavenger": { classes: ["Acute Tox. 4 inhalation", "Skin Irrit. 2", "Eye Irrit. 2", "Skin Sens. 1", "Muta. 2"], p: ["P203", "P261", "P280", "P302+P352", "P305+P351+P338", "P318", "P405", "P501"], physical: [null, 3, 1260, -12] , technical: [T.glyoxal] },
  "Oil-soluble H2S scavenger for crude and fuel oil": { classes: ["Flam. Liq. 3", "Acute Tox. 4 oral", "Asp. Tox. 1", "Skin Irrit. 2", "Eye Dam. 1", "Skin Sens. 1", "Aquatic Chronic 2"], p: ["P210", "P261", "P273", "P280", "P301+P316", "P305+P354+P338", "P331", "P501"], physical: [40, null, 925, -30], technical: [T.aromatic] },
  "Mercaptan and H2S scavenger": { classes: ["Acute Tox. 4 oral", "Skin Corr. 1C", "Eye Dam. 1", "Aquatic Chronic 3"], p: P_CORROSIVE, physical: [null, 11, 1060, -20], entry: "basic-organic", technical: [T.ethanolamine] },
  "Contact-tower H2S scavenger": { classes: ["Acute Tox. 4 oral", "Acute Tox. 4 dermal", "Skin Corr. 1C", "Eye Dam. 1", "Skin Sens. 1", "Aquatic Chronic 3"], p: ["P260", "P272", "P280", "P301+P330+P331", "P302+P361+P354", "P305+P354+P338", "P316", "P501"], physical: [null, 11, 1140, -18], entry: "basic-organic", technical: [T.triazine, T.ethanolamine] },
  "Drilling mud H2S scavenger": { classes: ["Eye Irrit. 2", "Aquatic Acute 1", "Aquatic Chronic 1"], p: ["P264+P265", "P273", "P280", "P305+P351+P338", "P337+P317", "P391", "P501"], physical: [null, 7.5, 1350, -5], technical: [T.zinc], winterise: "glycol", aquaticInherent: true },
  // Biocides: toxic to aquatic life by what they are for, so no grade drops that.
  "Glutaraldehyde biocide": { classes: ["Acute Tox. 3 oral", "Acute Tox. 3 inhalation", "Skin Corr. 1B", "Eye Dam. 1", "Resp. Sens. 1", "Skin Sens. 1A", "STOT SE 3 respiratory", "Aquatic Acute 1", "Aquatic Chronic 2"], p: ["P260", "P273", "P280", "P284", "P301+P330+P331", "P302+P361+P354", "P305+P354+P338", "P316"], physical: [null, 3.5, 1130, -15], technical: [T.glutaraldehyde], aquaticInherent: true },
  "THPS biocide": { classes: ["Acute Tox. 4 oral", "Acute Tox. 4 inhalation", "Eye Dam. 1", "Skin Sens. 1", "STOT RE 2", "Aquatic Acute 1", "Aquatic Chronic 2"], p: ["P260", "P273", "P280", "P302+P352", "P305+P354+P338", "P317", "P391", "P501"], physical: [null, 4.5, 1390, -35], technical: [T.thps], aquaticInherent: true },
  "Quaternary ammonium biocide": { classes: ["Acute Tox. 4 oral", "Skin Corr. 1B", "Eye Dam. 1", "Aquatic Acute 1", "Aquatic Chronic 1"], p: ["P260", "P273", "P280", "P301+P330+P331", "P302+P361+P354", "P305+P354+P338", "P316", "P391"], physical: [null, 7, 980, -8], entry: "disinfectant", technical: [T.adbac], aquaticInherent: true },
  "DBNPA fast-kill biocide": { classes: ["Acute Tox. 4 oral", "Acute Tox. 4 inhalation", "Eye Dam. 1", "Skin Sens. 1", "STOT RE 2", "Aquatic Acute 1", "Aquatic Chronic 1"], p: ["P260", "P273", "P280", "P302+P352", "P305+P354+P338", "P317", "P391", "P501"], physical: [null, 3, 1240, -20], technical: [T.dbnpa], aquaticInherent: true },
  "Stabilised bromine biocide": { classes: ["Met. Corr. 1", "Skin Corr. 1B", "Eye Dam. 1", "Aquatic Acute 1"], p: ["P234", ...P_CORROSIVE.slice(0, 7)], physical: [null, 13, 1330, -10], entry: "basic-inorganic", technical: [T.caustic, T.hypobromite], winterise: "glycol", aquaticInherent: true },
  "Chlorine dioxide precursor system": { classes: ["Acute Tox. 4 oral", "Skin Corr. 1B", "Eye Dam. 1", "STOT RE 2", "Aquatic Acute 1", "Aquatic Chronic 2"], p: P_CORROSIVE, physical: [null, 12.5, 1220, -12], entry: "chlorite", technical: [T.chlorite], winterise: "glycol", aquaticInherent: true },
  "Synergistic glutaraldehyde–quat biocide": { classes: ["Acute Tox. 4 oral", "Acute Tox. 4 inhalation", "Skin Corr. 1B", "Eye Dam. 1", "Resp. Sens. 1", "Skin Sens. 1", "Aquatic Acute 1", "Aquatic Chronic 2"], p: ["P260", "P273", "P280", "P284", "P301+P330+P331", "P302+P361+P354", "P305+P354+P338", "P316"], physical: [null, 4, 1060, -12], entry: "disinfectant", technical: [T.glutaraldehyde, T.adbac], aquaticInherent: true },
  // Drilling fluid additives: mostly inert powders; the liquids among them are named as such.
  "Xanthan gum viscosifier": { classes: NONE, p: [], physical: [null, 7, null, null], form: "solid" },
  "Organophilic clay viscosifier": { classes: ["STOT RE 2"], p: ["P260", "P319", "P501"], physical: [null, 9, null, null], form: "solid" , technical: [T.quartz] },
  "Polyanionic cellulose fluid loss reducer": { classes: NONE, p: [], physical: [null, 7.5, null, null], form: "solid" },
  "Modified starch fluid loss additive": { classes: NONE, p: [], physical: [null, 6.5, null, null], form: "solid" },
  "Polyamine shale inhibitor": { classes: ["Acute Tox. 4 oral", "Skin Corr. 1B", "Eye Dam. 1", "Aquatic Chronic 3"], p: P_CORROSIVE, physical: [null, 11.5, 1010, -25], entry: "polyamines", technical: [T.polyetheramine] },
  "Potassium silicate shale stabiliser": { classes: ["Skin Irrit. 2", "Eye Irrit. 2"], p: ["P264", "P280", "P302+P352", "P305+P351+P338", "P332+P317", "P337+P317"], physical: [null, 11.5, 1260, -2] , technical: [T.silicate] },
  "Extreme-pressure drilling lubricant": { classes: ["Aquatic Chronic 3"], p: ["P273", "P501"], physical: [180, null, 920, -9] , technical: [T.sulphurisedEster] },
  "Glycol lubricant and anti-balling agent": { classes: NONE, p: [], physical: [200, null, 1020, -30] },
  // Paraffin and asphaltene inhibitors: polymers in aromatic solvent.
  "EVA paraffin inhibitor": { classes: ["Flam. Liq. 3", "Asp. Tox. 1", "Skin Irrit. 2", "STOT SE 3 narcotic", "Aquatic Chronic 2"], p: P_AROMATIC, physical: [44, null, 890, 12], technical: [T.aromatic] },
  "Polyacrylate pour point depressant": { classes: ["Flam. Liq. 3", "Asp. Tox. 1", "Aquatic Chronic 2"], p: ["P210", "P273", "P280", "P301+P316", "P331", "P403+P235", "P501"], physical: [40, null, 900, 6], technical: [T.aromatic] },
  "Asphaltene dispersant": { classes: ["Flam. Liq. 3", "Asp. Tox. 1", "Skin Irrit. 2", "Eye Dam. 1", "STOT SE 3 narcotic", "Aquatic Chronic 2"], p: ["P210", "P273", "P280", "P301+P316", "P305+P354+P338", "P331", "P403+P235", "P501"], physical: [33, null, 930, -30], technical: [T.aromatic, T.ddbsa] },
  "Asphaltene inhibitor for miscible gas injection": { classes: ["Asp. Tox. 1", "Aquatic Chronic 2"], p: ["P273", "P301+P316", "P331", "P391", "P405", "P501"], physical: [66, null, 960, -24], technical: [T.heavyAromatic] },
  "Paraffin solvent and dispersant": { classes: ["Flam. Liq. 3", "Acute Tox. 4 dermal", "Acute Tox. 4 inhalation", "Skin Irrit. 2", "Eye Irrit. 2", "STOT SE 3 respiratory", "STOT RE 2", "Asp. Tox. 1", "Aquatic Chronic 3"], p: ["P210", "P260", "P280", "P301+P316", "P303+P361+P353", "P331", "P403+P235", "P501"], physical: [27, null, 870, -50], technical: [T.xylene] },
  "Wax crystal modifier for gas condensate": { classes: ["Flam. Liq. 3", "Asp. Tox. 1", "Eye Irrit. 2", "STOT SE 3 narcotic", "Aquatic Chronic 2"], p: ["P210", "P261", "P273", "P280", "P301+P316", "P305+P351+P338", "P331", "P501"], physical: [38, null, 895, 3], technical: [T.aromatic] },
  // Oxygen scavengers
  "Ammonium bisulphite oxygen scavenger": { classes: ["Met. Corr. 1", "Acute Tox. 4 oral", "Eye Irrit. 2"], p: ["P234", "P264", "P270", "P280", "P301+P317", "P305+P351+P338", "P390", "P406"], physical: [null, 5, 1390, -15], entry: "bisulphites", technical: [T.bisulphite], winterise: "glycol" },
  "Sodium sulphite oxygen scavenger": { classes: NONE, p: [], physical: [null, 9.5, 1180, -4], winterise: "glycol" },
  "Carbohydrazide oxygen scavenger": { classes: ["Skin Sens. 1", "Aquatic Chronic 3"], p: ["P261", "P272", "P273", "P280", "P302+P352", "P333+P317", "P362+P364", "P501"], physical: [null, 8, 1020, -3], winterise: "glycol" , technical: [T.carbohydrazide] },
  "Volatile oxygen scavenger and metal passivator": { classes: ["Flam. Liq. 3", "Acute Tox. 4 oral", "Acute Tox. 4 inhalation", "Eye Irrit. 2"], p: ["P210", "P261", "P280", "P301+P317", "P304+P340", "P305+P351+P338", "P403+P235", "P501"], physical: [45, 10.5, 870, -30], technical: [T.deha] },
  "Erythorbate oxygen scavenger": { classes: NONE, p: [], physical: [null, 7, 1150, -5], winterise: "glycol" },
  // Flow improvers and drag reducers
  "Ultra-high-molecular-weight drag reducing agent": { classes: NONE, p: [], physical: [72, null, 930, -40], winterise: "glycol" },
  "Drag reducer for refined products": { classes: NONE, p: [], physical: [75, null, 880, -45], winterise: "glycol" },
  "Water-soluble drag reducer": { classes: ["Eye Irrit. 2"], p: ["P264+P265", "P280", "P305+P351+P338", "P337+P317"], physical: [95, 6.5, 1060, -10], winterise: "glycol" , technical: [T.polyacrylamide] },
  "Heavy-oil viscosity reducer": { classes: ["Skin Irrit. 2", "Eye Dam. 1", "Aquatic Chronic 3"], p: ["P264", "P273", "P280", "P302+P352", "P305+P354+P338", "P317", "P332+P317", "P501"], physical: [null, 8, 1030, -6] , technical: [T.ethoxylate] },
  "Flow improver for waxy crudes": { classes: ["Flam. Liq. 3", "Asp. Tox. 1", "Skin Irrit. 2", "STOT SE 3 narcotic", "Aquatic Chronic 2"], p: P_AROMATIC, physical: [41, null, 895, 9], technical: [T.aromatic] },
  // Foamers and defoamers
  "Silicone antifoam emulsion": { classes: NONE, p: [], physical: [null, 7, 1000, 0], winterise: "glycol" },
  "Silicone-free defoamer": { classes: NONE, p: [], physical: [160, null, 990, -15], winterise: "glycol" },
  "Fluorosilicone antifoam for crude separators": { classes: ["Flam. Liq. 3", "Asp. Tox. 1", "Skin Irrit. 2", "STOT SE 3 narcotic", "Aquatic Chronic 2"], p: P_AROMATIC, physical: [43, null, 820, -45], technical: [T.kerosene] },
  "Gas-well deliquification foamer": { classes: ["Eye Dam. 1", "Aquatic Chronic 3"], p: ["P264+P265", "P273", "P280", "P305+P354+P338", "P317", "P501"], physical: [null, 6, 1040, -10] , technical: [T.betaine] },
  "Foam stick and batch foamer": { classes: ["Acute Tox. 4 oral", "Skin Irrit. 2", "Eye Dam. 1", "STOT SE 3 respiratory", "Aquatic Chronic 3"], p: ["P261", "P264", "P270", "P280", "P301+P317", "P302+P352", "P305+P354+P338", "P317"], physical: [null, 8.5, null, null], form: "solid" , technical: [T.sls] },
  "Foaming agent for air and foam drilling": { classes: ["Skin Irrit. 2", "Eye Dam. 1"], p: ["P264", "P280", "P302+P352", "P305+P354+P338", "P317", "P332+P317"], physical: [null, 8, 1070, -4] , technical: [T.aos] },
  // Cementing additives: powders, one of them an oxidizer.
  "Lignosulphonate cement retarder": { classes: NONE, p: [], physical: [null, 7.5, null, null], form: "solid" },
  "Synthetic high-temperature retarder": { classes: NONE, p: [], physical: [null, 7, null, null], form: "solid" },
  "Polymeric cement fluid loss additive": { classes: NONE, p: [], physical: [null, 7, null, null], form: "solid" },
  "Cement dispersant and friction reducer": { classes: ["Eye Irrit. 2"], p: ["P264+P265", "P280", "P305+P351+P338", "P337+P317"], physical: [null, 8, null, null], form: "solid" , technical: [T.snf] },
  "Gas migration control additive": { classes: NONE, p: [], physical: [null, 9, 1010, 0] },
  "Chloride-free cement accelerator": { classes: ["Ox. Sol. 3", "Acute Tox. 4 oral", "Eye Dam. 1"], p: ["P210", "P220", "P270", "P280", "P301+P317", "P305+P354+P338", "P317", "P501"], physical: [null, 6, null, null], form: "solid", technical: [T.calciumNitrate] },
  "Cement slurry defoamer": { classes: NONE, p: [], physical: [170, null, 1000, -30] },
  // Water clarifiers
  "Cationic polymer water clarifier": { classes: NONE, p: [], physical: [null, 6, 1080, -8], winterise: "glycol" },
  "Dithiocarbamate water clarifier": { classes: ["Acute Tox. 4 oral", "Skin Irrit. 2", "Eye Dam. 1", "Skin Sens. 1", "Aquatic Acute 1", "Aquatic Chronic 1"], p: ["P261", "P273", "P280", "P301+P317", "P302+P352", "P305+P354+P338", "P391", "P501"], physical: [null, 12, 1180, -10], technical: [T.dtc], aquaticInherent: true },
  "Polyaluminium chloride coagulant": { classes: ["Met. Corr. 1", "Eye Dam. 1"], p: ["P234", "P280", "P305+P354+P338", "P317", "P390", "P406"], physical: [null, 3, 1350, -12], entry: "acidic-inorganic", technical: [T.pac], winterise: "glycol" },
  "Anionic polyacrylamide flocculant": { classes: NONE, p: [], physical: [110, 7, 1040, -12], winterise: "glycol" },
  "Metal-free clarifier for disposal wells": { classes: ["Skin Irrit. 2", "Eye Irrit. 2"], p: ["P264", "P280", "P302+P352", "P305+P351+P338", "P332+P317", "P337+P317"], physical: [null, 2.5, 1150, -5], winterise: "glycol" , technical: [T.tannin] },
  // Surfactants and wetting agents
  "Alkylbenzene sulphonate EOR surfactant": { classes: ["Acute Tox. 4 oral", "Skin Irrit. 2", "Eye Dam. 1", "Aquatic Chronic 3"], p: ["P264", "P270", "P273", "P280", "P301+P317", "P302+P352", "P305+P354+P338", "P317"], physical: [null, 7.5, 1050, 0] , technical: [T.las] },
  "Internal olefin sulphonate EOR surfactant": { classes: ["Skin Irrit. 2", "Eye Dam. 1"], p: ["P264", "P280", "P302+P352", "P305+P354+P338", "P317", "P332+P317"], physical: [null, 9, 1040, -5] , technical: [T.ios] },
  "Non-emulsifying agent for stimulation": { classes: ["Flam. Liq. 2", "Acute Tox. 3 oral", "Acute Tox. 3 dermal", "Acute Tox. 3 inhalation", "STOT SE 1", "Eye Dam. 1"], p: ["P210", "P260", "P280", "P301+P316", "P303+P361+P353", "P304+P340", "P305+P354+P338", "P403+P235"], physical: [14, 7, 880, -50], technical: [T.methanol] },
  "Oil-wetting agent for invert-emulsion mud": { classes: NONE, p: [], physical: [150, null, 960, -10] },
  "Microemulsion flowback aid": { classes: ["Flam. Liq. 3", "Eye Dam. 1", "Skin Sens. 1", "Aquatic Chronic 2"], p: ["P210", "P261", "P273", "P280", "P302+P352", "P305+P354+P338", "P317", "P501"], physical: [32, 7, 960, -20], technical: [T.isopropanol, T.limonene] },
  "Mutual solvent": { classes: ["Acute Tox. 4 oral", "Acute Tox. 4 dermal", "Acute Tox. 3 inhalation", "Skin Irrit. 2", "Eye Irrit. 2"], p: ["P261", "P271", "P280", "P302+P352", "P304+P340", "P305+P351+P338", "P316", "P403+P233"], physical: [67, null, 903, -70], entry: "egmbe" , technical: [T.butylGlycol] },
  // Export grades' own chemistry: a methanol-borne acid corrosion inhibitor with propargyl alcohol.
  "Acid corrosion inhibitor for matrix acidising": { classes: ["Flam. Liq. 2", "Acute Tox. 3 oral", "Acute Tox. 3 dermal", "Acute Tox. 3 inhalation", "Skin Corr. 1B", "Eye Dam. 1", "Skin Sens. 1", "STOT SE 1", "Aquatic Chronic 2"], p: ["P210", "P260", "P273", "P280", "P301+P330+P331", "P302+P361+P354", "P305+P354+P338", "P316"], physical: [16, 4, 980, -40], technical: [T.methanol, T.propargyl] },
};

/**
 * Demo solutions left "not entered", one in each of five lines, so the site shows that state too (no hazard data,
 * not even physical data: nobody has entered anything).
 */
const NOT_ENTERED_SOLUTIONS: ReadonlySet<string> = new Set([
  "PetroGuard CI-330 LT",
  "SulfaClear HS-630 XC",
  "DrillTec DF-230 LT",
  "WaxFree PA-830 XC",
  "FlowMax DR-1030 XC",
]);

/** The hazard columns of a demo solution: its base's profile at its grade, or "not entered" for the few above. */
export function demoHazards(name: string, baseType: string, gradeSuffix: string): SolutionHazards {
  if (NOT_ENTERED_SOLUTIONS.has(name)) return NOT_ENTERED_HAZARDS;
  const profile = HAZARD_PROFILES[baseType];
  if (!profile) throw new Error(`hazards.ts: no hazard profile for "${baseType}"`);
  return resolveHazards(profile, gradeSuffix);
}

// ---------------------------------------------------------------- benchmark catalogue

/** The grades' suffixes in the catalogue (./data.ts LIQUID_GRADES and SOLID_GRADES). */
const GRADE_SUFFIXES = { liquid: ["", " HT", " W", " LT", " XC"], solid: ["", " HT", " P", " LT", " L"] } as const;

let benchVariants: { classified: SolutionHazards[]; notClassified: SolutionHazards[] } | undefined;

/**
 * Hazard columns for the benchmark's generated solution number `index`, from the same profiles at every grade:
 * 10 % not entered, 20 % not classified, the rest classified, deterministic by index.
 */
export function benchHazards(index: number): SolutionHazards {
  benchVariants ??= (() => {
    const all = Object.values(HAZARD_PROFILES).flatMap((profile) => GRADE_SUFFIXES[profile.form ?? "liquid"].map((suffix) => resolveHazards(profile, suffix)));
    return { classified: all.filter((h) => h.hazardStatus === "classified"), notClassified: all.filter((h) => h.hazardStatus === "not_classified") };
  })();
  const slot = index % 10;
  if (slot === 0) return NOT_ENTERED_HAZARDS;
  // A multiplicative hash, so neighbouring rows get unrelated profiles.
  const spread = Math.imul(index, 0x9e3779b1) >>> 0;
  const pool = slot <= 2 ? benchVariants.notClassified : benchVariants.classified;
  return pool[spread % pool.length];
}
