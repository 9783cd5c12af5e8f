/**
 * `work`, or a rejection once `ms` have passed without it: a check that must answer (health, metrics,
 * the admin's database probe) does not wait on a database that stopped answering. The work itself goes
 * on; only the wait ends.
 */
export async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
      }),
    ])
  } finally {
    clearTimeout(timer)
  }
}
