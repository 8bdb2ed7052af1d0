// Every collection of the site, in the order the admin navigation lists them within a group.
import type { CollectionConfig } from 'payload'

import { guardHiddenQueries } from '@/fields/hiddenQueries'

import { Media } from './Media'
import { Properties } from './Properties'
import { Users } from './Users'
import { Projects } from './Projects'
import { Documents } from './Documents'
import { Team } from './Team'
import { Owners } from './Owners'
import { Articles } from './Articles'
import { Categories } from './Categories'
import { Questions } from './Questions'
import { Routes } from './Routes'
import { Testimonials } from './Testimonials'
import { AppointmentSlots } from './AppointmentSlots'
import { NewsletterSubscribers } from './NewsletterSubscribers'
import { SubmissionFiles } from './SubmissionFiles'
import { MailOutbox, Submissions } from './Submissions'
import { PropertyActivities } from './Statistics/PropertyActivities'
import { PropertyViews } from './Statistics/PropertyViews'
import { ViewHits } from './Statistics/ViewHits'
import { RequestCounters } from './RequestCounters'
import { CostRules } from './CostRules'
import { SavedSearchAlerts, SavedSearches } from './SavedSearches'
import { FavouriteLists } from './FavouriteLists'
import { CrmConnections, CrmEvents, CrmLeads, CrmListings, CrmRuns } from './Crm'

// Every collection: queries by visitors and owners never reveal a value hidden per document.
export const collections: CollectionConfig[] = [
  Properties,
  Projects,
  Media,
  Documents,
  Team,
  Users,
  Owners,
  Articles,
  Categories,
  Questions,
  Testimonials,
  Routes,
  Submissions,
  PropertyActivities,
  PropertyViews,
  ViewHits,
  SubmissionFiles,
  MailOutbox,
  AppointmentSlots,
  NewsletterSubscribers,
  SavedSearches,
  SavedSearchAlerts,
  FavouriteLists,
  RequestCounters,
  CostRules,
  CrmConnections,
  CrmRuns,
  CrmListings,
  CrmEvents,
  CrmLeads,
].map(guardHiddenQueries)
