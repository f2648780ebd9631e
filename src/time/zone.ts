/** The zone every schedule time is in (Asia/Manila, UTC+8 all year), and how pages name it. */
export const MANILA_OFFSET_MINUTES = 8 * 60;
/** The label printed beside times. */
export const ZONE_LABEL = 'PST';
export const ZONE_NAME = 'Philippine Standard Time';
