/** Components take every visible string from the message catalogue through `t`. */
export { getLocale, type MessageKey, type MessageParams, setLocale, t } from '@shared/messages/index.js';
