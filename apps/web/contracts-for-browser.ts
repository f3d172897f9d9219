import { parseAst, type Plugin } from 'vite';

const CORE_FILE = /packages\/core\/src\/.+\.ts$/;
const CONTRACT_FILE = /packages\/core\/src\/contracts\/.+\.ts$/;
/** What the browser's API client reads of a contract (packages/core/src/client/api-client.ts). */
const KEPT = new Set(['method', 'path', 'auth']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function visit(node: unknown, onNode: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) visit(child, onNode);
    return;
  }
  if (typeof node !== 'object' || node === null || typeof (node as Node).type !== 'string') return;
  onNode(node as Node);
  for (const value of Object.values(node)) if (typeof value === 'object') visit(value, onNode);
}

/** The `{ … }` of a `defineContract({ … })` call, if the node is one. */
function contractObject(node: Node): Node | undefined {
  const callee = node.callee as Node | undefined;
  const [first] = (node.arguments as Node[] | undefined) ?? [];
  if (node.type !== 'CallExpression' || callee?.type !== 'Identifier' || callee.name !== 'defineContract') {
    return undefined;
  }
  return first?.type === 'ObjectExpression' ? first : undefined;
}

/** The calls made while a module's top-level constants are built, not those inside functions. */
function initialiserCalls(program: Node): Node[] {
  const calls: Node[] = [];
  const collect = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) collect(child);
      return;
    }
    if (typeof node !== 'object' || node === null || typeof (node as Node).type !== 'string') return;
    const current = node as Node;
    if (/Function/.test(current.type)) return;
    if (current.type === 'CallExpression' || current.type === 'NewExpression') calls.push(current);
    for (const value of Object.values(current)) if (typeof value === 'object') collect(value);
  };
  for (const statement of program.body as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) collect(declarator.init);
  }
  return calls;
}

/**
 * Leaves out a module's value imports of which it no longer uses any name (a stripped contract's
 * schemas): tree-shaking would drop what they bring anyway, but the bundler still counts the
 * module as reached from here when it cuts chunks, and so put a form's rules (with zod behind them)
 * into the chunk of every page that calls the API.
 */
export function withoutUnusedImports(code: string): string {
  const program = parseAst(code) as unknown as Node;
  const used = new Set<string>();
  const imports: Node[] = [];
  for (const statement of program.body as Node[]) {
    if (statement.type === 'ImportDeclaration') imports.push(statement);
    else
      visit(statement, (node) => {
        if (node.type === 'Identifier') used.add(node.name as string);
      });
  }
  let result = code;
  for (const declaration of imports.reverse()) {
    const specifiers = declaration.specifiers as Node[];
    // A bare `import 'x'` is there for its effects.
    if (specifiers.length === 0) continue;
    if (specifiers.some((specifier) => used.has((specifier.local as Node).name as string))) continue;
    result = result.slice(0, declaration.start) + result.slice(declaration.end);
  }
  return result;
}

/**
 * Builds the browser's copy of core's modules for tree-shaking:
 * - a contract keeps only what the typed API client reads of it: method, path and auth. The zod
 *   schemas of request and response (the API's validation and its OpenAPI document) are left out,
 *   with the imports only they used; schemas a module exports by name stay. Types are untouched: TypeScript still
 *   checks every call against the whole contract.
 * - the calls that build a module's top-level constants (zod's schema builders, above all) are
 *   marked pure: core only defines things, so a schema nothing uses is dropped with the calls that
 *   build it, and zod (25 KiB gzipped) leaves the first load of the pages that only read data.
 *   Calls inside functions are left alone.
 * vite.config.ts also treats core's modules as free of side effects, so an unused one is left out.
 */
export function contractsForBrowser(): Plugin {
  return {
    name: 'golfwallet-contracts-for-browser',
    // The production build only: the dev server and the web tests keep whole contracts, so the
    // tests' contract server (test/contract-server.ts) checks bodies against them.
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      const file = id.replace(/\\/g, '/');
      if (!CORE_FILE.test(file)) return null;
      const edits: { start: number; end: number; text: string }[] = [];
      const program = parseAst(code) as unknown as Node;
      if (CONTRACT_FILE.test(file)) {
        visit(program, (node) => {
          const object = contractObject(node);
          if (!object) return;
          const kept = (object.properties as Node[]).filter((property) => {
            const key = property.key as Node | undefined;
            return property.type === 'Property' && key?.type === 'Identifier' && KEPT.has(key.name as string);
          });
          edits.push({
            start: object.start,
            end: object.end,
            text: `{ ${kept.map((property) => code.slice(property.start, property.end)).join(', ')} }`,
          });
        });
      }
      const marked = new Set<number>();
      for (const call of initialiserCalls(program)) {
        // Inside a contract object that is replaced above: nothing to mark.
        if (edits.some((edit) => call.start >= edit.start && call.start < edit.end)) continue;
        if (marked.has(call.start)) continue;
        marked.add(call.start);
        edits.push({ start: call.start, end: call.start, text: '/* @__PURE__ */ ' });
      }
      if (edits.length === 0) return null;
      let result = code;
      for (const edit of edits.sort((a, b) => b.start - a.start)) {
        result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
      }
      return { code: CONTRACT_FILE.test(file) ? withoutUnusedImports(result) : result, map: null };
    },
  };
}
