import { parseAst, type Plugin } from 'vite';

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

/**
 * Builds the browser's copy of core's contract modules with only what the typed API client reads
 * of each contract: method, path and auth. The zod schemas of request and response (the API's
 * validation and its OpenAPI document) are left out, and with them zod itself (25 KiB gzipped)
 * from the first load of every page that only reads data; schemas that a module exports by name
 * (a form's rules) stay. Types are untouched: TypeScript still checks every call against the
 * whole contract. The tree-shaking of the schemas left unused needs `z` calls marked pure
 * (vite.config.ts).
 */
export function contractsForBrowser(): Plugin {
  return {
    name: 'golfwallet-contracts-for-browser',
    enforce: 'post',
    transform(code, id) {
      if (!CONTRACT_FILE.test(id.replace(/\\/g, '/'))) return null;
      const edits: { start: number; end: number; text: string }[] = [];
      visit(parseAst(code), (node) => {
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
      if (edits.length === 0) return null;
      let result = code;
      for (const edit of edits.sort((a, b) => b.start - a.start)) {
        result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
      }
      return { code: result, map: null };
    },
  };
}
