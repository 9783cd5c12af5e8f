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

/**
 * Buffers a swap made itself (a copy, or a join of held and new bytes) and the parts of them it gives back:
 * a later swap of the same response may write into them. A page's bytes came from Next's cache and are
 * copied once, by the first swap that changes them, not once per swap: a chain of swaps copied a whole page
 * for each, which showed as a large share of a cached page's server time under load (docs/speed.md).
 */
const ownCopies = new WeakSet<Buffer>()

const owned = (buffer: Buffer) => {
  ownCopies.add(buffer)
  return buffer
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
      let buf = held.length ? owned(Buffer.concat([held, chunk])) : chunk
      let at = buf.indexOf(search)
      let after = 0
      if (at !== -1) {
        // A copy, unless a swap made this buffer: the caller's chunk may be a cached page's own buffer.
        if (!ownCopies.has(buf)) buf = owned(Buffer.from(buf))
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
      if (!keep) return buf
      const given = buf.subarray(0, buf.length - keep)
      return ownCopies.has(buf) ? owned(given) : given
    },
    end() {
      const rest = held
      held = Buffer.alloc(0)
      return rest
    },
  }
}

/** Several swaps one after the other, as one: what the first gives back goes through the second, and so on. */
export function chainSwaps(swaps: ByteSwap[]): ByteSwap {
  if (swaps.length === 1) return swaps[0]
  return {
    push(chunk) {
      return swaps.reduce((bytes, swap) => swap.push(bytes), chunk)
    },
    end() {
      // What each held back is pushed through the ones after it before they give back their own.
      let rest = Buffer.alloc(0)
      for (const swap of swaps) rest = Buffer.concat([rest.length ? swap.push(rest) : rest, swap.end()])
      return rest
    },
  }
}

/**
 * A swap chosen when the first bytes go through it (by then a response's status is known), or none: `choose`
 * returns the swap to apply, or null to pass the body on as it is.
 */
export function chosenSwap(choose: () => ByteSwap | null): ByteSwap {
  let chosen: ByteSwap | null | undefined
  const swap = () => (chosen === undefined ? (chosen = choose()) : chosen)
  return {
    push: (chunk) => swap()?.push(chunk) ?? chunk,
    end: () => swap()?.end() ?? Buffer.alloc(0),
  }
}
