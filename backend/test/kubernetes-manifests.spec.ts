import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Deployment } from 'kubernetes-models/apps/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Service } from 'kubernetes-models/v1';
import { ScaledObject } from '@kubernetes-models/keda/keda.sh/v1alpha1';
import { ServiceMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1';
import { freePort } from '@isl/test-support';
import { ROOT_FILES } from '../src/features/sharing';
import { parseConfig, type AppConfig } from '../src/platform/config/config';
import { HealthController } from '../src/platform/health/health.controller';
import { metricsText } from '../src/platform/metrics/metrics';
import { WorkerMetricsServer } from '../src/platform/metrics/worker-metrics-server';
import { type AppQueues, QUEUE_NAMES } from '../src/platform/queue/app-queues';
import { QueueMetrics } from '../src/platform/queue/queue-metrics';
import { SHUTDOWN_GRACE_MS } from '../src/platform/runtime/graceful-shutdown';
import { unknownFields } from './support/kubernetes-fields';
import { renderKustomization, type KubeObject } from './support/kustomize';

/**
 * deploy/kubernetes as `kubectl apply -k` would take it, without a cluster: both overlays rendered (by the
 * renderer in support/kustomize.ts, since kubectl is not installed here), every object checked against its
 * Kubernetes, KEDA or Prometheus Operator schema (the kubernetes-models packages), and the references that no
 * schema sees checked against each other and against the app: selectors and their pods, the settings the
 * containers get and those config.ts reads, the probes and the routes that answer them, the metric KEDA scales on
 * and the series /metrics exports, the queues the workers consume.
 */
const ROOT = join(__dirname, '..', '..');
const KUBERNETES = join(ROOT, 'deploy', 'kubernetes');
const OVERLAYS = ['dev', 'production'];
/** The Secret the operator makes from secrets.example.env (never in the repository). */
const SECRET_NAME = 'isl-secrets';
const SECRET_EXAMPLE = parseEnvFile(readFileSync(join(KUBERNETES, 'secrets.example.env'), 'utf8'));
const NGINX_TEMPLATE = readFileSync(join(ROOT, 'docker', 'nginx.conf.template'), 'utf8');
/** The labels Prometheus gives every series it scrapes through a ServiceMonitor, besides the process's own. */
const TARGET_LABELS = ['namespace', 'service', 'pod', 'container', 'endpoint', 'job', 'instance'];
/** Documentation addresses (RFC 5737): the base's stand-ins for PostgreSQL's and Redis's, which overlays replace. */
const UNSET_ADDRESS = /^192\.0\.2\./;

/** Each kind the manifests use: the model that holds its schema, from the module that declares its fields (I<Kind>). */
const MODELS: Record<string, { Model: new (data: never) => { validate(): void }; module: string }> = {
  'apps/v1/Deployment': { Model: Deployment, module: 'kubernetes-models/apps/v1/Deployment' },
  'autoscaling/v2/HorizontalPodAutoscaler': { Model: HorizontalPodAutoscaler, module: 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler' },
  'networking.k8s.io/v1/Ingress': { Model: Ingress, module: 'kubernetes-models/networking.k8s.io/v1/Ingress' },
  'networking.k8s.io/v1/NetworkPolicy': { Model: NetworkPolicy, module: 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy' },
  'policy/v1/PodDisruptionBudget': { Model: PodDisruptionBudget, module: 'kubernetes-models/policy/v1/PodDisruptionBudget' },
  'v1/ConfigMap': { Model: ConfigMap, module: 'kubernetes-models/v1/ConfigMap' },
  'v1/Service': { Model: Service, module: 'kubernetes-models/v1/Service' },
  'keda.sh/v1alpha1/ScaledObject': { Model: ScaledObject, module: '@kubernetes-models/keda/keda.sh/v1alpha1/ScaledObject' },
  'monitoring.coreos.com/v1/ServiceMonitor': { Model: ServiceMonitor, module: '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/ServiceMonitor' },
};

type Labels = Record<string, string>;
interface LabelSelector {
  matchLabels?: Labels;
  matchExpressions?: { key: string; operator: 'In' | 'NotIn' | 'Exists' | 'DoesNotExist'; values?: string[] }[];
}
interface ContainerPort {
  name?: string;
  containerPort: number;
}
interface Probe {
  httpGet?: { path: string; port: string | number };
}
interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { configMapKeyRef?: { name: string; key: string }; secretKeyRef?: { name: string; key: string } };
}
interface Container {
  name: string;
  image: string;
  command?: string[];
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  ports?: ContainerPort[];
  startupProbe?: Probe;
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean };
}
interface DeploymentObject extends KubeObject {
  spec: {
    replicas?: number;
    selector: LabelSelector;
    template: {
      metadata: { labels: Labels };
      spec: { containers: Container[]; terminationGracePeriodSeconds?: number; securityContext?: { runAsNonRoot?: boolean; runAsUser?: number } };
    };
  };
}
interface ServiceObject extends KubeObject {
  spec: { selector: Labels; ports: { name: string; port: number; targetPort: string | number }[] };
}
interface NetworkPolicyPeer {
  podSelector?: LabelSelector;
  namespaceSelector?: LabelSelector;
  ipBlock?: { cidr: string };
}
interface NetworkPolicyRule {
  from?: NetworkPolicyPeer[];
  to?: NetworkPolicyPeer[];
  ports?: { port: number | string }[];
}
interface NetworkPolicyObject extends KubeObject {
  spec: { podSelector: LabelSelector; policyTypes: string[]; ingress?: NetworkPolicyRule[]; egress?: NetworkPolicyRule[] };
}
interface ScaledObjectObject extends KubeObject {
  spec: { scaleTargetRef: { name: string; kind?: string }; minReplicaCount: number; maxReplicaCount: number; triggers: { type: string; metadata: Record<string, string> }[] };
}
interface IngressPath {
  path: string;
  pathType: string;
  backend: { service: { name: string; port: { name?: string; number?: number } } };
}
interface IngressObject extends KubeObject {
  spec: { rules: { host: string; http: { paths: IngressPath[] } }[] };
}

function parseEnvFile(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

function selects(selector: LabelSelector, labels: Labels): boolean {
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  const byExpressions = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    if (operator === 'In') return values.includes(labels[key]);
    if (operator === 'NotIn') return !values.includes(labels[key]);
    return (operator === 'Exists') === key in labels;
  });
  return byLabels && byExpressions;
}

