// Every collection of the site, in the order the admin navigation lists them within a group.
import type { CollectionConfig } from 'payload'

import { Media } from './Media'
import { Properties } from './Properties'
import { Users } from './Users'

export const collections: CollectionConfig[] = [Properties, Media, Users]
