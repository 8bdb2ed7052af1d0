import type { GlobalConfig } from 'payload'

import { FormTexts } from './FormTexts'
import { Navigation } from './Navigation'
import { SiteSettings } from './SiteSettings'

export const globals: GlobalConfig[] = [SiteSettings, Navigation, FormTexts]
