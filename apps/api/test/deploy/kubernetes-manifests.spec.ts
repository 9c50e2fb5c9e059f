/**
 * deploy/kubernetes, checked offline: every file kustomization.yaml lists exists and each of its
 * documents validates against the Kubernetes schemas of kubernetes-models (the same OpenAPI
 * definitions the API server holds), and the manifests agree with the api they deploy: probes
 * on routes it serves, variables it reads with values it accepts, commands the build makes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Logger, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, MODULE_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { getMetadataStorage } from 'class-validator';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, Secret, Service } from 'kubernetes-models/v1';
import type { IContainer, IPodTemplateSpec, IProbe } from 'kubernetes-models/v1';
import { parse, parseAllDocuments } from 'yaml';
import { AppModule } from '../../src/app.module';
import { EnvironmentVariables, validateEnv } from '../../src/config/env.validation';
import { MetricsRegistry } from '../../src/metrics/metrics-registry';
import { MetricsServer } from '../../src/metrics/metrics-server';

const REPO_ROOT = resolve(__dirname, '../../../..');
const DEPLOY_DIR = join(REPO_ROOT, 'deploy/kubernetes');
/** Applied by hand once (it holds the secrets), so not a resource of kustomization.yaml. */
const SECRET_TEMPLATE = 'secret.template.yaml';

/**
 * Every kind the manifests use, by `apiVersion/kind`, with its schema-validating model. (The
 * models' `validate` comes from @kubernetes-models/base, whose types this project's "node"
 * module resolution does not find; it is called through `Validating`.)
 */
const MODELS: Record<string, new (data: never) => object> = {
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
};

// The documents are read as these shapes once they have passed the schema.
interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [field: string]: unknown;
}
interface Workload extends Manifest {
  spec: { selector: { matchLabels: Record<string, string> }; template: IPodTemplateSpec };
}
interface Validating {
  validate(): void;
}
interface SchemaError {
  instancePath: string;
  message?: string;
}

/**
 * Validates one parsed document against its kind's schema; `where` (file and document index)
 * leads the error, followed by each failing path, e.g.
 * `bad.yaml#1 (Deployment web): /spec/replicas must be integer`.
 */
export function checkManifest(doc: unknown, where: string): Manifest {
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) {
    throw new Error(`${where}: not a Kubernetes object`);
  }
  const { apiVersion, kind, metadata } = doc as Partial<Manifest>;
  const label = `${where} (${kind} ${metadata?.name ?? '<no name>'})`;
  const Model = MODELS[`${apiVersion}/${kind}`];
  if (!Model) throw new Error(`${label}: no schema for apiVersion ${apiVersion} kind ${kind}`);
  try {
    (new Model(doc as never) as Validating).validate();
  } catch (error) {
    const errors: SchemaError[] = (error as { errors?: SchemaError[] }).errors ?? [];
    const paths = errors.map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
    throw new Error(`${label}: ${paths.length ? paths.join('; ') : String(error)}`);
  }
  if (!metadata?.name) throw new Error(`${label}: /metadata/name is required`);
  return doc as Manifest;
}

/** The documents of one YAML text, each validated; YAML syntax errors name the file too. */
export function parseManifests(text: string, file: string): Manifest[] {
  return parseAllDocuments(text)
    .map((document, index) => {
      const [syntax] = document.errors;
      if (syntax) throw new Error(`${file}#${index}: ${syntax.message}`);
      return { value: document.toJS() as unknown, where: `${file}#${index}` };
    })
    .filter(({ value }) => value !== null)
    .map(({ value, where }) => checkManifest(value, where));
}

interface Kustomization {
  apiVersion: string;
  kind: string;
  namespace?: unknown;
  resources?: unknown;
  images?: unknown;
}

const kustomization = parse(read('kustomization.yaml')) as Kustomization;
const resourceFiles = kustomization.resources as string[];

function read(file: string): string {
  return readFileSync(join(DEPLOY_DIR, file), 'utf8');
}

