'use client'

import { useSearchParams } from 'next/navigation'

import { SearchBox } from './SearchBox'
import { parseSearch } from './searchParams'

type Props = Parameters<typeof SearchBox>[0]

/** The search box pre-filled from the URL's query (list pages are cached HTML, so the URL is read here). */
export function SearchBoxFromUrl(props: Props) {
  const params = useSearchParams()
  const search = parseSearch(params)
  const key = params.toString()
  return <SearchBox key={key} {...props} initial={{ goal: props.initial.goal, city: search.city, type: search.type, price: search.price }} />
}
