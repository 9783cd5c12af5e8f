import { clearRunLocks } from './helpers/runLock'
import { startSecondServers } from './helpers/secondServers'

/**
 * Once per run, before the tests: no lock or slot left by an earlier run (helpers/runLock.ts), then the
 * second servers and their SMTP receiver (helpers/secondServers.ts). The function returned is the run's
 * teardown: servers stopped, locks and slots cleared.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  clearRunLocks()
  const stopSecondServers = await startSecondServers()
  return async () => {
    await stopSecondServers()
    clearRunLocks()
  }
}