/** The manifests of one overlay, with the questions the checks ask of them. */
class Rendered {
  constructor(readonly objects: KubeObject[]) {}

  ofKind<T extends KubeObject>(kind: string): T[] {
    return this.objects.filter((object) => object.kind === kind) as T[];
  }

  get deployments(): DeploymentObject[] {
    return this.ofKind<DeploymentObject>('Deployment');
  }

  deployment(name: string): DeploymentObject | undefined {
    return this.deployments.find((deployment) => deployment.metadata.name === name);
  }

  /** The Deployments whose pods a selector picks. */
  selected(selector: LabelSelector): DeploymentObject[] {
    return this.deployments.filter((deployment) => selects(selector, deployment.spec.template.metadata.labels));
  }

  component(deployment: DeploymentObject): string {
    return deployment.spec.template.metadata.labels['app.kubernetes.io/component'];
  }

  ofComponent(component: string): DeploymentObject[] {
    return this.deployments.filter((deployment) => this.component(deployment) === component);
  }

  /** The environment a container starts with: its ConfigMap, the example Secret's keys, and its own variables. */
  environment(container: Container): Record<string, string> {
    const configMap = (name: string) => this.ofKind<KubeObject & { data: Labels }>('ConfigMap').find((map) => map.metadata.name === name)?.data;
    const fromSources = (container.envFrom ?? []).map((source) => (source.configMapRef ? configMap(source.configMapRef.name) : SECRET_EXAMPLE));
    const own = (container.env ?? []).map(({ name, value, valueFrom }) => {
      const ref = valueFrom?.configMapKeyRef ?? valueFrom?.secretKeyRef;
      const source = valueFrom?.configMapKeyRef ? configMap(valueFrom.configMapKeyRef.name) : SECRET_EXAMPLE;
      return [name, ref ? source?.[ref.key] : value];
    });
    return { ...Object.assign({}, ...fromSources), ...Object.fromEntries(own) } as Record<string, string>;
  }

