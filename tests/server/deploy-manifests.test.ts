/**
 * The deploy files, checked without Docker or a cluster (CI has neither): every Kubernetes manifest in
 * deploy/kubernetes against the Kubernetes API schemas (kubernetes-models, plus unknown fields, which the API
 * server rejects too), then the project's own rules for those manifests. docker-compose.yml and deploy/Caddyfile
 * are checked in deploy-compose.test.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Deployment } from 'kubernetes-models/apps/v1/Deployment'
import { Job } from 'kubernetes-models/batch/v1/Job'
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress'
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget'
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap'
import { Secret } from 'kubernetes-models/v1/Secret'
import { Service } from 'kubernetes-models/v1/Service'
import { describe, expect, it } from 'vitest'
import ts from 'typescript'
import { parseAllDocuments } from 'yaml'
import { configSchema, parseConfig } from '@/server/config'

const root = path.resolve(import.meta.dirname, '../..')
const dir = path.join(root, 'deploy/kubernetes')

/** apiVersion/kind → the schema-checked model; a document of any other kind fails. */
const models: Record<string, new (data: never) => { validate(): void }> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/Ingress': Ingress,
}

/** The TypeScript interface kubernetes-models declares for each known kind, by the same key as `models`. */
const interfaces: Record<string, [module: string, name: string]> = {
  'v1/ConfigMap': ['kubernetes-models/v1/ConfigMap', 'IConfigMap'],
  'v1/Secret': ['kubernetes-models/v1/Secret', 'ISecret'],
  'v1/Service': ['kubernetes-models/v1/Service', 'IService'],
  'apps/v1/Deployment': ['kubernetes-models/apps/v1/Deployment', 'IDeployment'],
  'batch/v1/Job': ['kubernetes-models/batch/v1/Job', 'IJob'],
  'policy/v1/PodDisruptionBudget': [
    'kubernetes-models/policy/v1/PodDisruptionBudget',
    'IPodDisruptionBudget',
  ],
  'networking.k8s.io/v1/Ingress': ['kubernetes-models/networking.k8s.io/v1/Ingress', 'IIngress'],
}

/**
 * The schemas' validate() accepts fields the API does not have (a misspelt `readinesProbe` passes), while the
 * API server rejects them (strict field validation, kubectl's default). The kinds' TypeScript interfaces list
 * every field, so each object is walked along its interface with the compiler's type checker.
 */
const typeChecker = (() => {
  let built: { checker: ts.TypeChecker; types: Map<string, ts.Type> } | undefined
  return () => {
    if (built) return built
    const entry = path.join(root, 'tests/server/__deploy-manifest-kinds__.ts')
    const keys = Object.keys(interfaces)
    const source =
      keys
        .map((key, i) => `import type { ${interfaces[key]![1]} as K${i} } from '${interfaces[key]![0]}'`)
        .join('\n') + `\nexport interface Kinds { ${keys.map((key, i) => `'${key}': K${i}`).join('; ')} }\n`
    const options: ts.CompilerOptions = {
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2023,
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
    }
    const host = ts.createCompilerHost(options)
    const { getSourceFile, fileExists, readFile } = host
    host.getSourceFile = (name, ...rest) =>
      name === entry
        ? ts.createSourceFile(name, source, ts.ScriptTarget.ES2023)
        : getSourceFile(name, ...rest)
    host.fileExists = (name) => name === entry || fileExists(name)
    host.readFile = (name) => (name === entry ? source : readFile(name))
    const program = ts.createProgram([entry], options, host)
    const checker = program.getTypeChecker()
    const file = program.getSourceFile(entry)!
    const kinds = checker.getTypeAtLocation(
      file.statements.find((statement) => ts.isInterfaceDeclaration(statement))!.name,
    )
    const types = new Map(
      keys.map((key) => {
        const property = checker.getPropertyOfType(kinds, key)!
        return [key, checker.getTypeOfSymbol(property)] as const
      }),
    )
    for (const [key, type] of types)
      if (checker.getPropertiesOfType(type).length === 0)
        throw new Error(`no TypeScript interface for ${key}`)
    built = { checker, types }
    return built
  }
})()

