/**
 * The hazard statements: every H code of UN GHS Rev. 10 Annex 3 Section 1 (combined codes included) and the EU's
 * supplemental EUH codes of CLP Annexes II and III, each with its standard English text and an Arabic text. A server
 * module: pages ask ./index.ts for one statement's text and never load this list.
 *
 * English is the regulation's wording: UN spelling for the H codes ("vapour", "oxidizer"), CLP's for the EUH codes.
 * Where the regulation leaves a part to the supplier, "<…>" holds a short name of what goes there: H340's "<state
 * route of exposure if it is conclusively proven that no other routes of exposure cause the hazard>" is written
 * "<route of exposure>", H370's "<or state all organs affected, if known>" is "<organs affected, if known>". Codes the
 * UN has deleted (H200–H203 and H205, replaced by Rev. 10's explosives categories) are not in the list.
 *
 * Arabic: written for this project in the formal terminology of the Arabic edition of the GHS and of Arabic safety data
 * sheets; to be checked against the official Arabic edition of UN GHS Rev. 10 before labels are used commercially. The
 * same word for the same idea in all three lists (hazard and precautionary statements, hazard classes):
 *   flammable لهوب (extremely … بدرجة بالغة, highly … بدرجة عالية) · combustible قابل للاحتراق · explosive متفجر ·
 *   oxidizer مؤكسد · fatal قاتل · toxic سام (very toxic شديد السمية) · harmful ضار · corrosive أكّال · burns حروق ·
 *   serious eye damage تلف شديد للعين · irritation تهيّج · allergic/sensitization تحسسي/التحسس · if swallowed إذا ابتُلع
 *   (swallowing ابتلاع) · if inhaled إذا استُنشق · in contact with skin إذا لامس الجلد · aquatic life الحياة المائية ·
 *   long lasting طويلة الأمد · organs الأعضاء · prolonged or repeated exposure التعرض المطوّل أو المتكرر ·
 *   suspected of يُشتبه في أنه · route of exposure طريق التعرض · the supplier's parts "<…>" and "…" as in English.
 */

/** Where a code comes from: UN GHS Rev. 10; CLP only (the EU's own, or kept by CLP after the UN replaced it); or an
 *  earlier edition of both that safety data sheets still carry. */
export type StatementSource = "GHS" | "CLP" | "legacy";
export type Statement = { code: string; en: string; ar: string; source: StatementSource };

const ghs = (code: string, en: string, ar: string): Statement => ({ code, en, ar, source: "GHS" });
const clp = (code: string, en: string, ar: string): Statement => ({ code, en, ar, source: "CLP" });

const ROUTE = { en: "<route of exposure>", ar: "<طريق التعرض>" };
const ORGANS = { en: "<organs affected, if known>", ar: "<الأعضاء المتأثرة إن كانت معروفة>" };

