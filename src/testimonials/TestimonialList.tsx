import type { PublishedTestimonial } from '../data/testimonials'
import type { Translator } from '../i18n/dictionary'
import { formatDate } from '../lib/format'
import { imageRef } from '../lib/image'

/** Published visitor testimonials. Their text is rendered as text (React escapes it), never as HTML. */
export function TestimonialList({ testimonials, t }: { testimonials: PublishedTestimonial[]; t: Translator }) {
  if (!testimonials.length) return null
  return (
    <section className="testimonial-list" aria-labelledby="testimonial-list-title">
      <h2 id="testimonial-list-title">{t('testimonial.listTitle')}</h2>
      <ul>
        {testimonials.map((item) => {
          const image = imageRef(item.image, item.name, 400)
          return (
            <li key={item.id} className="testimonial" data-testimonial={item.id}>
              <figure>
                {image && <img src={image.src} alt={image.alt} width={96} height={96} loading="lazy" />}
                <blockquote>
                  <p>{item.comment}</p>
                </blockquote>
                <figcaption>
                  <strong>{item.name}</strong>
                  {item.aboutYou && <span>, {item.aboutYou}</span>}
                  {item.website && (
                    <>
                      {' · '}
                      <a href={item.website} rel="nofollow ugc noopener" target="_blank">
                        {item.website.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
                      </a>
                    </>
                  )}
                  {item.postedAt && (
                    <span className="testimonial-date"> · {t('testimonial.postedOn', { date: formatDate(item.postedAt) })}</span>
                  )}
                </figcaption>
              </figure>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