/** Paths of the fields of `object` (a manifest of a known kind) that its kind's interface does not declare. */
function unknownFields(object: { apiVersion: string; kind: string }): string[] {
  const { checker, types } = typeChecker()
  const found: string[] = []
  const walk = (value: unknown, type: ts.Type, at: string) => {
    type = checker.getNonNullableType(type)
    if (Array.isArray(value)) {
      const element = checker.getIndexTypeOfType(type, ts.IndexKind.Number)
      if (element) value.forEach((item, i) => walk(item, element, `${at}[${i}]`))
      return
    }
    if (value === null || typeof value !== 'object') return
    // A union (rare in these models): a field is known if any member declares it.
    const members = type.isUnion() ? type.types : [type]
    for (const [key, child] of Object.entries(value)) {
      const path = at ? `${at}.${key}` : key
      const property = members.map((member) => checker.getPropertyOfType(member, key)).find(Boolean)
      if (property) {
        walk(child, checker.getTypeOfSymbol(property), path)
        continue
      }
      const mapValue = members
        .map((member) => checker.getIndexTypeOfType(member, ts.IndexKind.String))
        .find(Boolean)
      if (mapValue) walk(child, mapValue, path)
      else found.push(path)
    }
  }
  const type = types.get(`${object.apiVersion}/${object.kind}`)
  if (!type) return [`${object.apiVersion}/${object.kind}: unknown kind`]
  walk(object, type, '')
  return found
}

interface Manifest {
  file: string
  apiVersion: string
  kind: string
  metadata: { name: string; namespace?: string; labels?: Record<string, string> }
  // The schema check above is what vouches for the rest; the rules below read it loosely.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  spec?: any
  data?: Record<string, string>
  stringData?: Record<string, string>
}

const files = readdirSync(dir)
  .filter((name) => name.endsWith('.yaml'))
  .sort()

