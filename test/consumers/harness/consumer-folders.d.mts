/** The temp root that holds every checkout's consumer apps. */
export declare const CONSUMERS_TEMP_ROOT: string;
/** The consumer apps' folder of the checkout whose templates are in `appsDir`. */
export declare function consumersRootOf(appsDir: string): string;
/** Records that `folder` holds the apps of the checkout whose templates are in `appsDir`, and that it is used now. */
export declare function markCheckoutFolder(folder: string, appsDir: string): void;
/** Removes the other checkouts' folders nobody can use any more (deleted in the background); returns the folders removed. */
export declare function pruneOtherCheckoutFolders(root: string, ownFolder: string, now: number): string[];
