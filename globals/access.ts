import type { Access } from 'payload'

import { isAdminUser, isStaffUser } from '../collections/access'

export const readGlobal: Access = () => true
export const staffEdits: Access = ({ req }) => isStaffUser(req)
export const adminEdits: Access = ({ req }) => isAdminUser(req)
