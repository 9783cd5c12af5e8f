/**
 * Replaces every occurrence of one byte string by another of the same length in a body that arrives
 * in chunks: an occurrence split over two chunks is found too. Only the end of a chunk that could be
 * the start of an occurrence is held back until the next chunk (usually nothing, so streamed pages are
 * not delayed); `end` gives back what was held.
 */
export interface ByteSwap {
  push(chunk: Buffer): Buffer
  end(): Buffer
}

export function createByteSwap(search: Buffer, replacement: () => Buffer): ByteSwap {
  if (search.length === 0) throw new Error('createByteSwap: empty search')
  let held = Buffer.alloc(0)
  let swapIn: Buffer | null = null

  /** Length of the longest end of `buf` that is a strict beginning of `search`. */
  const partialTail = (buf: Buffer, from: number) => {
    for (let k = Math.min(search.length - 1, buf.length - from); k > 0; k--) {
      if (buf.compare(search, 0, k, buf.length - k, buf.length) === 0) return k
    }
    return 0
  }

  return {
    push(chunk) {
      let buf = held.length ? Buffer.concat([held, chunk]) : chunk
      let at = buf.indexOf(search)
      let after = 0
      if (at !== -1) {
        // A copy: the caller's chunk may be a cached page's own buffer.
        buf = Buffer.from(buf)
        swapIn ??= replacement()
        if (swapIn.length !== search.length) throw new Error('createByteSwap: replacement of another length')
        while (at !== -1) {
          swapIn.copy(buf, at)
          after = at + search.length
          at = buf.indexOf(search, after)
        }
      }
      const keep = partialTail(buf, after)
      held = keep ? Buffer.from(buf.subarray(buf.length - keep)) : Buffer.alloc(0)
      return keep ? buf.subarray(0, buf.length - keep) : buf
    },
    end() {
      const rest = held
      held = Buffer.alloc(0)
      return rest
    },
  }
}
