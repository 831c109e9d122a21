/** The account settings folder (account/settings/Index): its first section, the basic settings. */
export { default } from "./BaseSetting";