  /** The app's settings as a container's config.ts would parse them (throws what the container would print). */
  config(container: Container): AppConfig {
    return parseConfig(this.environment(container));
  }

  /** The only container of a Deployment's pods (each runs one). */
  container(deployment: DeploymentObject): Container {
    const { containers } = deployment.spec.template.spec;
    expect(containers.map((container) => container.name)).toHaveLength(1);
    return containers[0];
  }

  portNumber(container: Container, port: string | number): number | undefined {
    return (container.ports ?? []).find((declared) => declared.name === port || declared.containerPort === port)?.containerPort;
  }
}

/** The settings config.ts reads of an environment, found by watching it read them. */
function settingsRead(env: Record<string, string>): Set<string> {
  const read = new Set<string>();
  const watched = new Proxy(env, {
    get: (target, key) => {
      if (typeof key === 'string') read.add(key);
      return Reflect.get(target, key);
    },
  });
  parseConfig(watched);
  return read;
}

/** The GET routes of a controller, as the api serves them under its global prefix. */
function getRoutes(controller: new (...args: never[]) => unknown, globalPrefix = 'api'): string[] {
  const base = Reflect.getMetadata(PATH_METADATA, controller) as string;
  const prototype = controller.prototype as Record<string, object>;
  return Object.getOwnPropertyNames(prototype).flatMap((name) => {
    const path = Reflect.getMetadata(PATH_METADATA, prototype[name]) as string | undefined;
    if (path === undefined || Reflect.getMetadata(METHOD_METADATA, prototype[name]) !== RequestMethod.GET) return [];
    return [`/${[globalPrefix, base, path].flatMap((part) => part.split('/')).filter(Boolean).join('/')}`];
  });
}

/** The series the processes export for the queues, read from the metrics text with every queue counted (as 0). */
async function exportedQueueSeries(): Promise<{ name: string; labels: Labels }[]> {
  const queues = { of: () => ({ jobCounts: async (states: string[]) => Object.fromEntries(states.map((state) => [state, 0])) }) } as unknown as AppQueues;
  const queueMetrics = new QueueMetrics(queues);
  queueMetrics.onModuleInit();
  try {
    return [...(await metricsText()).matchAll(/^(\w+)\{([^}]*)\} /gm)].map(([, name, labels]) => ({
      name,
      labels: Object.fromEntries([...labels.matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value])),
    }));
  } finally {
    queueMetrics.onModuleDestroy();
  }
}

/** The vector selectors of a PromQL query: each metric and its label matchers. */
function selectorsOf(query: string): { metric: string; matchers: { label: string; operator: string; value: string }[] }[] {
  return [...query.matchAll(/([a-zA-Z_:][\w:]*)\s*\{([^}]*)\}/g)].map(([, metric, body]) => ({
    metric,
    matchers: [...body.matchAll(/(\w+)\s*(=~|!~|!=|=)\s*"([^"]*)"/g)].map(([, label, operator, value]) => ({ label, operator, value })),
  }));
}

