/**
 * What a route's loader can write, read from the source: every function of app/ the loader reaches (called, or passed
 * on by name, across modules) is searched for drizzle writes to a table of app/db/schema.ts and raw SQL writes, and
 * for calls to a named guard. Files outside app/ (node_modules) are left unread: the reach ends at our own code, which
 * keeps this to a couple of seconds. It cannot see through a call on an interface (a Backend method): a loader that
 * writes that way is not found.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

interface LoaderReach {
  /** The route folder, e.g. "staff.inbox.export". */
  route: string;
  /** Tables the loader may write ("insert auditLog"), and raw SQL writes ("sql INSERT INTO …"). */
  writes: string[];
  /** Whether it calls the guard. */
  guarded: boolean;
}

/** The loaders of the route folders whose names `routeFilter` accepts, and what each reaches. */
export function loaderReach(root: string, routeFilter: (folder: string) => boolean, guard: { file: string; name: string }): LoaderReach[] {
  const appDir = path.join(root, "app") + path.sep;
  const routesDir = path.join(root, "app", "routes");
  const schemaFile = path.join(root, "app", "db", "schema.ts");
  const guardFile = path.join(root, guard.file);
  const routeFiles = fs
    .readdirSync(routesDir)
    .filter(routeFilter)
    .flatMap((folder) => ["route.ts", "route.tsx"].map((name) => path.join(routesDir, folder, name)))
    .filter((file) => fs.existsSync(file));

  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, "tsconfig.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error("tsconfig.json did not parse");
  const options: ts.CompilerOptions = { ...config.options, noLib: true, types: [], noEmit: true };
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  // Only our own modules are parsed; anything else reads as an empty module.
  host.getSourceFile = (fileName, language, ...rest) => (fileName.startsWith(appDir) ? read(fileName, language, ...rest) : ts.createSourceFile(fileName, "", language));
  const program = ts.createProgram(routeFiles, options, host);
  const checker = program.getTypeChecker();

  const declarationsOf = (node: ts.Node) => {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.declarations ?? [];
  };
  const bodyOf = (declaration: ts.Declaration): ts.Node | undefined => {
    if (ts.isFunctionDeclaration(declaration) || ts.isMethodDeclaration(declaration)) return declaration.body;
    if ((ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration)) && declaration.initializer) {
      const value = declaration.initializer;
      if (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) return value;
    }
    return undefined;
  };
  const inApp = (node: ts.Node) => node.getSourceFile().fileName.startsWith(appDir);

  return routeFiles.flatMap((file): LoaderReach[] => {
    const writes = new Set<string>();
    let guarded = false;
    const seen = new Set<ts.Node>();
    const visit = (node: ts.Node) => {
      if (seen.has(node)) return;
      seen.add(node);
      const walk = (n: ts.Node) => {
        if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && ["insert", "update", "delete"].includes(n.expression.name.text) && n.arguments[0]) {
          const table = n.arguments[0];
          if (declarationsOf(table).some((d) => d.getSourceFile().fileName === schemaFile)) writes.add(`${n.expression.name.text} ${table.getText()}`);
        }
        if (ts.isTaggedTemplateExpression(n) && /\b(insert\s+into|update\s+\S+\s+set|delete\s+from)\b/i.test(n.template.getText())) {
          writes.add(`sql ${n.template.getText().replace(/^`|`$/g, "").slice(0, 60)}`);
        }
        // A property's name (`row.stage`) would need the object's type, the slow part of the checker: left out.
        if (ts.isIdentifier(n) && !(ts.isPropertyAccessExpression(n.parent) && n.parent.name === n)) {
          for (const declaration of declarationsOf(n)) {
            if (!inApp(declaration)) continue;
            if (declaration.getSourceFile().fileName === guardFile && ts.isFunctionDeclaration(declaration) && declaration.name?.text === guard.name) guarded = true;
            const body = bodyOf(declaration);
            if (body) visit(body);
          }
        }
        ts.forEachChild(n, walk);
      };
      walk(node);
    };
    const source = program.getSourceFile(file);
    const module = source && checker.getSymbolAtLocation(source);
    let loader = module && checker.getExportsOfModule(module).find((symbol) => symbol.name === "loader");
    if (!loader) return [];
    if (loader.flags & ts.SymbolFlags.Alias) loader = checker.getAliasedSymbol(loader);
    for (const declaration of loader.declarations ?? []) {
      const body = bodyOf(declaration);
      if (body) visit(body);
      // `export const loader = treeLoader` or similar: the name it stands for.
      else if (ts.isVariableDeclaration(declaration) && declaration.initializer) visit(declaration.initializer);
    }
    return [{ route: path.basename(path.dirname(file)), writes: [...writes].sort(), guarded }];
  });
}
