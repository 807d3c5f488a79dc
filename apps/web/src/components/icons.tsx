import type { SVGProps } from 'react';
import tablerAlertTriangle from '~icons/tabler/alert-triangle';
import tablerArchive from '~icons/tabler/archive';
import tablerArchiveOff from '~icons/tabler/archive-off';
import tablerArrowBigUp from '~icons/tabler/arrow-big-up';
import tablerArrowsSort from '~icons/tabler/arrows-sort';
import tablerBolt from '~icons/tabler/bolt';
import tablerBrandGmail from '~icons/tabler/brand-gmail';
import tablerBulb from '~icons/tabler/bulb';
import tablerCalendarEvent from '~icons/tabler/calendar-event';
import tablerCameraOff from '~icons/tabler/camera-off';
import tablerCheck from '~icons/tabler/check';
import tablerChevronDown from '~icons/tabler/chevron-down';
import tablerChevronLeft from '~icons/tabler/chevron-left';
import tablerChevronRight from '~icons/tabler/chevron-right';
import tablerCopy from '~icons/tabler/copy';
import tablerDots from '~icons/tabler/dots';
import tablerExternalLink from '~icons/tabler/external-link';
import tablerEye from '~icons/tabler/eye';
import tablerEyeOff from '~icons/tabler/eye-off';
import tablerFileText from '~icons/tabler/file-text';
import tablerInbox from '~icons/tabler/inbox';
import tablerInfoCircle from '~icons/tabler/info-circle';
import tablerKey from '~icons/tabler/key';
import tablerKeyboard from '~icons/tabler/keyboard';
import tablerLayoutList from '~icons/tabler/layout-list';
import tablerLogout from '~icons/tabler/logout';
import tablerMail from '~icons/tabler/mail';
import tablerMap from '~icons/tabler/map';
import tablerMapPin from '~icons/tabler/map-pin';
import tablerMaximize from '~icons/tabler/maximize';
import tablerMessageCircle from '~icons/tabler/message-circle';
import tablerMoodSad from '~icons/tabler/mood-sad';
import tablerMoon from '~icons/tabler/moon';
import tablerMovie from '~icons/tabler/movie';
import tablerPencil from '~icons/tabler/pencil';
import tablerPhoto from '~icons/tabler/photo';
import tablerPhotoUp from '~icons/tabler/photo-up';
import tablerPlayerPause from '~icons/tabler/player-pause';
import tablerPlayerPlay from '~icons/tabler/player-play';
import tablerPlayerRecordFilled from '~icons/tabler/player-record-filled';
import tablerPlayerStopFilled from '~icons/tabler/player-stop-filled';
import tablerPlug from '~icons/tabler/plug';
import tablerPlus from '~icons/tabler/plus';
import tablerPuzzle from '~icons/tabler/puzzle';
import tablerRadar from '~icons/tabler/radar';
import tablerRefresh from '~icons/tabler/refresh';
import tablerRss from '~icons/tabler/rss';
import tablerSearch from '~icons/tabler/search';
import tablerSettings from '~icons/tabler/settings';
import tablerShare3 from '~icons/tabler/share-3';
import tablerSortAscending from '~icons/tabler/sort-ascending';
import tablerSortDescending from '~icons/tabler/sort-descending';
import tablerSparkles from '~icons/tabler/sparkles';
import tablerSun from '~icons/tabler/sun';
import tablerThumbUp from '~icons/tabler/thumb-up';
import tablerTrash from '~icons/tabler/trash';
import tablerUserCheck from '~icons/tabler/user-check';
import tablerUserPlus from '~icons/tabler/user-plus';
import tablerUsers from '~icons/tabler/users';
import tablerVideo from '~icons/tabler/video';
import tablerX from '~icons/tabler/x';
import tablerZoomIn from '~icons/tabler/zoom-in';
import tablerZoomOut from '~icons/tabler/zoom-out';

