import type { Translator } from '@/i18n/dictionary'

import type { DocumentLink } from './detailMedia'

/** A listing's documents; without any, the `empty` text (a project says so), or no section at all (a property). */
export function DocumentsSection({ documents, empty, t }: { documents: DocumentLink[]; empty?: string; t: Translator }) {
  if (documents.length === 0 && empty === undefined) return null
  return (
    <section className="property-documents">
      <h2>{t('detail.documents')}</h2>
      {documents.length ? (
        <ul>
          {documents.map((d) => (
            <li key={d.href}>
              <a href={d.href}>{d.title}</a>
            </li>
          ))}
        </ul>
      ) : (
        <p>{empty}</p>
      )}
    </section>
  )
}
