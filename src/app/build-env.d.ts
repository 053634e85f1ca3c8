interface ImportMetaEnv {
  /** True in the client build, whose modules carry their own messages (`inlineMessages` in src/performance/build/inline-messages.ts). */
  readonly INLINE_MESSAGES?: boolean;
}
