/**
 * Sets environment variables and answers a function that puts back what was there before: a suite of the
 * shared run (tests/int/shared.test.ts) leaves the environment as it found it for the suites after it.
 */
export function setEnv(vars: Record<string, string>): () => void {
  const before = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]))
  Object.assign(process.env, vars)
  return () => {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
}
