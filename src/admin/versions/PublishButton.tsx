'use client'

import {
  Button,
  ConfigProvider,
  PublishButton as PayloadPublishButton,
  useConfig,
  useDocumentInfo,
  useFormModified,
  useModal,
  useTranslation,
} from '@payloadcms/ui'
import type { ClientConfig } from 'payload'
import { hasAutosaveEnabled, hasScheduledPublishEnabled } from 'payload/shared'
import { useEffect, useMemo } from 'react'

import { ScheduleDrawer } from './ScheduleDrawer'

type Entities = ClientConfig['collections'] | ClientConfig['globals']

/** The entities with the one named by `slug` not offering Payload's own schedule entry. */
function withoutPayloadSchedule<T extends Entities>(entities: T, slug: string | undefined): T {
  return entities.map((entity) =>
    entity.slug === slug && entity.versions && typeof entity.versions.drafts === 'object'
      ? { ...entity, versions: { ...entity.versions, drafts: { ...entity.versions.drafts, schedulePublish: false } } }
      : entity,
  ) as T
}

/**
 * Payload's Publish button, with scheduling through our own dialog (issue 36, point 3).
 *
 * - A draft never published schedules a publish by default: Payload 3.90 pre-selects "Unpublish" unless
 *   it counts unpublished versions, and it counts only the drafts newer than the published document, so
 *   the first schedule of a new article was an unpublish ("Successfully scheduled", and nothing ever went
 *   live). Without a published document every version is unpublished: the count says at least one.
 * - Payload's schedule dialog shows its date box as "Nov 28, 2026 2:05 PM" and its languages as "All",
 *   whatever the admin's language and `admin.dateFormat`; it takes no format. Its button reads its
 *   entity's config from the config context: given a copy without scheduling, it offers only publishing,
 *   and "Publicatie plannen" beside it opens `ScheduleDrawer`, which schedules through the same server
 *   function and jobs.
 */
export function PublishButton() {
  const { config, getEntityConfig } = useConfig()
  const { id, collectionSlug, globalSlug, hasPublishedDoc, hasPublishPermission, unpublishedVersionCount, setUnpublishedVersionCount } =
    useDocumentInfo()
  const modified = useFormModified()
  const { isModalOpen, openModal } = useModal()
  const { t } = useTranslation()

  const neverPublished = !hasPublishedDoc && unpublishedVersionCount === 0
  useEffect(() => {
    if (neverPublished) setUnpublishedVersionCount(1)
  }, [neverPublished, setUnpublishedVersionCount])

  const entity = getEntityConfig(collectionSlug ? { collectionSlug } : { globalSlug: globalSlug as string })
  const schedulable = Boolean(entity && hasScheduledPublishEnabled(entity))
  const canSchedule =
    schedulable && hasPublishPermission && Boolean(globalSlug || (collectionSlug && id)) && (hasAutosaveEnabled(entity!) || !modified)

  const payloadConfig = useMemo(
    () =>
      schedulable
        ? {
            ...config,
            collections: withoutPayloadSchedule(config.collections, collectionSlug),
            globals: withoutPayloadSchedule(config.globals, globalSlug),
          }
        : config,
    [config, schedulable, collectionSlug, globalSlug],
  )

  const drawerSlug = `schedule-publish-${collectionSlug ?? globalSlug}-${id ?? 'global'}`
  // "Publish" unless the document is published with nothing newer (then only an unpublish makes sense).
  const defaultType = hasPublishedDoc && unpublishedVersionCount === 0 ? 'unpublish' : 'publish'

  return (
    <>
      <ConfigProvider config={payloadConfig}>
        <PayloadPublishButton />
      </ConfigProvider>
      {canSchedule ? (
        <>
          <Button buttonStyle="secondary" id="schedule-publish" onClick={() => openModal(drawerSlug)} size="medium" type="button">
            {t('version:schedulePublish')}
          </Button>
          {isModalOpen(drawerSlug) ? <ScheduleDrawer defaultType={defaultType} slug={drawerSlug} /> : null}
        </>
      ) : null}
    </>
  )
}