/** UN GHS Rev. 10, Table A3.1.1: physical hazards. */
const PHYSICAL: Statement[] = [
  ghs("H204", "Fire or projection hazard", "خطر حريق أو تطاير شظايا"),
  ghs("H206", "Fire, blast or projection hazard; increased risk of explosion if desensitizing agent is reduced", "خطر حريق أو عصف أو تطاير شظايا؛ يزداد خطر الانفجار إذا نقص عامل إزالة الحساسية"),
  ghs("H207", "Fire or projection hazard; increased risk of explosion if desensitizing agent is reduced", "خطر حريق أو تطاير شظايا؛ يزداد خطر الانفجار إذا نقص عامل إزالة الحساسية"),
  ghs("H208", "Fire hazard; increased risk of explosion if desensitizing agent is reduced", "خطر حريق؛ يزداد خطر الانفجار إذا نقص عامل إزالة الحساسية"),
  ghs("H209", "Explosive", "متفجر"),
  ghs("H210", "Very sensitive", "شديد الحساسية"),
  ghs("H211", "May be sensitive", "قد يكون حساساً"),
  ghs("H220", "Extremely flammable gas", "غاز لهوب بدرجة بالغة"),
  ghs("H221", "Flammable gas", "غاز لهوب"),
  ghs("H222", "Extremely flammable aerosol", "أيروسول لهوب بدرجة بالغة"),
  ghs("H223", "Flammable aerosol", "أيروسول لهوب"),
  ghs("H224", "Extremely flammable liquid and vapour", "سائل وبخار لهوبان بدرجة بالغة"),
  ghs("H225", "Highly flammable liquid and vapour", "سائل وبخار لهوبان بدرجة عالية"),
  ghs("H226", "Flammable liquid and vapour", "سائل وبخار لهوبان"),
  ghs("H227", "Combustible liquid", "سائل قابل للاحتراق"),
  ghs("H228", "Flammable solid", "مادة صلبة لهوبة"),
  ghs("H229", "Pressurized container: may burst if heated", "عبوة مضغوطة: قد تنفجر إذا سُخّنت"),
  ghs("H230", "May react explosively even in the absence of air", "قد يتفاعل تفاعلاً انفجارياً حتى في غياب الهواء"),
  ghs("H231", "May react explosively even in the absence of air at elevated pressure and/or temperature", "قد يتفاعل تفاعلاً انفجارياً حتى في غياب الهواء عند ضغط و/أو درجة حرارة مرتفعين"),
  ghs("H232", "May ignite spontaneously if exposed to air", "قد يشتعل تلقائياً إذا تعرّض للهواء"),
  ghs("H240", "Heating may cause an explosion", "قد يسبب التسخين انفجاراً"),
  ghs("H241", "Heating may cause a fire or explosion", "قد يسبب التسخين حريقاً أو انفجاراً"),
  ghs("H242", "Heating may cause a fire", "قد يسبب التسخين حريقاً"),
  ghs("H250", "Catches fire spontaneously if exposed to air", "يشتعل تلقائياً إذا تعرّض للهواء"),
  ghs("H251", "Self-heating; may catch fire", "ذاتي التسخين؛ قد يشتعل"),
  ghs("H252", "Self-heating in large quantities; may catch fire", "ذاتي التسخين بكميات كبيرة؛ قد يشتعل"),
  ghs("H260", "In contact with water releases flammable gases which may ignite spontaneously", "يطلق عند ملامسته للماء غازات لهوبة قد تشتعل تلقائياً"),
  ghs("H261", "In contact with water releases flammable gas", "يطلق عند ملامسته للماء غازاً لهوباً"),
  ghs("H270", "May cause or intensify fire; oxidizer", "قد يسبب حريقاً أو يزيد من شدته؛ مؤكسد"),
  ghs("H271", "May cause fire or explosion; strong oxidizer", "قد يسبب حريقاً أو انفجاراً؛ مؤكسد قوي"),
  ghs("H272", "May intensify fire; oxidizer", "قد يزيد من شدة الحريق؛ مؤكسد"),
  ghs("H280", "Contains gas under pressure; may explode if heated", "يحتوي على غاز تحت الضغط؛ قد ينفجر إذا سُخّن"),
  ghs("H281", "Contains refrigerated gas; may cause cryogenic burns or injury", "يحتوي على غاز مبرّد؛ قد يسبب حروقاً أو إصابات بالتبريد الشديد"),
  ghs("H282", "Extremely flammable chemical under pressure: may explode if heated", "مادة كيميائية تحت الضغط لهوبة بدرجة بالغة: قد تنفجر إذا سُخّنت"),
  ghs("H283", "Flammable chemical under pressure: may explode if heated", "مادة كيميائية تحت الضغط لهوبة: قد تنفجر إذا سُخّنت"),
  ghs("H284", "Chemical under pressure: may explode if heated", "مادة كيميائية تحت الضغط: قد تنفجر إذا سُخّنت"),
  ghs("H290", "May be corrosive to metals", "قد يكون أكّالاً للمعادن"),
];

