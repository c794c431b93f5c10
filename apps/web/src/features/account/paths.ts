/** The account pages (the shell's PATHS holds the profile and settings it links to itself). */
export const PROFILE_UPDATE_PATH = '/user/profile/update';
