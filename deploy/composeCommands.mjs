// The docker command lines of npm run deploy (deploy/deploy.mjs), as argv arrays: kept pure so a unit test
// (tests/unit/deploy/composeCommands.test.ts) can read them without a Docker engine.

/** The image docker-compose.yml builds and every app service runs (its `image:`, without the tag). */
export const IMAGE = 'kempen-vastgoed'

/** Replaced in this order: app-2 only serves, so the job worker app-1 goes last, once the new release has served. */
export const REPLICAS = ['app-2', 'app-1']

/** The port every replica listens on inside the compose network (the Dockerfile's PORT, PROXY_UPSTREAMS). */
export const APP_PORT = 3000

export const compose = {
  /** The id of a service's container; empty when it does not run. */
  containerId: (service) => ['compose', 'ps', '-q', service],
  build: () => ['compose', 'build'],
  /** Every release's image keeps a tag of its own, so it can be rolled back to after `latest` has moved on. */
  tagRelease: (tag) => ['tag', `${IMAGE}:latest`, `${IMAGE}:${tag}`],
  /** A rollback: `latest`, which the app services run, points at an earlier image again. */
  tagLatest: (image) => ['tag', image, `${IMAGE}:latest`],
  migrate: () => ['compose', 'run', '--rm', 'migrate'],
  /** Stops the old container (SIGTERM, then its stop_grace_period) and starts a new one from `latest`. */
  replace: (replica) => ['compose', 'up', '-d', '--no-deps', '--force-recreate', replica],
  healthStatus: (containerId) => ['inspect', '--format', '{{.State.Health.Status}}', containerId],
  runningImage: (containerId) => ['inspect', '--format', '{{.Image}}', containerId],
  imageTags: (imageId) => ['image', 'inspect', '--format', '{{join .RepoTags " "}}', imageId],
  /** The replica's health as Caddy reaches it: from the proxy's container, by its service name (busybox wget). */
  healthFromProxy: (replica) => ['compose', 'exec', '-T', 'proxy', 'wget', '-q', '-O', '-', `http://${replica}:${APP_PORT}/api/health`],
  /** Caddy's view of its upstreams (admin API, inside the proxy container only: deploy/Caddyfile). */
  proxyUpstreams: () => ['compose', 'exec', '-T', 'proxy', 'wget', '-q', '-O', '-', 'http://localhost:2019/reverse_proxy/upstreams'],
}

/**
 * The name to roll back to, from the tags of the image a replica ran before the deploy: its release tag
 * (kempen-vastgoed:<commit>) when it has one, else the image id (an image deployed before releases were tagged).
 */
export function rollbackReference(imageId, repoTags) {
  const release = repoTags
    .split(/\s+/)
    .filter(Boolean)
    .find((tag) => tag.startsWith(`${IMAGE}:`) && tag !== `${IMAGE}:latest`)
  return release ?? imageId
}
