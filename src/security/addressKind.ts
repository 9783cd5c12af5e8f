import { BlockList, isIP } from 'node:net'

/**
 * What an IP address is, for a server that fetches a URL somebody else wrote (the CRM export's
 * pictures and documents, src/security/outboundFetch.ts): only `public` addresses are reachable by
 * default; the others lead into the server's own machine, its network or its cloud's metadata service.
 */
export type AddressKind =
  'public' | 'loopback' | 'private' | 'link-local' | 'metadata' | 'shared' | 'unspecified' | 'multicast' | 'reserved' | 'invalid'

type Range = [address: string, prefix: number, family: 'ipv4' | 'ipv6']

// Checked in this order: the metadata services sit inside link-local and unique-local ranges.
const RANGES: Array<[Exclude<AddressKind, 'public' | 'invalid'>, Range[]]> = [
  [
    'metadata',
    [
      ['169.254.169.254', 32, 'ipv4'], // AWS, GCP, Azure, OpenStack
      ['169.254.170.2', 32, 'ipv4'], // AWS ECS task credentials
      ['100.100.100.200', 32, 'ipv4'], // Alibaba Cloud
      ['fd00:ec2::254', 128, 'ipv6'], // AWS over IPv6
    ],
  ],
  [
    'unspecified',
    [
      ['0.0.0.0', 8, 'ipv4'],
      ['::', 128, 'ipv6'],
    ],
  ],
  [
    'loopback',
    [
      ['127.0.0.0', 8, 'ipv4'],
      ['::1', 128, 'ipv6'],
    ],
  ],
  [
    'private',
    [
      ['10.0.0.0', 8, 'ipv4'],
      ['172.16.0.0', 12, 'ipv4'],
      ['192.168.0.0', 16, 'ipv4'],
      ['fc00::', 7, 'ipv6'], // unique local
      ['fec0::', 10, 'ipv6'], // site-local, deprecated but still routed by some networks
    ],
  ],
  [
    'link-local',
    [
      ['169.254.0.0', 16, 'ipv4'],
      ['fe80::', 10, 'ipv6'],
    ],
  ],
  ['shared', [['100.64.0.0', 10, 'ipv4']]], // carrier-grade NAT (RFC 6598)
  [
    'multicast',
    [
      ['224.0.0.0', 4, 'ipv4'],
      ['ff00::', 8, 'ipv6'],
    ],
  ],
  [
    'reserved',
    [
      ['192.0.0.0', 24, 'ipv4'], // IETF protocol assignments
      ['192.0.2.0', 24, 'ipv4'], // documentation
      ['198.18.0.0', 15, 'ipv4'], // benchmarking
      ['198.51.100.0', 24, 'ipv4'], // documentation
      ['203.0.113.0', 24, 'ipv4'], // documentation
      ['240.0.0.0', 4, 'ipv4'], // future use and the broadcast address
      ['::', 96, 'ipv6'], // IPv4-compatible (deprecated): ::127.0.0.1 would reach the loopback on some stacks
      ['64:ff9b::', 96, 'ipv6'], // NAT64: the gateway may translate to any IPv4 address, private ones too
      ['64:ff9b:1::', 48, 'ipv6'], // local-use NAT64
      ['100::', 64, 'ipv6'], // discard
      ['2001::', 32, 'ipv6'], // Teredo: tunnels to an embedded IPv4 address
      ['2001:db8::', 32, 'ipv6'], // documentation
      ['2002::', 16, 'ipv6'], // 6to4: tunnels to an embedded IPv4 address
    ],
  ],
]

const LISTS = RANGES.map(([kind, ranges]) => {
  const list = new BlockList()
  for (const [address, prefix, family] of ranges) list.addSubnet(address, prefix, family)
  return [kind, list] as const
})

/**
 * The kind of `address` (IPv4 or IPv6, a zone id allowed). An IPv4-mapped IPv6 address
 * (`::ffff:127.0.0.1`, `::ffff:7f00:1`) is the IPv4 address it maps: Node's BlockList matches it
 * against the IPv4 ranges.
 */
export function addressKind(address: string): AddressKind {
  const bare = address.trim().replace(/^\[|\]$/g, '')
  const family = isIP(bare.split('%')[0])
  if (family === 0) return 'invalid'
  const type = family === 4 ? 'ipv4' : 'ipv6'
  for (const [kind, list] of LISTS) if (list.check(bare.split('%')[0], type)) return kind
  return 'public'
}

/** Kinds an explicit opt-in for a CRM on the agency's own network (CRM_MEDIA_ALLOW_PRIVATE) makes reachable. */
const ON_PREMISES: ReadonlySet<AddressKind> = new Set(['loopback', 'private', 'link-local', 'shared'])

/** Whether the server may connect to an address of `kind`; metadata, multicast, reserved and unspecified never. */
export function mayConnect(kind: AddressKind, allowPrivate: boolean): boolean {
  return kind === 'public' || (allowPrivate && ON_PREMISES.has(kind))
}
