import type { Translator } from '@/i18n/dictionary'
import { IMAGE_SIZES, type ImageRef } from '@/lib/image'
import { Picture } from '@/site/Picture'

/** Server HTML: the plans show, and open large, without JavaScript too. */
export function PlansSection({ plans, large, t }: { plans: ImageRef[]; large: ImageRef[]; t: Translator }) {
  if (plans.length === 0) return null
  return (
    <section className="property-plans" aria-labelledby="plans-title">
      <h2 id="plans-title">{t('detail.plans')}</h2>
      <ul>
        {plans.map((plan, i) => (
          <li key={plan.src}>
            <figure>
              <a href={large[i]?.src ?? plan.src}>
                <Picture image={plan} sizes={IMAGE_SIZES.card} />
              </a>
              <figcaption>{plan.alt}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