function loadAll(): Manifest[] {
  return resourceFiles.flatMap((file) => parseManifests(read(file), file));
}

function one<T extends Manifest>(manifests: Manifest[], kind: string, name: string): T {
  const found = manifests.filter((m) => m.kind === kind && m.metadata.name === name);
  if (found.length !== 1) throw new Error(`expected one ${kind} ${name}, found ${found.length}`);
  return found[0] as T;
}

/** The pod templates of every Deployment and Job, by the manifest's name. */
function podTemplates(manifests: Manifest[]): [string, IPodTemplateSpec][] {
  return manifests
    .filter((m) => m.kind === 'Deployment' || m.kind === 'Job')
    .map((m) => [m.metadata.name, (m as Workload).spec.template]);
}

function containers(manifests: Manifest[]): [string, IContainer, IPodTemplateSpec][] {
  return podTemplates(manifests).flatMap(([name, template]) =>
    template.spec!.containers.map((c): [string, IContainer, IPodTemplateSpec] => [
      `${name}/${c.name}`,
      c,
      template,
    ]),
  );
}

/** The names the api validates at boot (every variable it reads, decorated in the class). */
function configNames(): Set<string> {
  const metadata = getMetadataStorage().getTargetValidationMetadatas(
    EnvironmentVariables,
    '',
    true,
    false,
  );
  return new Set(metadata.map((entry) => entry.propertyName));
}

/** `GET` paths the api answers: each controller of AppModule's tree under the global prefix. */
function servedGetPaths(): Set<string> {
  const prefix = /app\.setGlobalPrefix\('([^']+)'/.exec(
    readFileSync(join(REPO_ROOT, 'apps/api/src/bootstrap.ts'), 'utf8'),
  )?.[1];
  if (!prefix) throw new Error('no setGlobalPrefix in apps/api/src/bootstrap.ts');
  const paths = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (entry: unknown) => {
    // A module class, a dynamic module ({ module, imports, controllers }) or a forwardRef.
    const ref = entry as { forwardRef?: () => unknown; module?: unknown } | undefined;
    const module = ref?.forwardRef ? ref.forwardRef() : entry;
    if (!module || seen.has(module)) return;
    seen.add(module);
    const dynamic = module as { module?: object; imports?: unknown[]; controllers?: object[] };
    const type = (typeof module === 'function' ? module : dynamic.module) as object | undefined;
    const imports = [
      ...((type && Reflect.getMetadata(MODULE_METADATA.IMPORTS, type)) ?? []),
      ...(dynamic.imports ?? []),
    ] as unknown[];
    const controllers = [
      ...((type && Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, type)) ?? []),
      ...(dynamic.controllers ?? []),
    ] as (new () => object)[];
    for (const controller of controllers) addRoutes(controller);
    imports.forEach(visit);
  };
  const addRoutes = (controller: new () => object) => {
    const base = asList(Reflect.getMetadata(PATH_METADATA, controller));
    const proto = controller.prototype as Record<string, unknown>;
    for (const key of Object.getOwnPropertyNames(proto)) {
      const handler = proto[key];
      if (key === 'constructor' || typeof handler !== 'function') continue;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (method !== RequestMethod.GET && method !== RequestMethod.ALL) continue;
      for (const controllerPath of base)
        for (const path of asList(Reflect.getMetadata(PATH_METADATA, handler)))
          paths.add(`/${[prefix, controllerPath, path].join('/')}`.replace(/\/+/g, '/'));
    }
  };
  visit(AppModule);
  return new Set([...paths].map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path)));
}

