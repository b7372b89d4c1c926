'use client';

import { useSyncExternalStore } from 'react';
import { getLiteMode, getServerLiteMode, subscribeLiteMode, type LiteModeState } from './lite-mode';

/** The connection and lite-mode state; the pre-rendered HTML assumes a normal connection. */
export function useLiteMode(): LiteModeState {
  return useSyncExternalStore(subscribeLiteMode, getLiteMode, getServerLiteMode);
}
