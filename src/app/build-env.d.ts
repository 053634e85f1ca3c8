interface ImportMetaEnv {
  /** True in the client build, whose modules carry their own messages (`inline-messages` in vite.config.ts). */
  readonly INLINE_MESSAGES?: boolean;
}
