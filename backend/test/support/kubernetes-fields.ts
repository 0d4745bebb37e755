import { join } from 'node:path';
import ts from 'typescript';

/** An object with the module whose `I<Kind>` interface declares the fields of its kind (kubernetes-models' layout). */
export interface DeclaredObject {
  module: string;
  object: { kind: string; metadata: { name: string } } & object;
}

/**
 * The fields of Kubernetes objects that their kinds do not have, as "Deployment api: spec.template.spec.containers[0].readinesProbe".
 * `kubectl apply` refuses such a field (the API server validates strictly), but the kubernetes-models schemas let
 * unknown fields through, so a misspelt one would pass them. The fields come instead from the models' TypeScript
 * declarations, read with the compiler.
 */
export function unknownFields(objects: DeclaredObject[]): string[] {
  const kinds = [...new Set(objects.map(kindOf))];
  const { checker, typeOf } = kindTypes(kinds);
  const unknown: string[] = [];
  const walk = (value: unknown, type: ts.Type, path: string, owner: string): void => {
    const known = checker.getNonNullableType(type);
    if (known.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return;
    if (Array.isArray(value)) {
      const item = checker.getIndexInfoOfType(known, ts.IndexKind.Number)?.type;
      if (item) value.forEach((element, i) => walk(element, item, `${path}[${i}]`, owner));
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const shapes = (known.isUnion() ? known.types : [known]).filter((member) => member.flags & ts.TypeFlags.Object);
    // A map (labels, annotations, a ConfigMap's data) takes any key.
    const map = shapes.map((shape) => checker.getIndexInfoOfType(shape, ts.IndexKind.String)).find(Boolean);
    for (const [key, field] of Object.entries(value)) {
      const fieldPath = path ? `${path}.${key}` : key;
      const property = shapes.map((shape) => checker.getPropertyOfType(shape, key)).find(Boolean);
      if (property) walk(field, checker.getTypeOfSymbol(property), fieldPath, owner);
      else if (map) walk(field, map.type, fieldPath, owner);
      else unknown.push(`${owner}: ${fieldPath}`);
    }
  };
  for (const declared of objects) walk(declared.object, typeOf(kindOf(declared)), '', `${declared.object.kind} ${declared.object.metadata.name}`);
  return unknown;
}

/** A kind as "<module>:I<Kind>": where its interface is declared, and its name. */
const kindOf = ({ module, object }: DeclaredObject) => `${module}:I${object.kind}`;

const compiled = new Map<string, { checker: ts.TypeChecker; typeOf: (kind: string) => ts.Type }>();

/** The types of the kinds' interfaces, from a program that declares a value of each; made once per set of kinds. */
function kindTypes(kinds: string[]): { checker: ts.TypeChecker; typeOf: (kind: string) => ts.Type } {
  const text = kinds
    .map((kind, i) => {
      const [module, name] = kind.split(':');
      return `import type { ${name} as Kind${i} } from '${module}';\nexport declare const kind${i}: Kind${i};`;
    })
    .join('\n');
  const held = compiled.get(text);
  if (held) return held;
  // Beside this file, so that the kinds' modules resolve from the backend's node_modules.
  const fileName = join(__dirname, 'kubernetes-kinds.virtual.ts');
  const options: ts.CompilerOptions = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022, strict: true, noEmit: true, types: [] };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, language, ...rest) => (name === fileName ? ts.createSourceFile(name, text, language) : getSourceFile.call(host, name, language, ...rest));
  host.fileExists = (name) => name === fileName || fileExists.call(host, name);
  host.readFile = (name) => (name === fileName ? text : readFile.call(host, name));
  const program = ts.createProgram([fileName], options, host);
  const checker = program.getTypeChecker();
  const declarations = program.getSourceFile(fileName)?.statements.filter(ts.isVariableStatement).map((statement) => statement.declarationList.declarations[0]) ?? [];
  const types = { checker, typeOf: (kind: string) => checker.getTypeAtLocation(declarations[kinds.indexOf(kind)].name) };
  compiled.set(text, types);
  return types;
}
