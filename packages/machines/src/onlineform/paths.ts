/** Where an online form's calls live (JeecgBoot's paths). A module of its own: the data layer reads it without the list machines. */
export const ONLINE_API = "/online/cgform/api";
