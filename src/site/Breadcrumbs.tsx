import { JsonLd } from './JsonLd'

export interface Crumb {
  name: string
  /** Absent: shown as text, not linked (e.g. sections whose breadcrumb is not public). */
  href?: string
}

/** Breadcrumb trail with its schema.org BreadcrumbList; the last item is the current page. */
export function Breadcrumbs({ items, label, origin }: { items: Crumb[]; label: string; origin: string }) {
  if (items.length < 2) return null
  return (
    <>
      <nav className="breadcrumbs" aria-label={label}>
        <ol>
          {items.map((item, i) => (
            <li key={i}>
              {i === items.length - 1 ? (
                <span aria-current="page">{item.name}</span>
              ) : item.href ? (
                <a href={item.href}>{item.name}</a>
              ) : (
                <span>{item.name}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: items.map((item, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: item.name,
            ...(item.href ? { item: `${origin}${item.href}` } : {}),
          })),
        }}
      />
    </>
  )
}
