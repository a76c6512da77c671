import { createContext, type Context } from 'react';

/**
 * A React context every bundle on the page shares. web-kit is bundled into the shell and into
 * each section separately, so a plain module-level `createContext` would give each its own
 * context, and a section would never see what the shell provides. The first bundle to ask
 * creates it (with the one shared React); the others find it by name.
 */
export function sharedContext<T>(name: string, defaultValue: T): Context<T> {
  const scope = globalThis as { __reunionContexts?: Map<string, Context<unknown>> };
  scope.__reunionContexts ??= new Map();
  let context = scope.__reunionContexts.get(name) as Context<T> | undefined;
  if (!context) {
    context = createContext(defaultValue);
    scope.__reunionContexts.set(name, context as Context<unknown>);
  }
  return context;
}
