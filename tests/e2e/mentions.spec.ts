import { mentionTests } from './helpers/mentions'

/** Every advert carries its mentions (issue 32 point 6) on a desktop (helpers/mentions.ts). */
mentionTests()
