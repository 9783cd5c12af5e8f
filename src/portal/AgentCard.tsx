import type { PortalAgent } from './reads'

import type { Translator } from '@/i18n/dictionary'
import { IMAGE_SIZES } from '@/lib/image'
import { Picture } from '@/site/Picture'

/** "Your agent" (spec section 6): the advisor who handles the property. */
export function AgentCard({ agent, t }: { agent: PortalAgent | null; t: Translator }) {
  return (
    <section className="portal-card portal-agent" aria-labelledby="portal-agent-title">
      <h2 id="portal-agent-title">{t('portal.agent.title')}</h2>
      {!agent ? (
        <p>{t('portal.agent.none')}</p>
      ) : (
        <div className="agent">
          {agent.photo && <Picture image={agent.photo} sizes={IMAGE_SIZES.avatar} />}
          <div>
            <p className="agent-name">{agent.name}</p>
            {agent.role && <p className="agent-role">{agent.role}</p>}
            <dl>
              {agent.phone && (
                <div>
                  <dt>{t('portal.agent.phone')}</dt>
                  <dd>
                    <a href={agent.phoneHref ?? undefined}>{agent.phone}</a>
                  </dd>
                </div>
              )}
              {agent.email && (
                <div>
                  <dt>{t('portal.agent.email')}</dt>
                  <dd>
                    <a href={`mailto:${agent.email}`}>{agent.email}</a>
                  </dd>
                </div>
              )}
            </dl>
          </div>
        </div>
      )}
    </section>
  )
}
