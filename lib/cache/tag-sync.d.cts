export type DataVersions = { catalog: string; partners: Record<string, string> };
export declare const CATALOG_TAG: string;
export declare function partnerTag(code: string): string;
export declare function changedTags(previous: DataVersions | undefined, next: DataVersions): string[];
export declare function createTagSync(options: {
  read: () => (() => Promise<DataVersions>) | undefined;
  expire: (tags: string[]) => Promise<void>;
  intervalMs: number;
  now?: () => number;
}): { checkNow(): Promise<void>; checkIfDue(): Promise<void> };