function asList(value: unknown): string[] {
  if (value === undefined) return [''];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

function httpProbes(container: IContainer): [string, IProbe][] {
  return (['startupProbe', 'livenessProbe', 'readinessProbe'] as const)
    .filter((name) => container[name] !== undefined)
    .map((name): [string, IProbe] => [name, container[name]!]);
}

/** A named or numbered port of the container, as its number. */
function containerPort(container: IContainer, port: number | string): number {
  if (typeof port === 'number') return port;
  const found = container.ports?.find((p) => p.name === port);
  if (!found) throw new Error(`${container.name} has no port named ${port}`);
  return found.containerPort;
}

describe('deploy/kubernetes manifests', () => {
  // The metrics server started below announces its port.
  beforeAll(() => Logger.overrideLogger(false));
  describe('the schema check', () => {
    const deployment = {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'web' },
      spec: {
        replicas: 2,
        selector: { matchLabels: { app: 'web' } },
        template: {
          metadata: { labels: { app: 'web' } },
          spec: { containers: [{ name: 'web', image: 'nginx:1.27' }] },
        },
      },
    };

    it('accepts a valid Deployment', () => {
      expect(checkManifest(deployment, 'good.yaml#0')).toBe(deployment);
    });

    it('rejects a Deployment whose replicas is not a number, naming the file and the path', () => {
      const invalid = { ...deployment, spec: { ...deployment.spec, replicas: 'two' } };
      expect(() => checkManifest(invalid, 'bad.yaml#1')).toThrow(
        new Error('bad.yaml#1 (Deployment web): /spec/replicas must be integer'),
      );
    });

    it('rejects a wrongly typed field in any document of a file, naming the document', () => {
      const text = [
        'apiVersion: v1',
        'kind: Service',
        'metadata: {name: api}',
        'spec: {ports: [{port: http}]}',
        '---',
        ...JSON.stringify(deployment).split('\n'),
      ].join('\n');
      expect(() => parseManifests(text, 'service.yaml')).toThrow(
        new Error('service.yaml#0 (Service api): /spec/ports/0/port must be integer'),
      );
    });

    it('rejects a kind it has no schema for, and broken YAML, naming the file', () => {
      expect(() =>
        checkManifest({ apiVersion: 'v1', kind: 'Widget', metadata: { name: 'w' } }, 'w.yaml#0'),
      ).toThrow(new Error('w.yaml#0 (Widget w): no schema for apiVersion v1 kind Widget'));
      expect(() => parseManifests('kind: [Service', 'broken.yaml')).toThrow(/^broken\.yaml#0: /);
    });
  });

  it('lists files that exist, and every manifest in the folder is listed or is the Secret template', () => {
    expect(kustomization).toMatchObject({
      apiVersion: 'kustomize.config.k8s.io/v1beta1',
      kind: 'Kustomization',
    });
    expect(Array.isArray(resourceFiles)).toBe(true);
    for (const file of resourceFiles) {
      expect([file, existsSync(join(DEPLOY_DIR, file))]).toEqual([file, true]);
    }
    const yamlFiles = readdirSync(DEPLOY_DIR).filter((file) => /\.ya?ml$/.test(file));
    expect(yamlFiles.sort()).toEqual(
      ['kustomization.yaml', SECRET_TEMPLATE, ...resourceFiles].sort(),
    );
    expect(resourceFiles).not.toContain(SECRET_TEMPLATE);
  });

  it.each([...resourceFiles, SECRET_TEMPLATE])(
    '%s validates against the Kubernetes schemas',
    (file) => {
      const manifests = parseManifests(read(file), file);
      expect(manifests.length).toBeGreaterThan(0);
    },
  );

  it('sets a well-formed namespace that every manifest and the Secret template share', () => {
    const namespace = kustomization.namespace;
    expect(typeof namespace).toBe('string');
    expect(namespace).toMatch(/^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/);
    const manifests = loadAll();
    expect(one(manifests, 'Namespace', namespace as string).metadata.name).toBe(namespace);
    for (const manifest of manifests) {
      expect([manifest.metadata.name, manifest.metadata.namespace ?? namespace]).toEqual([
        manifest.metadata.name,
        namespace,
      ]);
    }
    const [secret] = parseManifests(read(SECRET_TEMPLATE), SECRET_TEMPLATE);
    expect(secret.metadata.namespace).toBe(namespace);
  });

  it('pins images with well-formed kustomize entries that match every container image', () => {
    const images = kustomization.images as Record<string, unknown>[];
    expect(Array.isArray(images)).toBe(true);
    // A registry host (with port), then lower-case path components; no tag or digest.
    const IMAGE_NAME =
      /^(?:[a-zA-Z0-9.-]+(?::\d+)?\/)?[a-z0-9]+(?:[._-][a-z0-9]+)*(?:\/[a-z0-9]+(?:[._-][a-z0-9]+)*)*$/;
    const TAG = /^[\w][\w.-]{0,127}$/;
    const DIGEST = /^sha256:[a-f0-9]{64}$/;
    for (const entry of images) {
      const fields = ['name', 'newName', 'newTag', 'digest'];
      expect(Object.keys(entry).filter((field) => !fields.includes(field))).toEqual([]);
      expect(entry.name).toMatch(IMAGE_NAME);
      if (entry.newName !== undefined) expect(entry.newName).toMatch(IMAGE_NAME);
      expect(entry.newTag !== undefined || entry.digest !== undefined).toBe(true);
      if (entry.newTag !== undefined) expect(entry.newTag).toMatch(TAG);
      if (entry.digest !== undefined) expect(entry.digest).toMatch(DIGEST);
    }
    const used = new Set(
      containers(loadAll()).map(([, c]) =>
        c.image!.replace(/(@sha256:[a-f0-9]+|:[\w][\w.-]*)$/, ''),
      ),
    );
    expect([...used].sort()).toEqual(images.map((entry) => entry.name).sort());
  });

  it('runs the built api, worker and migration entry points with the image', () => {
    const commands = Object.fromEntries(
      containers(loadAll()).map(([name, c]) => [name, [...(c.command ?? []), ...(c.args ?? [])]]),
    );
    // The api's larger young generation, as `npm start` gives it (scripts/lib/app.mjs).
    const apiFlags: string[] = JSON.parse(
      readFileSync(join(REPO_ROOT, 'scripts/lib/api-node-flags.json'), 'utf8'),
    );
    expect(apiFlags).toEqual(['--max-semi-space-size=32', '--expose-gc']);
    const image = readFileSync(join(REPO_ROOT, 'Dockerfile'), 'utf8');
    expect(image).toContain(
      `CMD ${JSON.stringify(['node', ...apiFlags, 'apps/api/dist/main.js']).replaceAll(',', ', ')}`,
    );
    expect(commands).toEqual({
      'dealdraft-api/api': ['node', ...apiFlags, 'apps/api/dist/main.js'],
      'dealdraft-worker/worker': ['node', 'apps/api/dist/worker.js'],
      'dealdraft-migrate/migrate': ['node', 'apps/api/dist/database/migrate.js'],
    });
    // The build (apps/api/build.mjs) compiles apps/api/src to apps/api/dist file for file.
    for (const script of Object.values(commands).map((command) => command.at(-1)!)) {
      const source = script.replace('apps/api/dist/', 'apps/api/src/').replace(/\.js$/, '.ts');
      expect([script, existsSync(join(REPO_ROOT, source))]).toEqual([script, true]);
    }
  });

  it('probes the api on routes it serves, on its PORT', () => {
    const served = servedGetPaths();
    const manifests = loadAll();
    const api = one<Workload>(manifests, 'Deployment', 'dealdraft-api');
    const container = api.spec.template.spec!.containers[0];
    const port = Number(container.env?.find((e) => e.name === 'PORT')?.value);
    const probes = httpProbes(container);
    expect(probes.map(([name]) => name)).toEqual([
      'startupProbe',
      'livenessProbe',
      'readinessProbe',
    ]);
    for (const [name, probe] of probes) {
      const { path, port: probePort } = probe.httpGet!;
      expect([name, path, served.has(path!)]).toEqual([name, path, true]);
      expect([name, containerPort(container, probePort)]).toEqual([name, port]);
    }
    expect(container.livenessProbe!.httpGet!.path).toBe('/api/health/live');
    expect(container.readinessProbe!.httpGet!.path).toBe('/api/health/ready');
  });

  it('probes the worker and scrapes both pods on paths the metrics server serves, on METRICS_PORT', async () => {
    const manifests = loadAll();
    const metricsPort = new EnvironmentVariables().METRICS_PORT;
    const paths: string[] = [];
    for (const name of ['dealdraft-api', 'dealdraft-worker']) {
      const { template } = one<Workload>(manifests, 'Deployment', name).spec;
      const container = template.spec!.containers[0];
      expect([name, template.metadata!.annotations]).toEqual([
        name,
        {
          'prometheus.io/scrape': 'true',
          'prometheus.io/port': String(metricsPort),
          'prometheus.io/path': '/metrics',
        },
      ]);
      expect([name, containerPort(container, 'metrics')]).toEqual([name, metricsPort]);
      paths.push(template.metadata!.annotations!['prometheus.io/path']);
    }
    const worker = one<Workload>(manifests, 'Deployment', 'dealdraft-worker');
    const container = worker.spec.template.spec!.containers[0];
    const probes = httpProbes(container);
    expect(probes.map(([name]) => name)).toEqual([
      'startupProbe',
      'livenessProbe',
      'readinessProbe',
    ]);
    for (const [name, probe] of probes) {
      expect([name, containerPort(container, probe.httpGet!.port)]).toEqual([name, metricsPort]);
      paths.push(probe.httpGet!.path!);
    }
    expect(container.livenessProbe!.httpGet!.path).toBe('/live');
    expect(container.readinessProbe!.httpGet!.path).toBe('/ready');

    // The metrics server each process runs, on a free port, with probes that answer 200: a
    // path it does not serve answers 404.
    const server = new MetricsServer(new MetricsRegistry());
    const ok = { httpStatus: 200, body: {} };
    const port = await server.listen(0, { live: () => ok, ready: () => Promise.resolve(ok) });
    try {
      const answers = await Promise.all(
        [...new Set(paths), '/not-served'].map(async (path) => [
          path,
          (await fetch(`http://127.0.0.1:${port}${path}`)).status,
        ]),
      );
      expect(answers).toEqual([
        ['/metrics', 200],
        ['/live', 200],
        ['/ready', 200],
        ['/not-served', 404],
      ]);
    } finally {
      await server.onApplicationShutdown();
    }
  });

  it('names only variables the api reads, and its ConfigMap and Secret template are a valid config', () => {
    const names = configNames();
    const manifests = loadAll();
    const configMap = one<Manifest & { data: Record<string, string> }>(
      manifests,
      'ConfigMap',
      'dealdraft-config',
    );
    const [secret] = parseManifests(read(SECRET_TEMPLATE), SECRET_TEMPLATE) as (Manifest & {
      stringData: Record<string, string>;
    })[];
    const referenced = [
      ...Object.keys(configMap.data).map((name) => `configmap.yaml: ${name}`),
      ...Object.keys(secret.stringData).map((name) => `${SECRET_TEMPLATE}: ${name}`),
      ...containers(manifests).flatMap(([where, c]) =>
        (c.env ?? []).map((e) => `${where}: ${e.name}`),
      ),
    ];
    expect(referenced.filter((entry) => !names.has(entry.split(': ')[1]))).toEqual([]);
    // Every pod reads both, by the names they have.
    for (const [where, c] of containers(manifests)) {
      expect([where, c.envFrom]).toEqual([
        where,
        [
          { configMapRef: { name: configMap.metadata.name } },
          { secretRef: { name: secret.metadata.name } },
        ],
      ]);
    }
    // The values as a pod sees them, with the template's secrets filled in, pass the api's
    // own validation (NODE_ENV=production, so JWT_SECRET is required).
    const env = {
      ...configMap.data,
      ...secret.stringData,
      JWT_SECRET: 'x'.repeat(48),
      ...Object.fromEntries(
        containers(manifests).flatMap(([, c]) => (c.env ?? []).map((e) => [e.name, e.value])),
      ),
    };
    expect(validateEnv(env).NODE_ENV).toBe('production');
  });

  it('runs pods as non-root on read-only roots with requests, memory limits and room to drain', () => {
    const manifests = loadAll();
    const configMap = one<Manifest & { data: Record<string, string> }>(
      manifests,
      'ConfigMap',
      'dealdraft-config',
    );
    const shutdownMs = Number(
      configMap.data.SHUTDOWN_TIMEOUT_MS ?? new EnvironmentVariables().SHUTDOWN_TIMEOUT_MS,
    );
    for (const [where, container, template] of containers(manifests)) {
      const pod = template.spec!;
      expect([where, pod.securityContext?.runAsNonRoot]).toEqual([where, true]);
      // The image's `node` user: runAsNonRoot can only check a numeric user.
      expect([where, pod.securityContext?.runAsUser]).toEqual([where, 1000]);
      expect([where, container.securityContext]).toMatchObject([
        where,
        {
          readOnlyRootFilesystem: true,
          allowPrivilegeEscalation: false,
          capabilities: { drop: ['ALL'] },
        },
      ]);
      const { requests, limits } = container.resources ?? {};
      expect([where, Object.keys(requests ?? {}).sort(), limits?.memory]).toEqual([
        where,
        ['cpu', 'memory'],
        expect.any(String),
      ]);
    }
    // The api's drain after SIGTERM is part of SHUTDOWN_TIMEOUT_MS, which ends before SIGKILL.
    const drainMs = Number(configMap.data.SHUTDOWN_DRAIN_MS);
    expect(drainMs).toBeGreaterThan(0);
    expect(drainMs).toBeLessThan(shutdownMs);
    for (const name of ['dealdraft-api', 'dealdraft-worker']) {
      const pod = one<Workload>(manifests, 'Deployment', name).spec.template.spec!;
      const container = pod.containers[0];
      const graceMs = (pod.terminationGracePeriodSeconds ?? 30) * 1000;
      expect([name, graceMs > shutdownMs, container.lifecycle]).toEqual([name, true, undefined]);
      // DATA_DIR (the image's /app/.data) and /tmp (Chromium's profile) are writable volumes.
      const mounted = (container.volumeMounts ?? []).map((mount) => mount.mountPath).sort();
      expect([name, mounted]).toEqual([name, ['/app/.data', '/tmp']]);
    }
  });

  it('points the Service, autoscaler and disruption budget at the api pods', () => {
    const manifests = loadAll();
    const api = one<Workload>(manifests, 'Deployment', 'dealdraft-api');
    const podLabels = api.spec.template.metadata!.labels!;
    expect(podLabels).toMatchObject(api.spec.selector.matchLabels);
    const service = one<Manifest & { spec: Service['spec'] }>(
      manifests,
      'Service',
      'dealdraft-api',
    );
    expect(podLabels).toMatchObject(service.spec!.selector!);
    const container = api.spec.template.spec!.containers[0];
    for (const port of service.spec!.ports!) containerPort(container, port.targetPort!);
    const hpa = one<Manifest & { spec: HorizontalPodAutoscaler['spec'] }>(
      manifests,
      'HorizontalPodAutoscaler',
      'dealdraft-api',
    );
    expect(hpa.spec!.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: 'dealdraft-api',
    });
    expect(hpa.spec!.metrics!.map((metric) => metric.resource?.name)).toEqual(['cpu']);
    expect(hpa.spec!.minReplicas).toBeGreaterThanOrEqual(2);
    const pdb = one<Manifest & { spec: PodDisruptionBudget['spec'] }>(
      manifests,
      'PodDisruptionBudget',
      'dealdraft-api',
    );
    expect(podLabels).toMatchObject(pdb.spec!.selector!.matchLabels!);
    // The budget leaves a replica to evict when the autoscaler is at its minimum.
    expect(Number(pdb.spec!.minAvailable)).toBeLessThan(hpa.spec!.minReplicas!);
  });
});
