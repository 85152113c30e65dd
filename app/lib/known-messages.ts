// The API's fixed messages shown in the reader's language (display only: behaviour never depends on a
// message). Each domain names the messages it translates and their keys; any other text, another backend's
// included, is shown as it came.
import type { TFunction } from 'i18next';

export const knownMessages =
  (keys: Record<string, string>) =>
  (t: TFunction, message: string): string => {
    const key = keys[message];
    return key ? t(key) : message;
  };
