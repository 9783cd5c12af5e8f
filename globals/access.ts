import type { Access } from 'payload'

import { isAdminUser, isStaffUser, PUBLISHED_VERSION } from '../collections/access'

export const readGlobal: Access = () => true
/** Globals with drafts: staff read the drafts, everyone else the published version (issue 15.1). */
export const readPublishedGlobal: Access = ({ req }) => (isStaffUser(req) ? true : PUBLISHED_VERSION)
export const staffEdits: Access = ({ req }) => isStaffUser(req)
export const adminEdits: Access = ({ req }) => isAdminUser(req)