describe.each(OVERLAYS)('deploy/kubernetes/overlays/%s', (overlay) => {
  const rendered = new Rendered(renderKustomization(join(KUBERNETES, 'overlays', overlay)));
  const { objects, deployments } = rendered;

  it('renders the api, the workers, the web server and what they need, all in one namespace and no Secret', () => {
    expect(deployments.map((deployment) => deployment.metadata.name).sort()).toEqual(['api', 'web', 'worker', 'worker-notifications', 'worker-settlement']);
    expect(new Set(objects.map((object) => object.metadata.namespace)).size).toBe(1);
    expect(objects.filter((object) => object.kind === 'Secret')).toEqual([]);
  });

  it('is valid against the Kubernetes, KEDA and Prometheus Operator schemas', () => {
    const invalid = objects.flatMap((object) => {
      const model = MODELS[`${object.apiVersion}/${object.kind}`];
      if (!model) return [`${object.apiVersion} ${object.kind} ${object.metadata.name}: no schema for this kind here`];
      try {
        new model.Model(object as never).validate();
        return [];
      } catch (error) {
        return [`${object.kind} ${object.metadata.name}: ${error instanceof Error ? error.message : String(error)}`];
      }
    });
    expect(invalid).toEqual([]);
  });

  it('has only the fields its kinds have (the API server refuses others; the schemas let them through)', () => {
    expect(unknownFields(objects.map((object) => ({ object, module: MODELS[`${object.apiVersion}/${object.kind}`].module })))).toEqual([]);
  });

  it("selects its own pods from each Deployment, and every Service's, PDB's and NetworkPolicy's selector picks some", () => {
    const unselected = [
      ...deployments.filter((deployment) => !selects(deployment.spec.selector, deployment.spec.template.metadata.labels)).map((deployment) => `Deployment ${deployment.metadata.name}`),
      ...rendered.ofKind<ServiceObject>('Service').filter((service) => !rendered.selected({ matchLabels: service.spec.selector }).length).map((service) => `Service ${service.metadata.name}`),
      ...rendered.ofKind<KubeObject & { spec: { selector: LabelSelector } }>('PodDisruptionBudget').filter((budget) => !rendered.selected(budget.spec.selector).length).map((budget) => `PodDisruptionBudget ${budget.metadata.name}`),
      ...rendered.ofKind<NetworkPolicyObject>('NetworkPolicy').flatMap((policy) => {
        const peers = [...(policy.spec.ingress ?? []).flatMap((rule) => rule.from ?? []), ...(policy.spec.egress ?? []).flatMap((rule) => rule.to ?? [])];
        // A peer with only a pod selector means pods of this namespace: some must match.
        const inNamespace = peers.filter((peer) => peer.podSelector && !peer.namespaceSelector).map((peer) => peer.podSelector as LabelSelector);
        return [policy.spec.podSelector, ...inNamespace].filter((selector) => !rendered.selected(selector).length).map(() => `NetworkPolicy ${policy.metadata.name}`);
      }),
    ];
    expect(unselected).toEqual([]);
  });

  it("sends each Service's, Ingress's and ServiceMonitor's traffic to ports that exist", () => {
    const services = rendered.ofKind<ServiceObject>('Service');
    const missing = [
      ...services.flatMap((service) =>
        service.spec.ports
          .filter((port) => !rendered.selected({ matchLabels: service.spec.selector }).every((deployment) => rendered.portNumber(rendered.container(deployment), port.targetPort)))
          .map((port) => `Service ${service.metadata.name} targets ${port.targetPort}`),
      ),
      ...rendered.ofKind<IngressObject>('Ingress').flatMap((ingress) =>
        ingress.spec.rules.flatMap((rule) => rule.http.paths).flatMap(({ path, backend }) => {
          const service = services.find((candidate) => candidate.metadata.name === backend.service.name);
          const port = service?.spec.ports.find((candidate) => candidate.name === backend.service.port.name || candidate.port === backend.service.port.number);
          return port ? [] : [`Ingress ${ingress.metadata.name} ${path} to ${backend.service.name}`];
        }),
      ),
      ...rendered.ofKind<KubeObject & { spec: { selector: LabelSelector; endpoints: { port: string }[] } }>('ServiceMonitor').flatMap((monitor) => {
        const scraped = services.filter((service) => selects(monitor.spec.selector, service.metadata.labels ?? {}));
        const ports = monitor.spec.endpoints.filter((endpoint) => !scraped.length || !scraped.every((service) => service.spec.ports.some((port) => port.name === endpoint.port)));
        return ports.map((endpoint) => `ServiceMonitor ${monitor.metadata.name} port ${endpoint.port}`);
      }),
    ];
    expect(missing).toEqual([]);
  });

  it('lets the HorizontalPodAutoscaler and the ScaledObjects alone count the replicas of Deployments that exist', () => {
    const scaled = [
      ...rendered.ofKind<KubeObject & { spec: { scaleTargetRef: { kind: string; name: string } } }>('HorizontalPodAutoscaler').map((hpa) => hpa.spec.scaleTargetRef),
      ...rendered.ofKind<ScaledObjectObject>('ScaledObject').map((scaledObject) => ({ kind: scaledObject.spec.scaleTargetRef.kind ?? 'Deployment', name: scaledObject.spec.scaleTargetRef.name })),
    ];
    const targets = scaled.map(({ kind, name }) => ({ kind, name, exists: rendered.deployment(name) !== undefined, replicas: rendered.deployment(name)?.spec.replicas ?? 'owned by the scaler' }));
    expect(targets).toEqual(scaled.map(({ name }) => ({ kind: 'Deployment', name, exists: true, replicas: 'owned by the scaler' })));
    // The HPA's CPU utilisation is a share of what the pods request.
    const hpaTargets = rendered.ofKind<KubeObject & { spec: { scaleTargetRef: { name: string } } }>('HorizontalPodAutoscaler').map((hpa) => rendered.deployment(hpa.spec.scaleTargetRef.name));
    expect(hpaTargets.map((deployment) => deployment && rendered.container(deployment).resources?.requests?.cpu)).toEqual(hpaTargets.map(() => expect.any(String)));
  });

  it('reads only ConfigMaps it renders and keys of secrets.example.env, whose values are placeholders', () => {
    /** A ConfigMap or Secret something reads: one key of it, or all of them (envFrom). */
    type Reference = { source: 'ConfigMap' | 'Secret'; name?: string; key?: string };
    const references: Reference[] = [
      ...deployments.flatMap((deployment) =>
        deployment.spec.template.spec.containers.flatMap((container) => [
          ...(container.envFrom ?? []).map(({ configMapRef, secretRef }): Reference => (configMapRef ? { source: 'ConfigMap', name: configMapRef.name } : { source: 'Secret', name: secretRef?.name })),
          ...(container.env ?? []).flatMap(({ valueFrom }): Reference[] =>
            valueFrom?.configMapKeyRef ? [{ source: 'ConfigMap', ...valueFrom.configMapKeyRef }] : valueFrom?.secretKeyRef ? [{ source: 'Secret', ...valueFrom.secretKeyRef }] : [],
          ),
        ]),
      ),
      ...rendered
        .ofKind<KubeObject & { spec: { endpoints: { authorization?: { credentials: { name: string; key: string } } }[] } }>('ServiceMonitor')
        .flatMap((monitor) => monitor.spec.endpoints.map((endpoint): Reference => ({ source: 'Secret', name: endpoint.authorization?.credentials.name, key: endpoint.authorization?.credentials.key ?? '' }))),
    ];
    expect(references.length).toBeGreaterThan(0);
    const dangling = references.filter(({ source, name, key }) => {
      const keys = source === 'Secret' ? (name === SECRET_NAME ? SECRET_EXAMPLE : undefined) : rendered.ofKind<KubeObject & { data: Labels }>('ConfigMap').find((map) => map.metadata.name === name)?.data;
      return !keys || (key !== undefined && !(key in keys));
    });
    expect(dangling).toEqual([]);
    expect(Object.entries(SECRET_EXAMPLE).filter(([, value]) => value && !/change-me/i.test(value))).toEqual([]);
  });

  it('sets the api and the workers only settings config.ts reads, with values it accepts', () => {
    const unread = [...rendered.ofComponent('api'), ...rendered.ofComponent('worker')].flatMap((deployment) => {
      const env = rendered.environment(rendered.container(deployment));
      const read = settingsRead(env);
      return Object.keys(env)
        .filter((name) => !read.has(name))
        .map((name) => `${deployment.metadata.name}: ${name}`);
    });
    expect(unread).toEqual([]);
  });

  it('gives nginx exactly the variables of its template, and the api Service as its upstream', () => {
    const [web] = rendered.ofComponent('web');
    const env = rendered.environment(rendered.container(web));
    const placeholders = [...new Set([...NGINX_TEMPLATE.matchAll(/\$\{([A-Z][A-Z0-9_]*)\}/g)].map((match) => match[1]))];
    expect(Object.keys(env).sort()).toEqual(placeholders.sort());
    expect(rendered.portNumber(rendered.container(web), 'http')).toBe(Number(env.NGINX_LISTEN));
    const upstreams = [...env.NGINX_API_SERVERS.matchAll(/server ([\w.-]+):(\d+)/g)];
    const [api] = rendered.ofComponent('api');
    const apiService = rendered.ofKind<ServiceObject>('Service').find((service) => rendered.selected({ matchLabels: service.spec.selector }).includes(api));
    expect(upstreams.map(([, host, port]) => `${host}:${port}`)).toEqual(apiService?.spec.ports.map((port) => `${apiService.metadata.name}:${port.port}`));
  });

  it("probes the api's health routes and the worker metrics server's liveness on the ports they listen on", async () => {
    const probes = (container: Container) => [container.startupProbe, container.readinessProbe, container.livenessProbe].flatMap((probe) => (probe?.httpGet ? [probe.httpGet] : []));
    const apiRoutes = getRoutes(HealthController);
    for (const deployment of rendered.ofComponent('api')) {
      const container = rendered.container(deployment);
      expect(container.readinessProbe?.httpGet?.path).toBe('/api/health/ready');
      for (const { path, port } of probes(container)) {
        expect({ path, exists: apiRoutes.includes(path), port: rendered.portNumber(container, port) }).toEqual({ path, exists: true, port: rendered.config(container).port });
      }
    }
    // The worker's server answers its probes for real, on a free port; the Deployments probe the port it is given.
    const port = await freePort();
    const server = new WorkerMetricsServer({ workerMetricsPort: port, metricsToken: null, nodeEnv: 'test' } as AppConfig);
    await server.onModuleInit();
    try {
      for (const deployment of rendered.ofComponent('worker')) {
        const container = rendered.container(deployment);
        expect(probes(container).length).toBeGreaterThan(0);
        for (const probe of probes(container)) {
          const status = await fetch(`http://127.0.0.1:${port}${probe.path}`).then((response) => response.status);
          expect({ path: probe.path, status, port: rendered.portNumber(container, probe.port) }).toEqual({ path: probe.path, status: 200, port: rendered.config(container).workerMetricsPort });
        }
      }
    } finally {
      await server.onModuleDestroy();
    }
  });

  it('lets the api and the workers finish their graceful shutdown before the kubelet kills them', () => {
    const graceSeconds = SHUTDOWN_GRACE_MS / 1000;
    for (const deployment of [...rendered.ofComponent('api'), ...rendered.ofComponent('worker')]) {
      const preStop = rendered.container(deployment).lifecycle?.preStop?.exec?.command ?? [];
      const sleepSeconds = preStop[0] === 'sleep' ? Number(preStop[1]) : 0;
      const needed = sleepSeconds + graceSeconds;
      expect({ name: deployment.metadata.name, enough: (deployment.spec.template.spec.terminationGracePeriodSeconds ?? 30) > needed }).toEqual({ name: deployment.metadata.name, enough: true });
    }
    // The api sleeps first, so the Ingress controller stops sending it requests before it stops taking them.
    expect(rendered.ofComponent('api').map((deployment) => rendered.container(deployment).lifecycle?.preStop?.exec?.command[0])).toEqual(['sleep']);
  });

  it('runs every container as a user other than root, on a read-only root filesystem', () => {
    const loose = deployments.flatMap((deployment) => {
      const pod = deployment.spec.template.spec;
      const podOk = pod.securityContext?.runAsNonRoot === true && (pod.securityContext.runAsUser ?? 0) > 0;
      return pod.containers.filter((container) => !podOk || container.securityContext?.readOnlyRootFilesystem !== true || container.securityContext.allowPrivilegeEscalation !== false).map((container) => `${deployment.metadata.name}/${container.name}`);
    });
    expect(loose).toEqual([]);
  });

  it('runs images of a pinned tag', () => {
    const images = deployments.flatMap((deployment) => deployment.spec.template.spec.containers.map((container) => container.image));
    expect(images.filter((image) => !/^[\w./-]+:(?!latest$)[\w.-]+$/.test(image))).toEqual([]);
  });

  it('consumes every queue in exactly one worker Deployment, each named in WORKER_QUEUES', () => {
    const consumed = rendered.ofComponent('worker').flatMap((deployment) => {
      const container = rendered.container(deployment);
      expect({ name: deployment.metadata.name, WORKER_QUEUES: rendered.environment(container).WORKER_QUEUES }).toEqual({ name: deployment.metadata.name, WORKER_QUEUES: expect.any(String) });
      return rendered.config(container).workerQueues;
    });
    expect([...consumed].sort()).toEqual([...QUEUE_NAMES].sort());
  });

  it("scales the settlement and notifications workers on their queue's backlog, as the processes export it", async () => {
    const series = await exportedQueueSeries();
    const scaledObjects = rendered.ofKind<ScaledObjectObject>('ScaledObject');
    expect(scaledObjects.map((scaledObject) => scaledObject.spec.scaleTargetRef.name).sort()).toEqual(['worker-notifications', 'worker-settlement']);
    for (const scaledObject of scaledObjects) {
      const { name } = scaledObject.metadata;
      expect(scaledObject.spec.triggers.map((trigger) => trigger.type)).toEqual(['prometheus']);
      const { serverAddress, query, threshold } = scaledObject.spec.triggers[0].metadata;
      expect({ name, serverAddress: new URL(serverAddress).protocol, threshold: Number(threshold) > 0 }).toEqual({ name, serverAddress: expect.stringMatching(/^https?:$/), threshold: true });
      expect(scaledObject.spec.minReplicaCount).toBeGreaterThanOrEqual(1);
      expect(scaledObject.spec.maxReplicaCount).toBeGreaterThanOrEqual(scaledObject.spec.minReplicaCount);

      const selectors = selectorsOf(query);
      expect(selectors.length).toBeGreaterThan(0);
      for (const { metric, matchers } of selectors) {
        const exported = series.filter((one) => one.name === metric);
        const values = (label: string) => new Set(exported.map((one) => one.labels[label]));
        const unknown = matchers.flatMap(({ label, operator, value }) => {
          // Prometheus adds the target's namespace: it must be this deployment's, or KEDA reads another's backlog.
          if (label === 'namespace') return value === scaledObject.metadata.namespace && operator === '=' ? [] : [`${label}${operator}"${value}"`];
          if (TARGET_LABELS.includes(label)) return [];
          const named = operator.includes('~') ? value.split('|') : [value];
          return named.filter((one) => !values(label).has(one)).map((one) => `${label}${operator}"${one}"`);
        });
        const namespaced = matchers.some((matcher) => matcher.label === 'namespace');
        expect({ name, metric, exported: exported.length > 0, namespaced, unknown }).toEqual({ name, metric, exported: true, namespaced: true, unknown: [] });
        // The backlog is every job not yet taken: waiting, delayed (a retry's backoff) and prioritized.
        const states = matchers.find((matcher) => matcher.label === 'state');
        expect({ name, backlog: states?.value.split('|').sort() }).toEqual({ name, backlog: ['delayed', 'prioritized', 'waiting'] });
        // The queue it reads is the one its Deployment consumes, and only that one.
        const queue = matchers.find((matcher) => matcher.label === 'queue');
        const target = rendered.deployment(scaledObject.spec.scaleTargetRef.name);
        expect({ name, queues: target && rendered.config(rendered.container(target)).workerQueues }).toEqual({ name, queues: [queue?.value] });
      }
    }
  });

  it('routes the api, its root files and Socket.IO (sticky by cookie, with long timeouts) to the api, the rest to nginx, on PUBLIC_URL\'s host', () => {
    const ingresses = rendered.ofKind<IngressObject>('Ingress');
    const [api] = rendered.ofComponent('api');
    const publicHost = new URL(rendered.config(rendered.container(api)).publicUrl).host;
    expect(ingresses.flatMap((ingress) => ingress.spec.rules.map((rule) => rule.host))).toEqual(ingresses.map(() => publicHost));

    const routes = ingresses.flatMap((ingress) => ingress.spec.rules.flatMap((rule) => rule.http.paths.map((path) => ({ ingress, path: path.path, pathType: path.pathType, to: path.backend.service.name }))));
    const to = (path: string) => routes.find((route) => route.path === path)?.to;
    expect({ '/api': to('/api'), '/socket.io': to('/socket.io'), '/': to('/') }).toEqual({ '/api': 'api', '/socket.io': 'api', '/': 'web' });
    expect(routes.filter((route) => route.pathType === 'Exact').map((route) => `${route.path} ${route.to}`).sort()).toEqual(ROOT_FILES.map((file) => `/${file} api`).sort());

    const annotations = (path: string) => routes.find((route) => route.path === path)?.ingress.metadata.annotations ?? {};
    const socketIo = annotations('/socket.io');
    expect(socketIo['nginx.ingress.kubernetes.io/affinity']).toBe('cookie');
    for (const timeout of ['proxy-read-timeout', 'proxy-send-timeout']) expect(Number(socketIo[`nginx.ingress.kubernetes.io/${timeout}`])).toBeGreaterThan(60);
    // Ordinary API calls go round robin.
    expect(annotations('/api')['nginx.ingress.kubernetes.io/affinity']).toBeUndefined();
  });

  it('lets only the api and the workers reach PostgreSQL and Redis, at addresses the overlay sets', () => {
    const policies = rendered.ofKind<NetworkPolicyObject>('NetworkPolicy');
    expect(policies.filter((policy) => Object.keys(policy.spec.podSelector).length === 0 && policy.spec.policyTypes.length === 2 && !policy.spec.ingress && !policy.spec.egress)).toHaveLength(1);
    const storePorts = [SECRET_EXAMPLE.DATABASE_URL, SECRET_EXAMPLE.REDIS_URL].map((url) => Number(new URL(url).port));
    for (const storePort of storePorts) {
      const reaching = policies.filter((policy) => (policy.spec.egress ?? []).some((rule) => rule.ports?.some((port) => port.port === storePort)));
      const pods = reaching.flatMap((policy) => rendered.selected(policy.spec.podSelector).map((deployment) => rendered.component(deployment)));
      expect({ storePort, components: [...new Set(pods)].sort() }).toEqual({ storePort, components: ['api', 'worker'] });
    }
    const addresses = policies.flatMap((policy) => [...(policy.spec.egress ?? []), ...(policy.spec.ingress ?? [])].flatMap((rule) => [...(rule.to ?? []), ...(rule.from ?? [])]).flatMap((peer) => (peer.ipBlock ? [peer.ipBlock.cidr] : [])));
    expect(addresses.filter((cidr) => UNSET_ADDRESS.test(cidr))).toEqual([]);
    // What a policy lets into pods reaches a port they listen on.
    const closed = policies.flatMap((policy) =>
      (policy.spec.ingress ?? []).flatMap((rule) => rule.ports ?? []).flatMap(({ port }) => rendered.selected(policy.spec.podSelector).filter((deployment) => !rendered.portNumber(rendered.container(deployment), port)).map((deployment) => `${policy.metadata.name}: ${deployment.metadata.name} ${port}`)),
    );
    expect(closed).toEqual([]);
  });
});

describe('deploy/kubernetes/overlays/dev', () => {
  const rendered = new Rendered(renderKustomization(join(KUBERNETES, 'overlays', 'dev')));

  it('starts one replica of everything', () => {
    const minimums = [
      ...rendered.deployments.filter((deployment) => deployment.spec.replicas !== undefined).map((deployment) => deployment.spec.replicas),
      ...rendered.ofKind<KubeObject & { spec: { minReplicas: number } }>('HorizontalPodAutoscaler').map((hpa) => hpa.spec.minReplicas),
      ...rendered.ofKind<ScaledObjectObject>('ScaledObject').map((scaledObject) => scaledObject.spec.minReplicaCount),
    ];
    expect(new Set(minimums)).toEqual(new Set([1]));
  });
});
