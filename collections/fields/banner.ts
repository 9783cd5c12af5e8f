import type { Field, GroupField, SelectField, UploadField } from 'payload'

import type { AdminText } from '../../src/i18n/admin/adminText'
import { BANNER, LABELS } from '../../src/i18n/admin/labels'
import { mediaField } from './media'

/**
 * The banner at the top of a page: a page's own (collections/Menus) and the home page's (globals/Header)
 * store the same fields under `banner`, and src/site's one banner view shows both. Each screen arranges
 * them its own way (the home banner has a gallery's settings, a page's banner hides what its type does
 * not use), so the fields come one by one.
 */
export const bannerGroup = (fields: Field[], admin?: GroupField['admin']): GroupField => ({
  name: 'banner',
  label: BANNER.banner,
  type: 'group',
  ...(admin ? { admin } : {}),
  fields,
})

/** Image, gallery or video: what the banner shows. */
export const bannerType = (defaultValue: 'image' | 'gallery'): SelectField => ({
  name: 'type',
  label: LABELS.type,
  type: 'select',
  defaultValue,
  options: [
    { label: LABELS.image, value: 'image' },
    { label: BANNER.gallery, value: 'gallery' },
    { label: LABELS.video, value: 'video' },
  ],
})

/** The banner's heading and the line under it, per language. */
export const bannerTexts = (): Field[] => [
  { name: 'title', label: LABELS.title, type: 'text', localized: true },
  { name: 'description', label: LABELS.description, type: 'textarea', localized: true },
]

type Admin = UploadField['admin']

export const bannerImage = (admin?: Admin): UploadField => mediaField('image', LABELS.image, admin ? { admin } : {})

export const bannerImages = (admin?: Admin): UploadField =>
  mediaField('images', LABELS.images, { hasMany: true, ...(admin ? { admin } : {}) })

const video = (name: string, label: AdminText) => (admin?: Admin) => mediaField(name, label, admin ? { admin } : {})

/** The video and its still, and the smaller ones for phones. */
export const bannerVideo = {
  video: video('video', LABELS.video),
  poster: video('videoPoster', BANNER.videoPoster),
  mobile: video('videoMobile', BANNER.videoMobile),
  mobilePoster: video('videoMobilePoster', BANNER.videoMobilePoster),
}
