export declare const FEEDS_DIR: string;
export declare function startFeedServer(
  port?: number,
  dir?: string,
): Promise<{ origin: string; close(): Promise<void> }>;