/** UN GHS Rev. 10, Table A3.1.2: health hazards, then the combined statements for acute toxicity and irritation. */
const HEALTH: Statement[] = [
  ghs("H300", "Fatal if swallowed", "قاتل إذا ابتُلع"),
  ghs("H301", "Toxic if swallowed", "سام إذا ابتُلع"),
  ghs("H302", "Harmful if swallowed", "ضار إذا ابتُلع"),
  ghs("H303", "May be harmful if swallowed", "قد يكون ضاراً إذا ابتُلع"),
  ghs("H304", "May be fatal if swallowed and enters airways", "قد يكون قاتلاً في حال ابتلاعه ودخوله المجاري التنفسية"),
  ghs("H305", "May be harmful if swallowed and enters airways", "قد يكون ضاراً في حال ابتلاعه ودخوله المجاري التنفسية"),
  ghs("H310", "Fatal in contact with skin", "قاتل إذا لامس الجلد"),
  ghs("H311", "Toxic in contact with skin", "سام إذا لامس الجلد"),
  ghs("H312", "Harmful in contact with skin", "ضار إذا لامس الجلد"),
  ghs("H313", "May be harmful in contact with skin", "قد يكون ضاراً إذا لامس الجلد"),
  ghs("H314", "Causes severe skin burns and eye damage", "يسبب حروقاً شديدة للجلد وتلفاً للعين"),
  ghs("H315", "Causes skin irritation", "يسبب تهيّج الجلد"),
  ghs("H316", "Causes mild skin irritation", "يسبب تهيّجاً خفيفاً للجلد"),
  ghs("H317", "May cause an allergic skin reaction", "قد يسبب تفاعلاً تحسسياً في الجلد"),
  ghs("H318", "Causes serious eye damage", "يسبب تلفاً شديداً للعين"),
  ghs("H319", "Causes serious eye irritation", "يسبب تهيّجاً شديداً للعين"),
  ghs("H320", "Causes eye irritation", "يسبب تهيّج العين"),
  ghs("H330", "Fatal if inhaled", "قاتل إذا استُنشق"),
  ghs("H331", "Toxic if inhaled", "سام إذا استُنشق"),
  ghs("H332", "Harmful if inhaled", "ضار إذا استُنشق"),
  ghs("H333", "May be harmful if inhaled", "قد يكون ضاراً إذا استُنشق"),
  ghs("H334", "May cause allergy or asthma symptoms or breathing difficulties if inhaled", "قد يسبب أعراض الحساسية أو الربو أو صعوبات في التنفس إذا استُنشق"),
  ghs("H335", "May cause respiratory irritation", "قد يسبب تهيّج الجهاز التنفسي"),
  ghs("H336", "May cause drowsiness or dizziness", "قد يسبب النعاس أو الدوار"),
  ghs("H340", `May cause genetic defects ${ROUTE.en}`, `قد يسبب عيوباً وراثية ${ROUTE.ar}`),
  ghs("H341", `Suspected of causing genetic defects ${ROUTE.en}`, `يُشتبه في أنه يسبب عيوباً وراثية ${ROUTE.ar}`),
  ghs("H350", `May cause cancer ${ROUTE.en}`, `قد يسبب السرطان ${ROUTE.ar}`),
  ghs("H351", `Suspected of causing cancer ${ROUTE.en}`, `يُشتبه في أنه يسبب السرطان ${ROUTE.ar}`),
  ghs("H360", `May damage fertility or the unborn child <specific effect, if known> ${ROUTE.en}`, `قد يضر بالخصوبة أو بالجنين <التأثير المحدد إن كان معروفاً> ${ROUTE.ar}`),
  ghs("H361", `Suspected of damaging fertility or the unborn child <specific effect, if known> ${ROUTE.en}`, `يُشتبه في أنه يضر بالخصوبة أو بالجنين <التأثير المحدد إن كان معروفاً> ${ROUTE.ar}`),
  ghs("H362", "May cause harm to breast-fed children", "قد يضر بالأطفال الذين يرضعون رضاعة طبيعية"),
  ghs("H370", `Causes damage to organs ${ORGANS.en} ${ROUTE.en}`, `يسبب تلفاً للأعضاء ${ORGANS.ar} ${ROUTE.ar}`),
  ghs("H371", `May cause damage to organs ${ORGANS.en} ${ROUTE.en}`, `قد يسبب تلفاً للأعضاء ${ORGANS.ar} ${ROUTE.ar}`),
  ghs("H372", `Causes damage to organs ${ORGANS.en} through prolonged or repeated exposure ${ROUTE.en}`, `يسبب تلفاً للأعضاء ${ORGANS.ar} من خلال التعرض المطوّل أو المتكرر ${ROUTE.ar}`),
  ghs("H373", `May cause damage to organs ${ORGANS.en} through prolonged or repeated exposure ${ROUTE.en}`, `قد يسبب تلفاً للأعضاء ${ORGANS.ar} من خلال التعرض المطوّل أو المتكرر ${ROUTE.ar}`),
  ghs("H300+H310", "Fatal if swallowed or in contact with skin", "قاتل إذا ابتُلع أو لامس الجلد"),
  ghs("H300+H330", "Fatal if swallowed or if inhaled", "قاتل إذا ابتُلع أو استُنشق"),
  ghs("H310+H330", "Fatal in contact with skin or if inhaled", "قاتل إذا لامس الجلد أو استُنشق"),
  ghs("H300+H310+H330", "Fatal if swallowed, in contact with skin or if inhaled", "قاتل إذا ابتُلع أو لامس الجلد أو استُنشق"),
  ghs("H301+H311", "Toxic if swallowed or in contact with skin", "سام إذا ابتُلع أو لامس الجلد"),
  ghs("H301+H331", "Toxic if swallowed or if inhaled", "سام إذا ابتُلع أو استُنشق"),
  ghs("H311+H331", "Toxic in contact with skin or if inhaled", "سام إذا لامس الجلد أو استُنشق"),
  ghs("H301+H311+H331", "Toxic if swallowed, in contact with skin or if inhaled", "سام إذا ابتُلع أو لامس الجلد أو استُنشق"),
  ghs("H302+H312", "Harmful if swallowed or in contact with skin", "ضار إذا ابتُلع أو لامس الجلد"),
  ghs("H302+H332", "Harmful if swallowed or if inhaled", "ضار إذا ابتُلع أو استُنشق"),
  ghs("H312+H332", "Harmful in contact with skin or if inhaled", "ضار إذا لامس الجلد أو استُنشق"),
  ghs("H302+H312+H332", "Harmful if swallowed, in contact with skin or if inhaled", "ضار إذا ابتُلع أو لامس الجلد أو استُنشق"),
  ghs("H303+H313", "May be harmful if swallowed or in contact with skin", "قد يكون ضاراً إذا ابتُلع أو لامس الجلد"),
  ghs("H303+H333", "May be harmful if swallowed or if inhaled", "قد يكون ضاراً إذا ابتُلع أو استُنشق"),
  ghs("H313+H333", "May be harmful in contact with skin or if inhaled", "قد يكون ضاراً إذا لامس الجلد أو استُنشق"),
  ghs("H303+H313+H333", "May be harmful if swallowed, in contact with skin or if inhaled", "قد يكون ضاراً إذا ابتُلع أو لامس الجلد أو استُنشق"),
  ghs("H315+H320", "Causes skin and eye irritation", "يسبب تهيّج الجلد والعين"),
];

