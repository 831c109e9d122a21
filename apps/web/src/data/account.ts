/** The signed-in user's own calls: departments, profile, avatar, password (see ./api.ts for the conventions). */
import { uploadFile, type ProgressListener, type QtClient } from "@qt/sdk";

/** What the user may change of their own profile (PUT /sys/user/appEdit). */
export type ProfileChanges = { realname?: string; avatar?: string | null; sex?: 1 | 2 | null; birthday?: string | null; email?: string | null; phone?: string | null };

export function accountCalls(client: QtClient) {
  return {
    /** The user's departments and the current one. */
    departs: (signal?: AbortSignal) => client.unwrap(client.GET("/sys/user/getCurrentUserDeparts", { signal })),
    /** Saves the user's own profile; answers the updated user info. */
    saveProfile: (changes: ProfileChanges) => client.unwrap(client.PUT("/sys/user/appEdit", { body: changes })),
    /** Uploads an avatar picture (folder avatar), with progress. */
    uploadAvatar: (file: File, onProgress: ProgressListener) => uploadFile(client, file, { biz: "avatar", onProgress }),
    /** Changes the user's own password. */
    changePassword: (change: { username: string; oldpassword: string; password: string; confirmpassword: string }) =>
      client.unwrap(client.PUT("/sys/user/updatePassword", { body: change })),
  };
}
