'use client'

import { PublishButton as PayloadPublishButton, useDocumentInfo } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * Payload's Publish button, with the schedule dialog pre-selecting "Publish" on a draft never published
 * (issue 36, point 3). Payload 3.90 pre-selects "Unpublish" unless it counts unpublished versions, and it
 * counts only the drafts newer than the published document: with none published the count stays 0, so
 * the first schedule of a new article was an unpublish ("Successfully scheduled", and nothing ever went
 * live). Without a published document every version is unpublished: the count says at least one.
 */
export function PublishButton() {
  const { hasPublishedDoc, unpublishedVersionCount, setUnpublishedVersionCount } = useDocumentInfo()
  const neverPublished = !hasPublishedDoc && unpublishedVersionCount === 0
  useEffect(() => {
    if (neverPublished) setUnpublishedVersionCount(1)
  }, [neverPublished, setUnpublishedVersionCount])
  return <PayloadPublishButton />
}
