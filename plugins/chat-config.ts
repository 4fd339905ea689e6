/**
 * Reads the My Chats configuration from environment variables at build time (docusaurus.config.ts
 * puts it in customFields.chat).
 *
 * The docs assistant always works: it answers from PyDocs' own pages, offline, with no key. Setting
 * PYDOCS_GEMINI_MODEL (e.g. `gemini-2.5-flash`) also offers answers from a hosted Gemini model
 * through Firebase AI Logic, which needs a real Firebase project with AI Logic enabled (the
 * PYDOCS_FIREBASE_* variables); the local emulators have no AI.
 */
export type ChatConfig = Readonly<{
  /** Gemini model name for Firebase AI Logic, or null when the hosted model is not offered. */
  geminiModel: string | null;
}>;

export function chatConfigFromEnv(env: Record<string, string | undefined>): ChatConfig {
  const geminiModel = env.PYDOCS_GEMINI_MODEL?.trim();
  return {geminiModel: geminiModel ? geminiModel : null};
}
