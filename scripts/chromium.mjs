// Which chromium the browser tests run: CHROMIUM_PATH, Debian's, or the one the @sparticuz/chromium devDependency ships.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const SYSTEM_CHROMIUM = "/usr/bin/chromium";
const NPM_PACKAGE = "@sparticuz/chromium";

/**
 * The chromium to run, as `{ path, description }`:
 * 1. CHROMIUM_PATH, when set;
 * 2. Debian's /usr/bin/chromium, when present, unless PETROCHEM_NO_SYSTEM_CHROMIUM=1;
 * 3. the headless build that @sparticuz/chromium ships brotli-compressed (Linux x64 only). It unpacks to the
 *    temporary folder on first use (`chromium`, `fonts/`, the SwiftShader libraries) with the NSS and expat
 *    libraries it links against (`al2023/lib`, built for Amazon Linux 2023), so that it runs on a machine that has
 *    only glibc and libgcc (NSS's softoken there also wants libsqlite3; pages over http, as the tests load, run
 *    without it). `path` is then a small launcher script beside them that puts those libraries first on
 *    LD_LIBRARY_PATH (and the bundled fonts' configuration on FONTCONFIG_PATH when the machine has no fontconfig)
 *    and execs the binary.
 * Throws an Error that says what to install when there is none.
 */
export async function chromiumExecutable(env = process.env) {
  if (env.CHROMIUM_PATH) {
    if (!existsSync(env.CHROMIUM_PATH)) throw new Error(`CHROMIUM_PATH names ${env.CHROMIUM_PATH}, which does not exist`);
    return { path: env.CHROMIUM_PATH, description: describe(versionOf(env.CHROMIUM_PATH), `CHROMIUM_PATH (${env.CHROMIUM_PATH})`) };
  }
  if (env.PETROCHEM_NO_SYSTEM_CHROMIUM !== "1" && existsSync(SYSTEM_CHROMIUM)) {
    return { path: SYSTEM_CHROMIUM, description: describe(versionOf(SYSTEM_CHROMIUM), `the system (${SYSTEM_CHROMIUM})`) };
  }
  return npmChromium();
}

async function npmChromium() {
  const missing = existsSync(SYSTEM_CHROMIUM) ? `PETROCHEM_NO_SYSTEM_CHROMIUM=1 skips ${SYSTEM_CHROMIUM}` : `${SYSTEM_CHROMIUM} is missing`;
  const install =
    "install Debian's chromium (sudo apt-get update && sudo apt-get install -y chromium), " +
    "run `npm install` for the @sparticuz/chromium devDependency, or set CHROMIUM_PATH to a chromium binary";
  if (process.platform !== "linux" || process.arch !== "x64") {
    throw new Error(`${missing}, and ${NPM_PACKAGE} ships chromium for Linux x64 only (this is ${process.platform} ${process.arch}): ${install}`);
  }
  let entry;
  try {
    entry = fileURLToPath(import.meta.resolve(NPM_PACKAGE));
  } catch {
    throw new Error(`${missing}, and the ${NPM_PACKAGE} package is not installed: ${install}`);
  }
  // Imported only here: on import the package adjusts the environment when it thinks it runs on AWS Lambda.
  const { default: chromium, inflate } = await import("@sparticuz/chromium");
  const started = Date.now();
  const binary = await chromium.executablePath();
  const libraries = path.join(await inflate(path.join(path.dirname(entry), "..", "bin", "al2023.tar.br")), "lib");
  const launcher = writeLauncher(binary, libraries);
  const version = versionOf(launcher);
  if (!version) {
    throw new Error(
      `The chromium that ${NPM_PACKAGE} unpacked to ${binary} does not start (\`${launcher} --version\` failed). ` +
        `A run cut short while unpacking leaves a partial file: delete ${binary} and try again, or ${install}`,
    );
  }
  const packageVersion = JSON.parse(readFileSync(path.join(path.dirname(entry), "..", "package.json"), "utf8")).version;
  // The package reuses any chromium it finds in the temporary folder: after an upgrade, the old version's build.
  if (!version.includes(` ${packageVersion.split(".")[0]}.`)) {
    throw new Error(
      `${binary} is ${version}, unpacked earlier by another version of ${NPM_PACKAGE} than the installed ${packageVersion}: ` +
        `delete ${binary} and ${path.dirname(libraries)} and try again`,
    );
  }
  const seconds = (Date.now() - started) / 1000;
  const unpacked = seconds >= 1 ? `, unpacked in ${seconds.toFixed(1)} s` : "";
  return { path: launcher, description: describe(version, `${NPM_PACKAGE} ${packageVersion} (npm) in ${path.dirname(binary)}${unpacked}`) };
}

/** A shell script that runs `binary` with the bundled libraries (and fonts, when the machine has none). */
function writeLauncher(binary, libraries) {
  const quote = (value) => `'${value.replaceAll("'", `'\\''`)}'`;
  const fonts = path.join(path.dirname(binary), "fonts");
  const script = [
    "#!/bin/sh",
    `# Written by scripts/chromium.mjs: ${NPM_PACKAGE}'s chromium with the NSS and expat libraries it ships.`,
    `LD_LIBRARY_PATH=${quote(libraries)}\${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}`,
    "export LD_LIBRARY_PATH",
    `[ -e /etc/fonts/fonts.conf ] || { FONTCONFIG_PATH=\${FONTCONFIG_PATH:-${quote(fonts)}}; export FONTCONFIG_PATH; }`,
    `exec ${quote(binary)} "$@"`,
    "",
  ].join("\n");
  const launcher = path.join(os.tmpdir(), "petrochem-chromium.sh");
  // Written whole under another name, then renamed: a process that starts it never sees half a script.
  const partial = `${launcher}.${process.pid}`;
  writeFileSync(partial, script, { mode: 0o755 });
  renameSync(partial, launcher);
  return launcher;
}

/** "Chromium 153.0.8010.0", or undefined when the binary does not start. */
function versionOf(binary) {
  try {
    return execFileSync(binary, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], timeout: 30_000 }).trim() || undefined;
  } catch {
    return undefined;
  }
}

function describe(version, from) {
  return `${version ?? "chromium"} from ${from}`;
}