function readDocuments(file: string): unknown[] {
  const documents = parseAllDocuments(readFileSync(path.join(dir, file), 'utf8'))
  return documents.map((document) => {
    if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0]!.message}`)
    return document.toJS()
  })
}

const kustomizationFile = 'kustomization.yaml'
const manifests: Manifest[] = files
  .filter((file) => file !== kustomizationFile)
  .flatMap((file) => readDocuments(file).map((doc) => ({ ...(doc as Omit<Manifest, 'file'>), file })))

const kustomization = readDocuments(kustomizationFile)[0] as {
  apiVersion: string
  kind: string
  resources: string[]
  namespace?: string
}

function find(kind: string, name: string): Manifest {
  const found = manifests.find((m) => m.kind === kind && m.metadata.name === name)
  if (!found) throw new Error(`no ${kind} ${name} in deploy/kubernetes`)
  return found
}

interface Container {
  name: string
  image: string
  command?: string[]
  env?: { name: string; value?: string }[]
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[]
  ports?: { name?: string; containerPort: number }[]
  readinessProbe?: { httpGet?: { path: string; port: number | string } }
  livenessProbe?: { httpGet?: { path: string; port: number | string } }
  startupProbe?: { httpGet?: { path: string; port: number | string } }
  lifecycle?: { preStop?: { exec?: { command: string[] }; sleep?: { seconds: number } } }
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> }
  securityContext?: { readOnlyRootFilesystem?: boolean }
}

const podSpecOf = (m: Manifest) => m.spec.template.spec
const containerOf = (m: Manifest): Container => {
  const containers = podSpecOf(m).containers as Container[]
  expect(containers, `${m.kind} ${m.metadata.name}: one container`).toHaveLength(1)
  return containers[0]!
}

/** The environment a container starts with: its ConfigMaps and Secrets (the example's keys), then its own env. */
function environmentOf(container: Container): Record<string, string> {
  const env: Record<string, string> = {}
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef) Object.assign(env, find('ConfigMap', source.configMapRef.name).data)
    if (source.secretRef) Object.assign(env, find('Secret', source.secretRef.name).stringData)
  }
  for (const variable of container.env ?? []) env[variable.name] = variable.value ?? ''
  return env
}

/** Every variable name the manifests set. */
function variableNames(): string[] {
  const names = new Set<string>()
  for (const m of manifests) {
    if (m.kind === 'ConfigMap') Object.keys(m.data ?? {}).forEach((key) => names.add(key))
    if (m.kind === 'Secret') Object.keys({ ...m.data, ...m.stringData }).forEach((key) => names.add(key))
    if (m.spec?.template?.spec)
      for (const container of podSpecOf(m).containers as Container[])
        for (const variable of container.env ?? []) names.add(variable.name)
  }
  return [...names].sort()
}

describe('deploy/kubernetes: Kubernetes schemas', () => {
  it('has the manifests and the kustomization', () => {
    expect(files).toContain(kustomizationFile)
    expect(manifests.length).toBeGreaterThanOrEqual(8)
  })

  it.each(manifests.map((m) => [`${m.file}: ${m.kind} ${m.metadata?.name}`, m] as const))(
    '%s is a valid object of a known kind',
    (_, manifest) => {
      const { file: _file, ...object } = manifest
      const Model = models[`${object.apiVersion}/${object.kind}`]
      expect(Model, `${object.apiVersion} ${object.kind} is not a kind this test knows`).toBeDefined()
      // Throws with the failing field's path and the rule it breaks.
      new Model!(object as never).validate()
      expect(unknownFields(object), 'fields the Kubernetes API does not have').toEqual([])
      expect(object.metadata.namespace, 'namespace-agnostic: kubectl -n or kustomize sets it').toBeUndefined()
    },
  )

  it('a field the API does not have is reported, with its path', () => {
    const { file: _file, ...typo } = structuredClone(find('Deployment', 'campuspulse-web'))
    typo.spec.template.spec.containers[0].readinesProbe = typo.spec.template.spec.containers[0].readinessProbe
    typo.spec.replica = 3
    expect(unknownFields(typo).sort()).toEqual([
      'spec.replica',
      'spec.template.spec.containers[0].readinesProbe',
    ])
  })

  it('the kustomization lists files that exist, and never the examples', () => {
    expect(kustomization.apiVersion).toBe('kustomize.config.k8s.io/v1beta1')
    expect(kustomization.kind).toBe('Kustomization')
    expect(kustomization.namespace).toBeUndefined()
    for (const resource of kustomization.resources) {
      expect(existsSync(path.join(dir, resource)), `${resource} exists`).toBe(true)
      expect(resource).not.toMatch(/example/)
    }
    const listed = new Set(kustomization.resources)
    const unlisted = manifests.filter((m) => !listed.has(m.file)).map((m) => m.file)
    expect([...new Set(unlisted)].sort()).toEqual(['ingress.example.yaml', 'secret.example.yaml'])
  })
})

describe('deploy/kubernetes: the project rules', () => {
  const web = find('Deployment', 'campuspulse-web')
  const worker = find('Deployment', 'campuspulse-worker')
  const job = find('Job', 'campuspulse-migrate')
  const webContainer = containerOf(web)
  const workerContainer = containerOf(worker)
  const jobContainer = containerOf(job)

  it('every variable set is one the server reads (configSchema)', () => {
    const known = new Set(Object.keys(configSchema.shape))
    expect(variableNames().filter((name) => !known.has(name))).toEqual([])
  })

  it('every container starts with a configuration the server accepts', () => {
    for (const container of [webContainer, workerContainer, jobContainer])
      expect(() => parseConfig(environmentOf(container)), container.name).not.toThrow()
  })

  it('web: ROLE=web, MIGRATE_ON_START=false, probes on /readyz and /healthz, drains before SIGTERM', () => {
    const env = environmentOf(webContainer)
    expect(env.ROLE).toBe('web')
    expect(env.MIGRATE_ON_START).toBe('false')
    expect(web.spec.replicas).toBe(2)
    expect(webContainer.readinessProbe?.httpGet?.path).toBe('/readyz')
    expect(webContainer.livenessProbe?.httpGet?.path).toBe('/healthz')
    expect(webContainer.startupProbe?.httpGet?.path).toBe('/healthz')
    expect(webContainer.ports).toContainEqual({ name: 'http', containerPort: 3000 })
    expect(podSpecOf(web).terminationGracePeriodSeconds).toBeGreaterThanOrEqual(15)
    const preStop = webContainer.lifecycle?.preStop
    const sleepSeconds = preStop?.sleep?.seconds ?? Number(preStop?.exec?.command.at(-1))
    expect(sleepSeconds).toBeGreaterThanOrEqual(2)
    expect(sleepSeconds + 10).toBeLessThan(podSpecOf(web).terminationGracePeriodSeconds)
  })

  it('web: a rolling update never takes a serving pod away before its replacement is ready (issue 40)', () => {
    const { strategy } = web.spec
    expect(strategy.type).toBe('RollingUpdate')
    expect(strategy.rollingUpdate.maxUnavailable).toBe(0)
    expect(Number(strategy.rollingUpdate.maxSurge)).toBeGreaterThanOrEqual(1)
  })

  it('worker: ROLE=worker, MIGRATE_ON_START=false, probes on /readyz and /healthz', () => {
    const env = environmentOf(workerContainer)
    expect(env.ROLE).toBe('worker')
    expect(env.MIGRATE_ON_START).toBe('false')
    expect(worker.spec.replicas).toBe(1)
    expect(workerContainer.readinessProbe?.httpGet?.path).toBe('/readyz')
    expect(workerContainer.livenessProbe?.httpGet?.path).toBe('/healthz')
  })

  it('the migration Job runs migrate.js once, with retries bounded and the finished Job cleaned up', () => {
    expect(jobContainer.command).toEqual(['node', 'dist/server/cli/migrate.js'])
    expect(job.spec.backoffLimit).toBeGreaterThanOrEqual(1)
    expect(job.spec.ttlSecondsAfterFinished).toBeGreaterThan(0)
    expect(podSpecOf(job).restartPolicy).toMatch(/^(Never|OnFailure)$/)
  })

  it('the PodDisruptionBudget and the Service select the web pods, and only them', () => {
    const webLabels = web.spec.template.metadata.labels as Record<string, string>
    const workerLabels = worker.spec.template.metadata.labels as Record<string, string>
    const selects = (selector: Record<string, string>, labels: Record<string, string>) =>
      Object.entries(selector).every(([key, value]) => labels[key] === value)

    const pdb = find('PodDisruptionBudget', 'campuspulse-web')
    expect(pdb.spec.minAvailable).toBe(1)
    expect(selects(pdb.spec.selector.matchLabels, webLabels)).toBe(true)
    expect(selects(pdb.spec.selector.matchLabels, workerLabels)).toBe(false)

    const service = find('Service', 'campuspulse-web')
    expect(service.spec.type ?? 'ClusterIP').toBe('ClusterIP')
    expect(selects(service.spec.selector, webLabels)).toBe(true)
    expect(selects(service.spec.selector, workerLabels)).toBe(false)
    expect(service.spec.ports).toEqual([expect.objectContaining({ port: 80, targetPort: 3000 })])
  })

  it('pods run as the image user, unprivileged, with resource requests and limits', () => {
    for (const m of [web, worker, job]) {
      const pod = podSpecOf(m)
      const container = containerOf(m)
      // USER node in the Dockerfile; a name cannot be checked by runAsNonRoot, so the uid is given.
      expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000 })
      expect(container.securityContext).toMatchObject({ allowPrivilegeEscalation: false })
      expect(container.resources?.requests).toMatchObject({
        cpu: expect.any(String),
        memory: expect.any(String),
      })
      expect(container.resources?.limits).toMatchObject({ memory: expect.any(String) })
      expect(container.image).toBe('ghcr.io/your-org/campuspulse:latest')
    }
    expect(readFileSync(path.join(root, 'Dockerfile'), 'utf8')).toMatch(
      /^FROM node:\d+-slim\b[\s\S]*^USER node$/m,
    )
  })

  it('the Secret is an example with placeholders, not real values', () => {
    const secret = find('Secret', 'campuspulse-secrets')
    expect(secret.file).toBe('secret.example.yaml')
    expect(readFileSync(path.join(dir, secret.file), 'utf8')).toMatch(/EXAMPLE ONLY: do not apply/)
    for (const value of Object.values(secret.stringData ?? {})) expect(value).toMatch(/REPLACE-ME/)
  })
})