/** UN GHS Rev. 10, Table A3.1.3: environmental hazards. */
const ENVIRONMENTAL: Statement[] = [
  ghs("H400", "Very toxic to aquatic life", "شديد السمية للحياة المائية"),
  ghs("H401", "Toxic to aquatic life", "سام للحياة المائية"),
  ghs("H402", "Harmful to aquatic life", "ضار بالحياة المائية"),
  ghs("H410", "Very toxic to aquatic life with long lasting effects", "شديد السمية للحياة المائية مع تأثيرات طويلة الأمد"),
  ghs("H411", "Toxic to aquatic life with long lasting effects", "سام للحياة المائية مع تأثيرات طويلة الأمد"),
  ghs("H412", "Harmful to aquatic life with long lasting effects", "ضار بالحياة المائية مع تأثيرات طويلة الأمد"),
  ghs("H413", "May cause long lasting harmful effects to aquatic life", "قد يسبب تأثيرات ضارة طويلة الأمد في الحياة المائية"),
  ghs("H420", "Harms public health and the environment by destroying ozone in the upper atmosphere", "يضر بالصحة العامة وبالبيئة بتدمير الأوزون في الطبقات العليا من الغلاف الجوي"),
];

/**
 * CLP only. Annex III Part 1 (the hazard classes Delegated Regulation (EU) 2023/707 added), Part 2 (supplemental hazard
 * information, Annex II Part 1) and Part 3 (supplemental label elements for certain mixtures, Annex II Part 2).
 */