// Tabler's icons (MIT licence, tabler.io/icons), from Iconify's copy of the set (build/tabler-icons.ts).

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'stroke'> & {
  /** Width and height in pixels (24 by default, as Tabler draws them). */
  size?: number;
  /** The outline's stroke width (2 by default, as Tabler draws them). */
  stroke?: number;
};

/**
 * One of Tabler's icons, taking the props Tabler's own React components take. Its drawing is the icon set's own
 * markup, built into the bundle, never data from a user.
 */
function TablerIcon({ drawing, size = 24, stroke = 2, ...props }: IconProps & { drawing: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      strokeWidth={stroke}
      {...props}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the icon set's own paths, fixed at build time
      dangerouslySetInnerHTML={{ __html: drawing }}
    />
  );
}

export const IconAlertTriangle = (props: IconProps) => <TablerIcon drawing={tablerAlertTriangle} {...props} />;
export const IconArchive = (props: IconProps) => <TablerIcon drawing={tablerArchive} {...props} />;
export const IconArchiveOff = (props: IconProps) => <TablerIcon drawing={tablerArchiveOff} {...props} />;
export const IconArrowsSort = (props: IconProps) => <TablerIcon drawing={tablerArrowsSort} {...props} />;
export const IconBolt = (props: IconProps) => <TablerIcon drawing={tablerBolt} {...props} />;
export const IconBrandGmail = (props: IconProps) => <TablerIcon drawing={tablerBrandGmail} {...props} />;
export const IconBulb = (props: IconProps) => <TablerIcon drawing={tablerBulb} {...props} />;
export const IconCalendarEvent = (props: IconProps) => <TablerIcon drawing={tablerCalendarEvent} {...props} />;
export const IconCameraOff = (props: IconProps) => <TablerIcon drawing={tablerCameraOff} {...props} />;
export const IconCheck = (props: IconProps) => <TablerIcon drawing={tablerCheck} {...props} />;
export const IconChevronDown = (props: IconProps) => <TablerIcon drawing={tablerChevronDown} {...props} />;
export const IconChevronLeft = (props: IconProps) => <TablerIcon drawing={tablerChevronLeft} {...props} />;
export const IconChevronRight = (props: IconProps) => <TablerIcon drawing={tablerChevronRight} {...props} />;
export const IconCopy = (props: IconProps) => <TablerIcon drawing={tablerCopy} {...props} />;
export const IconDots = (props: IconProps) => <TablerIcon drawing={tablerDots} {...props} />;
export const IconExternalLink = (props: IconProps) => <TablerIcon drawing={tablerExternalLink} {...props} />;
export const IconArrowBigUp = (props: IconProps) => <TablerIcon drawing={tablerArrowBigUp} {...props} />;
export const IconEye = (props: IconProps) => <TablerIcon drawing={tablerEye} {...props} />;
export const IconEyeOff = (props: IconProps) => <TablerIcon drawing={tablerEyeOff} {...props} />;
export const IconFileText = (props: IconProps) => <TablerIcon drawing={tablerFileText} {...props} />;
export const IconInbox = (props: IconProps) => <TablerIcon drawing={tablerInbox} {...props} />;
export const IconInfoCircle = (props: IconProps) => <TablerIcon drawing={tablerInfoCircle} {...props} />;
export const IconKey = (props: IconProps) => <TablerIcon drawing={tablerKey} {...props} />;
export const IconKeyboard = (props: IconProps) => <TablerIcon drawing={tablerKeyboard} {...props} />;
export const IconLayoutList = (props: IconProps) => <TablerIcon drawing={tablerLayoutList} {...props} />;
export const IconLogout = (props: IconProps) => <TablerIcon drawing={tablerLogout} {...props} />;
export const IconMail = (props: IconProps) => <TablerIcon drawing={tablerMail} {...props} />;
export const IconMap = (props: IconProps) => <TablerIcon drawing={tablerMap} {...props} />;
export const IconMapPin = (props: IconProps) => <TablerIcon drawing={tablerMapPin} {...props} />;
export const IconMaximize = (props: IconProps) => <TablerIcon drawing={tablerMaximize} {...props} />;
export const IconMessageCircle = (props: IconProps) => <TablerIcon drawing={tablerMessageCircle} {...props} />;
export const IconMoodSad = (props: IconProps) => <TablerIcon drawing={tablerMoodSad} {...props} />;
export const IconMoon = (props: IconProps) => <TablerIcon drawing={tablerMoon} {...props} />;
export const IconMovie = (props: IconProps) => <TablerIcon drawing={tablerMovie} {...props} />;
export const IconPencil = (props: IconProps) => <TablerIcon drawing={tablerPencil} {...props} />;
export const IconPhoto = (props: IconProps) => <TablerIcon drawing={tablerPhoto} {...props} />;
export const IconPhotoUp = (props: IconProps) => <TablerIcon drawing={tablerPhotoUp} {...props} />;
export const IconPlayerPause = (props: IconProps) => <TablerIcon drawing={tablerPlayerPause} {...props} />;
export const IconPlayerPlay = (props: IconProps) => <TablerIcon drawing={tablerPlayerPlay} {...props} />;
export const IconPlayerRecordFilled = (props: IconProps) => (
  <TablerIcon drawing={tablerPlayerRecordFilled} {...props} />
);
export const IconPlayerStopFilled = (props: IconProps) => <TablerIcon drawing={tablerPlayerStopFilled} {...props} />;
export const IconPlus = (props: IconProps) => <TablerIcon drawing={tablerPlus} {...props} />;
export const IconPlug = (props: IconProps) => <TablerIcon drawing={tablerPlug} {...props} />;
export const IconPuzzle = (props: IconProps) => <TablerIcon drawing={tablerPuzzle} {...props} />;
export const IconRadar = (props: IconProps) => <TablerIcon drawing={tablerRadar} {...props} />;
export const IconRefresh = (props: IconProps) => <TablerIcon drawing={tablerRefresh} {...props} />;
export const IconRss = (props: IconProps) => <TablerIcon drawing={tablerRss} {...props} />;
export const IconSearch = (props: IconProps) => <TablerIcon drawing={tablerSearch} {...props} />;
export const IconSettings = (props: IconProps) => <TablerIcon drawing={tablerSettings} {...props} />;
export const IconShare3 = (props: IconProps) => <TablerIcon drawing={tablerShare3} {...props} />;
export const IconSortAscending = (props: IconProps) => <TablerIcon drawing={tablerSortAscending} {...props} />;
export const IconSortDescending = (props: IconProps) => <TablerIcon drawing={tablerSortDescending} {...props} />;
export const IconSparkles = (props: IconProps) => <TablerIcon drawing={tablerSparkles} {...props} />;
export const IconSun = (props: IconProps) => <TablerIcon drawing={tablerSun} {...props} />;
export const IconThumbUp = (props: IconProps) => <TablerIcon drawing={tablerThumbUp} {...props} />;
export const IconTrash = (props: IconProps) => <TablerIcon drawing={tablerTrash} {...props} />;
export const IconUserCheck = (props: IconProps) => <TablerIcon drawing={tablerUserCheck} {...props} />;
export const IconUserPlus = (props: IconProps) => <TablerIcon drawing={tablerUserPlus} {...props} />;
export const IconUsers = (props: IconProps) => <TablerIcon drawing={tablerUsers} {...props} />;
export const IconVideo = (props: IconProps) => <TablerIcon drawing={tablerVideo} {...props} />;
export const IconX = (props: IconProps) => <TablerIcon drawing={tablerX} {...props} />;
export const IconZoomIn = (props: IconProps) => <TablerIcon drawing={tablerZoomIn} {...props} />;
export const IconZoomOut = (props: IconProps) => <TablerIcon drawing={tablerZoomOut} {...props} />;
