export { contentRoutes } from './routes';
export {
  adminAnnouncementView,
  announcementBody,
  announcementLanguage,
  calendarDate,
  changelogEntryBody,
  changelogEntryView,
  contentDeleteQuery,
  contentId,
  contentIdParams,
  publicAnnouncementView,
  tournamentBody,
  tournamentView,
} from './views';
export type {
  AdminAnnouncementView,
  AnnouncementBody,
  ChangelogEntryBody,
  ChangelogEntryView,
  PublicAnnouncementView,
  TournamentBody,
  TournamentView,
} from './views';