const EUH: Statement[] = [
  clp("EUH014", "Reacts violently with water", "يتفاعل بعنف مع الماء"),
  clp("EUH018", "In use may form flammable/explosive vapour-air mixture", "قد يكوّن أثناء الاستخدام خليطاً لهوباً/متفجراً من البخار والهواء"),
  clp("EUH019", "May form explosive peroxides", "قد يكوّن فوق أكاسيد متفجرة"),
  clp("EUH029", "Contact with water liberates toxic gas", "يطلق غازاً ساماً عند ملامسته للماء"),
  clp("EUH031", "Contact with acids liberates toxic gas", "يطلق غازاً ساماً عند ملامسته للأحماض"),
  clp("EUH032", "Contact with acids liberates very toxic gas", "يطلق غازاً شديد السمية عند ملامسته للأحماض"),
  clp("EUH044", "Risk of explosion if heated under confinement", "خطر الانفجار إذا سُخّن في حيز مغلق"),
  clp("EUH066", "Repeated exposure may cause skin dryness or cracking", "قد يسبب التعرض المتكرر جفاف الجلد أو تشققه"),
  clp("EUH070", "Toxic by eye contact", "سام إذا لامس العين"),
  clp("EUH071", "Corrosive to the respiratory tract", "أكّال للمجاري التنفسية"),
  clp("EUH201", "Contains lead. Should not be used on surfaces liable to be chewed or sucked by children.", "يحتوي على الرصاص. يجب ألا يُستخدم على الأسطح التي قد يمضغها الأطفال أو يمصّونها."),
  clp("EUH201A", "Warning! Contains lead.", "تحذير! يحتوي على الرصاص."),
  clp("EUH202", "Cyanoacrylate. Danger. Bonds skin and eyes in seconds. Keep out of the reach of children.", "سيانوأكريلات. خطر. يلصق الجلد والعينين في ثوانٍ. احفظه بعيداً عن متناول الأطفال."),
  clp("EUH203", "Contains chromium (VI). May produce an allergic reaction.", "يحتوي على الكروم (VI). قد يسبب تفاعلاً تحسسياً."),
  clp("EUH204", "Contains isocyanates. May produce an allergic reaction.", "يحتوي على أيزوسيانات. قد يسبب تفاعلاً تحسسياً."),
  clp("EUH205", "Contains epoxy constituents. May produce an allergic reaction.", "يحتوي على مكونات إيبوكسية. قد يسبب تفاعلاً تحسسياً."),
  clp("EUH206", "Warning! Do not use together with other products. May release dangerous gases (chlorine).", "تحذير! لا تستخدمه مع منتجات أخرى. قد يطلق غازات خطرة (الكلور)."),
  clp("EUH207", "Warning! Contains cadmium. Dangerous fumes are formed during use. See information supplied by the manufacturer. Comply with the safety instructions.", "تحذير! يحتوي على الكادميوم. تتكوّن أثناء الاستخدام أدخنة خطرة. راجع المعلومات التي يقدمها الصانع. التزم بتعليمات السلامة."),
  clp("EUH208", "Contains <name of sensitising substance>. May produce an allergic reaction.", "يحتوي على <اسم المادة المسببة للتحسس>. قد يسبب تفاعلاً تحسسياً."),
  clp("EUH209", "Can become highly flammable in use.", "قد يصبح لهوباً بدرجة عالية أثناء الاستخدام."),
  clp("EUH209A", "Can become flammable in use.", "قد يصبح لهوباً أثناء الاستخدام."),
  clp("EUH210", "Safety data sheet available on request.", "صحيفة بيانات السلامة متاحة عند الطلب."),
  clp("EUH211", "Warning! Hazardous respirable droplets may be formed when sprayed. Do not breathe spray or mist.", "تحذير! قد تتكوّن عند الرش قُطيرات خطرة قابلة للاستنشاق. لا تتنفس الرذاذ أو الضباب."),
  clp("EUH212", "Warning! Hazardous respirable dust may be formed when used. Do not breathe dust.", "تحذير! قد يتكوّن أثناء الاستخدام غبار خطر قابل للاستنشاق. لا تتنفس الغبار."),
  clp("EUH380", "May cause endocrine disruption in humans", "قد يسبب اضطراب الغدد الصماء لدى الإنسان"),
  clp("EUH381", "Suspected of causing endocrine disruption in humans", "يُشتبه في أنه يسبب اضطراب الغدد الصماء لدى الإنسان"),
  clp("EUH401", "To avoid risks to human health and the environment, comply with the instructions for use.", "لتجنّب المخاطر على صحة الإنسان والبيئة، التزم بتعليمات الاستخدام."),
  clp("EUH430", "May cause endocrine disruption in the environment", "قد يسبب اضطراب الغدد الصماء في البيئة"),
  clp("EUH431", "Suspected of causing endocrine disruption in the environment", "يُشتبه في أنه يسبب اضطراب الغدد الصماء في البيئة"),
  clp("EUH440", "Accumulates in the environment and living organisms including in humans", "يتراكم في البيئة وفي الكائنات الحية بما فيها الإنسان"),
  clp("EUH441", "Strongly accumulates in the environment and living organisms including in humans", "يتراكم بشدة في البيئة وفي الكائنات الحية بما فيها الإنسان"),
  clp("EUH450", "Can cause long-lasting and diffuse contamination of water resources", "قد يسبب تلوثاً طويل الأمد وواسع الانتشار لموارد المياه"),
  clp("EUH451", "Can cause very long-lasting and diffuse contamination of water resources", "قد يسبب تلوثاً طويل الأمد جداً وواسع الانتشار لموارد المياه"),
];

export const HAZARD_STATEMENTS: readonly Statement[] = [...PHYSICAL, ...HEALTH, ...ENVIRONMENTAL, ...EUH];
